/** The id of the element that every page places where its first paint may begin. */
export const FIRST_PAINT_END_ID = "first-paint-end";

/**
 * Marks the end of what a page paints first as one piece. On a slow line the
 * HTML arrives in parts, and the browser holds its first paint until this
 * element is parsed (a render-blocking `expect` link, src/root.tsx): a block
 * centred on the screen, painted before its last lines came, would move up
 * when they did. Empty, so Chrome (which unblocks when the element starts) and
 * the standard (when it ends) agree, and so it stays the last thing in place.
 */
export function FirstPaintEnd() {
  return <span id={FIRST_PAINT_END_ID} hidden />;
}
