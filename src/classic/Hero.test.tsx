// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DICTIONARIES } from "../words";
import { fill } from "../words/fill";
import { InLocale, testLocale } from "../../tests/support/test-locale";
import { Hero } from "./Hero";

describe("the classic page's hero", () => {
  for (const [language, words] of Object.entries(DICTIONARIES)) {
    it(`gives the hour as ${language} writes it on an invitation, the zone left to the schedule`, () => {
      const { container } = render(
        <InLocale locale={testLocale(language)}>
          <Hero
            names={{ partnerOne: "Олена", partnerTwo: "Δημήτρης" }}
            date="2027-06-12"
            dateLine="12. Juni 2027"
            main={{ shownTime: "14:30", place: "Schloss Laxenburg", city: "Laxenburg" }}
            rsvpUrl="https://forms.example.org/rsvp"
            day={null}
          />
        </InLocale>,
      );
      const line = [...container.querySelectorAll("p")].find((paragraph) => paragraph.textContent?.includes("14:30"));
      expect(line?.firstElementChild?.textContent).toBe(fill(words.invitationTime, { time: "14:30" }));
    });
  }
});
