/**
 * The pictures the site is shown by outside its pages: the link preview a
 * messaging app draws (1200 x 630, the invitation's look, made from the
 * content), and the favicon as PNGs for browsers and home screens that do not
 * take the SVG. Run by pipeline/postbuild/finish.ts into the built site.
 */
import satori from "satori";
import sharp from "sharp";
import { SOCIAL_IMAGE } from "../../src/site/page-head.server";
import type { Site } from "../../src/site/site.server";
import { PALETTE } from "../../src/palette";
import { inOutline, printCuts } from "../fonts/print-faces";
import { inPresentationForms } from "./arabic-forms";
import { directionOf } from "../../src/words/direction";
import { isBoundJoint } from "../../src/text/joined-names";

export { SOCIAL_IMAGE };
export const FAVICON_PNGS = [
  { path: "/favicon-32.png", size: 32 },
  { path: "/apple-touch-icon.png", size: 180 },
  // The web app manifest's, for a guest who adds the site to a home screen.
  { path: "/icon-192.png", size: 192 },
  { path: "/icon-512.png", size: 512 },
] as const;

const { paper: PAPER, ink: INK, gold: GOLD, goldText: GOLD_TEXT } = PALETTE;

const WEIGHT = 500 as const;

/**
 * The invitation's serif, upright and italic, cut to the preview's letters: Cormorant, then each script face the
 * pages draw a letter it lacks in ("Ł", "Δ", "ש", "ع"), tried in the pages' order.
 */
async function previewFonts(text: string) {
  const cuts = await printCuts(text, [WEIGHT], { family: "Cormorant Garamond" });
  const fonts = cuts.map(({ face, file }, index) => ({
    name: `${face.family} ${index}`,
    data: file,
    weight: WEIGHT,
    style: face.style,
  }));
  const stack = (style: string) =>
    fonts
      .filter((font) => font.style === style)
      .map((font) => `"${font.name}"`)
      .join(", ");
  return { fonts, upright: stack("normal"), italic: stack("italic") };
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: Node | Node[] | string } };
const div = (style: Record<string, unknown>, children: Node["props"]["children"]): Node => ({
  type: "div",
  props: { style: { display: "flex", ...style }, children },
});

/**
 * What satori cannot place: a mark drawn apart from its letter (a shadda, a niqqud point, a joined Arabic letter's
 * dots) lands far from it. So the preview sets Hebrew and Arabic unpointed, as they are mostly written, and each
 * Arabic letter in its joined form as one glyph (./arabic-forms.ts), which its font composes whole.
 */
const UNPLACED_MARKS = /[\u0591-\u05c7\u064b-\u065f\u0670]/gu;
const asDrawn = (text: string) => inPresentationForms(inOutline(text.normalize("NFC").replace(UNPLACED_MARKS, "")));

/**
 * The link preview: the couple's names, the date and the place, on the
 * invitation's paper, with the announcement, the names' joint and the date in one language of the site's.
 */
export async function socialImage(
  site: Pick<Site, "language" | "content" | "words" | "dates" | "names" | "coupleNames" | "mainEvent">,
) {
  const { names, coupleNames } = site;
  const { place } = site.mainEvent;
  const announcement = asDrawn(site.words.announcement);
  const joint = asDrawn(site.words.joint);
  const [partnerOne, partnerTwo] = [names.partnerOne, names.partnerTwo].map(asDrawn);
  const longDate = asDrawn(site.dates.longDate(site.content.wedding.date));
  const placeLine = asDrawn(`${place.name} · ${place.cityZip}`);
  const { fonts, upright, italic } = await previewFonts(
    [announcement, partnerOne, joint, partnerTwo, longDate, placeLine].join(" "),
  );
  // Hebrew and Arabic, right to left, have no capitals to space, nor italics or old-style figures; an ampersand
  // keeps its flourish, and their announcement, unspaced, a size up (src/app.css, invitation.css).
  const direction = directionOf(site.language);
  const leftToRight = direction === "ltr";
  const italics = { fontFamily: italic, fontStyle: "italic" };
  const slanted = leftToRight ? italics : {};
  // Cormorant's letters average under half an em, Naskh's Arabic over it: long names get a smaller size, and may wrap.
  const letterEm = /\p{Script=Arabic}/u.test(coupleNames) ? 0.55 : 0.45;
  const namesSize = Math.min(108, Math.floor(1060 / (coupleNames.length * letterEm)));
  // As the invitation sets them: Hebrew's ו joined to the second name, any other joint apart between them.
  const pair = isBoundJoint(joint)
    ? [div({}, partnerOne), div({ marginInlineStart: 28 }, `${joint}${partnerTwo}`)]
    : [
        div({}, partnerOne),
        div({ margin: "0 28px", color: GOLD, ...(joint === "&" ? italics : slanted) }, joint),
        div({}, partnerTwo),
      ];
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
          fontFamily: upright,
          // Each letter whole, as its font composes it: no mark apart to place.
          fontFeatureSettings: leftToRight ? '"ccmp" 0' : '"ccmp" 0, "lnum" 1',
          textAlign: "center",
          direction,
        },
        [
          div(
            {
              fontSize: leftToRight ? 30 : 35,
              letterSpacing: leftToRight ? 8 : 0,
              color: GOLD_TEXT,
              textTransform: "uppercase",
            },
            announcement,
          ),
          div(
            { marginTop: 18, fontSize: namesSize, lineHeight: 1.05, flexWrap: "wrap", justifyContent: "center" },
            pair,
          ),
          div({ marginTop: 26, width: 240, height: 2, backgroundColor: GOLD }, ""),
          div({ marginTop: 26, fontSize: 44, ...slanted }, longDate),
          div({ marginTop: 8, fontSize: 32, color: GOLD_TEXT }, placeLine),
        ],
      ),
    ),
  );
  const svg = await satori(card as Parameters<typeof satori>[0], {
    width: SOCIAL_IMAGE.width,
    height: SOCIAL_IMAGE.height,
    fonts,
    // The content's checks refuse a letter no face has: one here is a face this picture was not given. An emoji
    // newer than Noto's outlines is left out of the picture, as a device without it would.
    loadAdditionalAsset: (language, segment) => {
      if (language === "emoji") return Promise.resolve([]);
      throw new Error(`The link preview has no face for "${segment}".`);
    },
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
