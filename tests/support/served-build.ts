/**
 * Playwright's web server for a suite: the production build in build/ (or
 * `dir`), served by `npm start`'s own server on a port of the suite's, so a
 * site left running by `npm start` does not answer the tests. `npm test` builds first.
 */
export function servedBuild(port: number, dir = "build") {
  const baseURL = `http://localhost:${port}`;
  return {
    baseURL,
    webServer: {
      command: "node --import tsx server/serve.ts",
      env: { PORT: String(port), HOST: "localhost", WEDDING_SITE_DIR: dir },
      url: baseURL,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  };
}
