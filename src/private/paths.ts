/**
 * The paths and names both halves of a private site use: the build writes
 * what is here (pipeline/private/), the browser reads it (./unlock.ts,
 * ./guest.ts, ./worker/). README.md beside says how a request is answered.
 */
import type { Look } from "../pages";

/** The site's service worker: it keeps every page for offline reading, and opens what is sealed. */
export const SERVICE_WORKER = "/sw.js";

/** The script sw.js imports to open what is sealed (./worker/unseal-worker.ts). */
export const UNSEAL_SCRIPT = "/unseal.js";

/** The unlock page's script (./unlock.ts). */
export const UNLOCK_SCRIPT = "/unlock.js";

/** The script a page of a private site, or of one with household links, loads for its guest (./guest.ts). */
export const GUEST_SCRIPT = "/guest.js";

/** The public file the unlock page reads: how to turn a passphrase into the key that opens the site's key. */
export const SEAL_FILE = "/seal.json";

/** Where the sealed files are, each under an id that says nothing of what it was. */
export const SEALED_FOLDER = "/sealed/";

/** The sealed list of what every id was: a path's file, its type and its headers. */
export const SEALED_INDEX = `${SEALED_FOLDER}index`;

/**
 * The sealed folder's own folders, each the start of its files' ids: the files no page precaches (photos,
 * the calendar), a household's own pages (pipeline/private/own-pages.ts), and each household's
 * record, under a hash of its link's key (./household-record.ts).
 */
export const SEALED_SUBFOLDER = { media: "media/", pages: "v/", households: "h/" } as const;

/**
 * The start of the faces' files for greetings alone (pipeline/fonts/cut-fonts.ts), which only a greeted
 * household's device fetches: never precached, each kept by the worker once a greeting has drawn it.
 */
export const GREETING_FACES = "greetings-";

/** A look's stylesheet of those faces' rules (pipeline/fonts/cut-fonts.ts), which a greeted device's page loads. */
export const greetingStylesheet = (look: Look) => `${GREETING_FACES}${look}.css`;

/**
 * Such a face's file, or their stylesheet, at its address: the start and a WOFF2's or a stylesheet's ending, as a
 * couple's photo may be "greetings-…".
 */
export const GREETING_FACE_FILE = new RegExp(`/${GREETING_FACES}[^/]+\\.(?:woff2|css)$`, "u");

/** The worker's cache of the greetings' faces a device has drawn. */
export const GREETING_FACES_CACHE = "greeting-faces";

/** A page's address with it (`/?forget`) makes the device forget its keys and household, then opens the unlock page. */
export const FORGET_PARAMETER = "forget";

/**
 * What a household's own page carries on its <html> where it is not everyone's (pipeline/private/seal.ts): a page
 * without it, for a household with a page of its own there, was answered before the worker had them (./guest.ts).
 */
export const OWN_PAGE_ATTRIBUTE = "data-own-page";

/** Where a browser keeps the household it was opened for, by name only, so a guest who comes back is greeted at once. */
export const STORED_HOUSEHOLD = "wedding-household";

/** Where a browser keeps the greeting band's height, by look and window width, to keep its room before the first paint. */
export const BAND_HEIGHTS = "wedding-band";
