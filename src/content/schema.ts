import { z } from "zod";

/**
 * The shape of everything couple-specific on the site. The build validates
 * `wedding.ts` against it before writing anything (scripts/validate-content.ts),
 * so a mistake in the content stops the build with the field's path instead of
 * shipping a broken page.
 */

export type PhotoExists = (file: string) => boolean;

const required = (what: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? "is required" : `must be ${what}`,
    })
    .refine((value) => value.trim() !== "", "must not be empty");

const text = required("text");

const httpsUrl = required("an https:// URL").pipe(
  z.url({ protocol: /^https$/, error: "must be an https:// URL" }),
);

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = required("a time").regex(CLOCK_TIME, "must be a 24-hour time such as 17:30");

export const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function weekdayOf(isoDate: string): (typeof WEEKDAYS)[number] {
  const [year, month, day] = isoDate.split("-").map(Number);
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
}

const place = z.object({
  name: text,
  streetAddress: text,
  cityZip: text,
  mapsUrl: httpsUrl,
});

export function createContentSchema(photoExists: PhotoExists) {
  const photo = z.object({
    file: required("a file name")
      .regex(/^[\w-]+(\.[\w-]+)*\.(jpe?g|png|webp)$/i, {
        error: "must be a .jpg, .png or .webp file name such as story-1.jpg",
        abort: true,
      })
      .refine(photoExists, {
      error: (issue) =>
        `names "${String(issue.input)}", which is not in src/content/photos/`,
    }),
    alt: text,
  });

  const hotel = place.extend({ photo });

  const wedding = z
    .object({
      date: required("a date").pipe(
        z.iso.date({ error: "must be a date written as YYYY-MM-DD" }),
      ),
      weekday: z.enum(WEEKDAYS, {
        error: `must be one of ${WEEKDAYS.join(", ")}`,
      }),
      timeZone: text.refine(isTimeZone, {
        error: "must be an IANA time zone such as America/Los_Angeles",
      }),
      startTime: clockTime,
      endTime: clockTime,
    })
    .superRefine((value, ctx) => {
      const actual = weekdayOf(value.date);
      if (actual !== value.weekday) {
        ctx.addIssue({
          code: "custom",
          path: ["weekday"],
          message: `says ${value.weekday}, but ${value.date} is a ${actual}`,
        });
      }
      const timesValid = CLOCK_TIME.test(value.startTime) && CLOCK_TIME.test(value.endTime);
      if (timesValid && value.endTime <= value.startTime) {
        ctx.addIssue({
          code: "custom",
          path: ["endTime"],
          message: `must be later than startTime (${value.startTime})`,
        });
      }
    });

  return z
    .object({
      site: z.object({
        publicUrl: httpsUrl,
        title: text,
        description: text,
        allowSearchEngines: z.boolean({ error: "must be true or false" }),
        vitalsEndpoint: httpsUrl.optional(),
      }),
      couple: z.object({
        partnerOne: text,
        partnerTwo: text,
      }),
      wedding,
      rsvpUrl: httpsUrl,
      venue: place.extend({ description: text, photo }),
      parking: place.extend({ note: text }),
      travel: z.object({
        drivingNote: text,
        walkingNote: text,
        floorPlan: photo,
      }),
      hotels: z.array(hotel).length(2, "must list exactly two hotels"),
      schedule: z
        .array(z.object({ title: text, time: clockTime }))
        .length(4, "must list exactly four schedule items"),
      story: z
        .array(
          z.object({
            classicYear: required("a year").regex(/^\d{4}$/, "must be a year such as 2015"),
            gamerYear: required("a year").regex(/^\d{4}$/, "must be a year such as 2012"),
            title: text,
            text,
            photo,
          }),
        )
        .length(4, "must tell exactly four chapters"),
      collage: z.array(photo).min(3, "must hold at least three photos"),
      registry: z.object({
        text,
        venmoHandle: required("a Venmo username").regex(/^@[A-Za-z0-9_-]{5,30}$/, {
          error: "must be a Venmo username starting with @, such as @alex-jordan",
        }),
        zelleContact: required("an email or phone").regex(/^([^\s@]+@[^\s@]+\.[^\s@]+|\+?[\d\s().-]{10,})$/, {
          error: "must be the email address or phone number registered with Zelle",
        }),
      }),
      faq: z
        .array(
          z.object({
            question: text,
            answer: text,
            link: z.object({ label: text, url: httpsUrl }).optional(),
          }),
        )
        .length(6, "must hold exactly six questions"),
      thankYou: text,
    })
    .superRefine((content, ctx) => {
      const { startTime, endTime } = content.wedding;
      if (!CLOCK_TIME.test(startTime) || !CLOCK_TIME.test(endTime)) return;
      content.schedule.forEach((item, index) => {
        // An ill-formed time already has its own message; comparing it would only add noise.
        if (CLOCK_TIME.test(item.time) && (item.time < startTime || item.time > endTime)) {
          ctx.addIssue({
            code: "custom",
            path: ["schedule", index, "time"],
            message: `${item.time} is outside the event hours (${startTime} to ${endTime})`,
          });
        }
      });
    });
}

export type Content = z.infer<ReturnType<typeof createContentSchema>>;
/** What the couple writes; the schema transforms nothing, so it is also what the site reads. */
export type ContentInput = z.input<ReturnType<typeof createContentSchema>>;
export type Photo = Content["venue"]["photo"];
export type Place = z.infer<typeof place>;
export type Hotel = Content["hotels"][number];
export type StoryChapter = Content["story"][number];
export type FaqItem = Content["faq"][number];
export type ScheduleItem = Content["schedule"][number];
