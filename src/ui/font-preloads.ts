import type { LinkDescriptor } from "react-router";

/**
 * Preloads of the faces a look's first screen is drawn in, from the page's
 * head: a face is otherwise asked for only once the page's text is laid out,
 * after the whole head is read. Fonts are fetched without credentials, so
 * their preload is too, or the browser fetches them twice.
 */
export const fontPreloads = (...hrefs: string[]): LinkDescriptor[] =>
  hrefs.map((href) => ({ rel: "preload", as: "font", type: "font/woff2", href, crossOrigin: "anonymous" }));
