// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DICTIONARIES } from "../words";
import { InLocale, testLocale } from "../../tests/support/test-locale";
import { STORED_HOUSEHOLD } from "./paths";
import type { Arrival } from "./household-link";
import type { StoredHousehold } from "./household-record";
import { HouseholdGreeting, type GuestScript } from "./HouseholdGreeting";

/** A guest's script that says `arrival`, and then, of a kept household, `now`: what the worker reads of this build. */
function guestSaying(arrival: Arrival, now: StoredHousehold | null = null) {
  const guest = {
    arrive: vi.fn(() => Promise.resolve(arrival)),
    keptHouseholdNow: vi.fn(() => Promise.resolve(now)),
    forgetEverything: vi.fn(() => Promise.resolve()),
    keepTheVisit: vi.fn(() => Promise.resolve()),
    drawBand: vi.fn(() => Promise.resolve()),
  };
  return { guest, load: vi.fn(() => Promise.resolve(guest as GuestScript)) };
}

async function greet(load: () => Promise<GuestScript>, language = "en") {
  render(
    <InLocale locale={testLocale(language)}>
      <HouseholdGreeting load={load} />
    </InLocale>,
  );
  // The script's promises settle.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** A click, and what the script does of it. */
const press = (button: HTMLElement) => act(async () => void fireEvent.click(button));

const household = (greeting: string): StoredHousehold => ({ greeting, language: "en" });
const LINK = "#AbCdEfGhIjKlMnOpQrStUv";

afterEach(() => {
  cleanup();
  localStorage.clear();
  history.replaceState(null, "", "/");
});

describe("a household's greeting", () => {
  it("loads no script on a page no link or kept household opened", async () => {
    const { load } = guestSaying({ kind: "none" });
    await greet(load);
    expect(load).not.toHaveBeenCalled();
    expect(document.body.textContent).toBe("");
  });

  it("greets the household a link opens, as the couple wrote it, in an aside named for the invitation", async () => {
    history.replaceState(null, "", `/${LINK}`);
    const { load } = guestSaying({ kind: "greeted", household: household("Dear Ana and Rui 💐"), kept: false });
    await greet(load);
    const band = screen.getByRole("complementary", { name: testLocale().words.household.yourInvitation });
    expect(band.textContent).toContain("Dear Ana and Rui 💐");
  });

  it("greets a kept household at once, then as the worker says this build greets it, or not at all", async () => {
    localStorage.setItem(STORED_HOUSEHOLD, "{}");
    const renamed = guestSaying(
      { kind: "greeted", household: household("Dear Ana"), kept: true },
      household("Dearest Ana"),
    );
    await greet(renamed.load);
    expect(screen.getByRole("complementary").textContent).toContain("Dearest Ana");
    cleanup();
    const removed = guestSaying({ kind: "greeted", household: household("Dear Ana"), kept: true }, null);
    await greet(removed.load);
    expect(removed.guest.keptHouseholdNow).toHaveBeenCalledWith(household("Dear Ana"));
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("forgets the household when the guest says it is not them", async () => {
    history.replaceState(null, "", `/${LINK}`);
    const { guest, load } = guestSaying({ kind: "greeted", household: household("Dear Ana"), kept: false });
    await greet(load);
    await press(screen.getByRole("button", { name: testLocale().words.household.notUs }));
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(guest.forgetEverything).toHaveBeenCalledOnce();
  });

  it.each(Object.keys(DICTIONARIES))(
    "says in %s that a link cut short greets no one, until it is closed",
    async (language) => {
      history.replaceState(null, "", `/${LINK.slice(0, 14)}`);
      const { load } = guestSaying({ kind: "broken" });
      await greet(load, language);
      const { brokenLink, close } = testLocale(language).words.household;
      expect(screen.getByRole("status").textContent).toContain(brokenLink);
      await press(screen.getByRole("button", { name: close }));
      expect(screen.queryByRole("status")).toBeNull();
    },
  );

  it("says a link is broken when the script cannot read it", async () => {
    history.replaceState(null, "", `/${LINK}`);
    const { guest, load } = guestSaying({ kind: "none" });
    guest.arrive.mockRejectedValueOnce(new Error("no record"));
    await greet(load);
    expect(screen.getByRole("status")).toBeTruthy();
  });
});
