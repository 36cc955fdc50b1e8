/**
 * The content check proper, once the content file reads (./check-command.ts, its one entry point):
 * it imports modules that import the content file, so a mistake in the file must be found before.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { checkGuestList, readGuestList } from "../../src/content/guests.server";
import { GUEST_LIST, PHOTOS_FOLDER } from "../../src/content/folders";
import { siteLanguages } from "../../src/content/local-text.server";
import { dayToFollow, weddingDay } from "../../src/site/day.server";
import type { Content } from "../../src/content/schema.server";
import { datesIn } from "../../src/site/dates.server";
import { DICTIONARIES } from "../../src/words";
import { problemReport, checkFields } from "../../src/content/schema.server";
import { statusAt } from "../../src/ui/wedding-day";
import { filesIn } from "./photo-folder";
import { checkPhotos, photoFiles, PHOTOS_DIR } from "./photo-check";
import { missingGlyphs } from "../fonts/font-faces";
import { collectSiteTexts } from "../fonts/site-text";
import { notesOnAddress } from "./address-note";
import { noteOnInitials } from "./initials-note";

/**
 * What the check found: its problems, one report a paragraph, and the notes worth a couple's eye; and, once a
 * whole check passed, how many households the guest list gave (none without one).
 */
export type ContentReport = { ok: boolean; problems: string[]; notes: string[]; households?: number };

/** Where the content's photos are, and the guest list a whole check reads with it. */
export type ContentFolders = { photosDir: string; guestList?: string };

export const CONTENT_FOLDERS: ContentFolders = { photosDir: PHOTOS_DIR, guestList: GUEST_LIST };

/** What the build finds in content that reads, beside its fields: each problem a line that names what it is in. */
export type WholeProblems = {
  /** A text with a letter no face of the design has: "couple.partnerOne: "ꙮ" (U+A66E) is in no face…". */
  unlettered: string[];
  /** A photo that cannot be read: "beach.jpg: …; open it in your photo app and export it again as JPEG". */
  unreadable: string[];
  /** The guest list's rows against the content, and its greetings' letters. */
  guests: { problems: string[]; notes: string[] };
  photosWithMetadata: string[];
};

/**
 * The photos, the letters and the guest list of `content`, which has passed its fields' check; the guest list
 * `guestList` names, as `guestText` (none when there is no list).
 */
export async function wholeProblems(
  content: Content,
  wedding: unknown,
  { photosDir, guestList }: ContentFolders,
  guestText: string | undefined,
): Promise<WholeProblems> {
  const photos = await checkPhotos(photosDir);
  // A face that lacks a letter would leave it to the device's guess.
  const unlettered = await missingGlyphs(collectSiteTexts(wedding));
  const unreadable = photos.unreadable.map(
    ({ file, reason }) => `${file}: ${reason.replace(/\.$/, "")}; open it in your photo app and export it again as JPEG`,
  );
  const guests = guestList
    ? checkGuestList(content.events, siteLanguages(wedding), guestText, guestList)
    : { problems: [], notes: [] };
  // A greeting is drawn in the faces too, in its household's band.
  if (guestList && guestText !== undefined && guests.problems.length === 0) {
    const { households } = readGuestList(guestText, siteLanguages(wedding), guestList);
    const greetings = households.map(({ greeting, row }) => ({ field: `row ${row}'s greeting`, text: greeting }));
    const lacking = await missingGlyphs(greetings);
    if (lacking.length > 0) guests.problems.push(...lacking.map((line) => `${guestList}, ${line}`));
  }
  return { unlettered, unreadable, guests, photosWithMetadata: photos.withMetadata };
}

/**
 * The content's fields, and for a build (`scope: "all"`) its photos, its letters and its guest list, each
 * problem on a line that names it. The dev server checks the fields alone, on every save.
 */
