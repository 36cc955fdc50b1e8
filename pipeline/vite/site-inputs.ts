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

const NAME = "wedding-site-inputs";

/**
 * The plugin that gives `virtual:wedding/inputs`. vite.config.ts has the public site's; a prerender of the build
 * gives its own beside it (../prerender.ts), and the one given last answers, as Vite's inline configuration wins
 * over its file's.
 */
export function siteInputs(settings: SiteSettings = PUBLIC_SITE): Plugin {
  let givenLast = true;
  const plugin: Plugin = {
    name: NAME,
    configResolved(config) {
      givenLast = config.plugins.findLast((each) => each.name === NAME) === plugin;
    },
    resolveId: (id) => (givenLast && id === ID ? RESOLVED : undefined),
    load(id) {
      if (!givenLast || id !== RESOLVED) return;
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
  return plugin;
}
