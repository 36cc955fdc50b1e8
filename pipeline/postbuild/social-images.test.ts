// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generateWedding } from "../../tests/support/generated-wedding";
import { siteLanguages } from "../../src/content/local-text.server";
import { makeSite, withEveryEvent } from "../../src/site/site.server";
import { socialImage } from "./social-images";

/** A made-up wedding's site in `language`, its couple `couple`. */
function siteOf(language: string, couple: { partnerOne: string; partnerTwo: string }) {
  const { wedding } = generateWedding(11, { languages: [language], natural: true });
  return makeSite(withEveryEvent({ ...wedding, couple }), siteLanguages(wedding)[0]);
}

describe("the link preview", () => {
  // Each a language's words and names in a script the invitation's serif lacks: its script faces draw them.
  it.each([
    ["pl", { partnerOne: "Małgorzata", partnerTwo: "Łukasz" }],
    ["he", { partnerOne: "נועה", partnerTwo: "יונתן" }],
    ["ar", { partnerOne: "ليلى", partnerTwo: "يوسف" }],
    ["de", { partnerOne: "Ελένη", partnerTwo: "Δημήτρης" }],
    ["fr", { partnerOne: "Святослав", partnerTwo: "Ольга" }],
    ["en", { partnerOne: "さくら", partnerTwo: "健二" }],
    ["pt", { partnerOne: "🌧️➡️🕯️ Núria", partnerTwo: "👩🏽‍❤️‍👨🏻 🇵🇹 Zoë" }],
  ])("draws every letter of a site in %s in a face that has it: %o", async (language, couple) => {
    const picture = await socialImage(siteOf(language, couple));
    const { width, height, format } = await sharp(picture).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
    // A face without a name's letters draws each as the same box: its letters the other way round would look alike.
    const reversed = (name: string) => [...name].reverse().join("");
    const backwards = { partnerOne: reversed(couple.partnerOne), partnerTwo: reversed(couple.partnerTwo) };
    expect(await socialImage(siteOf(language, backwards))).not.toEqual(picture);
  });
});
