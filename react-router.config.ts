import type { Config } from "@react-router/dev/config";

/** Every path a guest can open, prerendered to static HTML at build time. */
export const PRERENDERED_PATHS = [
  "/",
  "/classic",
  "/gamer",
  "/gamer/our-story",
  "/gamer/schedule",
  "/gamer/travel",
  "/gamer/registry",
  "/gamer/faq",
  // The splat route, rendered once as the 404 page; scripts/postbuild.ts copies
  // it to /404.html, where static hosts look for it.
  "/404",
];

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
