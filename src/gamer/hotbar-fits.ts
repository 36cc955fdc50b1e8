/**
 * Whether a phone shows the game's pages as one hotbar: when their captions fit one row of a
 * 360 px phone, the narrowest in common use, beside the header's padding and the bar's margins.
 * The terminal face (VT323) draws every letter 0.4 em wide; a wide letter it borrows (Japanese,
 * Chinese, Korean) takes 0.7 em.
 */
const ROW_PX = 360 - 2 * 12 - 2 * 8;
const CAPTION_PX = 18;
const SLOT_MIN_PX = 44;
const DIVIDER_PX = 4;
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

const captionPx = (caption: string) =>
  [...caption].reduce((width, letter) => width + (WIDE.test(letter) ? 0.7 : 0.4) * CAPTION_PX, 0);

export function hotbarFits(captions: readonly string[]): boolean {
  const slots = captions.reduce((width, caption) => width + Math.max(SLOT_MIN_PX, captionPx(caption)), 0);
  return slots + DIVIDER_PX * (captions.length - 1) <= ROW_PX;
}
