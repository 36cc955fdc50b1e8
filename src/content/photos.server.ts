import type { Photo } from "./schema.server";
import { PALETTE } from "../palette";
import { PHOTOS_FOLDER } from "./folders";

/** What vite-imagetools makes of one photo with `as=picture`. */
export type Picture = {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
};

// JPEG must be named `jpeg`: with `jpg` the client build and the prerendered HTML name different files.
// Vite reads each pattern before anything runs, so it is written out in full each time: PHOTOS_FOLDER (./folders.ts)
// from the project's root.
// A cut-out is flattened on the page's paper (--color-paper): JPEG has no transparency.
const ON_PAPER = { flatten: "", background: PALETTE.paper };
const pictures = import.meta.glob<Picture>(
  "/content/photos/*.{[jJ][pP][gG],[jJ][pP][eE][gG],[pP][nN][gG],[wW][eE][bB][pP]}",
  {
    query: { w: "480;960;1600", format: "avif;webp;jpeg", ...ON_PAPER, as: "picture" },
    import: "default",
    eager: true,
  },
);

const pixelArt = import.meta.glob<Picture>(
  "/content/photos/*.{[jJ][pP][gG],[jJ][pP][eE][gG],[pP][nN][gG],[wW][eE][bB][pP]}",
  {
    query: { w: "160", format: "png", pixelArt: "16", as: "picture" },
    import: "default",
    eager: true,
  },
);
const pixelPlans = import.meta.glob<Picture>(
  "/content/photos/*.{[jJ][pP][gG],[jJ][pP][eE][gG],[pP][nN][gG],[wW][eE][bB][pP]}",
  {
    query: { w: "400", format: "png", duotone: "6fe3ff-1d1640", pixelArt: "4", as: "picture" },
    import: "default",
    eager: true,
  },
);
const pixelArtInline = import.meta.glob<string>(
  "/content/photos/*.{[jJ][pP][gG],[jJ][pP][eE][gG],[pP][nN][gG],[wW][eE][bB][pP]}",
  { query: { w: "160", format: "png", pixelArt: "16", inline: "" }, import: "default", eager: true },
);
const pixelPlansInline = import.meta.glob<string>(
  "/content/photos/*.{[jJ][pP][gG],[jJ][pP][eE][gG],[pP][nN][gG],[wW][eE][bB][pP]}",
  {
    query: { w: "400", format: "png", duotone: "6fe3ff-1d1640", pixelArt: "4", inline: "" },
    import: "default",
    eager: true,
  },
);

const transparency = import.meta.glob<{ hasAlpha: boolean }>(
  "/content/photos/*.{[jJ][pP][gG],[jJ][pP][eE][gG],[pP][nN][gG],[wW][eE][bB][pP]}",
  {
    query: { w: "64", format: "png", transparency: "", inline: "", as: "meta:hasAlpha" },
    import: "default",
    eager: true,
  },
);

const photoKey = (photo: Photo) => `/${PHOTOS_FOLDER}/${photo.file}`;

export function isCutOut(photo: Photo): boolean {
  return transparency[photoKey(photo)]?.hasAlpha ?? false;
}

export type PixelKind = "photo" | "plan";

export function pixelArtOf(photo: Photo, kind: PixelKind): { picture: Picture; inline: string } {
  const key = photoKey(photo);
  const picture = (kind === "plan" ? pixelPlans : pixelArt)[key];
  const inline = (kind === "plan" ? pixelPlansInline : pixelArtInline)[key];
  if (!picture || !inline) throw new Error(`No photo named ${photo.file} in ${PHOTOS_FOLDER}/`);
  return { picture, inline };
}

export function pictureOf(photo: Photo): Picture {
  const picture = pictures[photoKey(photo)];
  if (!picture) throw new Error(`No photo named ${photo.file} in ${PHOTOS_FOLDER}/`);
  return picture;
}
