/** This build's inputs, which pipeline/vite/site-inputs.ts gives the server's build (src/content/site.server.ts). */
declare module "virtual:wedding/inputs" {
  export const content: unknown;
  export const photos: import("./shown.server").Photos;
  export const groups: import("./site.server").SiteSettings["groups"];
  export const sealed: boolean;
  export const householdLinks: boolean;
}
