import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { wedding as secondCouple } from "../../tests/fixtures/second-couple/wedding";
import { weddingDay } from "../content/calendar";
import type { Content } from "../content/schema";
import { RsvpOrDayNotice } from "./RsvpOrDayNotice";

const day = weddingDay(secondCouple as Content);
const RSVP_URL = "https://forms.example.org/rsvp";
const THANKS = "Obrigado!";

const renderAt = (iso: string, followed: typeof day | null) => {
  vi.setSystemTime(new Date(iso));
  render(<RsvpOrDayNotice day={followed} rsvpUrl={RSVP_URL} thanks={THANKS} buttonClassName="" className="" />);
};

describe("the invitation's call to action by the guest's clock", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("follows the day it is given: the RSVP before it, the thanks long after", () => {
    renderAt("2027-01-01T12:00:00Z", day);
    expect(screen.getByRole("link", { name: /^RSVP/ })).toHaveAttribute("href", RSVP_URL);
    renderAt("2030-06-01T12:00:00Z", day);
    expect(screen.getByText(THANKS)).toBeInTheDocument();
  });

  it("without a day to follow, offers the RSVP on any date, the wedding's own and years after", () => {
    for (const instant of [day.morning, day.end, "2030-06-01T12:00:00Z"]) renderAt(instant, null);
    expect(screen.getAllByRole("link", { name: /^RSVP/ })).toHaveLength(3);
    expect(screen.queryByText(THANKS)).toBeNull();
    expect(screen.queryByText("Today")).toBeNull();
  });
});
