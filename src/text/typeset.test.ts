import { describe, expect, it } from "vitest";
import { DICTIONARIES } from "../words";
import { siteOfContent } from "../../tests/support/site-of-content";
import { qrRows } from "../content/gifts/qr-code.server";
import type { Gift } from "../content/gifts/schema.server";
import { LONGEST_RUN, longestRunInWords, typeset, typesetAll } from "./typeset.server";
import { wedding } from "../../content/wedding";
import { inLanguages } from "../../tests/support/in-languages";

const NO_BREAK = "\u00a0";
const JOINED = "\u2060";

/** A set text with its joins and isolates taken out: the letters as written, when typesetting only joined them. */
const joinsAside = (text: string) => text.replaceAll(NO_BREAK, " ").replace(/[\u2060\u2066-\u2069]/gu, "");

/** Where a browser may end a line in a typeset text: at each plain space, and after a dash not joined to what follows. */
const breaksOf = (text: string) => [...text.matchAll(/ |[–—](?![\u2060 ])/g)].map((match) => match.index);

describe.each(Object.entries(DICTIONARIES))("typeset in the %s dictionary's language", (language, dictionary) => {
  const { keptWithNext } = dictionary;
  /** Set for a line of ten letters, so the cases below stay short. */
  const set = (text: string) => typeset(text, keptWithNext, 10);
  /** Set for a line no run here outgrows: what is joined, whatever a line holds. */
  const roomy = (text: string) => typeset(text, keptWithNext, 40);

  it("keeps each of its words that a line never ends with, and its capital, with the next word", () => {
    for (const word of keptWithNext) {
      for (const form of [word, word.toLocaleUpperCase(language)]) {
        expect(roomy(`Wawel ${form} zmroku`), form).toBe(`Wawel ${form}${NO_BREAK}zmroku`);
        // Two in a row, and one after an opening bracket.
        expect(roomy(`${form} ${form} dom (${form} las)`), form).toBe(
          `${form}${NO_BREAK}${form}${NO_BREAK}dom (${form}${NO_BREAK}las)`,
        );
      }
    }
  });

  it("leaves the breaks of a word that only ends with one of them, and of the words it does not name", () => {
    const others = ["a", "e", "i", "o", "u", "w", "y", "z"].filter((word) => !keptWithNext.includes(word));
    for (const word of keptWithNext) expect(set(`Kraków-${word} dom`)).toBe(`Kraków-${word} dom`);
    for (const word of others) expect(set(`dom ${word} las`)).toBe(`dom ${word} las`);
  });

  it("keeps a number with its unit, a duration of two whole, and a range's ends with their dash", () => {
    expect(set("jedzie 45 minut")).toBe(`jedzie 45${NO_BREAK}minut`);
    expect(set("pociąg 2 h 20 min stąd")).toBe(`pociąg 2${NO_BREAK}h${NO_BREAK}20${NO_BREAK}min stąd`);
    expect(set("30–45 min")).toBe(`30${JOINED}–${JOINED}45${NO_BREAK}min`);
    expect(set("17:00 – 23:00")).toBe(`17:00${NO_BREAK}– 23:00`);
    expect(set("11.–13. Juni")).toBe(`11.${JOINED}–${JOINED}13. Juni`);
    expect(set("1 500 zł")).toBe(`1${NO_BREAK}500${NO_BREAK}zł`);
    expect(set("parkeren kost € 4, of gratis")).toBe(`parkeren kost €${NO_BREAK}4, of gratis`);
    // A day's ordinal, but not a time or a year that ends a sentence.
    expect(set("am 13. Juni")).toBe(`am 13.${NO_BREAK}Juni`);
    expect(roomy("Am 13. Juni feiern wir")).toBe(`Am 13.${NO_BREAK}Juni feiern wir`);
    // A name's number that ends a sentence, "Lyon 3", stays with the name, not with the next sentence's word.
    expect(roomy("Uni Lyon 3. Julien hatte")).toBe(`Uni Lyon${NO_BREAK}3. Julien hatte`);
    expect(set("um 16:45. Dann 2027. Wir")).toBe("um 16:45. Dann 2027. Wir");
    const both = set("30–45 min, 2 h 20 min");
    expect(breaksOf(both), "a break only between the two").toEqual([both.indexOf(",") + 1]);
  });

  it("keeps a phone number on one line, and an IBAN written in a text breakable", () => {
    for (const number of [
      "079 412 58 36",
      "+41 79 412 58 36",
      "(555) 123-4567",
      "+972 52-681-4739",
      "06.12.34.56.78",
    ]) {
      const text = set(`Tel. ${number} dzwoń`);
      expect(joinsAside(text)).toBe(`Tel. ${number} dzwoń`);
      expect(breaksOf(text), number).toEqual([4, text.lastIndexOf(" ")]);
      expect(text, number).not.toMatch(/[-.](?!\u2060)\d/u);
    }
    expect(breaksOf(set("IBAN CH93 0076 2011 6238 5295 7")).length).toBeGreaterThan(3);
  });

  it("keeps a short aside in brackets on one line, and lets a long one break", () => {
    expect(set("tort (של מאיה) dom")).toBe(`tort (של${NO_BREAK}מאיה) dom`);
    expect(breaksOf(set("dom (a long aside that no narrow line holds) las")).length).toBeGreaterThan(3);
    // Too long for the line, its own words give way first: a time in it stays whole, "(vers 19 / h 30)" misread.
    expect(set("shabbat (vers 19 h 30).")).toBe(`shabbat (vers 19${NO_BREAK}h${NO_BREAK}30).`);
  });

  it("keeps a range in words whole, its word kept with the next between its numbers", () => {
    const french = (text: string) => typeset(text, DICTIONARIES.fr.keptWithNext, 40);
    expect(french("entre 30 à 32 degrés")).toBe(`entre 30${NO_BREAK}à${NO_BREAK}32${NO_BREAK}degrés`);
  });

  it("keeps an ordinal's number with what it counts", () => {
    for (const ordinal of ["1er", "1re", "2e", "1st", "2nd", "3rd", "4th", "1º", "1ª"])
      expect(roomy(`au ${ordinal} avril`), ordinal).toBe(`au ${ordinal}${NO_BREAK}avril`);
  });

  it("keeps a title of two or three words in quotes on one line, and lets a quoted sentence break", () => {
    expect(roomy("Arie „La Traviata“ singen")).toBe(`Arie „La${NO_BREAK}Traviata“ singen`);
    expect(roomy("“Moon River”, yes")).toBe(`“Moon${NO_BREAK}River”, yes`);
    expect(roomy("« La Traviata »")).toBe(`«${NO_BREAK}La${NO_BREAK}Traviata${NO_BREAK}»`);
    expect(breaksOf(roomy("“one two three four” done")).length).toBe(4);
  });

  it("lets a joined run too long for a narrow line break, at its loosest join, most evenly", () => {
    expect(set("25 października")).toBe("25 października");
    expect(set("30–45 minut")).toBe(`30${JOINED}–${JOINED}45 minut`);
    expect(set("pociąg 2 h 20 min. stąd")).toBe(`pociąg 2${NO_BREAK}h 20${NO_BREAK}min. stąd`);
    // Those a ten-letter line holds twice, and with a six-letter word ("godz. godz." is one too many).
    for (const word of keptWithNext.filter((kept) => kept.length <= 3)) {
      expect(set(`${word} ${word} przyjemnością`)).toBe(`${word}${NO_BREAK}${word} przyjemnością`);
      // A button's spaced capitals hold fewer letters than running text.
      expect(set(`Otwórz ${word} Mapach`)).toBe(`Otwórz ${word}${NO_BREAK}Mapach`);
      expect(typeset(`Otwórz ${word} Mapach`, keptWithNext, LONGEST_RUN.inLabel)).toBe(`Otwórz ${word} Mapach`);
    }
    expect(typeset("{start} – {end}", keptWithNext, LONGEST_RUN.inLabel)).toBe(`{start}${NO_BREAK}– {end}`);
  });

  it("keeps an abbreviation of one-letter parts whole, with the time it follows", () => {
    expect(set("Salimos 3:00 p. m. en punto")).toBe(`Salimos 3:00${NO_BREAK}p.${NO_BREAK}m. en punto`);
    expect(set("Essen, z. B. Käse")).toBe(`Essen, z.${NO_BREAK}B. Käse`);
    expect(set("Reply by May 1.")).toBe(`Reply by May${NO_BREAK}1.`);
    expect(set("Hangar 9, Tel Aviv")).toBe(`Hangar${NO_BREAK}9, Tel Aviv`);
    expect(set("see page 123, since 2027.")).toBe("see page 123, since 2027.");
  });

  it("keeps a join when giving way would leave a word the narrowest line cuts anyway, and only then", () => {
    for (const word of keptWithNext) {
      expect(set(`${word} najprawdopodobniej`)).toBe(`${word}${NO_BREAK}najprawdopodobniej`);
      expect(typeset(`Pytania ${word} odpowiedzi`, keptWithNext, LONGEST_RUN.inLabel)).toBe(
        `Pytania ${word}${NO_BREAK}odpowiedzi`,
      );
      // Thirteen letters, which the narrowest line may hold whole: joined, the run would be cut inside the word.
      expect(set(`${word} przyjemnością`)).toBe(`${word} przyjemnością`);
    }
    expect(typeset("ha finito per accompagnarlo", DICTIONARIES.it.keptWithNext)).toBe("ha finito per accompagnarlo");
  });

  it("joins a template's range and a sentence's dash to the word before, and leaves an IBAN's groups alone", () => {
    expect(set("{start} – {end}")).toBe(`{start}${NO_BREAK}– {end}`);
    expect(set("PL61 1090 1014 0000 0712")).toBe("PL61 1090 1014 0000 0712");
    expect(joinsAside(set("2027-09-18"))).toBe("2027-09-18");
    expect(set("Kraków – Wawel")).toBe(`Kraków${NO_BREAK}– Wawel`);
  });

  it("never opens a line with an ampersand: a short pair stays whole, a long one gives way after it", () => {
    expect(set("Ola & Kuba")).toBe(`Ola${NO_BREAK}&${NO_BREAK}Kuba`);
    expect(set("Hochzeit Olena & Dimitris")).toBe(`Hochzeit Olena${NO_BREAK}& Dimitris`);
    expect(set("R&B & Soul")).toBe(`R&B${NO_BREAK}&${NO_BREAK}Soul`);
  });

  it("keeps a word a line never ends with for the next word, not as a unit of the time before it", () => {
    for (const word of keptWithNext) {
      expect(roomy(`od 14:00 ${word} porcie`)).toBe(`od 14:00 ${word}${NO_BREAK}porcie`);
    }
    expect(set("za 45 minut")).toBe(`za 45${NO_BREAK}minut`);
  });

  it("never opens a line with a mark French spaces from its word, nor ends one with a quote's start", () => {
    expect(set("c’est pavé ! Venez : oui ; « Merci » ?")).toBe(
      `c’est pavé${NO_BREAK}! Venez${NO_BREAK}: oui${NO_BREAK}; «${NO_BREAK}Merci${NO_BREAK}»${NO_BREAK}?`,
    );
    expect(set("a:b 10 ?x")).toBe("a:b 10 ?x");
    // A closing quote before the sentence's end: "Marchand / »." opened a line with it.
    expect(set("« mariage Marchand ».")).toBe(`«${NO_BREAK}mariage Marchand${NO_BREAK}».`);
  });

  it("gives a word's typewriter apostrophe the typesetter's, in Latin letters only", () => {
    expect(set("We're at St. Catherine's with O'Neill")).toBe("We’re at St. Catherine’s with O’Neill");
    expect(set("Nikos' Yiayia, the Joneses'.")).toBe("Nikos’ Yiayia, the Joneses’.");
    expect(set("'quoted' 1'")).toBe("'quoted' 1'");
  });

  it("gives Hebrew its maqaf, geresh and gershayim for a keyboard's hyphen and quotes", () => {
    expect(set("משפחת בן-דוד, ג'ורג' וצה\"ל")).toBe("משפחת בן\u05beדוד, ג\u05f3ורג\u05f3 וצה\u05f4ל");
    // Between Latin letters, or a Hebrew word and a Latin one, a hyphen stays a hyphen.
    expect(set("Anna-Maria, בן-David")).toBe("Anna-Maria, בן-David");
  });

  it("sets a text once: setting it again changes nothing, and its letters stay as written", () => {
    const text = `Z lotniska ${keptWithNext[0] ?? "a"} potem 30–45 minut, 2 h 20 min.`;
    expect(set(set(text))).toBe(set(text));
    expect(joinsAside(set(text))).toBe(text);
  });
});

