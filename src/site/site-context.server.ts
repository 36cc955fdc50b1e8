/**
 * How a page's loader gets its site: the root's middleware makes it from the
 * inputs the request's context carries (a test's, a preview's) or, without
 * them, this build's own, and puts it in the context for every loader of the
 * page. React Router runs loaders only while it prerenders the pages.
 */
import { createContext, type MiddlewareFunction } from "react-router";
import { languageOfPath } from "../language-paths";
import { siteLanguages } from "../content/local-text.server";
import { makeSite, type Site, type SiteInputs } from "./site.server";

/** The inputs a site is made from, when the one asking for a page gives its own. */
export const inputsContext = createContext<SiteInputs | null>(null);

/** The site in the language of the page asked for. */
export const siteContext = createContext<Site>();

/** Each language's site, made once from each set of inputs: every page of a prerender reads the same. */
const made = new WeakMap<SiteInputs, Map<string, Site>>();

function siteAt(inputs: SiteInputs, pathname: string): Site {
  const language = languageOfPath(siteLanguages(inputs.rawContent), pathname);
  const sites = made.get(inputs) ?? new Map<string, Site>();
  made.set(inputs, sites);
  const site = sites.get(language) ?? makeSite(inputs, language);
  sites.set(language, site);
  return site;
}

export const siteMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const inputs: SiteInputs = context.get(inputsContext) ?? (await import("virtual:wedding/inputs"));
  context.set(siteContext, siteAt(inputs, new URL(request.url).pathname));
};
