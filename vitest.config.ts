import { defineConfig } from "vitest/config";
import { imagetools } from "vite-imagetools";

// Separate from vite.config.ts: the React Router plugin does not run under Vitest.
// Components that show photos import them through vite-imagetools, so it runs here too.
export default defineConfig({
  plugins: [imagetools({ removeMetadata: true })],
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
  },
});