describe("a run's longest, in running text", () => {
  it("holds a one-letter word with a long next word, as a phone's line at 200% text does", () => {
    const { keptWithNext } = DICTIONARIES.pl;
    for (const run of ["o zachodzie", "w kościele", "i animatorkę"]) {
      expect(typeset(`Wesele ${run} tańczymy`, keptWithNext)).toBe(`Wesele ${run.replace(" ", NO_BREAK)} tańczymy`);
    }
    expect(typeset("z modrzewiowym", keptWithNext)).toBe("z modrzewiowym");
  });

  it("holds an abbreviation with the name it stands before, as written or opening a sentence", () => {
    const { keptWithNext } = DICTIONARIES.pl;
    expect(typeset("Kościół pw. św. Anny", keptWithNext)).toBe(`Kościół pw.${NO_BREAK}św.${NO_BREAK}Anny`);
    expect(typeset("Św. Anna, ul. Długa 3", keptWithNext)).toBe(`Św.${NO_BREAK}Anna, ul.${NO_BREAK}Długa${NO_BREAK}3`);
    // Not the end of a longer word: "Kraków pl." ends a sentence as it likes.
    expect(typeset("napl. Anny", keptWithNext)).toBe("napl. Anny");
  });
});

describe("a sentence's first word of one or two letters", () => {
  it("stays with the next word, after a full stop, a question or a quote's end", () => {
    const set = (text: string) => typeset(text, []);
    expect(set("Thank you for being part of our story. We can't wait")).toBe(
      `Thank you for being part of our story. We${NO_BREAK}can’t wait`,
    );
    expect(set("A shuttle leaves from the villa. A shuttle waits.")).toBe(
      `A shuttle leaves from the villa. A${NO_BREAK}shuttle waits.`,
    );
    expect(set("Wer kommt? «Er kommt.» Es regnet.")).toBe(`Wer kommt? «Er${NO_BREAK}kommt.» Es${NO_BREAK}regnet.`);
    expect(set("¿Vienes? ¿Y tú?")).toBe(`¿Vienes? ¿Y${NO_BREAK}tú?`);
    expect(set("He had a map; she didn't. We shared it")).toBe(`He had a map; she didn’t. We${NO_BREAK}shared it`);
  });

  it("is a word of its own: a longer first word, a short word inside a sentence, one after an abbreviation", () => {
    const set = (text: string) => typeset(text, []);
    expect(set("Then we go. Our car is in it")).toBe("Then we go. Our car is in it");
    expect(set("At 3 p. m. we go")).toBe(`At 3${NO_BREAK}p.${NO_BREAK}m. we go`);
  });
});

