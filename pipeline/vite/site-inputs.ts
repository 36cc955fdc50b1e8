/**
 * The build's inputs, as the server's build of the pages imports them:
 * `virtual:wedding/inputs` holds the couple's content file, the photos as
 * the photo pipeline draws them, and how this build shows them (groups,
 * sealed, household links, a household's own form of address). src/site/site-context.server.ts makes the
 * site from them, unless a request brings inputs of its own.
 */
import type { Plugin } from "vite";
import { CONTENT_FILE } from "../../src/content/folders.ts";
import type { SiteSettings } from "../../src/site/site.server";

const ID = "virtual:wedding/inputs";
const RESOLVED = `\0${ID}`;

/** The site everyone reads, public, without household links: `npm run dev`'s, and a build's unless it says. */
const PUBLIC_SITE: SiteSettings = { groups: [], sealed: false, householdLinks: false };

const SETTINGS = "wedding-site-settings";

/**
 * How a prerender shows the site (../prerender.ts), given beside vite.config.ts's plugins for `siteInputs` to read:
 * React Router's plugin refuses a build without a config file, and Vite loads that file as a module of its own, so
 * neither an argument nor a module's state can reach it.
 */
export const siteSettings = (settings: SiteSettings): Plugin => ({ name: SETTINGS, api: { settings } });

/**
 * The plugin that gives `virtual:wedding/inputs`, in vite.config.ts: the site shown as a `siteSettings` plugin in
 * the same configuration says, or, with none, the public site.
 */
export function siteInputs(): Plugin {
  let settings = PUBLIC_SITE;
  return {
    name: "wedding-site-inputs",
    configResolved(config) {
      settings =
        (config.plugins.find((each) => each.name === SETTINGS)?.api as { settings: SiteSettings } | undefined)
          ?.settings ?? PUBLIC_SITE;
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return;
      return [
        `export { wedding as rawContent } from "/${CONTENT_FILE}";`,
        'export * as photos from "/src/content/photos.server.ts";',
        // A formality the settings leave out is the content's own: the module names it still, as undefined.
        ...Object.entries({ formality: undefined, ...settings }).map(
          ([name, value]) => `export const ${name} = ${value === undefined ? "undefined" : JSON.stringify(value)};`,
        ),
      ].join("\n");
    },
  };
}
