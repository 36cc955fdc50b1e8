// Components import only types from here; the content and its loaders live in ./content.server.ts.
export type * from "./content.server";