describe("typesetAll", () => {
  it("sets every text of a block and keeps its shape", () => {
    const keptWithNext = Object.values(DICTIONARIES).flatMap((dictionary) => dictionary.keptWithNext);
    const [word = "a"] = keptWithNext;
    const block = { title: "Our story", day: { next: `{item} ${word} {time}`, count: 2 }, list: ["30–45"] };
    expect(typesetAll(block, keptWithNext)).toEqual({
      title: "Our story",
      day: { next: `{item} ${word}${NO_BREAK}{time}`, count: 2 },
      list: [`30${JOINED}–${JOINED}45`],
    });
  });
});

describe("a site's pages", () => {
  // Every dictionary's own words, in a text of the couple's and in a gift a bank reads.
  it.each(Object.entries(DICTIONARIES))(
    "in %s set the content, the words and the dates; a bank and a calendar app read them as written",
    (language, dictionary) => {
      const { keptWithNext } = dictionary;
      const word = keptWithNext[0] ?? "x";
      const answer = `Dom ${word} las, 30–45 minut`;
      const reference = `Prezent ${word} 2 h`;
      // A heading's large type holds fewer letters on a line than running text: "w Krakowie" may part.
      const question = `Rok ${word} Krakowie?`;
      const raw = {
        ...inLanguages(wedding, [language]),
        faq: [{ question, answer }],
        registry: {
          text: "…",
          gifts: [{ kind: "iban", name: `Anna ${word} Jan`, iban: "PL61 1090 1014 0000 0712 1981 2874", reference }],
        },
      };
      const site = siteOfContent(raw, language);
      // A right-to-left page isolates the range as left to right (inReadingOrder).
      expect(site.content.faq[0].answer.replace(/[\u2066\u2069]/gu, "")).toBe(typeset(answer, keptWithNext));
      expect(site.content.faq[0].answer).not.toBe(answer);
      expect(site.content.faq[0].question).toBe(typeset(question, keptWithNext, LONGEST_RUN.inHeading));
      if (keptWithNext.length) expect(site.content.faq[0].question).not.toBe(typeset(question, keptWithNext));
      expect(site.words.calendar.timeRange).toBe(
        typeset(dictionary.calendar.timeRange, keptWithNext, LONGEST_RUN.inLabel),
      );
      expect(site.dates.dateSpan("2027-06-11", "2027-06-13")).not.toMatch(/ [–—]|[–—](?![\u2060 ])/);
      // The gift's QR code holds it as written; the page shows it set.
      expect(site.gifts[0].qr).toEqual(qrRows(raw.registry.gifts[0] as Gift));
      // A calendar app sets its own lines: what it is handed carries none of the pages' spaces, joiners or isolates.
      for (const { calendar: event } of site.events)
        expect(`${event.title}\n${event.location}\n${event.description}`).not.toMatch(/[\u00a0\u2060\u2066-\u2069]/u);
    },
  );
});

