import type { Photo } from "./schema.server";
import { PALETTE } from "../palette";

/** What vite-imagetools makes of one photo with `as=picture`. */
export type Picture = {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
};

// JPEG must be named `jpeg`: with `jpg` the client build and the prerendered HTML name different files.
// Vite reads each pattern before anything runs, so it is written out in full each time.
// A cut-out is flattened on the page's paper (--color-paper): JPEG has no transparency.
const ON_PAPER = { flatten: "", background: PALETTE.paper };
const pictures = import.meta.glob<Picture>("./photos/*.{[jJ][pP][gG],[jJ][pP][eE][gG],[pP][nN][gG],[wW][eE][bB][pP]}", {
  query: { w: "480;960;1600", format: "avif;webp;jpeg", ...ON_PAPER, as: "picture" },
  import: "default",
  eager: true,
});

const pixelArt = import.meta.glob<Picture>("./photos/*.{[jJ][pP][gG],[jJ][pP][eE][gG],[pP][nN][gG],[wW][eE][bB][pP]}", {
  query: { w: "160", format: "png", pixelArt: "16", as: "picture" },
  import: "default",
  eager: true,
});
const pixelPlans = import.meta.glob<Picture>(
  "./photos/*.{[jJ][pP][gG],[jJ][pP][eE][gG],[pP][nN][gG],[wW][eE][bB][pP]}",
  {
    query: { w: "400", format: "png", duotone: "6fe3ff-1d1640", pixelArt: "4", as: "picture" },
    import: "default",
    eager: true,
  },
);
const pixelArtInline = import.meta.glob<string>(
  "./photos/*.{[jJ][pP][gG],[jJ][pP][eE][gG],[pP][nN][gG],[wW][eE][bB][pP]}",
  { query: { w: "160", format: "png", pixelArt: "16", inline: "" }, import: "default", eager: true },
);
const pixelPlansInline = import.meta.glob<string>(
  "./photos/*.{[jJ][pP][gG],[jJ][pP][eE][gG],[pP][nN][gG],[wW][eE][bB][pP]}",
  {
    query: { w: "400", format: "png", duotone: "6fe3ff-1d1640", pixelArt: "4", inline: "" },
    import: "default",
    eager: true,
  },
);

const transparency = import.meta.glob<{ hasAlpha: boolean }>(
  "./photos/*.{[jJ][pP][gG],[jJ][pP][eE][gG],[pP][nN][gG],[wW][eE][bB][pP]}",
  {
    query: { w: "64", format: "png", transparency: "", inline: "", as: "meta:hasAlpha" },
    import: "default",
    eager: true,
  },
);

export function isCutOut(photo: Photo): boolean {
  return transparency[`./photos/${photo.file}`]?.hasAlpha ?? false;
}

export type PixelKind = "photo" | "plan";

export function pixelArtOf(photo: Photo, kind: PixelKind): { picture: Picture; inline: string } {
  const key = `./photos/${photo.file}`;
  const picture = (kind === "plan" ? pixelPlans : pixelArt)[key];
  const inline = (kind === "plan" ? pixelPlansInline : pixelArtInline)[key];
  if (!picture || !inline) throw new Error(`No photo named ${photo.file} in src/content/photos/`);
  return { picture, inline };
}

export function pictureOf(photo: Photo): Picture {
  const picture = pictures[`./photos/${photo.file}`];
  if (!picture) throw new Error(`No photo named ${photo.file} in src/content/photos/`);
  return picture;
}
