// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTO_HIDE_MS, SCROLL_THRESHOLD_PX, useShowAfterScroll } from "./useShowAfterScroll";

function Probe() {
  return <p>{useShowAfterScroll() ? "shown" : "hidden"}</p>;
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("useShowAfterScroll", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows past the threshold and hides at or above it", () => {
    render(<Probe />);
    scrollTo(SCROLL_THRESHOLD_PX - 100);
    expect(screen.getByText("hidden")).toBeInTheDocument();
    scrollTo(SCROLL_THRESHOLD_PX + 1);
    expect(screen.getByText("shown")).toBeInTheDocument();
    scrollTo(SCROLL_THRESHOLD_PX);
    expect(screen.getByText("hidden")).toBeInTheDocument();
  });

  it("hides by itself AUTO_HIDE_MS after it appeared, and a new scroll shows it again", () => {
    render(<Probe />);
    scrollTo(SCROLL_THRESHOLD_PX + 200);
    act(() => vi.advanceTimersByTime(AUTO_HIDE_MS - 1));
    scrollTo(SCROLL_THRESHOLD_PX + 300);
    expect(screen.getByText("shown")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("hidden")).toBeInTheDocument();
    scrollTo(SCROLL_THRESHOLD_PX + 400);
    expect(screen.getByText("shown")).toBeInTheDocument();
  });

  it("uses the spec's figures", () => {
    expect(SCROLL_THRESHOLD_PX).toBe(500);
    expect(AUTO_HIDE_MS).toBe(3000);
  });
});
