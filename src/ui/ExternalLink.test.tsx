// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DICTIONARIES } from "../words";
import { ExternalLink } from "./ExternalLink";
import { InLocale, testLocale } from "../../tests/support/test-locale";

describe("ExternalLink", () => {
  it.each(["en", "pt"].filter((language) => language in DICTIONARIES))(
    "opens a new tab without an opener and says so to screen readers (%s)",
    (language) => {
      const locale = testLocale(language);
      render(
        <InLocale locale={locale}>
          <ExternalLink href="https://example.com/rsvp">RSVP</ExternalLink>
        </InLocale>,
      );
      const link = screen.getByRole("link", {
        name: (name) => name.replace(/\s+/g, "") === `RSVP${locale.words.opensInNewTab}`.replace(/\s+/g, ""),
      });
      expect(link).toHaveAttribute("href", "https://example.com/rsvp");
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    },
  );
});
