import { describe, expect, it, vi } from "vitest";
import { singleFlight } from "./single-flight";

/** A load that ends when the test says, and counts how often it began. */
function controlled() {
  const endings: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<string>((resolve, reject) => endings.push({ resolve, reject }));
  return { load, endings };
}

describe("a load shared by every caller", () => {
  it("loads once for callers who ask at once", async () => {
    const { load, endings } = controlled();
    const shared = singleFlight(load);
    const asked = [shared.get(), shared.get()];
    endings[0].resolve("first");
    expect(await Promise.all(asked)).toEqual(["first", "first"]);
    expect(await shared.get()).toBe("first");
    expect(endings).toHaveLength(1);
  });

  it("gives one who asked before a refresh the new value when the old load fails, and leaves the new load be", async () => {
    const { load, endings } = controlled();
    const reset = vi.fn();
    const shared = singleFlight(load, reset);
    const asked = shared.get();
    shared.refresh();
    endings[0].reject(new Error("Input file is missing"));
    endings[1].resolve("anew");
    expect(await asked).toBe("anew");
    expect(reset).not.toHaveBeenCalled();
  });

  it("retries a load that failed on its own once, after a reset", async () => {
    const { load, endings } = controlled();
    const reset = vi.fn();
    const shared = singleFlight(load, reset);
    const asked = shared.get();
    endings[0].reject(new Error("Input file is missing"));
    await vi.waitFor(() => expect(endings).toHaveLength(2));
    expect(reset).toHaveBeenCalledOnce();
    endings[1].resolve("again");
    expect(await asked).toBe("again");
  });

  it("fails its callers when it fails twice, and loads again for the next", async () => {
    const { load, endings } = controlled();
    const shared = singleFlight(load);
    const asked = shared.get();
    endings[0].reject(new Error("transport was disconnected"));
    await vi.waitFor(() => expect(endings).toHaveLength(2));
    endings[1].reject(new Error("transport was disconnected"));
    await expect(asked).rejects.toThrow("transport was disconnected");
    const again = shared.get();
    endings[2].resolve("again");
    expect(await again).toBe("again");
  });
});
