import { LinkChecker, LinkState } from "linkinator";
import { expect, PAGE_PATHS, test } from "./support/fixtures";

/**
 * linkinator crawls the built site through the local server, from the
 * landing page on: every page, #anchor, script, stylesheet, image and font
 * it links to must answer. Other sites are never fetched (the network is
 * closed, and a guest's browser is the judge of them), but each must be https.
 */
test("every internal link, anchor and asset resolves, and every external link is https", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? "").origin;
  const external: string[] = [];
  const result = await new LinkChecker().check({
    path: `${origin}/`,
    recurse: true,
    checkFragments: true,
    checkCss: true,
    concurrency: 8,
    linksToSkip: async (link) => {
      const isExternal = new URL(link).origin !== origin;
      if (isExternal) external.push(link);
      return isExternal;
    },
  });

  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.url} (${link.status}) on ${link.parent}`);
  expect(broken).toEqual([]);
  const pages = result.links.filter(
    (link) => link.state === LinkState.OK && !/\.\w+$/.test(new URL(link.url).pathname),
  );
  // Every page of the one list (src/pages.ts) is linked from the landing page on, none is left unreachable.
  const reached = new Set(pages.map((link) => new URL(link.url).pathname.replace(/(.)\/$/, "$1")));
  expect(
    PAGE_PATHS.filter((path) => !reached.has(path.replace(/(.)\/$/, "$1"))),
    "pages no link leads to",
  ).toEqual([]);
  expect(external.length, "the crawl saw the external links").toBeGreaterThan(0);
  expect(external.filter((link) => !link.startsWith("https://"))).toEqual([]);
});
