// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { useAskedOnPause } from "./use-asked-on-pause";

it("keeps the answer about the latest edit when an older one comes back after it", async () => {
  vi.useFakeTimers();
  const waiting = new Map<string, (answer: string) => void>();
  const ask = (value: string) => new Promise<string>((resolve) => waiting.set(value, resolve));
  const answered = vi.fn();
  const { rerender } = renderHook(({ value }) => useAskedOnPause(value, true, ask, answered, () => {}), {
    initialProps: { value: "valid, checked whole" },
  });
  await vi.advanceTimersByTimeAsync(300);
  rerender({ value: "a slip" });
  await vi.advanceTimersByTimeAsync(300);
  waiting.get("a slip")?.("one problem");
  await vi.advanceTimersByTimeAsync(0);
  waiting.get("valid, checked whole")?.("no problems");
  await vi.advanceTimersByTimeAsync(0);
  expect(answered.mock.calls).toEqual([["one problem"]]);
  vi.useRealTimers();
});
