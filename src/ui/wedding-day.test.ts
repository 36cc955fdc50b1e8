import { describe, expect, it } from "vitest";
import { wedding as secondCouple } from "../../tests/couples/sintra/wedding";
import { dayToFollow as followed, weddingDay as dayOf } from "../site/day.server";
import { readContent } from "../site/site.server";
import { datesIn } from "../site/dates.server";
import { dayPhasesOf, phaseAt } from "./day-phases";
import { dayPhaseScript } from "./DayPhaseScript";
import { dayStatus, daysLeftAt, statusAt } from "./wedding-day";

const HOUR = 3_600_000;
const PLACE = {
  name: "The club",
  streetAddress: "1 Main St",
  cityZip: "Long Beach",
  mapsUrl: "https://example.com/map",
};
const at = (iso: string) => Date.parse(iso);

/** The day a content's pages follow, with its times written in English. */
const weddingDay = (content: Parameters<typeof dayOf>[0]) => dayOf(content, datesIn("en-US", content.wedding.timeZone));
const dayToFollow = (content: Parameters<typeof followed>[0]) =>
  followed(content, datesIn("en-US", content.wedding.timeZone));

type ClubEvent = { name: string; startTime: string; endTime: string; schedule: { title: string; time: string }[] };

/** A day of `events` at the club in Long Beach on October 25 2024, with no RSVP deadline. */
const dayAtTheClub = (events: ClubEvent[]) =>
  weddingDay({
    wedding: { date: "2024-10-25", timeZone: "America/Los_Angeles" },
    places: { club: PLACE },
    events: events.map((event) => ({ ...event, place: "club" })),
  });

describe("a day in Long Beach with no RSVP deadline", () => {
  // Pacific Daylight Time on October 25 2024 is UTC-7.
  const day = dayAtTheClub([
    {
      name: "The wedding",
      startTime: "17:00",
      endTime: "23:00",
      schedule: [
        { title: "Ceremony", time: "17:00" },
        { title: "Dinner", time: "18:30" },
        { title: "Dancing", time: "20:00" },
      ],
    },
  ]);

  it("holds its moments as instants of the venue's clock", () => {
    expect(day.firstMorning).toBe("2024-10-25T07:00:00.000Z");
    expect(day.end).toBe("2024-10-26T06:00:00.000Z");
    expect(day.rsvpCloses).toBe(day.firstMorning);
    expect(day.moments[0]).toEqual({ title: "Ceremony", shownTime: "5:00 PM", at: "2024-10-26T00:00:00.000Z" });
    expect(day.zone.afterTime).toBe("PT");
  });

  it("asks for replies until the wedding's morning, at the venue", () => {
    expect(dayStatus(day, at(day.firstMorning) - 1)).toEqual({ phase: "before" });
  });

  it("says Today with the next item from the morning, then what is on once the schedule is done", () => {
    const [first, second] = day.moments;
    const last = day.moments[day.moments.length - 1];
    expect(dayStatus(day, at(day.firstMorning))).toEqual({ phase: "today", moment: first, upcoming: true });
    expect(dayStatus(day, at(first.at))).toEqual({ phase: "today", moment: second, upcoming: true });
    expect(dayStatus(day, at(last.at))).toEqual({ phase: "today", moment: last, upcoming: false });
  });

  it("thanks the guests from the party's end", () => {
    expect(dayStatus(day, at(day.end) - 1).phase).toBe("today");
    expect(dayStatus(day, at(day.end))).toEqual({ phase: "after" });
    expect(dayStatus(day, at(day.end) + 365 * 24 * HOUR)).toEqual({ phase: "after" });
  });
});

describe("two events at once: a reception from 5 PM, and the children's party from 6 PM beside it", () => {
  const day = dayAtTheClub([
    {
      name: "The reception",
      startTime: "17:00",
      endTime: "23:00",
      schedule: [
        { title: "Drinks", time: "17:00" },
        { title: "Speeches", time: "19:00" },
      ],
    },
    {
      name: "The children's party",
      startTime: "18:00",
      endTime: "20:00",
      schedule: [
        { title: "Magician", time: "18:00" },
        { title: "Cake", time: "21:00" },
      ],
    },
  ]);

  it("says next what comes soonest, whichever event it is in, and the last to come once all have", () => {
    const titleAt = (iso: string) => {
      const status = dayStatus(day, at(iso));
      return status.phase === "today" ? [status.moment.title, status.upcoming] : status.phase;
    };
    // 5:30 PM in Long Beach (PDT, UTC-7), and so on.
    expect(titleAt("2024-10-26T00:30:00.000Z")).toEqual(["Magician", true]);
    expect(titleAt("2024-10-26T01:30:00.000Z")).toEqual(["Speeches", true]);
    expect(titleAt("2024-10-26T02:30:00.000Z")).toEqual(["Cake", true]);
    expect(titleAt("2024-10-26T04:30:00.000Z")).toEqual(["Cake", false]);
  });
});

