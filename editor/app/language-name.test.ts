import { describe, expect, it } from "vitest";
import { languageList } from "../../src/content/local-text.server";
import { DICTIONARIES } from "../../src/words";
import { languageChoices, languageName } from "./language-name";

describe("the languages the editor offers", () => {
  const known = Object.keys(DICTIONARIES);

  it("are each one the content takes, every language the site has words in among them", () => {
    const choices = languageChoices(known);
    for (const language of known) expect(choices).toContain(language);
    for (const choice of choices) expect(languageList(known).safeParse([choice]).success, choice).toBe(true);
  });

  it("are named as their speakers name them, with their code", () => {
    expect(languageName("en-GB")).toBe("British English (en-GB)");
    expect(languageName("pl")).toBe("polski (pl)");
  });
});
