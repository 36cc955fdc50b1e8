/**
 * The room a short text on an invitation's first screen keeps on a phone from
 * the first paint: as many lines as it may take there. Its stand-in face and
 * the web font set words a few per cent apart, so a text that only just fits
 * one line in one takes two in the other, and what is under it would move
 * when the font came. `lettersPerLine` is about how many of its letters fill a
 * line at 360 px; from sm up the invitation has room for it.
 */
export function lineRoom(text: string, lettersPerLine: number): string {
  const lines = Math.ceil([...text].length / (lettersPerLine * 0.95));
  if (lines >= 3) return "max-sm:min-h-[3lh]";
  return lines === 2 ? "max-sm:min-h-[2lh]" : "";
}

/** About how many letters of the invitation's spaced capitals ("WELCOME TO…") fill a phone's line. */
export const CAPTION_LETTERS = 24;
