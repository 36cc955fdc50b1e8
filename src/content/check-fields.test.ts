import { readdirSync } from "node:fs";
import { readContent } from "../site/site.server";
import { siteLanguages } from "./local-text.server";
import { DICTIONARIES } from "../words";
import { describe, expect, it } from "vitest";
import { wedding as krakow } from "../../tests/couples/krakow/wedding";
import { wedding as example } from "../../tests/couples/sintra/wedding";
import { formatPath, checkFields } from "./schema.server";
import { wedding } from "../../content/wedding";
import { PHOTOS_FOLDER } from "./folders";

/**
 * The messages are checked on a fixed example, the Sintra couple's content
 * (a weekend of three events, the last from 19:00 to 01:30 with four moments, three chapters), so that
 * they stay the same whatever a couple puts in wedding.ts.
 */
const EXAMPLE_PHOTOS = readdirSync("tests/couples/sintra/photos");

/** The example with one change, made by `edit` on a deep copy; the messages are what a couple would read. */
function problemsAfter(
  edit: (content: typeof example) => void,
  photoFiles: readonly string[] = EXAMPLE_PHOTOS,
): string[] {
  const content = structuredClone(example);
  edit(content);
  const result = checkFields(content, photoFiles);
  return result.ok ? [] : result.problems;
}

type ExampleEvent = (typeof example)["events"][number];

/** The example's last event, the party, with its moments. */
function reception(content: typeof example): ExampleEvent & { schedule: NonNullable<ExampleEvent["schedule"]> } {
  const event = content.events[2];
  if (!event.schedule) throw new Error("the example's reception lists its moments");
  return event as ExampleEvent & { schedule: NonNullable<ExampleEvent["schedule"]> };
}

