/**
 * Whether a note is short enough to centre in a centred card: three lines at most on a phone, at `lettersPerLine`
 * letters a line. A longer one reads from its edge, each line found where the last began.
 */
export const isShortNote = (note: string, lettersPerLine: number) => [...note].length <= lettersPerLine * 3;