describe("the Sintra couple's weekend (Lisbon, a deadline, a dinner the night before, a party past midnight)", () => {
  // Western European Summer Time in May and June 2027 is UTC+1.
  const day = weddingDay(readContent(secondCouple, "en"));

  it("closes replies at the end of the deadline's day at the venue", () => {
    expect(day.rsvpCloses).toBe("2027-05-01T23:00:00.000Z");
    expect(dayStatus(day, at(day.rsvpCloses) - 1)).toEqual({ phase: "before" });
    expect(dayStatus(day, at(day.rsvpCloses))).toEqual({ phase: "closed" });
  });

  it("says Today from the first event's morning, with the dinner, which has no moments of its own, as what comes next", () => {
    expect(day.firstMorning).toBe("2027-06-10T23:00:00.000Z");
    const [dinner, seats] = day.moments;
    expect(dinner).toEqual({ title: "Welcome dinner", shownTime: "8:00 PM", at: "2027-06-11T19:00:00.000Z" });
    expect(dayStatus(day, at(day.firstMorning))).toEqual({ phase: "today", moment: dinner, upcoming: true });
    // Next looks across the events: after the dinner, the next day's ceremony.
    expect(dayStatus(day, at(dinner.at))).toEqual({ phase: "today", moment: seats, upcoming: true });
    expect(seats.at).toBe("2027-06-12T16:00:00.000Z");
  });

  it("counts the days left to the wedding's date at the venue, until the dinner's day begins the weekend", () => {
    expect(day.weddingMorning).toBe("2027-06-11T23:00:00.000Z");
    expect(day.firstMorning).toBe("2027-06-10T23:00:00.000Z");
    expect(daysLeftAt(day, at(day.firstMorning) - 1)).toBe(2);
    expect(daysLeftAt(day, at(day.firstMorning))).toBeUndefined();
    expect(daysLeftAt(day, at(day.weddingMorning) - 1)).toBeUndefined();
    expect(daysLeftAt(day, at("2027-01-01T12:00:00.000Z"))).toBe(162);
    expect(daysLeftAt(day, at(day.weddingMorning))).toBeUndefined();
  });

  it("offers the ceremony's stream from a quarter of an hour before it until its end", () => {
    const [stream] = day.live;
    expect(stream).toEqual({
      from: "2027-06-12T15:45:00.000Z",
      until: "2027-06-12T17:00:00.000Z",
      url: "https://live.example.org/marisa-sam/ceremony",
    });
    expect(dayStatus(day, at(stream.from) - 1)).not.toHaveProperty("live");
    expect(dayStatus(day, at(stream.from))).toMatchObject({ phase: "today", live: stream.url });
    expect(dayStatus(day, at(stream.until) - 1)).toMatchObject({ phase: "today", live: stream.url });
    expect(dayStatus(day, at(stream.until))).not.toHaveProperty("live");
  });

  it("places the items after midnight on the next morning, and ends there, after the last event", () => {
    const last = day.moments[day.moments.length - 1];
    expect(last.at).toBe("2027-06-13T00:15:00.000Z");
    expect(day.end).toBe("2027-06-13T00:30:00.000Z");
    expect(dayStatus(day, at("2027-06-12T23:59:00.000Z"))).toEqual({ phase: "today", moment: last, upcoming: true });
    expect(dayStatus(day, at(last.at))).toEqual({ phase: "today", moment: last, upcoming: false });
    expect(dayStatus(day, at(day.end)).phase).toBe("after");
  });
});

describe("a deadline on a day of the weekend, before the wedding's date", () => {
  // The Sintra weekend opens with a dinner on June 11, the eve of the wedding's date.
  const day = weddingDay({ ...readContent(secondCouple, "en"), rsvpDeadline: "2027-06-11" });

  it("closes replies on the first event's morning, when the site says Today", () => {
    expect(day.rsvpCloses).toBe(day.firstMorning);
  });

  it("is named before the first paint as the page names it once it runs, at each phase's edge", () => {
    const paintedAt = (now: number) => {
      const page = { documentElement: { dataset: {} as Record<string, string> } };
      new Function("document", "Date", dayPhaseScript(dayPhasesOf(day)))(page, { now: () => now });
      return page.documentElement.dataset.day;
    };
    for (const instant of [day.rsvpCloses, day.firstMorning, day.end].flatMap((edge) => [at(edge) - 1, at(edge)])) {
      const phase = phaseAt(dayPhasesOf(day), instant);
      expect(paintedAt(instant), new Date(instant).toISOString()).toBe(phase);
      expect(dayStatus(day, instant)).toMatchObject({ phase });
    }
  });
});

describe("a site that does not follow the day (followTheDay: false)", () => {
  const content = { ...readContent(secondCouple, "en"), rsvpDeadline: undefined, followTheDay: false };

  it("has no day to follow, and shows the invitation with its RSVP at any instant", () => {
    expect(dayToFollow(content)).toBeNull();
    const day = weddingDay(content);
    for (const instant of [day.firstMorning, day.moments[0].at, day.end, "2030-06-01T12:00:00.000Z"]) {
      expect(statusAt(null, at(instant)), instant).toEqual({ phase: "before" });
    }
  });

  it("is followed when the field is left out or true", () => {
    expect(dayToFollow({ ...content, followTheDay: undefined })).toEqual(weddingDay(content));
    expect(dayToFollow({ ...content, followTheDay: true })).toEqual(weddingDay(content));
  });
});
