/**
 * How the game's menu is laid out, from its words' widths, known before a browser lays them out:
 * the terminal face (VT323) draws every letter 0.4 em wide, the pixel face (Press Start 2P) 1 em;
 * a wide letter they borrow (Japanese, Chinese, Korean) takes 0.7 em of the terminal's.
 */
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CAPTION_PX = 18;
const QUEST_PX = 14;
const PHONE_QUEST_PX = 12;
/** The header's padding on either side (its px-3). */
const HEADER_PADDING_PX = 2 * 12;

const captionPx = (caption: string) =>
  [...caption].reduce((width, letter) => width + (WIDE.test(letter) ? 0.7 : 0.4) * CAPTION_PX, 0);

const sum = (widths: number[]) => widths.reduce((total, width) => total + width, 0);

/** A 360 px phone's row, the narrowest in common use, beside the header's padding and the bar's margins. */
const PHONE_ROW_PX = 360 - HEADER_PADDING_PX - 2 * 8;

/** Whether a phone shows the pages as one hotbar: their captions fit its row, each slot at least 44 px, parted by 4 px. */
export function hotbarFits(captions: readonly string[]): boolean {
  const slots = sum(captions.map((caption) => Math.max(44, captionPx(caption))));
  return slots + 4 * (captions.length - 1) <= PHONE_ROW_PX;
}

const longest = (labels: readonly string[]) => Math.max(...labels.map((label) => [...label].length));

/**
 * Whether a phone's quest, as wide as its widest state's label beside its 24 px icon with 32 px of
 * padding and gap, fits half a row: beside two pages under a row of four.
 */
export const questFitsHalfARow = (questLabels: readonly string[]) =>
  56 + longest(questLabels) * PHONE_QUEST_PX <= (PHONE_ROW_PX - 4) / 2;

/** Tailwind's widths for a tablet and up, in px: from the first whose row holds them, the pages and the quest share one. */
export const BAR_BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export type BarBreakpoint = keyof typeof BAR_BREAKPOINTS;

/**
 * From which width the pages' icons and the quest between them share one row: each icon at least
 * 64 px with its 8 px sides, 16 px apart, the quest as wide as its widest state's label beside its
 * 24 px icon, with 40 px of padding and 12 px on either side. Narrower, the quest takes a row of its
 * own under the icons, rather than leave the last page alone on one. From xl the header's grid gives
 * the bar its own width.
 */
export function oneRowFrom(captions: readonly string[], questLabels: readonly string[]): BarBreakpoint {
  const icons = sum(captions.map((caption) => Math.max(64, captionPx(caption) + 16)));
  const quest = 24 + Math.max(176, 40 + 24 + 8 + longest(questLabels) * QUEST_PX);
  const row = icons + quest + 16 * captions.length;
  const fits = (Object.keys(BAR_BREAKPOINTS) as BarBreakpoint[]).find(
    (breakpoint) => row <= BAR_BREAKPOINTS[breakpoint] - HEADER_PADDING_PX,
  );
  return fits ?? "xl";
}
