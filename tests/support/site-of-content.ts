/** A site made of any content, in one of its languages, as a public build shows it: for the tests of what it holds. */
import { makeSite, type Site, type SiteSettings } from "../../src/site/site.server";
import { NO_PHOTOS } from "../../src/site/shown.server";

export const siteOfContent = (content: unknown, language: string, settings: Partial<SiteSettings> = {}): Site =>
  makeSite(
    { rawContent: content, photos: NO_PHOTOS, groups: [], sealed: false, householdLinks: false, ...settings },
    language,
  );
