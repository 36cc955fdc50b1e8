import { describe, expect, it, vi } from "vitest";
import { madeOnce } from "./made-once";

/** A making that ends when the test says, and counts how often it began. */
function controlled() {
  const endings: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const make = () => new Promise<string>((resolve, reject) => endings.push({ resolve, reject }));
  return { make, endings };
}

describe("a thing made once for every caller", () => {
  it("is made once for callers who ask at once", async () => {
    const { make, endings } = controlled();
    const thing = madeOnce(make);
    const asked = [thing.latest(), thing.latest()];
    endings[0].resolve("first");
    expect(await Promise.all(asked)).toEqual(["first", "first"]);
    expect(await thing.latest()).toBe("first");
    expect(endings).toHaveLength(1);
  });

  it("gives one who asked before a renewal the new one when the old one fails, and leaves the new one be", async () => {
    const { make, endings } = controlled();
    const forget = vi.fn();
    const thing = madeOnce(make, forget);
    const asked = thing.latest();
    thing.renew();
    endings[0].reject(new Error("Input file is missing"));
    endings[1].resolve("anew");
    expect(await asked).toBe("anew");
    expect(forget).not.toHaveBeenCalled();
  });

  it("tries a making that failed on its own once more, from what it left forgotten", async () => {
    const { make, endings } = controlled();
    const forget = vi.fn();
    const thing = madeOnce(make, forget);
    const asked = thing.latest();
    endings[0].reject(new Error("Input file is missing"));
    await vi.waitFor(() => expect(endings).toHaveLength(2));
    expect(forget).toHaveBeenCalledOnce();
    endings[1].resolve("again");
    expect(await asked).toBe("again");
  });

  it("fails its callers when it fails twice, and is made again for the next", async () => {
    const { make, endings } = controlled();
    const thing = madeOnce(make);
    const asked = thing.latest();
    endings[0].reject(new Error("transport was disconnected"));
    await vi.waitFor(() => expect(endings).toHaveLength(2));
    endings[1].reject(new Error("transport was disconnected"));
    await expect(asked).rejects.toThrow("transport was disconnected");
    const again = thing.latest();
    endings[2].resolve("again");
    expect(await again).toBe("again");
  });
});
