/** The spec's words for a page that is not there, which both experiences' 404 pages say. */
export const NOT_FOUND_TEXT = "Oops, sorry we can’t find that page";
export const NOT_FOUND_SUB_LINE = "Either something went wrong or the page doesn’t exist anymore";