describe("a text written once for every language", () => {
  it("keeps each of the site's languages' words with the next, on every language's page", () => {
    const withWords = Object.keys(DICTIONARIES).filter((code) => DICTIONARIES[code].keptWithNext.length > 0);
    const without = Object.keys(DICTIONARIES).filter((code) => DICTIONARIES[code].keptWithNext.length === 0);
    for (const language of withWords) {
      const word = DICTIONARIES[language].keptWithNext[0];
      for (const other of without) {
        const answer = `Dom ${word} lesie`;
        const raw = { ...inLanguages(wedding, [language, other]), faq: [{ question: "?", answer }] };
        expect(siteOfContent(raw, other).content.faq[0].answer, `${language} on ${other}`).toBe(
          `Dom ${word}${NO_BREAK}lesie`,
        );
      }
    }
  });
});

describe("a dictionary's sentence", () => {
  it("is set as running text, as the page sets it: the Arabic 404's keeps أو, أن and لم with what they open", () => {
    const { words } = siteOfContent(inLanguages(wedding, ["ar"]), "ar");
    expect(words.notFound.subLine).toBe(`ربما حدث خطأ ما، أو${NO_BREAK}أن${NO_BREAK}الصفحة لم${NO_BREAK}تعد موجودة.`);
  });

  it("is six words or more, set as a heading where it is a title; a shorter text is a label", () => {
    expect(longestRunInWords("Open the site", "open")).toBe(LONGEST_RUN.inLabel);
    expect(longestRunInWords("Either something went wrong or the page doesn’t exist", "subLine")).toBe(
      LONGEST_RUN.inText,
    );
    expect(longestRunInWords("Sorry, we couldn’t find that page at all", "title")).toBe(LONGEST_RUN.inHeading);
  });
});

