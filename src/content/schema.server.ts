import { z } from "zod";
import { checkAcrossFields } from "./cross-checks.server";
import { clockTime, isClockTime, isoDate, isTimeZone, LATEST_NEXT_MORNING } from "./date-fields.server";
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
  address,
} from "./fields.server";
import { giftSchema } from "./gifts/schema.server";
import { NAME, NAME_RULE } from "./guests.server";
import {
  UNNAMED_LANGUAGE,
  languageList,
  localText,
  namedLanguages,
  type LocalText,
  type TextSetting,
} from "./local-text.server";
import { wordsSchema } from "./words-schema.server";
import { SITE_WORDS } from "./schema-marks";
import { DICTIONARIES } from "../words";
import type { Address } from "../words/formal";
import { photoFile } from "./photo-files.server";

type Words = z.ZodType<string, LocalText>;

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

/** The longest joint between the names: a word, so that the names still fit a line with it. */
const JOINT_LENGTH = 12;

/** A text the couple writes at length, or a heading (a place's name, an event's, a chapter's title, a question). */
export type TextKind = "text" | "heading";

export type SchemaOptions = {
  /** The names of the files in the photos folder; null, and the photos are not looked for. */
  photoFiles: readonly string[] | null;
  /** The site's languages; null where the content names them wrongly (that has its own problem). */
  languages?: readonly string[] | null;
  /** The language its texts are read in: the first of `languages` unless it says. */
  language?: string;
  /** How each text read is set: as written for the checks; the pages typeset it (src/site/site.server.ts). */
  setText?: (kind: TextKind) => TextSetting;
  /** The guests its texts are read for: a text's `formal` or `familiar` block gives theirs. */
  address?: Address;
};

/** The content's schema, its texts read in one language. */
export function createContentSchema({
  photoFiles,
  languages = [UNNAMED_LANGUAGE],
  language = languages?.[0] ?? UNNAMED_LANGUAGE,
  setText,
  address: readFor,
}: SchemaOptions) {
  const t = localText(languages, language, setText?.("text"), readFor);
  const heading = localText(languages, language, setText?.("heading"), readFor);
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
      /** How the site speaks to your guests: "formal" in the languages that have a formal "you"; left out, familiar. */
      address: address.optional(),
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
    words: wordsSchema(DICTIONARIES.en, t)
      .meta({ [SITE_WORDS]: true })
      .optional(),
  }).superRefine(checkAcrossFields);
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
    createContentSchema({ photoFiles, languages, language }).safeParse(raw),
  );
  const problems = [...new Set(results.flatMap((result) => (result.success ? [] : result.error.issues.map(describe))))];
  const [first] = results;
  return first.success && problems.length === 0 ? { ok: true, content: first.data } : { ok: false, problems };
}
