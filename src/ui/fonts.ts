import type { LinksFunction } from "react-router";
import serif from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2?url";
import sans from "@fontsource/inter/files/inter-latin-400-normal.woff2?url";

/**
 * Preloads the two faces the invitation pages draw their first screen with,
 * so the text does not reflow when they arrive. The same hashed files the
 * stylesheet names: Vite resolves both imports to one asset.
 */
export const invitationFontLinks: LinksFunction = () =>
  [serif, sans].map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  }));
