import { describe, expect, it } from "vitest";
import { wedding as sintra } from "../../tests/couples/sintra/wedding";
import { inLanguages } from "../../tests/support/in-languages";
import { DICTIONARIES } from "../words";
import { directionOf } from "../words/direction";
import { classicSchedule, gameSchedule } from "./schedule.server";
import { makeSite } from "./site.server";
import { NO_PHOTOS } from "./shown.server";

const RIGHT_TO_LEFT = Object.keys(DICTIONARIES).filter((language) => directionOf(language) === "rtl");

describe("an event's hours on a right-to-left page", () => {
  it.each(RIGHT_TO_LEFT)(
    "%s: run left to right where written in Western digits alone, as the dates' ranges do",
    (language) => {
      const inputs = { rawContent: inLanguages(sintra, [language]), photos: NO_PHOTOS, groups: [], sealed: false };
      const site = makeSite({ ...inputs, householdLinks: false }, language);
      const game = gameSchedule(site);
      const classic = classicSchedule(site);
      const ranges = [
        ...("quests" in game ? game.quests : [game.only]),
        ...("days" in classic ? classic.days.flatMap((day) => day.events) : []),
      ].map((event) => event.timeRange);
      expect(ranges.length).toBeGreaterThan(0);
      // A range with words ("8:00 م – 11:30 م") reads right to left, as the language writes it.
      const digitsAlone = (range: string) => /^[0-9:.\s\u2060–—-]+$/u.test(range.replace(/[\u2066\u2069]/gu, ""));
      for (const range of ranges.filter(digitsAlone)) expect(range).toMatch(/^\u2066[^\u2066\u2069]+\u2069$/u);
    },
  );
});
