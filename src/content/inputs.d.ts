/** This build's inputs, which pipeline/vite/site-inputs.ts gives the server's build (src/site/site.server.ts). */
declare module "virtual:wedding/inputs" {
  export const content: unknown;
  export const photos: import("../site/shown.server").Photos;
  export const groups: import("../site/site.server").SiteSettings["groups"];
  export const sealed: boolean;
  export const householdLinks: boolean;
}
