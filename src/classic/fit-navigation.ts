/**
 * Shows the classic header's sections as a row of links where the row fits the header, and
 * behind the menu button where it does not: lays them out as a row (`data-nav="row"`, the
 * nav-inline variant of invitation.css) and keeps it if nothing then reaches past the header;
 * where even the menu button and the languages overrun it, the languages go into the menu too
 * (`data-languages="menu"`, the languages-in-menu variant).
 * Self-contained, with no import or outer name, so the page runs it inline too (its text).
 */
export function fitNavigation(header: HTMLElement) {
  const overflows = () => header.scrollWidth > header.clientWidth;
  header.dataset.nav = "row";
  header.dataset.languages = "bar";
  if (overflows()) header.dataset.nav = "menu";
  // Beside the menu button, a site's languages may still outrun a phone's width: they join the sections then.
  if (overflows()) header.dataset.languages = "menu";
}
