import { describe, expect, it } from "vitest";
import { wedding as sintra } from "../../tests/couples/sintra/wedding";
import { inLanguages } from "../../tests/support/in-languages";
import { makeSite, type SiteInputs } from "./site.server";
import { NO_PHOTOS } from "./shown.server";

const FAMILIAR = "Schön, dass ihr mit uns feiert.";
const FORMAL = "Schön, dass Sie mit uns feiern.";

/** The Sintra couple in German and English, their description written for both kinds of guests in German. */
function inputsWith(site: { formality?: "formal" | "familiar" }, description: object): SiteInputs {
  const content = inLanguages(sintra, ["de", "en"]);
  return {
    rawContent: { ...content, site: { ...content.site, ...site, description } },
    photos: NO_PHOTOS,
    groups: [],
    sealed: false,
    householdLinks: false,
  };
}

describe("a text the couple write for guests addressed otherwise", () => {
  const description = { de: FAMILIAR, en: "Lovely to celebrate with you.", formal: { de: FORMAL } };

  it("reads as written to the site's guests, and in its formal words to a household addressed formally", () => {
    const inputs = inputsWith({}, description);
    expect(makeSite(inputs, "de").description).toBe(FAMILIAR);
    expect(makeSite({ ...inputs, formality: "formal" }, "de").description).toBe(FORMAL);
  });

  it("keeps the text written for all in a language it gives no other words for", () => {
    const inputs = inputsWith({}, description);
    expect(makeSite({ ...inputs, formality: "formal" }, "en").description).toBe("Lovely to celebrate with you.");
  });

  it("follows the site's own formality, and a household's familiar words on a formal site", () => {
    const formalSite = inputsWith({ formality: "formal" }, { de: FORMAL, en: "Lovely.", familiar: { de: FAMILIAR } });
    expect(makeSite(formalSite, "de").description).toBe(FORMAL);
    expect(makeSite({ ...formalSite, formality: "familiar" }, "de").description).toBe(FAMILIAR);
    expect(makeSite(inputsWith({ formality: "formal" }, description), "de").description).toBe(FORMAL);
  });
});
