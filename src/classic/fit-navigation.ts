/**
 * Shows the classic header's sections as a row of links where the row fits the header, and
 * behind the menu button where it does not: lays them out as a row (`data-nav="row"`, the
 * nav-inline variant of invitation.css) and keeps it if nothing then reaches past the header.
 * Self-contained, with no import or outer name, so the page runs it inline too (its text).
 */
export function fitNavigation(header: HTMLElement) {
  header.dataset.nav = "row";
  if (header.scrollWidth > header.clientWidth) header.dataset.nav = "menu";
}
