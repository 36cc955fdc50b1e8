/**
 * The editor's live preview: the site's real pages, made from the content the couple has not saved yet, by
 * Vite's development server with the project's own configuration, on a port of its own on this machine. Each
 * request brings that content in its context (src/site/site-context.server.ts), so nothing is built and no
 * file is written: a page shows an edit as soon as it is asked for again.
 */
import { lstatSync, realpathSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestListener } from "@remix-run/node-fetch-server";
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { tsImport } from "tsx/esm/api";
import { createServer as createVite, isRunnableDevEnvironment, searchForWorkspaceRoot, type ViteDevServer } from "vite";
import { cutFonts } from "../pipeline/fonts/cut-fonts";
import { CONTENT_FILE, PHOTOS_FOLDER } from "../src/content/folders";
import { PHOTO_COPIES_MODULE } from "../pipeline/vite/photo-copies";
import type { SiteInputs } from "../src/site/site.server";
import { siteLanguages } from "../src/content/local-text.server";
import { freePort } from "../server/listen-address";
import { fromTheEditor } from "./guard";
import { singleFlight } from "./single-flight";
import { sayFailure, withErrorsInALine } from "./preview-errors";

type RouterModule = typeof import("react-router");
type EntryModule = typeof import("../src/entry.server");
type ServerBuild = { entry: { module: EntryModule } };

/** What the pages are rendered with, from one load of the project's modules: none of them half loaded, nor two of one. */
type PageModules = { build: ServerBuild; router: RouterModule; own: SiteInputs };

