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
import { createServer as createVite, isRunnableDevEnvironment, searchForWorkspaceRoot } from "vite";
import { cutFonts } from "../pipeline/fonts/cut-fonts";
import { CONTENT_FILE } from "../src/content/folders";
import type { SiteInputs } from "../src/site/site.server";
import { sitePages } from "../src/pages";
import { siteLanguages } from "../src/content/local-text.server";
import { freePort } from "../server/start";
import { fromTheEditor } from "./guard";

/** A page the preview can show: its address, and which page of the site (its path in the first language) in which language. */
export type PreviewPage = { path: string; page: string; language: string };

type RouterModule = typeof import("react-router");
type SiteContextModule = typeof import("../src/site/site-context.server");

export type PreviewServer = {
  origin: string;
  /** The pages to preview: the landing, the classic page and the game's, in each of the site's languages. */
  pages: (content: unknown) => PreviewPage[];
  /** The content the pages show from now on: the couple's latest edit that the build would take; none yet. */
  show: (content: unknown) => void;
  /** The photos folder changed: its pages are made again, with every photo in it. */
  photosChanged: () => void;
  close: () => Promise<void>;
};

/** The design's faces cut to the content's letters, as `npm run dev` cuts them before it starts. */
async function cutFacesFor(root: string) {
  try {
    const { wedding } = (await tsImport(pathToFileURL(join(root, CONTENT_FILE)).href, import.meta.url)) as {
      wedding: unknown;
    };
    await cutFonts(wedding);
  } catch {
    // Content that does not read yet: the editor's page says why, and the faces are cut once it does.
  }
}

const WAITING = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Preview</title>
<body style="font: 1rem/1.5 system-ui, sans-serif; padding: 1.5rem; color: #24201c">
<p>The preview shows your pages once the content has no problems: fix those the editor lists, and they appear here.</p>`;

export async function startPreview(root: string): Promise<PreviewServer> {
  await cutFacesFor(root);
  const vite = await createVite({
    root,
    // The pages are asked for again after each edit. The project's node_modules may be a link to another
    // folder (a copy of the project, as the tests make): Vite serves it all the same.
    server: {
      middlewareMode: true,
      // Its socket on a port of its own, so that two editors open at once each have theirs.
      hmr: { port: await freePort(), overlay: false },
      // Nor does it follow the files: its content is the editor's, and a save must not make it load half anew.
      watch: null,
      fs: { allow: [searchForWorkspaceRoot(root), realpathSync(join(root, "node_modules"))] },
      // The pages' modules made before the first page is asked for, so that Vite finds every dependency of their
      // scripts at once, rather than on a guest's first look at a page, which it would then have to load again.
      warmup: { clientFiles: ["./src/root.tsx", "./src/routes/**/*.tsx"] },
    },
    appType: "custom",
    // A copy's node_modules linked from elsewhere holds packages all the same, one instance of each.
    resolve: { preserveSymlinks: lstatSync(join(root, "node_modules")).isSymbolicLink() },
    logLevel: "error",
  });
  const ssr = vite.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) throw new Error("Vite's server environment cannot run the pages.");
  let shown: unknown;

  const answer = createRequestListener(async (request) => {
    // Content with problems would stop a page halfway: until there is some without, a sentence says why.
    if (shown === undefined)
      return new Response(WAITING, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" } });
    const build = await ssr.runner.import("virtual:react-router/server-build");
    const router = await ssr.runner.import<RouterModule>("react-router");
    const { inputsContext } = await ssr.runner.import<SiteContextModule>("/src/site/site-context.server.ts");
    const own = await ssr.runner.import<SiteInputs>("virtual:wedding/inputs");
    const context = new router.RouterContextProvider();
    context.set(inputsContext, { ...own, content: shown });
    const response = await router.createRequestHandler(build as never, "development")(request, context);
    if (response.status >= 500) console.error(`The preview could not make ${new URL(request.url).pathname}.`);
    return response;
  });

  const server: Server = createServer((request, response) => {
    if (!fromTheEditor(request.headers, (server.address() as AddressInfo).port)) {
      response.writeHead(403).end();
      return;
    }
    vite.middlewares(request, response, () => void answer(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Vite makes the modules of the first page asked for: begun now, while the couple finds their way in the form.
  void ssr.runner.import("virtual:react-router/server-build").catch(() => undefined);

  return {
    origin,
    pages: (content) => sitePages(siteLanguages(content)),
    show: (content) => {
      shown = content;
    },
    photosChanged: () => {
      // All of it, not half: a module made again beside one kept would not be the one its importers hold.
      ssr.moduleGraph.invalidateAll();
      ssr.runner.clearCache();
    },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await vite.close();
    },
  };
}
