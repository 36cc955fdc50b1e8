/**
 * The header's sections as a row as wide as the page's column, whose edges the hero's meet; in closer letters where
 * the design's do not fit it; in a row as wide as the window where even those do not; else behind the menu button.
 * Then the languages, into the menu where the bar does not fit either.
 * Self-contained, with no import or outer name: the page also runs its text inline before the first paint.
 */
export function fitNavigation(header: HTMLElement) {
  const row = header.firstElementChild as HTMLElement;
  const overflows = (element: HTMLElement) => element.scrollWidth > element.clientWidth;
  header.dataset.languages = "bar";
  for (const nav of ["row", "close", "wide", "menu"]) {
    header.dataset.nav = nav;
    if (nav === "menu" || !overflows(nav === "wide" ? header : row)) break;
  }
  if (overflows(header)) header.dataset.languages = "menu";
}
