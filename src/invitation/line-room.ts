/** Holds on a phone the lines `text` may take (`lettersPerLine` at 360 px), so the web font moves nothing. */
export function lineRoom(text: string, lettersPerLine: number): string {
  const lines = Math.ceil([...text].length / (lettersPerLine * 0.95));
  if (lines >= 3) return "max-sm:min-h-[3lh]";
  return lines === 2 ? "max-sm:min-h-[2lh]" : "";
}

export const CAPTION_LETTERS = 24;
