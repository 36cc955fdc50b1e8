import { describe, expect, it } from "vitest";
import { wedding } from "../../content/wedding";
import { joinedInitials } from "../../src/text/joined-names";
import { DICTIONARIES } from "../../src/words";
import { directionOf } from "../../src/words/direction";
import { inLanguages } from "../../tests/support/in-languages";
import { siteOfContent } from "../../tests/support/site-of-content";
import { FAVICON_PNGS } from "./social-images";
import { webManifest } from "./web-manifest";

describe("the web app manifest", () => {
  it.each(Object.keys(DICTIONARIES))(
    "names the site in %s, its way of writing, with the couple's initials",
    (language) => {
      const site = siteOfContent(inLanguages(wedding, [language]), language);
      const manifest = webManifest(site, { sealed: false });
      expect(manifest.name).toBe(site.title);
      expect([manifest.lang, manifest.dir]).toEqual([language, directionOf(site.words.locale)]);
      expect(manifest.short_name).toBe(joinedInitials(site.initials, site.words.joint));
    },
  );

  it("names a private site by the couple's names alone, which its unlock page shows anyway", () => {
    const site = siteOfContent(wedding, "en", { sealed: true });
    expect(webManifest(site, { sealed: true }).name).toBe(site.coupleNames);
  });

  it("gives a home screen the PNG icons the build draws, and no SVG", () => {
    const { icons } = webManifest(siteOfContent(wedding, "en"), { sealed: false });
    const drawn = new Set<string>(FAVICON_PNGS.map(({ path }) => path));
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) {
      expect(drawn.has(icon.src), icon.src).toBe(true);
      expect(icon.type).toBe("image/png");
    }
  });
});
