import { z } from "zod";
import { httpsUrl, listOf, required, strictObject, text, uniqueBy, yesNo } from "./fields.server";
import { giftSchema } from "./gifts.server";
import { photoFile } from "./photo-files.server";
import { minutesSinceStart } from "./time";

/**
 * The shape of everything couple-specific on the site. The build validates
 * `wedding.ts` against it before writing anything (pipeline/validate-content.ts),
 * so a mistake in the content stops the build with the field's path instead of
 * shipping a broken page.
 */

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

/** "2027-06-31" has the form of a date, but June has 30 days. */
function isCalendarDate(isoDate: string): boolean {
  const [year, month, day] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const placeShape = {
  name: text,
  streetAddress: text,
  cityZip: text,
  mapsUrl: httpsUrl,
};

const isoDate = required("a date")
  .regex(ISO_DATE, { error: "must be a date written as YYYY-MM-DD", abort: true })
  .refine(isCalendarDate, { error: (issue) => `${String(issue.input)} is not a day of the calendar` });

const wedding = strictObject({
  date: isoDate,
  timeZone: text.refine(isTimeZone, { error: "must be an IANA time zone such as America/Los_Angeles" }),
  startTime: clockTime,
  /** Earlier than startTime means the next morning: a party may go on past midnight. */
  endTime: clockTime,
}).superRefine((value, ctx) => {
  if (value.endTime === value.startTime) {
    ctx.addIssue({ code: "custom", path: ["endTime"], message: `must differ from startTime (${value.startTime})` });
  }
});

/** The content's schema, given the names of the files in src/content/photos/. */
export function createContentSchema(photoFiles: readonly string[]) {
  const photo = strictObject(
    { file: photoFile(photoFiles), alt: text },
    (file) => `must be a photo's block, its file and what it shows: { file: ${JSON.stringify(file)}, alt: "…" }`,
  );

  return strictObject({
    site: strictObject({
      publicUrl: httpsUrl,
      /** Left out, it is the names and the date: "Alex & Jordan · October 25 2024". */
      title: text.optional(),
      description: text,
      allowSearchEngines: yesNo,
      vitalsEndpoint: httpsUrl.optional(),
    }),
    couple: strictObject({ partnerOne: text, partnerTwo: text }),
    /** A photo of the two of you, shown large with the invitation at the top of the classic page. Left out, the invitation stands alone. */
    couplePhoto: photo.optional(),
    wedding,
    rsvpUrl: httpsUrl,
    /** The last day to reply; the RSVP buttons go once it is over. Left out, they show until the wedding's morning. */
    rsvpDeadline: isoDate.optional(),
    /**
     * Whether the pages change with the guest's clock: "Today" and the next item on the
     * wedding's day, the thanks after it, the RSVP buttons gone once replies close.
     * Left out, they do; false keeps the invitation, RSVP and all, on every date.
     */
    followTheDay: yesNo.optional(),
    venue: strictObject({ ...placeShape, description: text, photo }),
    parking: strictObject({ ...placeShape, note: text }),
    travel: strictObject({ drivingNote: text, walkingNote: text, floorPlan: photo }),
    hotels: listOf(strictObject({ ...placeShape, photo }), "hotels")
      .min(1, "must list at least one hotel")
      .max(4, "lists more than four hotels; guests compare a few, so keep your favourites")
      .superRefine(uniqueBy("name", "hotel")),
    schedule: listOf(strictObject({ title: text, time: clockTime }), "schedule items")
      .min(1, "must list at least one item")
      .max(8, "lists more than eight items; a schedule guests read on a phone keeps to the main moments")
      .superRefine(uniqueBy("title", "schedule item")),
    story: listOf(
      strictObject({
        classicYear: required("a year").regex(/^\d{4}$/, "must be a year such as 2015"),
        gamerYear: required("a year").regex(/^\d{4}$/, "must be a year such as 2012"),
        title: text,
        text,
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
      text,
      /** The ways to give, in the couple's order: each a block whose `kind` says which. */
      gifts: listOf(giftSchema, "ways to give, each { kind, … }")
        .min(1, "must list at least one way to give")
        .max(6, "lists more than six ways to give; guests choose best among a few"),
    }),
    faq: listOf(
      strictObject({ question: text, answer: text, link: strictObject({ label: text, url: httpsUrl }).optional() }),
      "questions",
    )
      .min(1, "must hold at least one question")
      .max(12, "holds more than twelve questions")
      .superRefine(uniqueBy("question", "question")),
    thankYou: text,
    /** The couple's own words around the content; each left out reads as the specification's. */
    words: strictObject({
      welcome: text.optional(),
      chooseExperience: text.optional(),
      bestOnComputer: text.optional(),
      announcement: text.optional(),
      thanksAfter: text.optional(),
    }).optional(),
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
    const isDate = (value: string) => ISO_DATE.test(value) && isCalendarDate(value);
    if (rsvpDeadline && isDate(rsvpDeadline) && isDate(wedding.date) && rsvpDeadline >= wedding.date) {
      ctx.addIssue({
        code: "custom",
        path: ["rsvpDeadline"],
        message: `${rsvpDeadline} must come before the wedding's date (${wedding.date})`,
      });
    }
    const { startTime, endTime } = content.wedding;
    if (!CLOCK_TIME.test(startTime) || !CLOCK_TIME.test(endTime) || startTime === endTime) return;
    const hours = `the event hours (${startTime} to ${endTime}${endTime < startTime ? " the next morning" : ""})`;
    let previous: { time: string; since: number } | undefined;
    content.schedule.forEach((item, index) => {
      // An ill-formed time already has its own message; comparing it would only add noise.
      if (!CLOCK_TIME.test(item.time)) return;
      const since = minutesSinceStart(item.time, startTime);
      if (since > minutesSinceStart(endTime, startTime)) {
        ctx.addIssue({
          code: "custom",
          path: ["schedule", index, "time"],
          message: `${item.time} is outside ${hours}`,
        });
        return;
      }
      if (previous && since < previous.since) {
        ctx.addIssue({
          code: "custom",
          path: ["schedule", index, "time"],
          message: `${item.time} comes before the item above it (${previous.time}); list the schedule in the order of the day`,
        });
      }
      previous = { time: item.time, since };
    });
  });
}

export type Content = z.infer<ReturnType<typeof createContentSchema>>;
/** What the couple writes; the schema transforms nothing, so it is also what the site reads. */
export type ContentInput = z.input<ReturnType<typeof createContentSchema>>;
export type Photo = Content["venue"]["photo"];
export type Place = z.infer<ReturnType<typeof strictObject<typeof placeShape>>>;
export type Hotel = Content["hotels"][number];
export type StoryChapter = Content["story"][number];
export type FaqItem = Content["faq"][number];
export type ScheduleItem = Content["schedule"][number];
