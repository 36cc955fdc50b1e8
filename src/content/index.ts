/**
 * The content's types, for components: they take their slice of the content
 * as props from their route's loader, and import from src/content nothing but
 * types. The content itself, and what the loaders make of it, are in
 * ./content.server.ts, which React Router keeps out of every page's scripts.
 */
export type * from "./content.server";
