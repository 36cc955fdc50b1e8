import { z } from "zod";
import { checkAcrossFields } from "./cross-checks.server";
import { clockTime, isClockTime, isoDate, isTimeZone, timeZoneProblem } from "./date-fields.server";
import { endsPastNextMorning, LATEST_NEXT_MORNING } from "./days-and-times.server";
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
  formality,
  about,
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
import { PLACE, SITE_WORDS, TIME_ZONE } from "./schema-marks";
import { DICTIONARIES } from "../words";
import type { Formality } from "../words/formal";
import { photoFile } from "./photo-files.server";

type Words = z.ZodType<string, LocalText>;

const placeKey = required("the name of one of your places").meta({ [PLACE]: true });

const groupName = required("a group's name").regex(NAME, `must be ${NAME_RULE}`);

const eventSchema = (t: Words, heading: Words) =>
  strictObject({
    name: about(heading, "Name", "What guests call it.", "The wedding"),
    date: about(isoDate, "Date", "Left out, it is on the wedding's date.", "2026-06-13").optional(),
    startTime: about(clockTime, "Starts at", "In the venue's time zone, 24-hour.", "17:00"),
    endTime: about(clockTime, "Ends at", "Earlier than the start is the next morning: 00:30 for a party past midnight.", "23:00"),
    place: about(placeKey, "Where", "One of your places."),
    dressCode: about(t, "Dress code", undefined, "Garden formal").optional(),
    note: about(t, "Note", "A line guests should know about it.").optional(),
    livestream: about(httpsUrl, "Live stream", "The address guests who cannot come watch it at.").optional(),
    guests: about(
      listOf(groupName, "group names")
        .min(1, "names no group; leave guests out for an event for everyone")
        .superRefine(uniqueValues("group")),
      "Only for these groups",
      "Left out, it is for everyone; else only the households of these groups in your guest list see it.",
      ["family"],
    ).optional(),
    schedule: about(
      listOf(
        strictObject({
          title: about(heading, "What happens", undefined, "Ceremony"),
          time: about(clockTime, "At", undefined, "17:30"),
        }),
        "schedule items",
      )
        .max(8, "lists more than eight items; a schedule guests read on a phone keeps to the main moments")
        .superRefine(uniqueBy("title", "schedule item")),
      "Schedule",
      "The main moments, in order: eight at most.",
    ).optional(),
  }).superRefine((value, ctx) => {
    const { startTime, endTime } = value;
    if (!isClockTime(startTime) || !isClockTime(endTime)) return;
    if (endTime === startTime) {
      ctx.addIssue({ code: "custom", path: ["endTime"], message: `must differ from startTime (${startTime})` });
    } else if (endsPastNextMorning(startTime, endTime)) {
      ctx.addIssue({
        code: "custom",
        path: ["endTime"],
        message: `${endTime} is before startTime (${startTime}); an event that goes on past midnight ends by ${LATEST_NEXT_MORNING} the next morning`,
      });
    }
  });

/** The longest joint between the names: a word, so that the names still fit a line with it. */
const JOINT_LENGTH = 12;

/** The most characters an initial takes: a letter, or a few ("Th", "Ch"). */
const INITIAL_LENGTH = 3;

const initial = (t: Words) =>
  t.refine((letters) => !/\s/u.test(letters) && [...letters].length <= INITIAL_LENGTH, {
    error: `must be a letter, or a few, with no space: "L", "Th"`,
  });

/**
 * A text the couple writes at length, or one set as large as a heading (a place's name, an event's, a schedule
 * item's, a chapter's title, a question, the thanks at the foot of the page).
 */
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
  formality?: Formality;
};

