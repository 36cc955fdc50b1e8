import { z } from "zod";
import { closest, distance } from "fastest-levenshtein";
import {
  httpsUrl,
  listOf,
  recordOf,
  required,
  strictObject,
  text,
  uniqueBy,
  uniqueValues,
  yesNo,
} from "./fields.server";
import { giftSchema } from "./gifts/schema.server";
import { NAME, NAME_RULE } from "./guests.server";
import { UNNAMED_LANGUAGE, languageList, localText, namedLanguages, type LocalText } from "./local-text.server";
import { wordsSchema } from "./words-schema.server";
import { DICTIONARIES } from "../words";
import { baseOf } from "../language-tag";
import { photoFile } from "./photo-files.server";
import { minutesSinceStart } from "./time";
import { LONGEST_RUN, typeset } from "../text/typeset.server";
import { inReadingOrder } from "../text/reading-order.server";
import { directionOf } from "../words/direction";

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = required("a time").regex(CLOCK_TIME, "must be a 24-hour time such as 17:30");

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(isoDate: string): boolean {
  const [year, month, day] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isoDate = required("a date")
  .regex(ISO_DATE, { error: "must be a date written as YYYY-MM-DD", abort: true })
  .refine(isCalendarDate, { error: (issue) => `${String(issue.input)} is not a day of the calendar` });

const isDate = (value: unknown): value is string =>
  typeof value === "string" && ISO_DATE.test(value) && isCalendarDate(value);
const isClockTime = (value: unknown): value is string => typeof value === "string" && CLOCK_TIME.test(value);

type Words = z.ZodType<string, LocalText>;

/** An end earlier than the start is the next morning, up to this hour. */
const LATEST_NEXT_MORNING = "06:00";

const placeKey = required("the name of one of your places");

const groupName = required("a group's name").regex(NAME, `must be ${NAME_RULE}`);

const eventSchema = (t: Words, heading: Words) =>
  strictObject({
    name: heading,
    /** Left out, the wedding's date. */
    date: isoDate.optional(),
    startTime: clockTime,
    endTime: clockTime,
    place: placeKey,
    dressCode: t.optional(),
    note: t.optional(),
    livestream: httpsUrl.optional(),
    /** Left out, for everyone; else only for the households of these groups (private/guests.csv). */
    guests: listOf(groupName, "group names")
      .min(1, "names no group; leave guests out for an event for everyone")
      .superRefine(uniqueValues("group"))
      .optional(),
    schedule: listOf(strictObject({ title: t, time: clockTime }), "schedule items")
      .max(8, "lists more than eight items; a schedule guests read on a phone keeps to the main moments")
      .superRefine(uniqueBy("title", "schedule item"))
      .optional(),
  }).superRefine((value, ctx) => {
    const { startTime, endTime } = value;
    if (!isClockTime(startTime) || !isClockTime(endTime)) return;
    if (endTime === startTime) {
      ctx.addIssue({ code: "custom", path: ["endTime"], message: `must differ from startTime (${startTime})` });
    } else if (endTime < startTime && endTime > LATEST_NEXT_MORNING) {
      ctx.addIssue({
        code: "custom",
        path: ["endTime"],
        message: `${endTime} is before startTime (${startTime}); an event that goes on past midnight ends by ${LATEST_NEXT_MORNING} the next morning`,
      });
    }
  });

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The longest joint between the names: a word, so that the names still fit a line with it. */
const JOINT_LENGTH = 12;

/** The content's schema, its texts read in `language`; with `photoFiles` null, the photos are not looked for. */
export function createContentSchema(
  photoFiles: readonly string[] | null,
  languages: readonly string[] | null = [UNNAMED_LANGUAGE],
  language = languages?.[0] ?? UNNAMED_LANGUAGE,
) {
  const keptWithNextIn = (code: string) => DICTIONARIES[baseOf(code)]?.keptWithNext ?? [];
  const keptWithNext = keptWithNextIn(language);
  // A shared text may be in any of the languages, so each one's words are kept with the next in it.
  const keptInAny = [...new Set((languages ?? [language]).flatMap(keptWithNextIn))];
  const ordered = directionOf(language) === "rtl" ? inReadingOrder : (text: string) => text;
  const setIn = (longestRun: number) =>
    localText(languages, language, {
      own: (text) => ordered(typeset(text, keptWithNext, longestRun)),
      shared: (text) => ordered(typeset(text, keptInAny, longestRun)),
    });
  const t = setIn(LONGEST_RUN.inText);
  const heading = setIn(LONGEST_RUN.inHeading);
  const placeShape = { name: heading, streetAddress: t, cityZip: t, mapsUrl: httpsUrl };
  const event = eventSchema(t, heading);
  const wedding = strictObject({
    date: isoDate,
    timeZone: text.refine(isTimeZone, { error: "must be an IANA time zone such as America/Los_Angeles" }),
    /** What guests call the zone ("Lisbon time"); left out, the site's words for it (PT, CET). */
    timeZoneName: t.optional(),
  });
  const photo = strictObject(
    { file: photoFile(photoFiles), alt: t },
    (file) => `must be a photo's block, its file and what it shows: { file: ${JSON.stringify(file)}, alt: "…" }`,
  );

  return strictObject({
    /** The site's languages, the default first: ["pt-BR", "en"]. Left out, the site is in English alone. */
    languages: languageList(Object.keys(DICTIONARIES)).optional(),
    site: strictObject({
      publicUrl: httpsUrl,
      /** Left out, it is the names and the date: "Alex & Jordan · October 25 2024". */
      title: t.optional(),
      description: t,
      allowSearchEngines: yesNo,
      vitalsEndpoint: httpsUrl.optional(),
    }),
    couple: strictObject({
      partnerOne: t,
      partnerTwo: t,
      /** What stands between your names ("and", "y"); left out, the language's own ("&", Arabic's "و"). */
      joint: t
        .refine((joint) => joint === joint.trim() && !/\n/.test(joint) && [...joint].length <= JOINT_LENGTH, {
          error: `must be a short word or sign that stands between your names, such as "&" or "and": at most ${JOINT_LENGTH} characters, on one line, with no space at either end`,
        })
        .optional(),
    }),
    couplePhoto: photo.optional(),
    wedding,
    rsvpUrl: httpsUrl,
    /** The last day to reply; the RSVP buttons go once it is over. Left out, they show until the wedding's morning. */
    rsvpDeadline: isoDate.optional(),
    /** Left out, the pages change with the guest's clock ("Today", the thanks); false keeps the invitation. */
    followTheDay: yesNo.optional(),
    places: recordOf(
      strictObject({
        ...placeShape,
        description: t.optional(),
        photo: photo.optional(),
        floorPlan: photo.optional(),
      }),
      "places, each name: { name, streetAddress, cityZip, mapsUrl }",
    ),
    events: listOf(event, "events")
      .min(1, "must list at least one event: the wedding itself")
      .max(8, "lists more than eight events; keep to the ones guests are invited to")
      .superRefine(uniqueBy("name", "event")),
    /** Where to leave a car: a place, and near which place of the events it is (the wedding's, when left out). */
    parking: listOf(strictObject({ place: placeKey, near: placeKey.optional(), note: t.optional() }), "parking places")
      .max(4, "lists more than four parking places")
      .optional(),
    travel: strictObject({
      drivingNote: t.optional(),
      walkingNote: t.optional(),
    }).optional(),
    hotels: listOf(placeKey, "places")
      .max(4, "lists more than four hotels; guests compare a few, so keep your favourites")
      .superRefine(uniqueValues("hotel"))
      .optional(),
    story: listOf(
      strictObject({
        classicYear: required("a year").regex(/^\d{4}$/, "must be a year such as 2015"),
        gamerYear: required("a year").regex(/^\d{4}$/, "must be a year such as 2012"),
        title: heading,
        text: t,
        photo,
      }),
      "chapters",
    )
      .min(2, "must tell at least two chapters")
      .max(6, "tells more than six chapters; the story's year tabs fit six on a phone")
      .superRefine(uniqueBy("classicYear", "chapter"))
      .superRefine(uniqueBy("gamerYear", "chapter")),
    collage: listOf(photo, "photos").min(3, "must hold at least three photos").max(12, "holds more than twelve photos"),
    registry: strictObject({
      text: t,
      gifts: listOf(giftSchema(t), "ways to give, each { kind, … }")
        .min(1, "must list at least one way to give")
        .max(6, "lists more than six ways to give; guests choose best among a few"),
    }),
    faq: listOf(
      strictObject({ question: heading, answer: t, link: strictObject({ label: t, url: httpsUrl }).optional() }),
      "questions",
    )
      .min(1, "must hold at least one question")
      .max(12, "holds more than twelve questions")
      .superRefine(uniqueBy("question", "question")),
    thankYou: t,
    /** The couple's own words for any of the site's (src/words/en.ts), by its path there. */
    words: wordsSchema(DICTIONARIES.en, t).optional(),
  }).superRefine((content, ctx) => {
    const { rsvpDeadline, wedding, followTheDay } = content;
    if (rsvpDeadline && followTheDay === false) {
      ctx.addIssue({
        code: "custom",
        path: ["rsvpDeadline"],
        message:
          "closes replies by the guest's clock, which followTheDay: false turns off; delete rsvpDeadline, or delete followTheDay: false so that replies close",
      });
    }
    // ISO dates compare as strings; an ill-formed one already has its own message.
    if (rsvpDeadline && isDate(rsvpDeadline) && isDate(wedding.date) && rsvpDeadline >= wedding.date) {
      ctx.addIssue({
        code: "custom",
        path: ["rsvpDeadline"],
        message: `${rsvpDeadline} must come before the wedding's date (${wedding.date})`,
      });
    }
    checkPlaces(content, ctx);
    checkEvents(content, ctx);
  });
}

type CheckedEvent = z.input<ReturnType<typeof eventSchema>>;
type Checked = { wedding: { date: string }; places: Record<string, unknown>; events: CheckedEvent[] } & {
  parking?: { place: string; near?: string }[];
  hotels?: string[];
};

/** The refinements below may meet content whose other fields failed: they read only what has the right form. */
const listIn = <Item>(value: readonly Item[] | undefined): Item[] => (Array.isArray(value) ? [...value] : []);
const isBlock = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function checkPlaces(content: Checked, ctx: z.core.$RefinementCtx) {
  if (!isBlock(content.places)) return;
  const known = Object.keys(content.places);
  const pointers: { path: PropertyKey[]; key: unknown }[] = [
    ...listIn(content.events).map((item, index) => ({
      path: ["events", index, "place"],
      key: isBlock(item) ? item.place : undefined,
    })),
    ...listIn(content.parking).map((item, index) => ({
      path: ["parking", index, "place"],
      key: isBlock(item) ? item.place : undefined,
    })),
    ...listIn(content.hotels).map((key, index) => ({ path: ["hotels", index], key })),
  ];
  const nearPointers = listIn(content.parking).flatMap((item, index) =>
    isBlock(item) && item.near !== undefined ? [{ path: ["parking", index, "near"], key: item.near }] : [],
  );
  let broken = false;
  for (const { path, key } of [...pointers, ...nearPointers]) {
    if (typeof key !== "string" || key.trim() === "") broken = true;
    if (typeof key !== "string" || key.trim() === "" || known.includes(key)) continue;
    broken = true;
    const guess = known.length > 0 ? closest(key, known) : undefined;
    const nearMiss = guess !== undefined && distance(key, guess) <= Math.max(2, Math.floor(key.length / 3));
    ctx.addIssue({
      code: "custom",
      path,
      message:
        known.length === 0
          ? `"${key}" is not one of your places: name it under places`
          : `"${key}" is not one of your places (${known.join(", ")})${nearMiss ? `; did you mean "${guess}"?` : ""}`,
    });
  }
  // Until every pointer reads, an unused place may only be the one a broken pointer meant.
  if (broken) return;
  const heldAt = new Set(listIn(content.events).map((item) => (isBlock(item) ? item.place : undefined)));
  for (const { path, key } of nearPointers.filter((pointer) => !heldAt.has(pointer.key))) {
    ctx.addIssue({
      code: "custom",
      path,
      message: `"${key}" is not a place of an event (${[...heldAt].join(", ")}); parking is shown with the place of an event it is near`,
    });
  }
  for (const [key, place] of Object.entries(content.places)) {
    if (isBlock(place) && place.floorPlan !== undefined && !heldAt.has(key)) {
      ctx.addIssue({
        code: "custom",
        path: ["places", key, "floorPlan"],
        message: "is shown only for a place where an event is held; move it to that place, or delete it",
      });
    }
  }
  const used = new Set(pointers.map((pointer) => pointer.key));
  for (const key of known.filter((name) => !used.has(name))) {
    ctx.addIssue({
      code: "custom",
      path: ["places", key],
      message: "is not used: no event, parking or hotel points to it; point one to it, or delete it",
    });
  }
}

function checkEvents(content: Checked, ctx: z.core.$RefinementCtx) {
  const weddingDate = content.wedding.date;
  if (!isDate(weddingDate)) return;
  let previous: { date: string; startTime: string } | undefined;
  let onTheDay = false;
  let forEveryoneOnTheDay = false;
  const events = listIn(content.events);
  events.forEach((item, index) => {
    if (!isBlock(item)) return;
    const date = item.date ?? weddingDate;
    if (!isDate(date) || !isClockTime(item.startTime)) return;
    onTheDay ||= date === weddingDate;
    forEveryoneOnTheDay ||= date === weddingDate && item.guests === undefined;
    if (Math.abs(daysBetween(weddingDate, date)) > 7) {
      ctx.addIssue({
        code: "custom",
        path: ["events", index, "date"],
        message: `${date} is more than a week from the wedding's date (${weddingDate}); a wedding's events fall around its day`,
      });
    }
    if (previous && `${date}T${item.startTime}` < `${previous.date}T${previous.startTime}`) {
      ctx.addIssue({
        code: "custom",
        path: ["events", index, "startTime"],
        message: `this event starts (${date} ${item.startTime}) before the one above it (${previous.date} ${previous.startTime}); list the events in the order they happen`,
      });
    }
    previous = { date, startTime: item.startTime };
    checkItemTimes(item, ["events", index, "schedule"], ctx);
  });
  if (onTheDay && !forEveryoneOnTheDay) {
    ctx.addIssue({
      code: "custom",
      path: ["events"],
      message: `each event on the wedding's date (${weddingDate}) names its guests; the site shows every guest the wedding, so one of them is for everyone`,
    });
  }
  if (
    !onTheDay &&
    events.length > 0 &&
    events.every((item) => isBlock(item) && (item.date === undefined || isDate(item.date)))
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["events"],
      message: `none is on the wedding's date (${weddingDate}); an event that gives no date is on it`,
    });
  }
}