export async function checkContent(
  wedding: unknown,
  shownPath: string,
  scope: "fields" | "all",
  folders: ContentFolders = CONTENT_FOLDERS,
): Promise<ContentReport> {
  const result = checkFields(wedding, filesIn(folders.photosDir));
  const problems = result.ok ? [] : [problemReport(shownPath, result.problems)];
  if (scope === "fields" || !result.ok) return { ok: result.ok, problems, notes: [] };

  const { guestList } = folders;
  const guestText = guestList && existsSync(resolve(guestList)) ? readFileSync(resolve(guestList), "utf8") : undefined;
  const whole = await wholeProblems(result.content, wedding, folders, guestText);
  if (whole.unlettered.length > 0)
    problems.push(
      `${problemReport(shownPath, whole.unlettered)}\nWrite those letters another way, or give the design a face that has them (pipeline/fonts/font-faces.ts).`,
    );
  if (whole.unreadable.length > 0)
    problems.push(
      [
        `${whole.unreadable.length} photo(s) in ${PHOTOS_FOLDER}/ cannot be read as images:`,
        ...whole.unreadable.map((line) => `  - ${line}`),
      ].join("\n"),
    );
  if (whole.guests.problems.length > 0) problems.push(whole.guests.problems.join("\n"));
  if (problems.length > 0) return { ok: false, problems, notes: [] };

  const notes = [
    noteOnTheDay(result.content, Date.now()),
    noteOnUnnamedPhotos(result.content, photoFiles(folders.photosDir)),
    noteOnMetadata(whole.photosWithMetadata),
    noteOnInitials(wedding),
    ...whole.guests.notes,
  ];
  const households =
    guestList && guestText !== undefined ? readGuestList(guestText, siteLanguages(wedding), guestList).households : [];
  if (guestList) notes.push(...notesOnAddress(wedding, households, guestList));
  return { ok: true, problems, notes: notes.filter((note) => note !== undefined), households: households.length };
}

/** Every string of a value: a photo is named by its file wherever the content holds one. */
const stringsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(stringsIn)
      : [];

/** A photo no field names is on no page, yet the build makes its copies: most often a sample photo left behind. */
function noteOnUnnamedPhotos(content: Content, files: string[]): string | undefined {
  const named = new Set(stringsIn(content));
  const unnamed = files.filter((file) => !named.has(file));
  if (unnamed.length === 0) return undefined;
  const one = unnamed.length === 1;
  return (
    `Note: no field of wedding.ts names ${unnamed.join(", ")} in ${PHOTOS_FOLDER}/, so ${one ? "it is" : "they are"} on no page. ` +
    `Delete ${one ? "it" : "them"} if you do not need ${one ? "it" : "them"}: the build makes copies of every photo in the folder.`
  );
}

/** The originals in the repository keep their EXIF data, GPS position included, until cleaned; the site never serves it. */
function noteOnMetadata(carrying: string[]): string | undefined {
  if (carrying.length === 0) return undefined;
  const one = carrying.length === 1;
  return (
    `Note: ${carrying.join(", ")} in ${PHOTOS_FOLDER}/ still ${one ? "carries" : "carry"} EXIF data ` +
    `(where or when ${one ? "it was" : "they were"} taken, or with which camera). The site never shows it, but anyone who can read ` +
    `the repository can: run \`npm run photos:clean\` before you commit ${one ? "it" : "them"}.`
  );
}

/**
 * What the date makes of `followTheDay`, when a couple may not expect it:
 * a site that follows the day and, by today's date, offers no RSVP any more;
 * or one that keeps the invitation for a wedding still ahead (the sample's
 * setting, which a couple starting from it may not have noticed).
 */
function noteOnTheDay(content: Content, now: number): string | undefined {
  const dates = datesIn(DICTIONARIES.en.locale, content.wedding.timeZone);
  const day = dayToFollow(content, dates);
  if (!day) {
    if (now >= Date.parse(weddingDay(content, dates).end)) return undefined;
    return (
      "Note: `followTheDay: false` in wedding.ts keeps the invitation on every date: on your day and after it, the RSVP " +
      "buttons stay and no page says Today or thanks your guests. For a wedding still ahead, delete that line."
    );
  }
  const today = statusAt(day, now);
  if (today.phase === "today" || today.phase === "before") return undefined;
  const why =
    today.phase === "after"
      ? `the wedding (${content.wedding.date}) is over, so the pages thank your guests`
      : `replies closed on ${content.rsvpDeadline}`;
  return (
    `Note: by today's date ${why} and offer no RSVP button. ` +
    "To show the invitation, RSVP and all, on every date, add `followTheDay: false` to wedding.ts (without rsvpDeadline)."
  );
}
