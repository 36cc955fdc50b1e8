/**
 * The pictures the site is shown by outside its pages: the link preview a
 * messaging app draws (1200 x 630, the invitation's look, made from the
 * content), and the favicon as PNGs for browsers and home screens that do not
 * take the SVG. Run by pipeline/postbuild/finish.ts into the built site.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import satori from "satori";
import sharp from "sharp";
import { SOCIAL_IMAGE } from "../../src/site/page-head.server";
import type { Site } from "../../src/site/site.server";
import { PALETTE } from "../../src/palette";

export { SOCIAL_IMAGE };
export const FAVICON_PNGS = [
  { path: "/favicon-32.png", size: 32 },
  { path: "/apple-touch-icon.png", size: 180 },
  // The web app manifest's, for a guest who adds the site to a home screen.
  { path: "/icon-192.png", size: 192 },
  { path: "/icon-512.png", size: 512 },
] as const;

const { paper: PAPER, ink: INK, gold: GOLD, goldText: GOLD_TEXT } = PALETTE;

const fontFile = (name: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`@fontsource/cormorant-garamond/files/${name}`));

type Node = { type: string; props: { style?: Record<string, unknown>; children?: Node | Node[] | string } };
const div = (style: Record<string, unknown>, children: Node["props"]["children"]): Node => ({
  type: "div",
  props: { style: { display: "flex", ...style }, children },
});

/**
 * The link preview: the couple's names, the date and the place, on the
 * invitation's paper, with the announcement, the names' joint and the date in one language of the site's.
 */
export async function socialImage(
  site: Pick<Site, "content" | "words" | "dates" | "names" | "coupleNames" | "mainEvent">,
) {
  const { words, names, coupleNames } = site;
  const { place } = site.mainEvent;
  const longDate = site.dates.longDate(site.content.wedding.date);
  // Cormorant's letters average under half an em: long names get a smaller size, and may wrap.
  const namesSize = Math.min(108, Math.floor(1060 / (coupleNames.length * 0.45)));
  // The invitation's double gold frame, as on the landing page.
  const card = div(
    { width: "100%", height: "100%", backgroundColor: PAPER },
    div(
      { flex: 1, margin: 28, padding: 10, border: `2px solid ${GOLD}` },
      div(
        {
          flex: 1,
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "center",
          border: `1px solid ${GOLD}80`,
          color: INK,
          fontFamily: "Cormorant Garamond",
          textAlign: "center",
        },
        [
          div({ fontSize: 30, letterSpacing: 8, color: GOLD_TEXT, textTransform: "uppercase" }, words.announcement),
          div({ marginTop: 18, fontSize: namesSize, lineHeight: 1.05, flexWrap: "wrap", justifyContent: "center" }, [
            div({}, names.partnerOne),
            div({ margin: "0 28px", color: GOLD, fontStyle: "italic" }, words.joint),
            div({}, names.partnerTwo),
          ]),
          div({ marginTop: 26, width: 240, height: 2, backgroundColor: GOLD }, ""),
          div({ marginTop: 26, fontSize: 44, fontStyle: "italic" }, longDate),
          div({ marginTop: 8, fontSize: 32, color: GOLD_TEXT }, `${place.name} · ${place.cityZip}`),
        ],
      ),
    ),
  );
  const svg = await satori(card as Parameters<typeof satori>[0], {
    width: SOCIAL_IMAGE.width,
    height: SOCIAL_IMAGE.height,
    fonts: [
      { name: "Cormorant Garamond", data: fontFile("cormorant-garamond-latin-500-normal.woff"), weight: 500 },
      {
        name: "Cormorant Garamond",
        data: fontFile("cormorant-garamond-latin-500-italic.woff"),
        weight: 500,
        style: "italic",
      },
    ],
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** The favicon at a PNG size, on its own dark square: home screens draw no transparency. */
export function faviconPng(svg: Buffer, size: number): Promise<Buffer> {
  return sharp(svg, { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .flatten({ background: INK })
    .png()
    .toBuffer();
}
