/**
 * A language of the site as the content names it: a dictionary's code
 * ("pl"), or that code with a region ("pt-BR", "es-419"), whose dates, digits
 * and clock are written as that region writes them. Pure functions of the
 * tag, so the build and a page's scripts read it alike.
 */

/** The code of the language's dictionary (src/words/): "pt" of "pt-BR". */
export const baseOf = (language: string) => language.split("-")[0].toLowerCase();

/** The region a language is written for, where it names one: "BR" of "pt-BR". */
export const regionOf = (language: string): string | undefined => language.split("-")[1];

/** The folder of its pages: "pt-br", in lower case as addresses are. */
export const segmentOf = (language: string) => language.toLowerCase();
