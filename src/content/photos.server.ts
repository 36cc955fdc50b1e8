import type { Photo } from "./schema.server";

/** What vite-imagetools makes of one photo with `as=picture`. */
export type Picture = {
  /** One srcset per format, best first: AVIF, WebP, then JPEG. */
  sources: Record<string, string>;
  /** The largest JPEG, with the photo's intrinsic size for width and height. */
  img: { src: string; w: number; h: number };
};

// Every photo is encoded at build time as AVIF, WebP and JPEG at three
// widths: 480 for thumbnails, 960 for cards, 1600 for full-width photos on a
// phone's 3x screen. JPEG must be named `jpeg`: with `jpg` the client build
// and the prerendered HTML name different files. The pattern takes the
// extensions of ./photo-files.server.ts in any case (IMG_2041.JPG); it must be
// written out here, as Vite reads it before anything runs.
// A cut-out (a PNG with a transparent ground) is set on the invitation's paper (--color-paper), the page's
// own ground, in every format: JPEG has no transparency, and a see-through photo would take each section's
// tint.
const ON_PAPER = { flatten: "", background: "#faf6ee" };
const pictures = import.meta.glob<Picture>("./photos/*.{[jJ][pP][gG],[jJ][pP][eE][gG],[pP][nN][gG],[wW][eE][bB][pP]}", {
  query: { w: "480;960;1600", format: "avif;webp;jpeg", ...ON_PAPER, as: "picture" },
  import: "default",
  eager: true,
});

// Each photo once more, 480 px wide as a low-quality AVIF inline in a data
// URL (pipeline/photo-pipeline.ts): the preview that a page's largest photo
// shows with the HTML, one round trip before its own file arrives. As wide as
// a phone draws it, and with enough detail that Chrome counts it as the page's
// largest paint. Only loaders read these, so they never reach the client
// bundle; a page carries the one it shows (1 to 3 KB) in its HTML.
const previews = import.meta.glob<string>("./photos/*.{[jJ][pP][gG],[jJ][pP][eE][gG],[pP][nN][gG],[wW][eE][bB][pP]}", {
  query: { w: "480", format: "avif", ...ON_PAPER, preview: "", inline: "" },
  import: "default",
  eager: true,
});

// The game's pictures: each photo as pixel art (pipeline/photo-pipeline.ts), 160 px wide in 16 colours of
// its own, one palette PNG of 1 to 8 KB that the game draws three or four times larger, pixelated. A floor
// plan keeps 400 px, so that its rooms' names still read, in the game's two colours: the mana blue of its
// links for the lines and the panels' night for the paper, as a map on a game's screen.
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
// The same, inline in a data URL, for the one that is a game page's first screen's largest picture: it comes
// whole with the HTML, no round trip later (the few kilobytes a preview would take anyway).
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

// Whether each photo is a cut-out, with pixels that show through (pipeline/photo-pipeline.ts), read from a
// small copy that only says so: a page shows a cut-out whole, on its paper, where it would crop a photo.
const transparency = import.meta.glob<{ hasAlpha: boolean }>(
  "./photos/*.{[jJ][pP][gG],[jJ][pP][eE][gG],[pP][nN][gG],[wW][eE][bB][pP]}",
  {
    query: { w: "64", format: "png", transparency: "", inline: "", as: "meta:hasAlpha" },
    import: "default",
    eager: true,
  },
);

/** Whether the photo has a transparent ground: a cut-out, a drawing or a logo saved as a PNG with alpha. */
export function isCutOut(photo: Photo): boolean {
  return transparency[`./photos/${photo.file}`]?.hasAlpha ?? false;
}

/** How the game draws a picture: a photo, or a floor plan, whose names must stay readable. */
export type PixelKind = "photo" | "plan";

/** The photo as the game's pixel art: its one PNG, and the same inline for the first screen's. */
export function pixelArtOf(photo: Photo, kind: PixelKind): { picture: Picture; inline: string } {
  const key = `./photos/${photo.file}`;
  const picture = (kind === "plan" ? pixelPlans : pixelArt)[key];
  const inline = (kind === "plan" ? pixelPlansInline : pixelArtInline)[key];
  if (!picture || !inline) throw new Error(`No photo named ${photo.file} in src/content/photos/`);
  return { picture, inline };
}

export function previewOf(photo: Photo): string {
  const preview = previews[`./photos/${photo.file}`];
  if (!preview) throw new Error(`No photo named ${photo.file} in src/content/photos/`);
  return preview;
}

export function pictureOf(photo: Photo): Picture {
  const picture = pictures[`./photos/${photo.file}`];
  // The build's content check makes this unreachable; say what to do if it happens anyway.
  if (!picture) throw new Error(`No photo named ${photo.file} in src/content/photos/`);
  return picture;
}
