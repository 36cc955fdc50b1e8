import type { Config } from "@react-router/dev/config";

/** Every page a guest can open, prerendered to static HTML at build time. */
export const PAGE_PATHS = [
  "/",
  "/classic",
  "/gamer",
  "/gamer/our-story",
  "/gamer/schedule",
  "/gamer/travel",
  "/gamer/registry",
  "/gamer/faq",
];

/**
 * The 404 pages, each its splat route rendered once at `path`:
 * scripts/postbuild.ts moves it to `${path}.html`, where servers look for it
 * to answer an unknown path under `under`. The narrowest first.
 */
export const NOT_FOUND_PAGES = [
  { under: "/gamer/", path: "/gamer/404" },
  { under: "/", path: "/404" },
];

/** Every path prerendered to HTML: the pages, and the 404 pages. */
export const PRERENDERED_PATHS = [...PAGE_PATHS, ...NOT_FOUND_PAGES.map((page) => page.path)];

/** Files the site serves beside its pages, prerendered from resource routes. */
export const PRERENDERED_FILES = ["/wedding.ics"];

export default {
  appDirectory: "src",
  // scripts/build.ts builds into a staging folder and swaps it in when every step succeeded.
  buildDirectory: process.env.WEDDING_BUILD_DIR ?? "build",
  ssr: false,
  prerender: [...PRERENDERED_PATHS, ...PRERENDERED_FILES],
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
