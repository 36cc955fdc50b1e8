// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { wedding as secondCouple } from "../../tests/couples/sintra/wedding";
import { weddingDay, type WeddingDay } from "../site/day.server";
import { readContent } from "../site/site.server";
import { datesIn } from "../site/dates.server";
import { InLocale } from "../../tests/support/test-locale";
import { en } from "../words/en";
import { RsvpOrDayNotice } from "./RsvpOrDayNotice";
import { keptTogether } from "../text/line-runs";

const sintra = readContent(secondCouple, "en");
const day = weddingDay(sintra, datesIn("en-US", sintra.wedding.timeZone));
const RSVP_URL = "https://forms.example.org/rsvp";
const THANKS = en.thanksAfter;

/** The notice as a guest whose clock reads `iso` sees it, rendered on its own. */
function renderAt(iso: string, followed: WeddingDay | null) {
  vi.setSystemTime(new Date(iso));
  render(
    <InLocale>
      <RsvpOrDayNotice day={followed} rsvpUrl={RSVP_URL} buttonClassName="" className="" />
    </InLocale>,
  );
}

describe("the invitation's call to action by the guest's clock", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("offers the RSVP before the day it follows", () => {
    renderAt("2027-01-01T12:00:00Z", day);
    expect(screen.getByRole("link", { name: /^RSVP/ })).toHaveAttribute("href", RSVP_URL);
  });

  it("thanks the guests long after the day it follows", () => {
    renderAt("2030-06-01T12:00:00Z", day);
    expect(screen.getByText(THANKS)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^RSVP/ })).toBeNull();
  });

  it("holds the room of each of the day's lines and of the thanks from the start, as text no one reads", () => {
    renderAt("2027-01-01T12:00:00Z", day);
    const rooms = [...document.querySelectorAll("[data-text]")];
    expect(rooms.map((room) => room.getAttribute("data-text"))).toEqual([
      ...day.moments.flatMap((item) => [
        "Today",
        `Next: ${keptTogether(item.title)} at\u00a0${item.shownTime} ${day.zone.afterTime}`,
        // The room of "Watch live" beside each, where an event is streamed.
        ...(day.live.length > 0 ? ["Watch live"] : []),
      ]),
      THANKS,
    ]);
    for (const room of rooms) {
      expect(room.textContent).toBe("");
      expect(room.closest("[aria-hidden=true]")).not.toBeNull();
    }
    expect(screen.queryByText(THANKS)).toBeNull();
  });

  it("offers the stream from a quarter of an hour before the streamed event until its end, with Today", () => {
    const [stream] = day.live;
    renderAt(stream.from, day);
    expect(screen.getByText("Today")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Watch live/ })).toHaveAttribute("href", stream.url);
  });

  for (const instant of [new Date(Date.parse(day.live[0].from) - 60_000).toISOString(), day.live[0].until]) {
    it(`offers no stream at ${instant}, just outside it`, () => {
      renderAt(instant, day);
      expect(screen.getByText("Today")).toBeInTheDocument();
      expect(screen.queryByRole("link", { name: /^Watch live/ })).toBeNull();
    });
  }

  for (const instant of [day.firstMorning, day.end, "2030-06-01T12:00:00Z"]) {
    it(`without a day to follow, offers the RSVP at ${instant}, and nothing else`, () => {
      renderAt(instant, null);
      expect(screen.getByRole("link", { name: /^RSVP/ })).toHaveAttribute("href", RSVP_URL);
      expect(screen.queryByText(THANKS)).toBeNull();
      expect(screen.queryByText("Today")).toBeNull();
      expect(document.querySelector("[data-text]")).toBeNull();
    });
  }
});
