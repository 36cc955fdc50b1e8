import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatPath, validateContent } from "./validate";
import { wedding } from "./wedding";

/** The photos the content names, as the folder would list them. */
const PHOTO_FILES = readdirSync("src/content/photos");

/** The content with one change, made by `edit` on a deep copy; the messages are what a couple would read. */
function problemsAfter(edit: (content: typeof wedding) => void, photoFiles: readonly string[] = PHOTO_FILES): string[] {
  const content = structuredClone(wedding);
  edit(content);
  const result = validateContent(content, photoFiles);
  return result.ok ? [] : result.problems;
}

const { startTime, endTime } = wedding.wedding;
/** A clock time this many minutes from another, wrapping at midnight. */
function shifted(time: string, minutes: number): string {
  const [hours, mins] = time.split(":").map(Number);
  const total = (hours * 60 + mins + minutes + 24 * 60) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

describe("the content", () => {
  it("is valid", () => {
    expect(problemsAfter(() => undefined)).toEqual([]);
  });
});

describe("validation messages name the field and what is wrong, once", () => {
  it("a missing required field", () => {
    expect(problemsAfter((content) => delete (content.couple as Partial<typeof content.couple>).partnerOne)).toEqual([
      "couple.partnerOne: is required",
    ]);
  });

  it("an empty required field", () => {
    expect(problemsAfter((content) => (content.faq[3].answer = "   "))).toEqual(["faq[3].answer: must not be empty"]);
  });

  it("a URL that is not https", () => {
    expect(problemsAfter((content) => (content.rsvpUrl = "http://example.com/rsvp"))).toEqual(["rsvpUrl: must be an https:// URL"]);
    expect(problemsAfter((content) => (content.hotels[1].mapsUrl = "maps of the town"))).toEqual(["hotels[1].mapsUrl: must be an https:// URL"]);
  });

  it("a date that is not on the calendar, with no follow-on message", () => {
    expect(problemsAfter((content) => (content.wedding.date = "2027-06-31"))).toEqual(["wedding.date: 2027-06-31 is not a day of the calendar"]);
    expect(problemsAfter((content) => (content.wedding.date = "June 12"))).toEqual(["wedding.date: must be a date written as YYYY-MM-DD"]);
  });

  it("a schedule time outside the event hours", () => {
    const hours = `(${startTime} to ${endTime}${endTime < startTime ? " the next morning" : ""})`;
    const afterEnd = shifted(endTime, 30);
    expect(problemsAfter((content) => (content.schedule[3].time = afterEnd))).toEqual([
      `schedule[3].time: ${afterEnd} is outside the event hours ${hours}`,
    ]);
    const beforeStart = shifted(startTime, -15);
    expect(problemsAfter((content) => (content.schedule[0].time = beforeStart))).toEqual([
      `schedule[0].time: ${beforeStart} is outside the event hours ${hours}`,
    ]);
  });

  it("a schedule out of order", () => {
    expect(
      problemsAfter((content) => {
        content.schedule[1].time = content.schedule[3].time;
      }),
    ).toEqual([
      `schedule[2].time: ${wedding.schedule[2].time} comes before the item above it (${wedding.schedule[3].time}); list the schedule in the order of the day`,
    ]);
  });

  it("a time that is not a time", () => {
    expect(problemsAfter((content) => (content.schedule[1].time = "5:30 PM"))).toEqual(["schedule[1].time: must be a 24-hour time such as 17:30"]);
  });

  it("an end time equal to the start", () => {
    expect(problemsAfter((content) => (content.wedding.endTime = content.wedding.startTime))).toEqual([
      `wedding.endTime: must differ from startTime (${startTime})`,
    ]);
  });

  it("an unknown time zone", () => {
    expect(problemsAfter((content) => (content.wedding.timeZone = "Pacific Time"))).toEqual([
      "wedding.timeZone: must be an IANA time zone such as America/Los_Angeles",
    ]);
  });

  it("every problem at once, one line each", () => {
    expect(
      problemsAfter((content) => {
        content.rsvpUrl = "http://example.com";
        content.venue.name = "";
        content.collage[0].file = "nope.jpg";
      }),
    ).toEqual([
      "rsvpUrl: must be an https:// URL",
      "venue.name: must not be empty",
      'collage[0].file: names "nope.jpg", which is not in src/content/photos/',
    ]);
  });
});

describe("a party that goes on past midnight", () => {
  const lateParty = (content: typeof wedding) => {
    content.wedding.startTime = "17:00";
    content.wedding.endTime = "00:30";
    content.schedule.forEach((item, index) => (item.time = ["17:00", "18:30", "21:00", "00:15"][index]));
  };

  it("is valid, its last item the next morning", () => {
    expect(problemsAfter(lateParty)).toEqual([]);
  });

  it("says so in the message for a time past its end", () => {
    expect(
      problemsAfter((content) => {
        lateParty(content);
        content.schedule[3].time = "01:30";
      }),
    ).toEqual(["schedule[3].time: 01:30 is outside the event hours (17:00 to 00:30 the next morning)"]);
  });
});

describe("photos, named the way phones and people name them", () => {
  const withPhoto = (file: string, folder: readonly string[] = [...PHOTO_FILES, file]) =>
    problemsAfter((content) => (content.story[2].photo.file = file), folder);

  it("takes upper-case extensions", () => {
    expect(withPhoto("IMG_2041.JPG")).toEqual([]);
    expect(withPhoto("DSC0001.Jpeg")).toEqual([]);
  });

  it("names a file that is not there", () => {
    expect(withPhoto("missing.jpg", PHOTO_FILES)).toEqual(['story[2].photo.file: names "missing.jpg", which is not in src/content/photos/']);
  });

  it("points at the file whose name differs only in capitals", () => {
    expect(withPhoto("img_2041.jpg", [...PHOTO_FILES, "IMG_2041.JPG"])).toEqual([
      'story[2].photo.file: names "img_2041.jpg", but the file in src/content/photos/ is "IMG_2041.JPG": write it exactly, capitals included',
    ]);
  });

  it("names the real problem with a name the pipeline cannot take", () => {
    expect(withPhoto("Sintra day.jpg")).toEqual([
      'story[2].photo.file: "Sintra day.jpg" has a space, which a photo\'s name cannot hold; rename the file and this field to "Sintra-day.jpg"',
    ]);
    expect(withPhoto("IMG_2041.HEIC")).toEqual([
      'story[2].photo.file: "IMG_2041.HEIC" is a .heic file; the site takes .jpg, .jpeg, .png, .webp (export HEIC photos as JPEG)',
    ]);
    expect(withPhoto("../secret.jpg")).toEqual([
      "story[2].photo.file: must be the name of a file directly in src/content/photos/, such as story-1.jpg, without a folder",
    ]);
  });
});

describe("strict content", () => {
  it("refuses a misspelt field and says which was meant", () => {
    expect(problemsAfter((content) => Object.assign(content.site, { vitalsEndpont: "https://vitals.example/" }))).toEqual([
      'site: has "vitalsEndpont", which is not a field here; did you mean "vitalsEndpoint"?',
    ]);
  });

  it("refuses a field that is nothing like one, listing the fields", () => {
    expect(problemsAfter((content) => Object.assign(content.couple, { pets: "Biscuit" }))).toEqual([
      'couple: has "pets", which is not a field here (the fields are partnerOne, partnerTwo)',
    ]);
  });

  it("refuses a repeated story year, which the pages tell the chapters apart by", () => {
    const year = wedding.story[0].gamerYear;
    expect(problemsAfter((content) => (content.story[1].gamerYear = year))).toEqual([
      `story[1].gamerYear: "${year}" is already item [0]'s; each chapter needs its own`,
    ]);
  });

  it("refuses invisible control and direction-override characters", () => {
    expect(problemsAfter((content) => (content.couple.partnerTwo = "Jor\u202Edan"))).toEqual([
      "couple.partnerTwo: holds an invisible character (U+202E), often pasted along with text; delete it and type that part again",
    ]);
    expect(problemsAfter((content) => (content.thankYou = "Thank you\u0000"))).toEqual([
      "thankYou: holds an invisible character (U+0000), often pasted along with text; delete it and type that part again",
    ]);
  });
});

describe("formatPath", () => {
  it("writes array indexes in brackets", () => {
    expect(formatPath(["schedule", 2, "time"])).toBe("schedule[2].time");
    expect(formatPath(["rsvpUrl"])).toBe("rsvpUrl");
  });
});
