// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LanguageSwitcher, preferredLanguage } from "./LanguageSwitcher";
import { InLocale, testLocale } from "../../tests/support/test-locale";

describe("the guest's preferred language", () => {
  it("is the site's with the region the browser asks for, else the same language in another region", () => {
    expect(preferredLanguage(["en", "pt-BR"], ["pt-BR", "en"], null)).toBe("pt-BR");
    expect(preferredLanguage(["en", "pt-BR"], ["pt-PT", "en"], null)).toBe("pt-BR");
    expect(preferredLanguage(["pt-BR", "en-GB"], ["en-US"], null)).toBe("en-GB");
    expect(preferredLanguage(["ar-LB", "fr-CA"], ["de-DE"], null)).toBeUndefined();
    expect(preferredLanguage(["ar-LB", "fr-CA"], ["ar-LB"], "fr-CA")).toBe("fr-CA");
  });
});

describe("the language switcher", () => {
  it("leads to a regional language's pages under its tag, named by its full tag", () => {
    const languages = ["ar-LB", "pt-BR"];
    const locale = {
      ...testLocale("ar-LB"),
      languages: languages.map((code) => ({ ...testLocale(code).languages[0] })),
    };
    render(
      <MemoryRouter initialEntries={["/classic"]}>
        <InLocale locale={locale}>
          <LanguageSwitcher className="" linkClassName="" />
        </InLocale>
      </MemoryRouter>,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/classic", "/pt-br/classic"]);
    expect(links.map((link) => link.getAttribute("hreflang"))).toEqual(languages);
    expect(links.map((link) => link.querySelector("[aria-hidden]")?.textContent)).toEqual(["AR", "PT"]);
  });
});
