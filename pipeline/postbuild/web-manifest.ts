/**
 * The web app manifest: the site on a guest's home screen, named in the default language (the couple's names
 * alone on a private site, which says nothing more to a stranger), with the couple's initials and the PNG icons.
 */
import type { Site } from "../../src/site/site.server";
import { joinedInitials } from "../../src/text/joined-names";
import { PALETTE } from "../../src/palette";
import { directionOf } from "../../src/words/direction";
import { FAVICON_PNGS } from "./social-images";

export function webManifest(site: Site, { sealed }: { sealed: boolean }) {
  return {
    name: sealed ? site.coupleNames : site.title,
    lang: site.language,
    dir: directionOf(site.words.locale),
    short_name: joinedInitials(site.initials, site.words.joint),
    start_url: "/",
    display: "standalone",
    background_color: PALETTE.paper,
    theme_color: PALETTE.paper,
    // PNGs only, as in the page's head (src/root.tsx).
    icons: FAVICON_PNGS.filter(({ path }) => path.startsWith("/icon-")).map(({ path, size }) => ({
      src: path,
      sizes: `${size}x${size}`,
      type: "image/png",
    })),
  };
}
