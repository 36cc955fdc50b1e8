// The Latin pieces of the faces, cut to the site's letters (pipeline/cut-fonts.ts): every site has them.
import pressStart from "../../.generated/fonts/press-start-2p-latin-400-normal.woff2?url";
import vt323 from "../../.generated/fonts/vt323-latin-400-normal.woff2?url";
import { fontPreloads } from "../ui/font-preloads";

/** The game's first screen: its titles and logo in the pixel face, its text in the terminal's. */
export const gamerFonts = () => fontPreloads(pressStart, vt323);
