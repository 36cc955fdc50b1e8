// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { keptTogether } from "../text/line-runs";
import { Unbroken } from "./Unbroken";
import { InLocale, testLocale } from "../../tests/support/test-locale";

/** The paragraph a text is set in, checked to read as written. */
function setIn(text: string) {
  const { container } = render(
    <p>
      <Unbroken>{text}</Unbroken>
    </p>,
  );
  expect(container.textContent).toBe(text);
  return container;
}

const boxes = (text: string) => {
  const container = setIn(text);
  return {
    text: container.textContent,
    // The boxes a line keeps whole: a phone number's own box holds its left-to-right span.
    whole: [...container.querySelectorAll("span")]
      .filter((span) => !span.parentElement?.closest(".whole"))
      .map((span) => span.textContent),
  };
};

describe("Unbroken", () => {
  it("keeps each hyphenated word whole, with what clings to it, and the text as it was", () => {
    const text = "a floor-length gown, a 5-minute walk and rush-hour traffic.";
    expect(boxes(text)).toEqual({ text, whole: ["floor-length", "5-minute", "rush-hour"] });
  });

  it("takes any script and a word of several hyphens, and leaves a dash between words alone", () => {
    expect(boxes("Anne-Sophie-Marie et Jean-Luc — à bientôt - merci").whole).toEqual(["Anne-Sophie-Marie", "Jean-Luc"]);
    expect(boxes("שלום-עליכם, 2024-10-25").whole).toEqual(["שלום-עליכם,", "2024-10-25"]);
  });

  it("keeps a short abbreviation with the word after it, and leaves a sentence's end alone", () => {
    expect(boxes("Ceremony at St. Catherine's Church. Then dinner.").whole).toEqual(["St. Catherine's"]);
    expect(boxes("Msza w kościele Św. Anny, Dr. Lee i Mt. Hood-Ridge").whole).toEqual([
      "Św. Anny,",
      "Dr. Lee",
      "Mt. Hood-Ridge",
    ]);
  });

  it("keeps a phone number whole in a box of its own that breaks between its groups only, the text as it was", () => {
    const text = "Dzwońcie pod +48\u00a0601\u00a0234\u00a0567 albo 12 34.";
    const container = setIn(text);
    const box = container.querySelector(".whole");
    expect(box?.textContent).toBe("+48\u00a0601\u00a0234\u00a0567");
    // Its number is laid out as a paragraph of its own: left to right, on a right-to-left page too.
    const number = box?.querySelector("[dir=ltr]");
    expect(number?.textContent).toBe(box?.textContent);
    expect(number?.querySelectorAll("wbr")).toHaveLength(3);
    expect([...(number?.querySelectorAll(".whole") ?? [])].map((group) => group.textContent)).toEqual([
      "+48\u00a0",
      "601\u00a0",
      "234\u00a0",
      "567",
    ]);
  });

  it("keeps the marks after a phone number in its box, outside its left-to-right run, so no line opens with them", () => {
    const text = "TWINT a Ludovica, al numero 079\u00a0412\u00a058\u00a036, oppure un versamento.";
    const container = setIn(text);
    const box = container.querySelector(".whole");
    expect(box?.textContent).toBe("079\u00a0412\u00a058\u00a036,");
    expect(box?.querySelector("[dir=ltr]")?.textContent).toBe("079\u00a0412\u00a058\u00a036");
    // A right-to-left page's isolate closes in the text, beside the letters whose face draws it.
    const isolated = setIn("اتصلوا على \u2066+961\u00a03\u00a0123\u00a0456\u2069، شكراً");
    expect(isolated.querySelector(".whole")?.textContent).toBe("+961\u00a03\u00a0123\u00a0456");
  });

  it("lets a long hashtag break between its words and before its number, and nowhere else", () => {
    const container = setIn("Share them with #MarisaAndSamSayIDoInSintra2027.");
    expect(container.innerHTML.split("<wbr>").map((part) => part.replace(/<[^>]+>/g, ""))).toEqual([
      "Share them with #Marisa",
      "And",
      "Sam",
      "Say",
      "IDo",
      "In",
      "Sintra",
      "2027.",
    ]);
  });

  it("lets an e-mail address break after its @ and before its dots only, each part whole, its hyphen too", () => {
    const container = setIn("Piszcie na rsvp@wesele-ani.pl, prosimy.");
    expect(container.textContent).toBe("Piszcie na rsvp@wesele-ani.pl, prosimy.");
    expect([...container.querySelectorAll(".whole")].map((part) => part.textContent)).toEqual([
      "rsvp@",
      "wesele-ani",
      ".pl",
    ]);
    expect(container.querySelectorAll("wbr")).toHaveLength(2);
    // Isolated, its direction its own: left to right on a right-to-left page too.
    expect(container.querySelector("bdi")?.textContent).toBe("rsvp@wesele-ani.pl");
  });
});

describe("keptTogether", () => {
  it("joins an abbreviation to its word and the last word to the one before it, and leaves one word alone", () => {
    expect(keptTogether("Ceremony at St. Catherine's Church")).toBe("Ceremony at St.\u00a0Catherine's\u00a0Church");
    expect(keptTogether("Msza w kościele Św. Anny")).toBe("Msza w kościele Św.\u00a0Anny");
    expect(keptTogether("Dinner")).toBe("Dinner");
  });
});

describe("a word a line never ends with", () => {
  const setInLanguage = (language: string, text: string) =>
    render(
      <InLocale locale={testLocale(language)}>
        <p>
          <Unbroken>{text}</Unbroken>
        </p>
      </InLocale>,
    ).container;

  it("holds to the next where the line has room, and lets go where it has too few letters (app.css)", () => {
    const text = "Msza święta z sakramentem i w Edynburgu, a\u00a0potem";
    const paragraph = setInLanguage("pl", text);
    expect(paragraph.textContent).toBe(text);
    expect([...paragraph.querySelectorAll(".held-run")].map((run) => run.textContent)).toEqual([
      "z sakramentem",
      "i w Edynburgu,",
    ]);
  });

  it("is a plain space in a language that keeps no word with the next", () => {
    expect(setInLanguage("en", "a walk to the chapel").querySelector(".held-run")).toBeNull();
  });

  it("raises a French ordinal's ending, and reads as written", () => {
    const text = "Réservez avant le 1er avril 2027, pour le 2e étage.";
    const paragraph = setInLanguage("fr", text);
    expect(paragraph.textContent).toBe(text);
    expect([...paragraph.querySelectorAll("sup")].map((raised) => raised.textContent)).toEqual(["er", "e"]);
    expect(setInLanguage("en", "the 1st of May").querySelector("sup")).toBeNull();
  });
});

describe("Unbroken in spaced capitals", () => {
  it("sets each apostrophe in a box with its letter, which the caption tracks close, and the text as written", () => {
    const { container } = render(
      <p>
        <Unbroken tracked>{"We’re at St. Catherine’s, l’amour d’abord"}</Unbroken>
      </p>,
    );
    expect(container.textContent).toBe("We’re at St. Catherine’s, l’amour d’abord");
    expect([...container.querySelectorAll(".apostrophe")].map((box) => box.textContent)).toEqual([
      "e’",
      "e’",
      "l’",
      "d’",
    ]);
  });

  it("leaves running text's apostrophes alone", () => {
    expect(setIn("We’re at St. Catherine’s").querySelector(".apostrophe")).toBeNull();
  });
});
