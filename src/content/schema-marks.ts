/**
 * Marks the content's schema sets on two kinds of field, which its JSON Schema carries for the local editor
 * (editor/form-schema.ts): a text in the site's languages, laid out side by side, and the site's own words,
 * each found by what it says.
 */
export const LOCAL_TEXT = "x-local-text";
export const SITE_WORDS = "x-site-words";
/** A field that names one of the content's places by its short name: chosen from them. */
export const PLACE = "x-place";
