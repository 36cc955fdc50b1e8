/** This build's inputs, which pipeline/vite/site-inputs.ts gives the server's build (src/site/site.server.ts). */
declare module "virtual:wedding/inputs" {
  export const rawContent: unknown;
  export const photos: import("../site/shown.server").Photos;
  export const groups: import("../site/site.server").SiteSettings["groups"];
  export const sealed: boolean;
  export const householdLinks: boolean;
  export const formality: import("../words/formal").Formality | undefined;
}

/** Every photo of the photos folder in each set of copies the pages draw (pipeline/vite/photo-copies.ts), by its path. */
declare module "virtual:wedding/photo-copies" {
  type Pictures = Record<string, import("./photos.server").Picture>;
  type Inline = Record<string, string>;
  export const pictures: Pictures;
  export const pixelArt: Pictures;
  export const pixelPlans: Pictures;
  export const pixelArtInline: Inline;
  export const pixelPlansInline: Inline;
  export const transparency: Record<string, { hasAlpha: boolean }>;
  export const focus: Record<string, { focus: import("./photos.server").Focus }>;
}
