/**
 * `virtual:wedding/photo-copies`: every photo of the couple's photos folder in
 * each set of copies the pages draw (src/content/photos.server.ts reads them).
 * The globs are written here, from the folder's name and the palettes, because
 * Vite reads a glob's options before any code runs: in a module of the site
 * they would have to be literals, and an object spread into them is dropped
 * without a word (a cut-out's JPEG came out black behind it).
 */
import type { Plugin } from "vite";
import { PHOTOS_FOLDER } from "../../src/content/folders.ts";
import { GAME_PALETTE, PALETTE } from "../../src/palette.ts";

const ID = "virtual:wedding/photo-copies";
const RESOLVED = `\0${ID}`;

// JPEG must be named `jpeg`: with `jpg` the client build and the prerendered HTML name different files.
const PHOTOS = `/${PHOTOS_FOLDER}/*.{[jJ][pP][gG],[jJ][pP][eE][gG],[pP][nN][gG],[wW][eE][bB][pP]}`;

const hex = (colour: string) => colour.slice(1);
const PIXEL_ART = { w: "160", format: "png", pixelArt: "16" };
// A plan in the game's two colours: its lines in mana, on the panel's night.
const PIXEL_PLAN = {
  w: "400",
  format: "png",
  duotone: `${hex(GAME_PALETTE.mana)}-${hex(GAME_PALETTE.panel)}`,
  pixelArt: "4",
};

/** Each set of copies, by the name it is exported as, with the query the photo pipeline reads. */
export const PHOTO_COPIES = {
  // A cut-out is flattened on the page's paper: JPEG has no transparency.
  pictures: {
    w: "480;960;1600",
    format: "avif;webp;jpeg",
    avifEffort: "2",
    flatten: "",
    background: PALETTE.paper,
    as: "picture",
  },
  pixelArt: { ...PIXEL_ART, as: "picture" },
  pixelPlans: { ...PIXEL_PLAN, as: "picture" },
  pixelArtInline: { ...PIXEL_ART, inline: "" },
  pixelPlansInline: { ...PIXEL_PLAN, inline: "" },
  transparency: { w: "64", format: "png", transparency: "", inline: "", as: "meta:hasAlpha" },
  focus: { w: "256", format: "png", focus: "", inline: "", as: "meta:focus" },
};

export function photoCopies(): Plugin {
  return {
    name: "wedding-photo-copies",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return;
      return Object.entries(PHOTO_COPIES)
        .map(
          ([name, query]) =>
            `export const ${name} = import.meta.glob(${JSON.stringify(PHOTOS)}, ${JSON.stringify({ query, import: "default", eager: true })});`,
        )
        .join("\n");
    },
  };
}
