export const FIRST_PAINT_END_ID = "first-paint-end";

/** The first paint waits for it (root.tsx). Empty: Chrome unblocks at its start, the standard at its end. */
export function FirstPaintEnd() {
  return <span id={FIRST_PAINT_END_ID} hidden />;
}
