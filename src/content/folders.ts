/**
 * Where the couple's own files are, from the project's root: the only files
 * they edit (docs/make-it-yours.md). Everything that reads them names them
 * from here.
 */

/** The content: names, dates, places, events and words. */
export const CONTENT_FILE = "content/wedding.ts";

/** The photos the content names, by their file names. */
export const PHOTOS_FOLDER = "content/photos";

/** The households and their groups, kept out of the repository (.gitignore) and out of every served file. */
export const GUEST_LIST = "private/guests.csv";