describe("a phone number on a right-to-left page", () => {
  const content = {
    ...inLanguages(wedding, ["ar", "en"]),
    faq: [
      {
        question: { ar: "كيف نتصل بكم؟", en: "How do we reach you?" },
        answer: { ar: "اتصلوا على +961 3 123 456 أو ٠٣ ١٢٣ ٤٥٦ بعد 18:30.", en: "Call +961 3 123 456 after 18:30." },
      },
    ],
  };
  const isolated = (text: string) =>
    [...text.matchAll(/\u2066([^\u2069]*)\u2069/gu)].map((run) => run[1].replaceAll(NO_BREAK, " "));

  it("is isolated as left to right, so its groups read in order; a time needs nothing", () => {
    const [{ answer }] = siteOfContent(content, "ar").content.faq;
    expect(isolated(answer)).toEqual(["+961 3 123 456", "٠٣ ١٢٣ ٤٥٦"]);
  });

  it("is left as written on a left-to-right page, and for what a machine reads", () => {
    const [{ answer }] = siteOfContent(content, "en").content.faq;
    expect(answer).not.toMatch(/[\u2066-\u2069]/u);
    expect(joinsAside(siteOfContent(content, "ar").content.faq[0].answer)).toBe(content.faq[0].answer.ar);
  });
});