describe("the content", () => {
  it("in content/wedding.ts is valid, with the photos in content/photos/", () => {
    const result = checkFields(wedding, readdirSync(PHOTOS_FOLDER));
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it("of the other couples (tests/couples/) is valid", () => {
    expect(problemsAfter(() => undefined)).toEqual([]);
    const result = checkFields(krakow, readdirSync("tests/couples/krakow/photos"));
    expect(result.ok ? [] : result.problems).toEqual([]);
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
    expect(problemsAfter((content) => (content.rsvpUrl = "http://example.com/rsvp"))).toEqual([
      "rsvpUrl: must be an https:// URL",
    ]);
    expect(problemsAfter((content) => (content.places.monteVerde.mapsUrl = "maps of the town"))).toEqual([
      "places.monteVerde.mapsUrl: must be an https:// URL",
    ]);
  });

  it("a date that is not on the calendar, with no follow-on message", () => {
    expect(problemsAfter((content) => (content.wedding.date = "2027-06-31"))).toEqual([
      "wedding.date: 2027-06-31 is not a day of the calendar",
    ]);
    expect(problemsAfter((content) => (content.wedding.date = "June 12"))).toEqual([
      "wedding.date: must be a date written as YYYY-MM-DD",
    ]);
  });

  it("a date written with its year last, with the day of the calendar it most likely is", () => {
    expect(problemsAfter((content) => (content.wedding.date = "12-09-2027"))).toEqual([
      "wedding.date: must be a date written as YYYY-MM-DD; did you mean 2027-09-12 or 2027-12-09?",
    ]);
    expect(problemsAfter((content) => (content.wedding.date = "25.09.2027"))).toEqual([
      "wedding.date: must be a date written as YYYY-MM-DD; did you mean 2027-09-25?",
    ]);
    expect(problemsAfter((content) => (content.wedding.date = "9/25/2027"))).toEqual([
      "wedding.date: must be a date written as YYYY-MM-DD; did you mean 2027-09-25?",
    ]);
  });

  it("an RSVP deadline that is not a date, or not before the wedding", () => {
    expect(problemsAfter((content) => (content.rsvpDeadline = "May 1"))).toEqual([
      "rsvpDeadline: must be a date written as YYYY-MM-DD",
    ]);
    expect(problemsAfter((content) => (content.rsvpDeadline = "2027-06-12"))).toEqual([
      "rsvpDeadline: 2027-06-12 must come before the wedding's date (2027-06-12)",
    ]);
    expect(problemsAfter((content) => delete content.rsvpDeadline)).toEqual([]);
  });

  it("an RSVP deadline on a site that does not follow the day, or a switch that is not true or false", () => {
    expect(problemsAfter((content) => (content.followTheDay = false))).toEqual([
      "rsvpDeadline: closes replies by the guest's clock, which followTheDay: false turns off; delete rsvpDeadline, or delete followTheDay: false so that replies close",
    ]);
    expect(
      problemsAfter((content) => {
        content.followTheDay = false;
        delete content.rsvpDeadline;
      }),
    ).toEqual([]);
    expect(problemsAfter((content) => Object.assign(content, { followTheDay: "no" }))).toEqual([
      'followTheDay: must be true or false, not text ("no")',
    ]);
  });

  it("a schedule time outside its event's hours", () => {
    expect(problemsAfter((content) => (reception(content).schedule[0].time = "18:45"))).toEqual([
      "events[2].schedule[0].time: 18:45 is outside the event's hours (19:00 to 01:30 the next morning); start the event at 18:45, or change the item's time",
    ]);
    expect(
      problemsAfter((content) => {
        reception(content).endTime = "23:00";
        reception(content).schedule[3].time = "23:30";
      }),
    ).toEqual([
      "events[2].schedule[3].time: 23:30 is outside the event's hours (19:00 to 23:00); end the event at 23:30 or later, or change the item's time",
    ]);
  });

  it("a schedule out of order", () => {
    expect(problemsAfter((content) => (reception(content).schedule[1].time = "23:30"))).toEqual([
      "events[2].schedule[2].time: 23:00 comes before the item above it (23:30); list the schedule in the order of the day",
    ]);
  });

  it("a time that is not a time", () => {
    expect(problemsAfter((content) => (reception(content).schedule[1].time = "5:30 PM"))).toEqual([
      "events[2].schedule[1].time: must be a 24-hour time such as 17:30",
    ]);
  });

  it("an end time equal to the start, or before it beyond the next morning", () => {
    expect(problemsAfter((content) => (reception(content).endTime = "19:00"))).toEqual([
      "events[2].endTime: must differ from startTime (19:00)",
    ]);
    expect(problemsAfter((content) => (content.events[1].endTime = "16:00"))).toEqual([
      "events[1].endTime: 16:00 is before startTime (17:00); an event that goes on past midnight ends by 06:00 the next morning",
    ]);
  });

  it("an unknown time zone, with the one a city or a slip names", () => {
    const zone = "must be a time zone's name, a region and its largest city, such as America/Los_Angeles or Europe/Lisbon";
    expect(problemsAfter((content) => (content.wedding.timeZone = "Pacific Time"))).toEqual([`wedding.timeZone: ${zone}`]);
    expect(problemsAfter((content) => (content.wedding.timeZone = "warsaw"))).toEqual([
      `wedding.timeZone: ${zone}; did you mean Europe/Warsaw?`,
    ]);
    expect(problemsAfter((content) => (content.wedding.timeZone = "New York"))).toEqual([
      `wedding.timeZone: ${zone}; did you mean America/New_York?`,
    ]);
    expect(problemsAfter((content) => (content.wedding.timeZone = "Europe/Lisabon"))).toEqual([
      `wedding.timeZone: ${zone}; did you mean Europe/Lisbon?`,
    ]);
  });

  it("every problem at once, one line each", () => {
    expect(
      problemsAfter((content) => {
        content.rsvpUrl = "http://example.com";
        content.places.quinta.name = "";
        content.collage[0].file = "nope.jpg";
      }),
    ).toEqual([
      "rsvpUrl: must be an https:// URL",
      "places.quinta.name: must not be empty",
      'collage[0].file: names "nope.jpg", which is not in content/photos/',
    ]);
  });

  it("suggests the photo a name is a slip away from, where only one is", () => {
    expect(
      problemsAfter((content) => {
        content.collage[0].file = "hotel3.webp";
        // As near IMG_2041.JPG as IMG_2044.JPG: no guess.
        content.collage[1].file = "IMG_2014.JPG";
      }),
    ).toEqual([
      'collage[0].file: names "hotel3.webp", which is not in content/photos/; did you mean "hotel-3.webp"?',
      'collage[1].file: names "IMG_2014.JPG", which is not in content/photos/',
    ]);
  });

  it("suggests the one photo a name shares a word with, named shorter or longer", () => {
    expect(problemsAfter((content) => (content.collage[0].file = "hotel-sintra-pool.jpg"))).toEqual([
      'collage[0].file: names "hotel-sintra-pool.jpg", which is not in content/photos/; did you mean "hotel-3.webp"?',
    ]);
  });
});

describe("a party that goes on past midnight (the example's ends at 01:30)", () => {
  it("is valid, its last item the next morning", () => {
    expect(reception(example).schedule.at(-1)?.time).toBe("01:15");
    expect(problemsAfter(() => undefined)).toEqual([]);
  });

  it("says so in the message for a time past its end", () => {
    expect(problemsAfter((content) => (reception(content).schedule[3].time = "02:00"))).toEqual([
      "events[2].schedule[3].time: 02:00 is outside the event's hours (19:00 to 01:30 the next morning); end the event at 02:00 or later, or change the item's time",
    ]);
  });
});

describe("the events and their places", () => {
  it("two events with one name", () => {
    // The same name in each language: each says so.
    const names = siteLanguages(example).map((language) => readContent(example, language).events[1].name);
    expect(problemsAfter((content) => (content.events[2].name = content.events[1].name))).toEqual(
      names.map((name) => `events[2].name: "${name}" is already that of number 2 in the list; each event needs its own`),
    );
  });

  it("events out of order", () => {
    expect(problemsAfter((content) => content.events.push(...content.events.splice(1, 1)))).toEqual([
      "events[2].startTime: this event starts (2027-06-12 17:00) before the one above it (2027-06-12 19:00); list the events in the order they happen",
    ]);
  });

  it("no event on the wedding's date, or one far from it", () => {
    expect(
      problemsAfter((content) => {
        content.events[1].date = "2027-06-13";
        content.events[2].date = "2027-06-13";
      }),
    ).toEqual(["events: none is on the wedding's date (2027-06-12); an event that gives no date is on it"]);
    expect(problemsAfter((content) => (content.events[0].date = "2027-05-11"))).toEqual([
      "events[0].date: 2027-05-11 is more than a week from the wedding's date (2027-06-12); a wedding's events fall around its day",
    ]);
  });

  it("a place that is not one of the places, with the nearest name, and nothing said of the one it meant", () => {
    expect(problemsAfter((content) => (content.events[0].place = "tasco"))).toEqual([
      'events[0].place: "tasco" is not one of your places (tasca, chapel, quinta, casaDoLargo, monteVerde, riverside); did you mean "tasca"?',
    ]);
  });

  it("a place that nothing points to", () => {
    expect(problemsAfter((content) => (content.places.spare = { ...content.places.tasca }))).toEqual([
      "places.spare: is not used: no event, parking or hotel points to it; point one to it, or delete it",
    ]);
  });

  it("takes no parking, or several, each pointing to a place", () => {
    expect(
      problemsAfter((content) => {
        content.parking = [{ place: "tasca" }, { place: "quinta", note: "The estate's own field, by the gate." }];
      }),
    ).toEqual([]);
  });

  it("parking near a place where no event is held, or near no place at all", () => {
    expect(
      problemsAfter((content) => {
        content.parking = [
          { place: "tasca", near: "riverside" },
          { place: "tasca", near: "quinto" },
        ];
      }),
    ).toEqual([
      'parking[1].near: "quinto" is not one of your places (tasca, chapel, quinta, casaDoLargo, monteVerde, riverside); did you mean "quinta"?',
    ]);
    expect(problemsAfter((content) => (content.parking = [{ place: "tasca", near: "riverside" }]))).toEqual([
      'parking[0].near: "riverside" is not a place of an event (tasca, chapel, quinta); parking is shown with the place of an event it is near',
    ]);
  });

  it("a floor plan of a place where no event is held", () => {
    expect(
      problemsAfter((content) => (content.places.riverside.floorPlan = { file: "IMG_2045.JPG", alt: "The suites" })),
    ).toEqual([
      "places.riverside.floorPlan: is shown only for a place where an event is held; move it to that place, or delete it",
    ]);
  });

  it("takes no travel notes and no floor plan", () => {
    expect(problemsAfter((content) => delete content.travel)).toEqual([]);
  });
});

describe("how many of each", () => {
  // docs/make-it-yours.md: up to eight events of up to eight moments each, two to six chapters, three to twelve
  // photos, up to twelve questions, one to six ways to give.
  it.each([
    ["events", (content: typeof example) => content.events.push(...Array(6).fill(content.events[2])), "eight events"],
    [
      "events[2].schedule",
      (content: typeof example) => {
        const { schedule = [] } = content.events[2];
        content.events[2].schedule = Array(9).fill(schedule[0]);
      },
      "eight items",
    ],
    ["story", (content: typeof example) => content.story.push(...Array(4).fill(content.story[0])), "six chapters"],
    ["collage", (content: typeof example) => content.collage.push(...Array(13).fill(content.collage[0])), "twelve photos"],
    ["faq", (content: typeof example) => content.faq.push(...Array(13).fill(content.faq[0])), "twelve questions"],
    [
      "registry.gifts",
      (content: typeof example) => content.registry.gifts.push(...Array(7).fill(content.registry.gifts[0])),
      "six ways to give",
    ],
  ] as const)("says why %s holds no more than the docs say", (field, edit, most) => {
    expect(problemsAfter(edit)).toContainEqual(expect.stringMatching(new RegExp(`^${field.replace(/[[\]]/g, "\\$&")}: .*${most}`)));
  });

  it("takes from no hotel to four, and says why not more", () => {
    const withoutHotels = (content: typeof example) => {
      const { hotels = [] } = content;
      content.places = Object.fromEntries(Object.entries(content.places).filter(([key]) => !hotels.includes(key)));
      delete content.hotels;
    };
    expect(problemsAfter(withoutHotels)).toEqual([]);
    expect(
      problemsAfter((content) => {
        content.places.annex1 = { ...content.places.riverside, name: "Annex 1" };
        content.places.annex2 = { ...content.places.riverside, name: "Annex 2" };
        content.hotels?.push("annex1", "annex2");
      }),
    ).toEqual(["hotels: lists more than four hotels; guests compare a few, so keep your favourites"]);
    expect(problemsAfter((content) => content.hotels?.push("riverside"))).toEqual([
      'hotels[3]: "riverside" is already in the list, as number 3; each hotel is listed once',
    ]);
  });

  it("needs two chapters for a story, and a question for the FAQ", () => {
    expect(problemsAfter((content) => content.story.splice(1))).toEqual(["story: must tell at least two chapters"]);
    expect(problemsAfter((content) => (content.faq = []))).toEqual(["faq: must hold at least one question"]);
  });
});

describe("the couple's own words", () => {
  it("may replace any of the specification's, and must be text", () => {
    expect(problemsAfter((content) => (content.words = {}))).toEqual([]);
    expect(problemsAfter((content) => (content.words = { announcement: " " }))).toEqual([
      "words.announcement: must not be empty",
    ]);
    expect(problemsAfter((content) => (content.words = { welcom: "Hi" } as typeof content.words))).toEqual([
      'words: has "welcom", which is not a field here; did you mean "welcome"?',
    ]);
  });
});

describe("photos, named the way phones and people name them", () => {
  const withPhoto = (file: string, folder: readonly string[] = [...EXAMPLE_PHOTOS, file]) =>
    problemsAfter((content) => (content.story[2].photo.file = file), folder);

  it("takes upper-case extensions", () => {
    expect(withPhoto("IMG_2041.JPG")).toEqual([]);
    expect(withPhoto("DSC0001.Jpeg")).toEqual([]);
  });

  it("names a file that is not there", () => {
    expect(withPhoto("missing.jpg", EXAMPLE_PHOTOS)).toEqual([
      'story[2].photo.file: names "missing.jpg", which is not in content/photos/',
    ]);
  });

  it("points at the file whose name differs only in capitals", () => {
    expect(withPhoto("img_2041.jpg", [...EXAMPLE_PHOTOS, "IMG_2041.JPG"])).toEqual([
      'story[2].photo.file: names "img_2041.jpg", but the file in content/photos/ is "IMG_2041.JPG": write it exactly, capitals included',
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
      "story[2].photo.file: must be the name of a file directly in content/photos/, such as story-1.jpg, without a folder",
    ]);
  });
});

describe("strict content", () => {
  it("refuses a misspelt field and says which was meant", () => {
    expect(
      problemsAfter((content) => Object.assign(content.site, { vitalsEndpont: "https://vitals.example/" })),
    ).toEqual(['site: has "vitalsEndpont", which is not a field here; did you mean "vitalsEndpoint"?']);
  });

  it("refuses a field that is nothing like one, listing the fields", () => {
    expect(problemsAfter((content) => Object.assign(content.couple, { pets: "Biscuit" }))).toEqual([
      'couple: has "pets", which is not a field here (the fields are partnerOne, partnerTwo, joint, initials)',
    ]);
  });

  it("refuses a repeated story year, which the pages tell the chapters apart by", () => {
    expect(problemsAfter((content) => (content.story[1].gamerYear = "2016"))).toEqual([
      `story[1].gamerYear: "2016" is already that of number 1 in the list; each chapter needs its own`,
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

describe("a block or list deleted, or given another kind of value, in the project's words", () => {
  it("says what a missing block holds and what a missing list lists", () => {
    expect(problemsAfter((content) => delete (content as Partial<typeof content>).couple)).toEqual([
      "couple: is missing; it holds partnerOne and partnerTwo (and, if you like, joint and initials)",
    ]);
    expect(problemsAfter((content) => delete (content as Partial<typeof content>).events)).toEqual([
      "events: is missing; it lists events, each { name, date, startTime, endTime, place, dressCode, note, livestream, guests, schedule }",
    ]);
  });

  it("names the kind of value given instead", () => {
    expect(problemsAfter((content) => ((content as { registry: unknown }).registry = null))).toEqual([
      "registry: must be a block { … } holding text and gifts, not null",
    ]);
    expect(problemsAfter((content) => ((content as { faq: unknown }).faq = { question: "Parking?" }))).toEqual([
      "faq: must be a list [ … ] of questions, each { question, answer, link }, not a block { … }",
    ]);
    expect(
      problemsAfter((content) => ((content.site as { allowSearchEngines: unknown }).allowSearchEngines = "no")),
    ).toEqual(['site.allowSearchEngines: must be true or false, not text ("no")']);
  });

  it("shows a photo given as its file name alone how to write it", () => {
    expect(problemsAfter((content) => ((content.collage as unknown[])[3] = "IMG_2042.JPG"))).toEqual([
      'collage[3]: must be a photo\'s block, its file and what it shows: { file: "IMG_2042.JPG", alt: "…" }',
    ]);
  });

  it("says so when the content is not a block at all", () => {
    expect(checkFields([], EXAMPLE_PHOTOS)).toMatchObject({
      problems: [
        expect.stringMatching(/^wedding\.ts: must be a block \{ … \} holding site, couple, .* not a list \[ … \]$/),
      ],
    });
  });
});

describe("formatPath", () => {
  it("writes array indexes in brackets", () => {
    expect(formatPath(["schedule", 2, "time"])).toBe("schedule[2].time");
    expect(formatPath(["rsvpUrl"])).toBe("rsvpUrl");
  });
});

describe("a site in several languages (the example is in Portuguese and English)", () => {
  it("a text written per language lacks one of the site's languages, or has one it does not", () => {
    expect(problemsAfter((content) => (content.faq[3].answer = { pt: "Sim." }))).toEqual([
      'faq[3].answer: has no "en" text',
    ]);
    expect(problemsAfter((content) => (content.faq[3].answer = { pt: "Sim.", en: "Yes.", fr: "Oui." }))).toEqual([
      'faq[3].answer: has a "fr" text, but the site\'s languages are pt and en',
    ]);
  });

  it("one language's text is empty, or of another kind", () => {
    expect(problemsAfter((content) => (content.faq[3].answer = { pt: " ", en: "Yes." }))).toEqual([
      "faq[3].answer.pt: must not be empty",
    ]);
    expect(problemsAfter((content) => (content.faq[3].answer = { pt: "Sim.", en: 3 as unknown as string }))).toEqual([
      "faq[3].answer.en: must be text, between quotes, not a number (3)",
    ]);
  });

  it("a text's words for guests addressed otherwise: a block of some of the site's languages", () => {
    const answer = { pt: "Sim.", en: "Yes." };
    expect(problemsAfter((content) => (content.faq[3].answer = { ...answer, formal: { pt: "Sim, senhor." } }))).toEqual(
      [],
    );
    expect(problemsAfter((content) => (content.faq[3].answer = { ...answer, formal: "Sim, senhor." }))).toEqual([
      'faq[3].answer.formal: must be a block of texts, one for each language it changes: formal: { de: "…" }',
    ]);
    expect(problemsAfter((content) => (content.faq[3].answer = { ...answer, familiar: { fr: "Oui." } }))).toEqual([
      'faq[3].answer.familiar: has a "fr" text, but the site\'s languages are pt and en',
    ]);
    expect(problemsAfter((content) => (content.faq[3].answer = { ...answer, formal: { pt: " " } }))).toEqual([
      "faq[3].answer.formal.pt: must not be empty",
    ]);
    expect(problemsAfter((content) => (content.faq[3].answer = { ...answer, polite: { pt: "Sim." } }))).toEqual([
      "faq[3].answer.polite: must be text, between quotes, not a block { … }",
    ]);
  });

  /** The site's languages as a couple would read them in a message: "en, es, … and ar". */
  const known = Object.keys(DICTIONARIES);
  const choices = `the site has words in ${known.slice(0, -1).join(", ")} and ${known.at(-1)}, each alone ("pt") or with its region after a hyphen ("pt-BR")`;

  it("a language the site has no words in, or named twice", () => {
    expect(problemsAfter((content) => (content.languages = ["pt", "xx"]))).toEqual([
      `languages[1]: "xx" is not a language the site has words in: ${choices}`,
    ]);
    expect(problemsAfter((content) => (content.languages = ["pt", "sv-SE"]))).toEqual([
      `languages[1]: "sv-SE" is not a language the site has words in: ${choices}`,
    ]);
    expect(problemsAfter((content) => (content.languages = ["pt", "en", "pt"]))).toEqual([
      'languages: names "pt" twice',
    ]);
    expect(problemsAfter((content) => (content.languages = ["pt-BR", "en", "pt-PT"]))).toEqual([
      "languages: names Portuguese twice (pt-BR and pt-PT): name each language once, with the region whose dates it should follow",
    ]);
  });

  it("a language and its region written wrongly", () => {
    expect(problemsAfter((content) => (content.languages = ["pt-br", "en"]))).toEqual([
      'languages[0]: "pt-br" is written "pt-BR"',
    ]);
    expect(problemsAfter((content) => (content.languages = ["pt_BR", "en"]))).toEqual([
      `languages[0]: "pt_BR" is not a language's code: ${choices}`,
    ]);
    expect(problemsAfter((content) => (content.languages = ["Portuguese", "en"]))).toEqual([
      `languages[0]: "Portuguese" is not a language's code: ${choices}`,
    ]);
    expect(problemsAfter((content) => (content.languages = ["pt-XX", "en"]))).toEqual([
      'languages[0]: "pt-XX": "XX" is no region\'s code; a region is its country\'s two capital letters, such as "BR" for Brazil',
    ]);
  });

  it("a language with its region, its texts written under the tag or the language's code alone", () => {
    expect(problemsAfter((content) => (content.languages = ["pt-BR", "en-GB"]))).toEqual([]);
    expect(
      problemsAfter((content) => {
        content.languages = ["pt-BR", "en"];
        content.faq[3].answer = { "pt-BR": "Sim.", en: "Yes." };
      }),
    ).toEqual([]);
    expect(
      problemsAfter((content) => {
        content.languages = ["pt-BR", "en"];
        content.faq[3].answer = { "pt-PT": "Sim.", en: "Yes." };
      }),
    ).toEqual([
      'faq[3].answer: has no "pt-BR" text',
      'faq[3].answer: has a "pt-PT" text, but the site\'s languages are pt-BR and en',
    ]);
  });

  it("a word of the site's rewritten under a name it does not have", () => {
    expect(problemsAfter((content) => (content.words = { day: { rsvpp: "Responder" } as never }))).toEqual([
      'words.day: has "rsvpp", which is not a field here; did you mean "rsvp"?',
    ]);
  });
});
