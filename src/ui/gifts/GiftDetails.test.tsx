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

describe.each(["ar-LB", "he", "en-GB", "pl", "fr", "de"])("a bank transfer's lines in %s", (language) => {
  const [{ details }] = giftWays([TRANSFER], wordsFor(language).gifts);

  it("isolate each term and each value, the colon between them in the page's direction", () => {
    const { container } = render(
      <InLocale locale={testLocale(language)}>
        <GiftDetails details={details} />
      </InLocale>,
    );
    const pairs = [...container.querySelectorAll("dl > div")];
    expect(pairs).toHaveLength(details.length);
    // A term set above its value, as a label, needs no colon.
    const colon = container.querySelector("dl")?.dataset.giftDetails === "table" ? `${wordsFor(language).colon} ` : "";
    pairs.forEach((pair, index) => {
      const [term, value] = [pair.querySelector("dt"), pair.querySelector("dd")];
      expect(term?.querySelector("bdi")?.textContent).toBe(details[index].term);
      expect(value?.querySelector("bdi")?.textContent).toBe(details[index].value);
      // Outside the isolates there is only the language's colon (French's with its space): it takes the page's
      // direction, not a term's or a value's.
      expect(term?.textContent?.replace(details[index].term, "")).toBe(colon);
    });
  });
});

it("keeps each hyphenated part of a value, and an & with the name before it, on one line where it fits, and the value as written", () => {
  const details = [
    { term: "Sort code", value: "20-00-00" },
    { term: "Account", value: "GB 12-3456-78 (Anna Smith-Jones)" },
    { term: "Name", value: "Eleni Papadopoulou & Jonas Keller" },
    { term: "Reference", value: "חתונה בתל־אביב־יפו" },
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
    ["Papadopoulou &"],
    ["בתל־אביב־יפו"],
  ]);
});

it("sets every term above its value where one is too long to leave a table's values room", () => {
  const render_ = (language: string) => {
    const [{ details }] = giftWays([TRANSFER], wordsFor(language).gifts);
    const { container } = render(
      <InLocale locale={testLocale(language)}>
        <GiftDetails details={details} />
      </InLocale>,
    );
    return container.querySelector("dl")?.dataset.giftDetails;
  };
  // "Verwendungszweck", "Tytuł przelewu"; "Bénéficiaire", "Referência".
  expect([render_("de"), render_("pl")]).toEqual(["labels", "labels"]);
  expect([render_("fr"), render_("pt")]).toEqual(["table", "table"]);
});

it("sets each term above its value when asked, a label that needs no colon", () => {
  const details = [
    { term: "Name", value: "Eleni Papadopoulou & Jonas Keller" },
    { term: "BIC", value: "ZKBKCHZZ80A" },
  ];
  const { container } = render(
    <InLocale locale={testLocale("en-GB")}>
      <GiftDetails details={details} termsAbove />
    </InLocale>,
  );
  expect([...container.querySelectorAll("dt")].map((term) => term.textContent)).toEqual(["Name", "BIC"]);
  expect(container.querySelector("dl")?.dataset.giftDetails).toBe("labels");
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
