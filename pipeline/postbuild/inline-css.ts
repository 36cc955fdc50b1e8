/** A stylesheet link as React Router writes it into the prerendered HTML. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/?>/g;

/**
 * Puts each stylesheet the page links to into a <style> in its place, and
 * keeps the <link> (React hydrates the head and expects it) as `disabled`.
 * A `</style` inside the CSS would end the element early; Tailwind never
 * writes one, and it is refused rather than trusted.
 */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  return html.replace(STYLESHEET_LINK, (link: string, href: string) => {
    const css = readStylesheet(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined.`);
    return `<style data-href="${href}">${css}</style>${link.replace(/\/?>$/, " disabled>")}`;
  });
}
