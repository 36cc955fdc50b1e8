/** Self-contained, with no import or outer name: the page also runs its text inline before the first paint. */
export function fitNavigation(header: HTMLElement) {
  const overflows = () => header.scrollWidth > header.clientWidth;
  header.dataset.nav = "row";
  header.dataset.languages = "bar";
  if (overflows()) header.dataset.nav = "menu";
  if (overflows()) header.dataset.languages = "menu";
}
