import { dirname, join, relative } from "node:path";
import { runnerImport, type Plugin, type ViteDevServer } from "vite";
import { CONTENT_FILE, PHOTOS_FOLDER } from "../../src/content/folders.ts";

type Check = typeof import("../content/check-command");

/**
 * `npm run dev` checks the content on every save, as the build does: the same
 * messages in the terminal and in the browser's error overlay, until the
 * content is right again (the build runs pipeline/content/check-command.ts instead).
 */
export function contentCheckPlugin(): Plugin {
  let lastReport: string | undefined;

  async function check(server: ViteDevServer) {
    const root = server.config.root;
    // A fresh module runner each time, so the check reads the file as it is now.
    // The check itself loads the same way: vite.config.ts imports nothing of src/ but the folders' names.
    const load = <T>(file: string) =>
      runnerImport<T>(file, { configFile: false, logLevel: "silent" }).then(({ module }) => module);
    const contentPath = join(root, CONTENT_FILE);
    const { checkContentFile } = await load<Check>(join(import.meta.dirname, "../content/check-command.ts"));
    const result = await checkContentFile(
      contentPath,
      CONTENT_FILE,
      { content: () => load(contentPath), check: () => load(join(import.meta.dirname, "../content/content-check.ts")) },
      "fields",
      { photosDir: join(root, PHOTOS_FOLDER) },
    );
    const report = result.ok ? undefined : result.problems.join("\n");
    if (report === lastReport) return;
    const wasBroken = lastReport !== undefined;
    lastReport = report;
    if (report) {
      server.config.logger.error(report, { timestamp: true });
      server.ws.send({
        type: "error",
        err: { message: report, stack: "", plugin: "wedding-content", id: join(root, CONTENT_FILE) },
      });
    } else if (wasBroken) {
      server.config.logger.info("The content is valid again.", { timestamp: true });
      server.ws.send({ type: "full-reload" });
    }
  }

  // The mistakes a couple makes come back as reports; anything else (a disk error) is said, not left unhandled.
  const checkNow = (server: ViteDevServer) =>
    check(server).catch((error: unknown) =>
      server.config.logger.error(`The content check could not run: ${String(error)}`, { timestamp: true }),
    );

  return {
    name: "wedding-content-check",
    // `npm run dev`'s own server; the editor's preview (editor/preview-server.ts) checks each edit itself.
    apply: (config, { command }) => command === "serve" && !config.server?.middlewareMode,
    configureServer(server) {
      const onChange = (file: string) => {
        if (!relative(join(server.config.root, dirname(CONTENT_FILE)), file).startsWith("..")) void checkNow(server);
      };
      server.watcher.on("change", onChange).on("add", onChange).on("unlink", onChange);
      // A page opened after a failed check shows the overlay too.
      server.ws.on("connection", () => {
        if (lastReport)
          server.ws.send({ type: "error", err: { message: lastReport, stack: "", plugin: "wedding-content" } });
      });
      void checkNow(server);
    },
  };
}
