import { type RouteConfig, index, route } from "@react-router/dev/routes";
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

/** A path as a route nested under `parent` writes it: "/gamer/faq" under "/gamer" is "faq". */
const below = (parent: string, path: string) => path.slice(parent.length).replace(/^\//, "");

/** The route table, made from the one list of pages (src/pages.ts). */
export default [
  index(LANDING.module),
  route(below("/", CLASSIC.path), CLASSIC.module),
  route(below("/", GAMER_LAYOUT.path), GAMER_LAYOUT.module, [
    index(GAMER_HOME.module),
    ...GAMER_MENU.map((page) => route(below(GAMER_LAYOUT.path, page.path), page.module)),
    route("*", GAMER_NOT_FOUND.module),
  ]),
  route(below("/", CALENDAR_FILE.path), CALENDAR_FILE.module),
  route("*", NOT_FOUND.module),
] satisfies RouteConfig;
