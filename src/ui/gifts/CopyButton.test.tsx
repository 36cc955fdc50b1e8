// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InLocale } from "../../../tests/support/test-locale";
import { wordsFor } from "../../words";
import { CopyButton } from "./CopyButton";

const giftWords = wordsFor("en").gifts;

/** The button, pressed, with the clipboard answering as `writeText` does. */
async function press(writeText: () => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  render(
    <InLocale>
      <CopyButton text="CH85 0070 0110 0048 1736 2" className="">
        {giftWords.copy}
      </CopyButton>
    </InLocale>,
  );
  await act(async () => void fireEvent.click(screen.getByRole("button")));
}

/** What a guest sees in the button: the one label not kept unseen. */
const seen = () =>
  [...screen.getByRole("button").querySelectorAll("span span:not(.invisible)")].map((label) => label.textContent);

afterEach(cleanup);

describe("a copy button", () => {
  it("says it copied, in its button and to a screen reader", async () => {
    await press(vi.fn(() => Promise.resolve()));
    expect(seen()).toEqual([giftWords.copied]);
    expect(screen.getByRole("status")).toHaveTextContent("CH85 0070 0110 0048 1736 2");
  });

  it("says below it, for every guest, what to do when the browser would not copy, and still offers to copy", async () => {
    await press(vi.fn(() => Promise.reject(new Error("denied"))));
    expect(seen()).toEqual([giftWords.copy]);
    expect(screen.getByRole("status")).toHaveTextContent(giftWords.copyFailedStatus);
    expect(screen.getByRole("status")).not.toHaveClass("sr-only");
  });
});
