import { describe, expect, it } from "vitest";
import { weekdayOf } from "./schema";
import { formatPath, validateContent } from "./validate";
import { wedding } from "./wedding";

const SAMPLE_PHOTOS = new Set([
  wedding.venue.photo.file,
  wedding.travel.floorPlan.file,
  ...wedding.hotels.map((hotel) => hotel.photo.file),
  ...wedding.story.map((chapter) => chapter.photo.file),
  ...wedding.collage.map((photo) => photo.file),
]);
const photoExists = (file: string) => SAMPLE_PHOTOS.has(file);

/** The sample content with one change, made by `edit` on a deep copy. */
function problemsAfter(edit: (content: typeof wedding) => void): string[] {
  const content = structuredClone(wedding);
  edit(content);
  const result = validateContent(content, photoExists);
  return result.ok ? [] : result.problems;
}

describe("the sample content", () => {
  it("is valid", () => {
    const result = validateContent(wedding, photoExists);
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it("follows the spec's figures", () => {
    expect(wedding.wedding).toMatchObject({
      date: "2024-10-25",
      weekday: "Friday",
      timeZone: "America/Los_Angeles",
      startTime: "17:00",
      endTime: "23:00",
    });
    expect(wedding.schedule.map((item) => [item.title, item.time])).toEqual([
      ["Guest Arrival", "17:00"],
      ["Wedding Ceremony", "17:30"],
      ["Cocktail Hour", "18:00"],
      ["Dinner & Reception", "19:00"],
    ]);
    expect(wedding.story.map((chapter) => chapter.classicYear)).toEqual(["2015", "2017", "2020", "2023"]);
    expect(wedding.story.map((chapter) => chapter.gamerYear)).toEqual(["2012", "2017", "2020", "2023"]);
    expect(wedding.faq).toHaveLength(6);
    expect(wedding.faq[2].answer).toContain("black-tie optional");
    expect(wedding.faq[2].link?.url).toMatch(/^https:\/\//);
    expect(wedding.travel.drivingNote).toContain("1.5 to 2 hours");
    expect(wedding.travel.walkingNote).toMatch(/one block.*5-minute walk/);
    expect(wedding.venue.cityZip).toBe("Long Beach, CA 90802");
    expect(wedding.hotels.every((hotel) => hotel.cityZip.startsWith("Long Beach"))).toBe(true);
  });
});

describe("validation messages name the field and what is wrong", () => {
  it("a missing required field", () => {
    expect(
      problemsAfter((content) => {
        delete (content.couple as Partial<typeof content.couple>).partnerOne;
      }),
    ).toEqual(["couple.partnerOne: is required"]);
  });

  it("an empty required field", () => {
    expect(problemsAfter((content) => (content.faq[3].answer = "   "))).toEqual([
      "faq[3].answer: must not be empty",
    ]);
  });

  it("a URL that is not https", () => {
    expect(problemsAfter((content) => (content.rsvpUrl = "http://example.com/rsvp"))).toEqual([
      "rsvpUrl: must be an https:// URL",
    ]);
    expect(problemsAfter((content) => (content.hotels[1].mapsUrl = "maps of long beach"))).toEqual([
      "hotels[1].mapsUrl: must be an https:// URL",
    ]);
  });

  it("a weekday that does not match the date", () => {
    expect(problemsAfter((content) => (content.wedding.weekday = "Thursday"))).toEqual([
      "wedding.weekday: says Thursday, but 2024-10-25 is a Friday",
    ]);
  });

  it("a date that is not a date", () => {
    expect(problemsAfter((content) => (content.wedding.date = "2024-02-30"))).toEqual([
      "wedding.date: must be a date written as YYYY-MM-DD",
    ]);
  });

  it("a schedule time outside the event hours", () => {
    expect(problemsAfter((content) => (content.schedule[3].time = "23:30"))).toEqual([
      "schedule[3].time: 23:30 is outside the event hours (17:00 to 23:00)",
    ]);
    expect(problemsAfter((content) => (content.schedule[0].time = "16:45"))).toEqual([
      "schedule[0].time: 16:45 is outside the event hours (17:00 to 23:00)",
    ]);
  });

  it("a time that is not a time", () => {
    expect(problemsAfter((content) => (content.schedule[1].time = "5:30 PM"))).toEqual([
      "schedule[1].time: must be a 24-hour time such as 17:30",
    ]);
  });

  it("a photo path that does not exist", () => {
    expect(problemsAfter((content) => (content.story[2].photo.file = "missing.jpg"))).toEqual([
      'story[2].photo.file: names "missing.jpg", which is not in src/content/photos/',
    ]);
  });

  it("a photo path that is not an image file name", () => {
    expect(problemsAfter((content) => (content.hotels[0].photo.file = "../secret.txt"))).toEqual([
      "hotels[0].photo.file: must be a .jpg, .png or .webp file name such as story-1.jpg",
    ]);
  });

  it("an unknown time zone", () => {
    expect(problemsAfter((content) => (content.wedding.timeZone = "Pacific Time"))).toEqual([
      "wedding.timeZone: must be an IANA time zone such as America/Los_Angeles",
    ]);
  });

  it("every problem at once, one line each", () => {
    const problems = problemsAfter((content) => {
      content.rsvpUrl = "http://example.com";
      content.venue.name = "";
      content.collage[0].file = "nope.jpg";
    });
    expect(problems).toEqual([
      "rsvpUrl: must be an https:// URL",
      "venue.name: must not be empty",
      'collage[0].file: names "nope.jpg", which is not in src/content/photos/',
    ]);
  });
});

describe("weekdayOf", () => {
  it("knows October 25 2024 is a Friday", () => {
    expect(weekdayOf("2024-10-25")).toBe("Friday");
  });
});

describe("formatPath", () => {
  it("writes array indexes in brackets", () => {
    expect(formatPath(["schedule", 2, "time"])).toBe("schedule[2].time");
    expect(formatPath(["rsvpUrl"])).toBe("rsvpUrl");
  });
});
