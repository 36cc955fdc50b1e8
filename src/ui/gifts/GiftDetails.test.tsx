// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Gift } from "../../content/gifts/schema.server";
import { giftWays } from "../../site/gifts.server";
import { DICTIONARIES, wordsFor } from "../../words";
import { directionOf } from "../../words/direction";
import { GiftDetails } from "./GiftDetails";
import { InLocale, testLocale } from "../../../tests/support/test-locale";

/** A transfer to a Lebanese account, its holder's name in Arabic: every line a term and a value. */
const TRANSFER: Gift = {
  kind: "iban",
  name: "ليلى حداد",
  iban: "LB62 0999 0000 0001 0019 0122 9114",
  bic: "BLOMLBBX",
  reference: "Wedding gift",
};

describe.each(["ar-LB", "he", "en-GB", "pl", "fr"])("a bank transfer's lines in %s", (language) => {
  const [{ details }] = giftWays([TRANSFER], wordsFor(language).gifts);

  it("isolate each term and each value, the colon between them in the page's direction", () => {
    const { container } = render(
      <InLocale locale={testLocale(language)}>
        <GiftDetails details={details} />
      </InLocale>,
    );
    const pairs = [...container.querySelectorAll("dl > div")];
    expect(pairs).toHaveLength(details.length);
    pairs.forEach((pair, index) => {
      const [term, value] = [pair.querySelector("dt"), pair.querySelector("dd")];
      expect(term?.querySelector("bdi")?.textContent).toBe(details[index].term);
      expect(value?.querySelector("bdi")?.textContent).toBe(details[index].value);
      // Outside the isolates there is only the language's colon (French's with its space): it takes the page's
      // direction, not a term's or a value's.
      expect(term?.textContent?.replace(details[index].term, "")).toBe(`${wordsFor(language).colon} `);
    });
  });
});

it("keeps each hyphenated part of a value on one line where it fits, and the value as written", () => {
  const details = [
    { term: "Sort code", value: "20-00-00" },
    { term: "Account", value: "GB 12-3456-78 (Anna Smith-Jones)" },
  ];
  const { container } = render(
    <InLocale locale={testLocale("en-GB")}>
      <GiftDetails details={details} />
    </InLocale>,
  );
  const values = [...container.querySelectorAll("dd")];
  expect(values.map((value) => value.textContent)).toEqual(details.map(({ value }) => value));
  expect(values.map((value) => [...value.querySelectorAll(".whole")].map((part) => part.textContent))).toEqual([
    ["20-00-00"],
    ["12-3456-78", "Smith-Jones)"],
  ]);
});

describe("a bank transfer's terms on a page written right to left", () => {
  it.each(Object.keys(DICTIONARIES).filter((code) => directionOf(DICTIONARIES[code].locale) === "rtl"))(
    "in %s start in the page's script, so the pair reads from the right",
    (language) => {
      for (const { term } of giftWays([TRANSFER], DICTIONARIES[language].gifts)[0].details) {
        expect(term, term).toMatch(/^[\p{Script=Arabic}\p{Script=Hebrew}]/u);
      }
    },
  );
});
