import type { LinksFunction } from "react-router";
import pixel from "@fontsource/press-start-2p/files/press-start-2p-latin-400-normal.woff2?url";
import terminal from "@fontsource/vt323/files/vt323-latin-400-normal.woff2?url";

/**
 * Preloads the gamer pages' two faces. Both are far wider than any fallback,
 * so without a preload the layout jumps when they arrive (CLS up to 0.09 on
 * a throttled phone). The invitation pages need none: their fallbacks are
 * close enough that the swap does not move the page.
 */
export const gamerFontLinks: LinksFunction = () =>
  [pixel, terminal].map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  }));
