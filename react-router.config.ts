import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./src/pages";
import { siteLanguages } from "./src/content/local-text.server";
import { wedding } from "./content/wedding";

/** Where React Router writes a build: pipeline/build.ts moves each one where it belongs, once it has succeeded. */
export const PRERENDER_DIRECTORY = ".generated/prerender";

export default {
  appDirectory: "src",
  buildDirectory: PRERENDER_DIRECTORY,
  ssr: false,
  prerender: prerenderedPaths(siteLanguages(wedding)),
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