export type PreviewServer = {
  origin: string;
  /** The content the pages show from now on: the couple's latest edit that the build would take; none yet. */
  show: (content: unknown) => void;
  /** These files of the photos folder were added, taken away or written again: the pages are made again with them. */
  photosChanged: (files: readonly string[]) => void;
  /** The content file now holds `content`: with other languages, the pages are routed and their faces cut anew. */
  saved: (content: unknown) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * The design's faces cut to the content file's letters, as `npm run dev` cuts them before it starts; and the
 * file's languages, which React Router's route table is made of.
 */
async function cutFacesFor(root: string): Promise<string[]> {
  try {
    const { wedding } = (await tsImport(
      `${pathToFileURL(join(root, CONTENT_FILE)).href}?cut=${Date.now()}`,
      import.meta.url,
    )) as { wedding: unknown };
    await cutFonts(wedding);
    return siteLanguages(wedding);
  } catch {
    // Content that does not read yet: the editor's page says why, and the faces are cut once it does.
    return [];
  }
}

const sentence = (text: string, status = 200) =>
  new Response(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Preview</title>
<body style="font: 1rem/1.5 system-ui, sans-serif; padding: 1.5rem; color: #24201c"><p>${text}</p>`,
    { status, headers: { "Content-Type": "text/html; charset=utf-8" } },
  );

const WAITING =
  "The preview shows your pages once the content has no problems: fix those the editor lists, and they appear here.";
const UNMADE = "The preview could not make this page: the terminal the editor runs in says why.";
/** React Router makes its table of pages from the file when the preview starts: other languages need a save. */
const NEW_LANGUAGES =
  "You changed the site's languages: press Save, and a few seconds later the preview shows the pages in them.";

/** Vite's development server with the project's own configuration, its socket for modules' updates on `hmrPort`. */
const viteFor = (root: string, hmrPort: number) =>
  createVite({
    root,
    // The pages are asked for again after each edit. The project's node_modules may be a link to another
    // folder (a copy of the project, as the tests make): Vite serves it all the same.
    server: {
      middlewareMode: true,
      hmr: { port: hmrPort, overlay: false },
      // Nor does it follow the files: its content is the editor's, and a save must not make it load half anew.
      watch: null,
      fs: { allow: [searchForWorkspaceRoot(root), realpathSync(join(root, "node_modules"))] },
      // The pages' modules made before the first page is asked for, which is then quicker to show.
      warmup: { clientFiles: ["./src/root.tsx", "./src/routes/**/*.tsx"] },
    },
    appType: "custom",
    // Every dependency of the pages, dynamic imports and loaders' included, found before the first page, and the two
    // React Router's own chunk imports outside its bundle: one found later bundles React again while a page loads
    // it, which then holds two copies of React.
    optimizeDeps: { entries: ["src/root.tsx", "src/routes/**/*.tsx"], include: ["cookie", "set-cookie-parser"] },
    // A copy's node_modules linked from elsewhere holds packages all the same, one instance of each.
    resolve: { preserveSymlinks: lstatSync(join(root, "node_modules")).isSymbolicLink() },
    logLevel: "error",
  });

const runnerOf = (vite: ViteDevServer) => {
  const ssr = vite.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) throw new Error("Vite's server environment cannot run the pages.");
  return ssr;
};

/**
 * Every module Vite made for the pages, to be made again: all, not half, as one made again beside one kept would
 * not be the one its importers hold.
 */
function forgetModules(vite: ViteDevServer) {
  const ssr = runnerOf(vite);
  ssr.moduleGraph.invalidateAll();
  ssr.runner.clearCache();
}

/**
 * What the photos' change made stale, to be made again: the photos' table and the copies of each changed photo.
 * Every module is run again, but the others' code, and every other photo's copies, are kept as Vite made them.
 */
function forgetPhotos(vite: ViteDevServer, root: string, files: readonly string[]) {
  const ssr = runnerOf(vite);
  const stale = files.flatMap((file) => [...(ssr.moduleGraph.getModulesByFile(join(root, PHOTOS_FOLDER, file)) ?? [])]);
  const table = ssr.moduleGraph.getModuleById(PHOTO_COPIES_MODULE);
  for (const module of table ? [...stale, table] : stale) ssr.moduleGraph.invalidateModule(module);
  ssr.runner.clearCache();
}

async function loadModules(vite: ViteDevServer): Promise<PageModules> {
  const { runner } = runnerOf(vite);
  return {
    build: await runner.import<ServerBuild>("virtual:react-router/server-build"),
    router: await runner.import<RouterModule>("react-router"),
    own: await runner.import<SiteInputs>("virtual:wedding/inputs"),
  };
}

const sameList = (one: readonly string[], other: readonly string[]) => one.join() === other.join();

export async function startPreview(root: string): Promise<PreviewServer> {
  let routed = await cutFacesFor(root);
  // Its socket on a port of its own, so that two editors open at once each have theirs.
  const hmrPort = await freePort();
  let vite = await viteFor(root, hmrPort);
  /** While the preview starts again for other languages, what a request waits for. */
  let restarting: Promise<void> | undefined;
  let shown: unknown;
  // Two requests loading the modules at once could each hold one the other loaded: a page would miss its context.
  const modules = singleFlight(
    () => loadModules(vite),
    () => forgetModules(vite),
  );

  const answer = createRequestListener(async (request) => {
    // Content with problems would stop a page halfway: until there is some without, a sentence says why.
    if (shown === undefined) return sentence(WAITING);
    if (!sameList(siteLanguages(shown), routed)) return sentence(NEW_LANGUAGES);
    try {
      const { build, router, own } = await modules.get();
      const context = new router.RouterContextProvider();
      context.set(build.entry.module.inputsContext, { ...own, rawContent: shown });
      const handle = router.createRequestHandler(
        withErrorsInALine(build, router.isRouteErrorResponse) as never,
        "development",
      );
      return await handle(request, context);
    } catch (error) {
      // The project's modules did not load: a line in the terminal, as for a page that failed, not a stack.
      sayFailure(request, error);
      return sentence(UNMADE, 500);
    }
  });

  const server: Server = createServer((request, response) => {
    if (!fromTheEditor(request.headers, (server.address() as AddressInfo).port)) {
      response.writeHead(403).end();
      return;
    }
    void (restarting ?? Promise.resolve()).then(() =>
      vite.middlewares(request, response, () => void answer(request, response)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Vite makes the modules of the first page asked for: begun now, while the couple finds their way in the form.
  modules.refresh();

  return {
    origin,
    show: (content) => {
      shown = content;
    },
    photosChanged: (files) => {
      forgetPhotos(vite, root, files);
      modules.refresh();
    },
    saved: async (content) => {
      if (sameList(siteLanguages(content), routed)) return;
      // A new Vite, as at the start: React Router reads its table of pages once, and a half-made one loses state.
      restarting = (async () => {
        await vite.close();
        routed = await cutFacesFor(root);
        vite = await viteFor(root, hmrPort);
        modules.refresh();
      })();
      await restarting;
      restarting = undefined;
    },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await vite.close();
    },
  };
}