/** The content's schema, its texts read in one language. */
export function createContentSchema({
  photoFiles,
  languages = [UNNAMED_LANGUAGE],
  language = languages?.[0] ?? UNNAMED_LANGUAGE,
  setText,
  formality: readFor,
}: SchemaOptions) {
  const t = localText(languages, language, setText?.("text"), readFor);
  const heading = localText(languages, language, setText?.("heading"), readFor);
  const placeShape = {
    name: about(heading, "Name", undefined, "Quinta da Regaleira"),
    streetAddress: about(t, "Street and number", undefined, "Rua Barbosa du Bocage 5"),
    cityZip: about(t, "Postcode and town", undefined, "2710-567 Sintra"),
    mapsUrl: about(httpsUrl, "Map link", "The place's address in a maps app: guests open it for directions."),
  };
  const event = eventSchema(t, heading);
  const wedding = strictObject({
    date: about(isoDate, "The wedding's date", "The pages work out the weekday from it.", "2026-06-13"),
    timeZone: about(
      text.refine(isTimeZone, { error: (issue) => timeZoneProblem(String(issue.input)) }).meta({ [TIME_ZONE]: true }),
      "The venue's time zone",
      "Every time on the site is read in it: a region and its largest city.",
      "Europe/Lisbon",
    ),
    timeZoneName: about(
      t,
      "What guests call the time zone",
      "Left out, the site's own words for it (PT, CET).",
      "Lisbon time",
    ).optional(),
  });
  const photo = strictObject(
    {
      file: about(photoFile(photoFiles), "Photo", "The photo's file name in content/photos/.", "beach.jpg"),
      alt: about(t, "What it shows", "For guests who cannot see it: their screen reader says it.", "The two of us on the beach at sunset"),
    },
    (file) => `must be a photo's block, its file and what it shows: { file: ${JSON.stringify(file)}, alt: "…" }`,
  );

  return strictObject({
    languages: about(
      languageList(Object.keys(DICTIONARIES)),
      "The site's languages",
      "The first is the one guests see first. Left out, the site is in English alone.",
      ["pt-BR", "en"],
    )
      .meta({ default: [UNNAMED_LANGUAGE] })
      .optional(),
    site: about(
      strictObject({
        publicUrl: about(httpsUrl, "The site's address", "Where it will be online.", "https://ana-and-rui.example.com"),
        title: about(t, "The tab's title", "Left out, your names and the date.").optional(),
        description: about(t, "A line about the site", "What a link to it shows in a message or a search."),
        allowSearchEngines: about(yesNo, "Let search engines find it", "Off, only guests with the link find the site."),
        formality: about(
          formality,
          "How the site speaks to guests",
          "Formal, in the languages that have a formal \"you\"; left out, familiar.",
        )
          .meta({ default: "familiar" })
          .optional(),
        vitalsEndpoint: about(
          httpsUrl,
          "Send page-speed figures to",
          "For a developer who collects how fast the pages open for guests: an https:// address. Left out, nothing is sent.",
        ).optional(),
      }),
      "The site",
    ),
    couple: about(
      strictObject({
        partnerOne: about(t, "One of you", "As guests know you: a first name, or more.", "Ana"),
        partnerTwo: about(t, "The other", undefined, "Rui"),
        joint: about(
          t.refine((joint) => joint === joint.trim() && !/\n/.test(joint) && [...joint].length <= JOINT_LENGTH, {
            error: `must be a short word or sign that stands between your names, such as "&" or "and": at most ${JOINT_LENGTH} characters, on one line, with no space at either end`,
          }),
          "Between your names",
          "Left out, the language's own (\"&\", Arabic's \"و\").",
          "and",
        ).optional(),
        initials: about(
          strictObject({
            partnerOne: about(initial(t), "Your initial", undefined, "L"),
            partnerTwo: about(initial(t), "The other's initial", undefined, "J"),
          }),
          "Your initials",
          "The monogram in the pages' header. Left out, each name's first letter: write them where that letter would not read as one beside the other (ليلى beside Julien: L and J).",
        ).optional(),
      }),
      "Your names",
    ),
    couplePhoto: about(
      photo,
      "Your photo",
      "Beside the invitation atop the classic page: upright, about 4:5. Left out, the invitation stands alone.",
    ).optional(),
    wedding: about(wedding, "The wedding"),
    rsvpUrl: about(httpsUrl, "Where guests reply", "Your RSVP form's address.", "https://forms.example.com/our-rsvp"),
    rsvpDeadline: about(
      isoDate,
      "Replies close on",
      "The RSVP buttons go once it is over. Left out, they show until the wedding's morning.",
      "2026-05-01",
    ).optional(),
    followTheDay: about(
      yesNo,
      "Follow the day",
      "On, the pages change with the guest's clock (\"Today\", then your thanks); off keeps the invitation on every date.",
    )
      .meta({ default: true })
      .optional(),
    places: about(
      recordOf(
        strictObject({
          ...placeShape,
          description: about(t, "About it", "A line or two guests should know.").optional(),
          photo: about(photo, "Its photo").optional(),
          floorPlan: about(photo, "Its floor plan", "Guests open it full size.").optional(),
        }),
        "places, each name: { name, streetAddress, cityZip, mapsUrl }",
      ),
      "Places",
      "Each place once, under a short name of your choice that events, parking and hotels point to.",
    ),
    events: about(
      listOf(event, "events")
        .min(1, "must list at least one event: the wedding itself")
        .max(8, "lists more than eight events; keep to the ones guests are invited to")
        .superRefine(uniqueBy("name", "event")),
      "Events",
      "What happens, in order: a weekend adds events, each on its own date.",
    ),
    parking: about(
      listOf(
        strictObject({
          place: about(placeKey, "Where", "One of your places."),
          near: about(placeKey, "Near", "The place of the events it serves; left out, the wedding's.").optional(),
          note: about(t, "Note", undefined, "Free after 6 pm").optional(),
        }),
        "parking places",
      ).max(4, "lists more than four parking places"),
      "Parking",
      "Where to leave a car: none, one or several.",
    ).optional(),
    travel: about(
      strictObject({
        drivingNote: about(t, "Driving", undefined, "From Lisbon, allow 40 minutes.").optional(),
        walkingNote: about(t, "Walking", undefined, "The venue is a 5-minute walk from the station.").optional(),
      }),
      "Getting there",
    ).optional(),
    hotels: about(
      listOf(placeKey, "places")
        .max(4, "lists more than four hotels; guests compare a few, so keep your favourites")
        .superRefine(uniqueValues("hotel")),
      "Hotels you suggest",
      "The short names of places: none to four.",
    ).optional(),
    story: about(
      listOf(
        strictObject({
          classicYear: about(
            required("a year").regex(/^\d{4}$/, "must be a year such as 2015"),
            "Year",
            "Labels the chapter on the classic page.",
            "2015",
          ),
          gamerYear: about(
            required("a year").regex(/^\d{4}$/, "must be a year such as 2012"),
            "Year in the game",
            "Its tab in the game: usually the same.",
            "2015",
          ),
          title: about(heading, "Title", undefined, "Where it began"),
          text: about(t, "The chapter"),
          photo: about(photo, "Its photo"),
        }),
        "chapters",
      )
        .min(2, "must tell at least two chapters")
        .max(6, "tells more than six chapters; the story's year tabs fit six on a phone")
        .superRefine(uniqueBy("classicYear", "chapter"))
        .superRefine(uniqueBy("gamerYear", "chapter")),
      "Your story",
      "Two to six chapters, each with a photo.",
    ),
    collage: about(
      listOf(photo, "photos").min(3, "must hold at least three photos").max(12, "holds more than twelve photos"),
      "Photos",
      "Three to twelve, laid out together on the classic page.",
    ),
    registry: about(
      strictObject({
        text: about(t, "A word about gifts"),
        gifts: about(
          listOf(giftSchema(t), "ways to give, each { kind, … }")
            .min(1, "must list at least one way to give")
            .max(6, "lists more than six ways to give; guests choose best among a few"),
          "Ways to give",
          "One to six, in the order guests see them.",
        ),
      }),
      "Gifts",
    ),
    faq: about(
      listOf(
        strictObject({
          question: about(heading, "Question", undefined, "Can I bring my children?"),
          answer: about(t, "Answer"),
          link: about(
            strictObject({ label: about(t, "Its words"), url: about(httpsUrl, "Its address") }),
            "A link under the answer",
          ).optional(),
        }),
        "questions",
      )
        .min(1, "must hold at least one question")
        .max(12, "holds more than twelve questions")
        .superRefine(uniqueBy("question", "question")),
      "Questions",
      "One to twelve.",
    ),
    thankYou: about(heading, "Your thanks", "At the foot of every page.", "Thank you for being part of our day!"),
    /** The couple's own words for any of the site's (src/words/en.ts), by its path there. */
    words: about(wordsSchema(DICTIONARIES.en, t), "The site's own words", "Change anything the site says.")
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

export function checkFields(raw: unknown, photoFiles: readonly string[]): Validation {
  const languages = namedLanguages(raw, Object.keys(DICTIONARIES));
  // Read in each language for the checks of its texts; a problem every language has is said once.
  const results = (languages ?? [UNNAMED_LANGUAGE]).map((language) =>
    createContentSchema({ photoFiles, languages, language }).safeParse(raw),
  );
  const problems = [...new Set(results.flatMap((result) => (result.success ? [] : result.error.issues.map(describe))))];
  const [first] = results;
  return first.success && problems.length === 0 ? { ok: true, content: first.data } : { ok: false, problems };
}
