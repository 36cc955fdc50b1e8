import type { Config } from "@react-router/dev/config";
import { PRERENDERED_FILES, PRERENDERED_PATHS } from "./src/pages";

export default {
  appDirectory: "src",
  // pipeline/build.ts builds into a staging folder and swaps it in when every step succeeded.
  buildDirectory: process.env.WEDDING_BUILD_DIR ?? "build",
  ssr: false,
  prerender: [...PRERENDERED_PATHS, ...PRERENDERED_FILES.map((file) => file.path)],
  // React Router 8's behaviour now, so that moving to it changes nothing
  // (and the build stops warning about each of them).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
