// The Latin pieces of the faces, cut to the site's letters (pipeline/cut-fonts.ts): every site has them.
import cormorant from "../../.generated/fonts/cormorant-garamond-latin-500-normal.woff2?url";
import inter from "../../.generated/fonts/inter-latin-wght-normal.woff2?url";
import { fontPreloads } from "../ui/font-preloads";

/** The invitation's first screen: the couple's names in Cormorant, the words around them in Inter. */
export const invitationFonts = () => fontPreloads(cormorant, inter);
