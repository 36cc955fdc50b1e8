import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { pathIn } from "./language-paths";
import { segmentOf } from "./language-tag";
import { siteLanguages } from "./content/local-text.server";
import { wedding } from "../content/wedding";
import {
  CALENDAR_FILE,
  CLASSIC,
  GAMER_HOME,
  GAMER_LAYOUT,
  GAMER_MENU,
  GAMER_NOT_FOUND,
  LANDING,
  NOT_FOUND,
} from "./pages";

const below = (parent: string, path: string) => path.slice(parent.length).replace(/^\//, "").replace(/\/$/, "");

/** The route table of a site in `languages`, the default first: each language's pages under its own path. */
export function siteRoutes(languages: readonly string[]): RouteConfigEntry[] {
  return languages.flatMap((language) => routesIn(languages, language));
}

// The same modules serve every language, so each route but the default's needs an id of its language's.
function routesIn(languages: readonly string[], language: string) {
  const at = (path: string) => pathIn(languages, language, path);
  const isDefault = language === languages[0];
  const options = (module: string) =>
    isDefault ? {} : { id: `${segmentOf(language)}/${module.replace(/\.tsx?$/, "")}` };
  const gamer = at(GAMER_LAYOUT.path);
  return [
    isDefault ? index(LANDING.module) : route(below("/", at(LANDING.path)), LANDING.module, options(LANDING.module)),
    route(below("/", at(CLASSIC.path)), CLASSIC.module, options(CLASSIC.module)),
    route(below("/", gamer), GAMER_LAYOUT.module, options(GAMER_LAYOUT.module), [
      index(GAMER_HOME.module, options(GAMER_HOME.module)),
      ...GAMER_MENU.map((page) => route(below(gamer, at(page.path)), page.module, options(page.module))),
      route("*", GAMER_NOT_FOUND.module, options(GAMER_NOT_FOUND.module)),
    ]),
    route(below("/", at(CALENDAR_FILE.path)), CALENDAR_FILE.module, options(CALENDAR_FILE.module)),
    route(below("/", `${at(LANDING.path)}*`), NOT_FOUND.module, options(NOT_FOUND.module)),
  ];
}

// React Router reads this file for the route table: the couple's languages are the one part of the content it needs.
export default siteRoutes(siteLanguages(wedding)) satisfies RouteConfig;