describe("a range of numbers on a right-to-left page", () => {
  const content = {
    ...inLanguages(wedding, ["he", "ar", "en"]),
    faq: [
      {
        question: { he: "?", ar: "؟", en: "?" },
        answer: { he: "הנסיעה 30–45 דקות.", ar: "الطريق ٣٠–٤٥ دقيقة.", en: "The drive is 30–45 minutes." },
      },
    ],
  };
  const isolated = (text: string) => [...text.matchAll(/\u2066([^\u2069]*)\u2069/gu)].map((run) => joinsAside(run[1]));

  it("in Western digits is isolated as left to right, so it reads 15–17, not 17–15", () => {
    const site = siteOfContent(content, "he");
    expect(isolated(site.content.faq[0].answer)).toEqual(["30–45"]);
    expect(isolated(site.dates.dateSpan("2027-06-15", "2027-06-17"))).toEqual(["15–17"]);
  });

  it("in Arabic-Indic digits reads right to left, as Arabic writes it, and on a left-to-right page as written", () => {
    expect(siteOfContent(content, "ar").content.faq[0].answer).not.toMatch(/[\u2066-\u2069]/u);
    expect(siteOfContent(content, "en").content.faq[0].answer).not.toMatch(/[\u2066-\u2069]/u);
    expect(siteOfContent(content, "en").dates.dateSpan("2027-06-15", "2027-06-17")).not.toMatch(/[\u2066-\u2069]/u);
  });
});

it('keeps a Hebrew number written out with what it counts: not "שתים / עשרה", read as two numbers', () => {
  const set = (text: string) => typeset(text, DICTIONARIES.he.keptWithNext, 40);
  expect(set("נסיים בשתים עשרה בלילה")).toBe(`נסיים בשתים עשרה בלילה`);
  expect(set("עד שתים עשרה בלילה, שלושה ימים")).toBe(`עד${NO_BREAK}שתים${NO_BREAK}עשרה בלילה, שלושה${NO_BREAK}ימים`);
});