function checkItemTimes(item: CheckedEvent, path: PropertyKey[], ctx: z.core.$RefinementCtx) {
  const { startTime, endTime } = item;
  const schedule = listIn(item.schedule).filter(isBlock);
  if (!isClockTime(startTime) || !isClockTime(endTime) || startTime === endTime) return;
  if (endTime < startTime && endTime > LATEST_NEXT_MORNING) return;
  const hours = `the event's hours (${startTime} to ${endTime}${endTime < startTime ? " the next morning" : ""})`;
  let previous: { time: string; since: number } | undefined;
  schedule.forEach((entry, index) => {
    if (!isClockTime(entry.time)) return;
    const since = minutesSinceStart(entry.time, startTime);
    if (since > minutesSinceStart(endTime, startTime)) {
      ctx.addIssue({ code: "custom", path: [...path, index, "time"], message: `${entry.time} is outside ${hours}` });
      return;
    }
    if (previous && since < previous.since) {
      ctx.addIssue({
        code: "custom",
        path: [...path, index, "time"],
        message: `${entry.time} comes before the item above it (${previous.time}); list the schedule in the order of the day`,
      });
    }
    previous = { time: entry.time, since };
  });
}

export type Content = z.infer<ReturnType<typeof createContentSchema>>;
/** What the couple writes: a text once, or once per language. */
export type ContentInput = z.input<ReturnType<typeof createContentSchema>>;
export type Photo = Content["collage"][number];
export type Place = Content["places"][string];
export type ContentEvent = Content["events"][number];
export type StoryChapter = Content["story"][number];
export type FaqItem = Content["faq"][number];
export type ScheduleItem = NonNullable<ContentEvent["schedule"]>[number];

/** The content checked against the schema in each of its languages, every problem a line that names its field. */
export type Validation = { ok: true; content: Content } | { ok: false; problems: string[] };

export function formatPath(path: PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`))
    .join("");
}

function describe(issue: z.core.$ZodIssue): string {
  return `${formatPath(issue.path) || "wedding.ts"}: ${issue.message}`;
}

export function problemReport(contentFile: string, problems: readonly string[]): string {
  return [
    `The content in ${contentFile} has ${problems.length} problem(s):`,
    ...problems.map((problem) => `  - ${problem}`),
  ].join("\n");
}

export function validateContent(raw: unknown, photoFiles: readonly string[]): Validation {
  const languages = namedLanguages(raw, Object.keys(DICTIONARIES));
  // Read in each language for the checks of its texts; a problem every language has is said once.
  const results = (languages ?? [UNNAMED_LANGUAGE]).map((language) =>
    createContentSchema(photoFiles, languages, language).safeParse(raw),
  );
  const problems = [...new Set(results.flatMap((result) => (result.success ? [] : result.error.issues.map(describe))))];
  const [first] = results;
  return first.success && problems.length === 0 ? { ok: true, content: first.data } : { ok: false, problems };
}
