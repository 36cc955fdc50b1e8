import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { DEFAULT_LANGUAGE, LANGUAGES, pathIn } from "./languages";
import { segmentOf } from "./language-tag";
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

// The same modules serve every language, so each route but the default's needs an id of its language's.
function routesIn(language: string) {
  const at = (path: string) => pathIn(language, path);
  const options = (module: string) =>
    language === DEFAULT_LANGUAGE ? {} : { id: `${segmentOf(language)}/${module.replace(/\.tsx?$/, "")}` };
  const gamer = at(GAMER_LAYOUT.path);
  return [
    language === DEFAULT_LANGUAGE
      ? index(LANDING.module)
      : route(below("/", at(LANDING.path)), LANDING.module, options(LANDING.module)),
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

export default LANGUAGES.flatMap(routesIn) satisfies RouteConfig;
