// The bar's layout from its words' widths, known before a browser lays them out: VT323 draws every letter
// 0.4 em wide, Press Start 2P 1 em, a wide letter they borrow (Japanese, Chinese, Korean) 0.7 em, and a Hebrew
// letter as wide as Handjet draws it beside VT323.
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * The Hebrew letters' widths beside VT323, in steps of Handjet's grid, 17 to its em, set at 92%
 * (pipeline/fonts/handjet-letters.ts draws them); a letter not here, as wide as the widest.
 */
const HEBREW_STEPS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries({
    10: "חםת",
    9.5: "ש",
    9: "אבהטמסףפ",
    8.5: "עק",
    8: "כלץצ",
    7.5: "דךר",
    6.5: "נ",
    6: "גוין״",
    5.5: "ז",
    4: "׳",
  }).flatMap(([steps, letters]) => [...letters].map((letter) => [letter, Number(steps)])),
);
const HEBREW_STEP_EM = 0.92 / 17;
const HEBREW = /\p{Script=Hebrew}/u;

/** How wide the game's body face draws `letter`, in ems. */
export function terminalEm(letter: string): number {
  if (WIDE.test(letter)) return 0.7;
  if (HEBREW.test(letter)) return (HEBREW_STEPS[letter] ?? 10) * HEBREW_STEP_EM;
  return 0.4;
}

const CAPTION_PX = 18;
const QUEST_PX = 14;
const PHONE_QUEST_PX = 12;
const HEADER_PADDING_PX = 2 * 12;

const terminalPx = (text: string, size: number) =>
  [...text].reduce((width, letter) => width + terminalEm(letter) * size, 0);

const captionPx = (caption: string) => terminalPx(caption, CAPTION_PX);

const sum = (widths: number[]) => widths.reduce((total, width) => total + width, 0);

/** A 360 px phone's row, the narrowest in common use. */
const PHONE_ROW_PX = 360 - HEADER_PADDING_PX - 2 * 8;

/** A 320 px phone's row, the narrowest any test lays a page out at. */
const NARROWEST_ROW_PX = 320 - HEADER_PADDING_PX - 2 * 8;

/**
 * Each slot at least 44 px, its caption at least 6 px from either side (IconLink's px-1, and a share of the row's
 * room), parted by 4 px: at 4 px, "Schedule" stood against its frames.
 */
function hotbarFits(captions: readonly string[]): boolean {
  const slots = sum(captions.map((caption) => Math.max(44, captionPx(caption) + 12)));
  return slots + 4 * (captions.length - 1) <= PHONE_ROW_PX;
}

/**
 * The rows of a phone's hotbar: one where its captions fit a row; two, each half the pages, where an even
 * number of them fit half a row each even on the narrowest phone ("Geschenke", "Programme"); none where
 * they do not, and the pages stand in frames of their own.
 */
export function hotbarRows(captions: readonly string[]): 0 | 1 | 2 {
  if (hotbarFits(captions)) return 1;
  const columns = captions.length / 2;
  const slot = (NARROWEST_ROW_PX - 4 * (columns - 1)) / columns;
  const fitsHalves = Number.isInteger(columns) && captions.every((caption) => captionPx(caption) <= slot);
  return fitsHalves ? 2 : 0;
}

const longest = (labels: readonly string[]) => Math.max(...labels.map((label) => [...label].length));

/** Its 24 px icon and 32 px of padding and gap beside its widest label: half a row, beside two pages under four. */
export const questFitsHalfARow = (questLabels: readonly string[]) =>
  56 + longest(questLabels) * PHONE_QUEST_PX <= (PHONE_ROW_PX - 4) / 2;

const BAR_BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export type BarBreakpoint = keyof typeof BAR_BREAKPOINTS;

/** Icons at least 64 px, 16 px apart; the quest at least 176 px (min-w-44) with 12 px either side. */
export function oneRowFrom(captions: readonly string[], questLabels: readonly string[]): BarBreakpoint {
  const icons = sum(captions.map((caption) => Math.max(64, captionPx(caption) + 16)));
  const quest = 24 + Math.max(176, 40 + 24 + 8 + longest(questLabels) * QUEST_PX);
  const row = icons + quest + 16 * captions.length;
  const fits = (Object.keys(BAR_BREAKPOINTS) as BarBreakpoint[]).find(
    (breakpoint) => row <= BAR_BREAKPOINTS[breakpoint] - HEADER_PADDING_PX,
  );
  return fits ?? "xl";
}

/** A stage's title at 30 px, in its card's 160 px at four to a wide screen's row, or 241 px at three. */
const STAGE_TITLE_PX = 30;
const STAGE_ROOM_PX = { 4: 160, 3: 241 } as const;

/** The most stages a wide row holds with no title's word cut in two ("Hochzeitstort / e"). */
export function stagesInARowAtMost(titles: readonly string[]): number {
  const longestWord = Math.max(
    0,
    ...titles.flatMap((title) => title.split(/\s+/u)).map((word) => terminalPx(word, STAGE_TITLE_PX)),
  );
  return longestWord <= STAGE_ROOM_PX[4] ? 4 : longestWord <= STAGE_ROOM_PX[3] ? 3 : 2;
}
