import { defineConfig } from "vitest/config";
import { photoPipeline } from "./pipeline/photo-pipeline.ts";

// Separate from vite.config.ts: the React Router plugin does not run under Vitest.
// Route loaders resolve photos through vite-imagetools, so it runs here too for tests that import them.
export default defineConfig({
  plugins: [photoPipeline()],
  test: {
    environment: "jsdom",
    include: [
      "src/**/*.test.{ts,tsx}",
      "{pipeline,server,tools}/**/*.test.ts",
      "tests/*.test.ts",
      "tests/support/*.test.ts",
    ],
    setupFiles: ["./vitest.setup.ts"],
  },
});
