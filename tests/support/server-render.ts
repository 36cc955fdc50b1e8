/**
 * The site's pages rendered in Node, from the real route modules and their
 * real loaders, as the build's prerender step renders them (React Router's
 * request handler over a server build made here from src/routes.ts), without
 * Vite's client build: a page in a few milliseconds instead of a whole build.
 * Each request brings the inputs the site is made from in its context, as a
 * live preview would (src/site/site-context.server.ts): any couple's
 * content, in any languages, with any photos, without a module mocked.
 */
import {
  createRequestHandler,
  RouterContextProvider,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
  type ServerBuild,
} from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import config from "../../react-router.config";
import handleRequest, { inputsContext } from "../../src/entry.server";
import { siteLanguages } from "../../src/content/local-text.server";
import type { SiteInputs } from "../../src/site/site.server";
import { prerenderedPaths } from "../../src/pages";
import { siteRoutes } from "../../src/routes";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
type FlatRoute = { id: string; parentId: string; path?: string; index?: boolean; file: string };

/** A route module as the framework's Vite plugin hands it on: its components given their props. */
function asBuilt(module: Record<string, unknown>): RouteModule {
  const wrapped: Record<string, unknown> = { ...module };
  if (typeof module.default === "function") wrapped.default = withComponentProps(module.default as never);
  if (typeof module.ErrorBoundary === "function")
    wrapped.ErrorBoundary = withErrorBoundaryProps(module.ErrorBoundary as never);
  return wrapped as unknown as RouteModule;
}

/** The route table as the build reads it: every route with its id (its module's path without extension, unless given) and its parent's. */
function flatten(entries: readonly RouteConfigEntry[], parentId: string): FlatRoute[] {
  return entries.flatMap((entry) => {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    const route = { id, parentId, path: entry.path, index: entry.index, file: entry.file };
    return [route, ...flatten(entry.children ?? [], id)];
  });
}

/** A route as both manifests list it: the root has no parent. */
const entryOf = ({ id, parentId, path, index }: FlatRoute) => ({ id, parentId: parentId || undefined, path, index });

const load = (file: string) => import(/* @vite-ignore */ `../../src/${file}`) as Promise<Record<string, unknown>>;

/**
 * A handler of requests for the paths of a site made from `inputs`: `render("/en/classic")` answers with the
 * page's HTML, as the build would write it; `paths` are every path the build would prerender.
 */
export async function siteRenderer(inputs: SiteInputs) {
  const languages = siteLanguages(inputs.rawContent);
  const table = siteRoutes(languages);
  const loaded: (FlatRoute & { module: Record<string, unknown> })[] = [
    { id: "root", parentId: "", path: "", file: "root.tsx", module: await load("root.tsx") },
  ];
  for (const route of flatten(table, "root")) loaded.push({ ...route, module: await load(route.file) });
  const routes: ServerBuild["routes"] = Object.fromEntries(
    loaded.map((route) => [route.id, { ...entryOf(route), module: asBuilt(route.module) }]),
  );
  // What the client build's manifest says of each route: only which exports it has matters to a server render.
  const manifestRoutes = Object.fromEntries(
    loaded.map(({ module, ...route }) => [
      route.id,
      {
        ...entryOf(route),
        module: `/${route.id}.js`,
        hasAction: false,
        hasLoader: typeof module.loader === "function",
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: typeof module.ErrorBoundary === "function",
        imports: [],
        css: [],
      },
    ]),
  );
  const build: ServerBuild = {
    entry: { module: { default: handleRequest } },
    routes,
    assets: {
      entry: { module: "/entry.client.js", imports: [] },
      routes: manifestRoutes,
      url: "/manifest.js",
      version: "generated",
    } as unknown as ServerBuild["assets"],
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: config.future as ServerBuild["future"],
    ssr: config.ssr,
    isSpaMode: false,
    prerender: prerenderedPaths(languages),
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  };
  const handler = createRequestHandler(build, "production");
  const answer = (path: string) =>
    handler(
      new Request(new URL(path, "http://localhost")),
      new RouterContextProvider(new Map([[inputsContext, inputs]])),
    );
  const render = async (path: string) => {
    const response = await answer(path);
    return { status: response.status, body: await response.text() };
  };
  /** Each route's loader data for the page at `path`, by route id: what its `.data` file holds. */
  const loaderData = async (path: string): Promise<Record<string, unknown>> => {
    const response = await answer(path.endsWith("/") ? `${path}_.data` : `${path}.data`);
    if (!response.body) throw new Error(`${path}: no data`);
    const { value } = await decodeViaTurboStream(response.body, globalThis);
    const routes = value as Record<string, { data?: unknown }>;
    return Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, route.data]));
  };
  return { render, loaderData, paths: prerenderedPaths(languages), languages };
}
