/**
 * `virtual:wedding/photo-copies`: every photo of the couple's photos folder in
 * each set of copies the pages draw, and where its subject is
 * (src/content/photos.server.ts reads them).
 * The globs are written here, from the folder's name and the palettes, because
 * Vite reads a glob's options before any code runs: in a module of the site
 * they would have to be literals, and an object spread into them is dropped
 * without a word (a cut-out's JPEG came out black behind it).
 */
import { join } from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import { PHOTOS_FOLDER } from "../../src/content/folders.ts";
import type { Focus } from "../../src/content/photos.server.ts";
import { filesIn, stampOf } from "../content/photo-folder.ts";
import { GAME_PALETTE, PALETTE } from "../../src/palette.ts";
import { focusOf } from "./focus.ts";

const ID = "virtual:wedding/photo-copies";
/** The module's id in Vite's graph of modules. */
export const PHOTO_COPIES_MODULE = `\0${ID}`;

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
};

const PHOTO_FILE = /\.(jpe?g|png|webp)$/i;

/**
 * Where each photo's subject is (./focus.ts), found on a 256 px copy, upright, read from the files themselves:
 * vite-imagetools' cache gives back a copy's pixels and not the metadata a directive set, so a second build
 * would crop every photo at its centre. `found` keeps each file's focus by its stamp, so that the preview, whose
 * photos change one at a time, finds again only the changed one's.
 */
async function focusTable(folder: string, found: Map<string, { stamp: string; focus: Focus }>) {
  const files = filesIn(folder).filter((file) => PHOTO_FILE.test(file));
  const focuses = await Promise.all(
    files.map(async (file) => {
      const path = join(folder, file);
      const stamp = stampOf(path) ?? "";
      const known = found.get(path);
      const focus = known?.stamp === stamp ? known.focus : await focusOf(sharp(path).rotate().resize(256));
      found.set(path, { stamp, focus });
      return [`/${PHOTOS_FOLDER}/${file}`, { focus }];
    }),
  );
  return Object.fromEntries(focuses) as Record<string, unknown>;
}

export function photoCopies(): Plugin {
  let root = process.cwd();
  const found = new Map<string, { stamp: string; focus: Focus }>();
  return {
    name: "wedding-photo-copies",
    resolveId: (id) => (id === ID ? PHOTO_COPIES_MODULE : undefined),
    configResolved(config) {
      root = config.root;
    },
    async load(id) {
      if (id !== PHOTO_COPIES_MODULE) return;
      return Object.entries(PHOTO_COPIES)
        .map(
          ([name, query]) =>
            `export const ${name} = import.meta.glob(${JSON.stringify(PHOTOS)}, ${JSON.stringify({ query, import: "default", eager: true })});`,
        )
        .concat(`export const focus = ${JSON.stringify(await focusTable(join(root, PHOTOS_FOLDER), found))};`)
        .join("\n");
    },
  };
}
