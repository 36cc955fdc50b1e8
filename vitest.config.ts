import { realpathSync } from "node:fs";
import { searchForWorkspaceRoot } from "vite";
import { defineConfig, type Plugin } from "vitest/config";
import { photoPipeline } from "./pipeline/vite/photo-pipeline.ts";
import { siteInputs } from "./pipeline/vite/site-inputs.ts";

/**
 * The greetings' faces' stylesheets at the addresses a build gives them, less the hash
 * (src/private/greeting-stylesheets.ts): the build cuts the faces that write them, and Vitest runs before it.
 */
const STYLESHEET = "\0stylesheet:";
const greetingStylesheets = (): Plugin => ({
  name: "greeting-stylesheets",
  enforce: "pre",
  resolveId: (id) => {
    const name = /\/(greetings-[a-z]+)\.css\?url$/u.exec(id)?.[1];
    return name ? STYLESHEET + name : undefined;
  },
  load: (id) =>
    id.startsWith(STYLESHEET) ? `export default "/assets/${id.slice(STYLESHEET.length)}.css";` : undefined,
});

// The project's own tests and the tools', and a module's slow ones, named *.integration.test.ts.
const INTEGRATION = ["**/*.integration.test.ts", "tools/**/*.test.ts", "tests/*.test.ts", "tests/support/*.test.ts"];

// Separate from vite.config.ts: the React Router plugin does not run under Vitest. The tests give each
// page its site's inputs; the build's own (virtual:wedding/inputs) are here for the import that names them.
export default defineConfig({
  plugins: [photoPipeline(), siteInputs(), greetingStylesheets()],
  // A couple's copy of the project (tests/support/test-sites.ts) links this one's node_modules, which
  // lie outside the copy then; a file imported by its address (web-vitals?url) must be served from there.
  server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync("node_modules")] } },
  test: {
    // Node for what needs no document; a component's test asks for jsdom in its first line.
    environment: "node",
    // `npx vitest --project unit` while working: the modules' own tests, the quick part. "integration" renders
    // whole sites, runs the project's commands, edits the content a thousand times and prints cards in
    // Chromium; `npm run test:unit` runs both.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{src,pipeline,server,editor}/**/*.test.{ts,tsx}"],
          exclude: INTEGRATION,
        },
      },
      { extends: true, test: { name: "integration", include: INTEGRATION } },
    ],
    setupFiles: ["./vitest.setup.ts"],
    // A worker's files share its modules and its document: no test leaves state behind (the one module mock,
    // web-vitals', is imported by its one test), and a fresh module graph and jsdom a file cost much of the run
    // (docs/decisions/0020-one-made-up-site-a-run.md).
    isolate: false,
    // Vitest leaves a core to itself by default, one worker on a two-core machine; the tests wait on builds
    // and processes of their own as much as they compute, and a second worker ends them sooner.
    maxWorkers: 2,
  },
});
