/**
 * The content check proper, once the content file reads (./validate-content.ts):
 * the fields, the photos and the letters, each problem on a line that names
 * it; then the notes worth a couple's eye (the day, the photos' EXIF data).
 */
import { resolve } from "node:path";
import { dayToFollow, weddingDay } from "../src/content/calendar.server";
import type { Content } from "../src/content/schema.server";
import { datesIn } from "../src/content/dates.server";
import { DICTIONARIES } from "../src/words";
import { problemReport, validateContent } from "../src/content/validate.server";
import { statusAt } from "../src/ui/wedding-day";
import { filesIn } from "./photo-folder";
import { checkPhotos } from "./photo-check";
import { lettersTheFacesLack } from "./font-faces";
import { siteTexts } from "./site-text";

/** Says what is wrong with the content, or that it is valid; true when the site may be built. */
export async function checkContent(wedding: unknown, shownPath: string): Promise<boolean> {
  const photosDir = resolve("src/content/photos");
  const result = validateContent(wedding, filesIn(photosDir));
  const photos = await checkPhotos(photosDir);

  // Only content that reads can be read for its letters: a face that lacks one would leave it to the device's guess.
  const unlettered = result.ok ? await lettersTheFacesLack(siteTexts(wedding)) : [];

  if (!result.ok) {
    console.error(problemReport(shownPath, result.problems));
  }
  if (unlettered.length > 0) {
    console.error(problemReport(shownPath, unlettered));
    console.error("Write those letters another way, or give the design a face that has them (pipeline/font-faces.ts).");
  }
  if (photos.unreadable.length > 0) {
    console.error(`${photos.unreadable.length} photo(s) in src/content/photos/ cannot be read as images:`);
    for (const { file, reason } of photos.unreadable) {
      console.error(`  - ${file}: ${reason.replace(/\.$/, "")}; open it in your photo app and export it again as JPEG`);
    }
  }
  if (!result.ok || photos.unreadable.length > 0 || unlettered.length > 0) {
    console.error("Nothing was built. Fix the problems above and run the command again.");
    return false;
  }
  console.log("Content is valid.");

  const dayNote = noteOnTheDay(result.content, Date.now());
  if (dayNote) console.warn(dayNote);

  // The site never serves a photo's EXIF data (the pipeline strips it), but the
  // originals in the repository keep it, GPS position included, until cleaned.
  const carrying = photos.withMetadata;
  if (carrying.length > 0) {
    const one = carrying.length === 1;
    console.warn(
      `Note: ${carrying.join(", ")} in src/content/photos/ still ${one ? "carries" : "carry"} EXIF data ` +
        `(where and when ${one ? "it was" : "they were"} taken). The site never shows it, but anyone who can read ` +
        `the repository can: run \`npm run photos:clean\` before you commit ${one ? "it" : "them"}.`,
    );
  }
  return true;
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
  if (today.phase === "today" || (today.phase === "before" && today.rsvpOpen)) return undefined;
  const why =
    today.phase === "after"
      ? `the wedding (${content.wedding.date}) is over, so the pages thank your guests`
      : `replies closed on ${content.rsvpDeadline}`;
  return (
    `Note: by today's date ${why} and offer no RSVP button. ` +
    "To show the invitation, RSVP and all, on every date, add `followTheDay: false` to wedding.ts (without rsvpDeadline)."
  );
}
