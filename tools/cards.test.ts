// @vitest-environment node
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FACES } from "../pipeline/fonts/font-faces";
import {
  CARD_KINDS,
  MARKS_MM,
  TRIM_MM,
  atTime,
  cardsHtml,
  householdCards,
  type Card,
} from "../pipeline/cards/card-page";
import { printCards } from "./cards";
import { findChromium } from "./chromium";
import { datesIn } from "../src/site/dates.server";
import { toBase64Url } from "../src/private/sealing";
import { wordsFor } from "../src/words";
import { fill } from "../src/words/fill";
import { DICTIONARIES } from "../src/words";
import type { LocalText } from "../src/content/local-text.server";
import { generateWedding } from "../tests/support/generated-wedding";
import { testHouseholds } from "../tests/support/guest-list";
import { temporaryFolder } from "../tests/support/temporary-folder";

const inLanguage = (text: LocalText, language: string) => {
  const written = typeof text === "string" ? text : (text[language] ?? Object.values(text)[0]);
  return typeof written === "string" ? written : "";
};

/** A card in each language the site has words in, for a made-up couple, with a link of a random key. */
function cardsInEveryLanguage(): Card[] {
  const { wedding } = generateWedding(23);
  return testHouseholds(Object.keys(DICTIONARIES), []).map((household) => {
    const language = household.language ?? "en";
    const words = wordsFor(language);
    const key = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
    const dates = datesIn(words.locale, wedding.wedding.timeZone);
    const [event] = wedding.events;
    const place = wedding.places[event.place];
    return {
      site: {
        language,
        words,
        dates,
        names: {
          partnerOne: inLanguage(wedding.couple.partnerOne, language),
          partnerTwo: inLanguage(wedding.couple.partnerTwo, language),
        },
        date: wedding.wedding.date,
        main: {
          shownTime: dates.time(event.startTime),
          place: inLanguage(place.name, language),
          city: inLanguage(place.cityZip, language),
        },
        rsvpDeadline: "2026-05-01",
      },
      greeting: household.greeting,
      link: `https://our-wedding.example.com/#${key}`,
    };
  });
}

/** Each page of a PDF as a PNG at 150 dpi, by poppler's pdftoppm, as a phone's camera would see it printed. */
function pagesOf(pdf: Buffer): Buffer[] {
  const folder = temporaryFolder("cards-");
  writeFileSync(join(folder, "cards.pdf"), pdf);
  execFileSync("pdftoppm", ["-r", "150", "-png", join(folder, "cards.pdf"), join(folder, "page")]);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".png"))
    .sort()
    .map((file) => readFileSync(join(folder, file)));
}

async function qrOn(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/** Each face a PDF embeds, as poppler's pdffonts reads it: its name ("AAAAAA+Inter-Regular") and type ("CID TrueType"). */
const facesIn = (pdf: Buffer) =>
  execFileSync("pdffonts", ["-"], { input: pdf, encoding: "utf8" })
    .split("\n")
    .slice(2)
    .filter(Boolean)
    // A face's name has no space; its type is padded to two spaces or more.
    .map((line) => {
      const [, name, rest] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
      return { name, type: rest.split(/\s{2,}/)[0] };
    });

/** The PDF's page size in whole millimetres, as poppler's pdfinfo reads it. */
function pageSizeMm(pdf: Buffer): number[] {
  const info = execFileSync("pdfinfo", ["-"], { input: pdf, encoding: "utf8" });
  const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info) ?? [];
  return [width, height].map((points) => Math.round((Number(points) * 25.4) / 72));
}

/** A text with its spaces and line breaks as one space each: a PDF's lines break where the card's do. */
const oneLine = (text: string) => text.replace(/\s+/g, " ");
/** A text as a reader takes it: one line, without the word joiners that hold it on one. */
const asRead = (text: string) => oneLine(text.replaceAll("\u2060", ""));

const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-", "-"], { input: pdf, encoding: "utf8" });

describe("npm run cards", () => {
  const cards = cardsInEveryLanguage();
  // Hebrew's and Arabic's dates come out of the PDF in their visual order: the other languages' are read.
  const readable = cards.filter((card) => !["he", "ar"].includes(card.site.language));

  it("prints an invitation a household, A6 with 3 mm of bleed, its date, the day to reply by and a QR code that reads as its link", async () => {
    const pdf = await printCards(cards, { kind: "invitation", withDate: true, cropMarks: false });
    const info = execFileSync("pdfinfo", ["-"], { input: pdf, encoding: "utf8" });
    expect(info).toMatch(new RegExp(`Pages:\\s+${cards.length}\\n`));
    expect(pageSizeMm(pdf)).toEqual([TRIM_MM.width + 6, TRIM_MM.height + 6]);
    expect(await Promise.all(pagesOf(pdf).map(qrOn))).toEqual(cards.map((card) => card.link));
    const text = pdfText(pdf);
    for (const { site } of readable) {
      expect(text).toContain(site.dates.dateLine(site.date));
      // The time under the day as a stationer writes it: "à 11 h 30", "um 13:30 Uhr".
      expect(oneLine(text)).toContain(asRead(atTime(site, site.main.shownTime)));
      // As a stationer ends an invitation: the day to reply by.
      const replyBy = fill(site.words.cards.replyBy, { date: site.dates.longDate(site.rsvpDeadline ?? "") });
      expect(oneLine(text)).toContain(oneLine(replyBy));
    }
    // A print shop's preflight takes TrueType and CFF faces; it refuses Type 3 glyphs. Every letter and emoji is
    // in the invitation's faces (and those that step in for other scripts, Noto's emoji), none in a face the
    // machine happens to have. A PDF names a face without its spaces, after a subset's tag: "OAAAAA+EBGaramond-Italic".
    const faces = facesIn(pdf);
    const families = FACES.filter((face) => face.look === "invitation").flatMap((face) => face.sources);
    const designed = new Set([...families.map((source) => source.family.replaceAll(" ", "")), "NotoEmoji"]);
    expect(faces.filter(({ type }) => !/TrueType|CFF|Type 1C/.test(type))).toEqual([]);
    expect(faces.filter(({ name }) => ![...designed].some((family) => name.includes(`+${family}`)))).toEqual([]);
  }, 60_000);

  it("prints crop marks around the bleed when asked: at each corner, along the trim's edges, outside the bleed", async () => {
    const [card] = cards;
    const pdf = await printCards([card], { kind: "invitation", withDate: true, cropMarks: true });
    const [width, height] = pageSizeMm(pdf);
    expect([width, height]).toEqual([TRIM_MM.width + 6 + 2 * MARKS_MM, TRIM_MM.height + 6 + 2 * MARKS_MM]);
    const [page] = pagesOf(pdf);
    expect(await qrOn(page)).toBe(card.link);
    const { data, info } = await sharp(page).greyscale().raw().toBuffer({ resolveWithObject: true });
    // The darkest pixel within a pixel of a point: a hairline falls between two rows of pixels.
    const at = (xMm: number, yMm: number) => {
      const [x, y] = [Math.round((xMm / width) * info.width), Math.round((yMm / height) * info.height)];
      return Math.min(...[-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => data[(y + dy) * info.width + x + dx])));
    };
    const trim = { left: MARKS_MM + 3, top: MARKS_MM + 3, right: width - MARKS_MM - 3, bottom: height - MARKS_MM - 3 };
    const middle = MARKS_MM / 2;
    const marks = [
      [middle, trim.top],
      [trim.left, middle],
      [width - middle, trim.top],
      [trim.right, middle],
      [middle, trim.bottom],
      [trim.left, height - middle],
      [width - middle, trim.bottom],
      [trim.right, height - middle],
    ];
    for (const [x, y] of marks) expect(at(x, y), `a mark at ${x}, ${y} mm`).toBeLessThan(128);
    // Nothing else outside the bleed: the paper's white there.
    expect(at(middle, middle)).toBeGreaterThan(250);
  }, 60_000);

  it("sets the names as a stationer sets a pair: each on its own line, the joint on one between them", async () => {
    const card = readable[0];
    const names = { partnerOne: "Sophie", partnerTwo: "Jonas Wagner" };
    const pdf = await printCards([{ ...card, site: { ...card.site, names } }], {
      kind: "invitation",
      withDate: true,
      cropMarks: false,
    });
    const lines = pdfText(pdf)
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    const first = lines.indexOf(names.partnerOne);
    expect(lines.slice(first, first + 3)).toEqual([names.partnerOne, card.site.words.joint, names.partnerTwo]);
  }, 60_000);

  it("prints a private site's passphrase under its address, which the unlock page asks for, and none on a public one's", async () => {
    const two = [readable[0], cards.find((card) => card.site.language === "he") ?? cards[1]];
    const passphrase = "violet harbour ladder seven";
    const pdf = await printCards(two, { kind: "invitation", withDate: true, cropMarks: false, passphrase });
    expect(await Promise.all(pagesOf(pdf).map(qrOn))).toEqual(two.map((card) => card.link));
    const pages = pdfText(pdf).split("\f").map(oneLine);
    two.forEach((card, index) => expect(pages[index]).toContain(passphrase));
    const lines = pdfText(pdf)
      .split("\f")[0]
      .split("\n")
      .map((line) => line.trim());
    // The card's foot, as a guest reads it: the address, then the passphrase under its label.
    const [address, label, written] = lines.filter(Boolean).slice(-3);
    expect([address, label, written]).toEqual([
      new URL(readable[0].link).host,
      readable[0].site.words.private.passphrase,
      passphrase,
    ]);
    const publicCard = pdfText(
      await printCards([readable[0]], { kind: "invitation", withDate: true, cropMarks: false }),
    );
    expect(publicCard).not.toContain(readable[0].site.words.private.passphrase);
  }, 60_000);

  it("captions a reply card's code as the way to reply, over one address: the form's, unless it has a query to copy", async () => {
    const card = readable[0];
    const host = new URL(card.link).host;
    const forms = [
      ["https://forms.example.com/our-wedding", "forms.example.com/our-wedding"],
      ["https://forms.example.com/r?lang=en&party=1", host],
    ];
    const pdf = await printCards(
      forms.map(([rsvpUrl]) => ({ ...card, site: { ...card.site, rsvpUrl } })),
      { kind: "rsvp", withDate: true, cropMarks: false },
    );
    const pages = pdfText(pdf).split("\f").map(oneLine);
    forms.forEach(([, printed], index) => {
      expect(pages[index]).toContain(oneLine(card.site.words.cards.scanToReply));
      expect(pages[index]).toContain(printed);
      expect(pages[index].split(/forms\.example\.com|our-wedding\.example\.com/)).toHaveLength(2);
    });
  }, 60_000);

  for (const kind of CARD_KINDS.filter((other) => other !== "invitation")) {
    it(`prints a ${kind} card too, left to right and right to left, without the date when asked`, async () => {
      const two = [readable[0], cards.find((card) => card.site.language === "he") ?? cards[1]];
      const pdf = await printCards(two, { kind, withDate: false, cropMarks: false });
      expect(await Promise.all(pagesOf(pdf).map(qrOn))).toEqual(two.map((card) => card.link));
      expect(pdfText(pdf)).not.toContain(readable[0].site.dates.dateLine(readable[0].site.date));
    }, 60_000);
  }

  it("leaves the date, time and place, and the day to reply by, off an invitation without the date", async () => {
    const [card] = readable;
    const pdf = await printCards([card], { kind: "invitation", withDate: false, cropMarks: false });
    const printed = oneLine(pdfText(pdf));
    const { dates, date, main, rsvpDeadline = "" } = card.site;
    for (const left of [dates.longDate(rsvpDeadline), dates.dateLine(date), main.shownTime, main.place])
      expect(printed).not.toContain(oneLine(left));
  }, 60_000);
});

/** Where each card's parts lie, laid out as Chromium prints them: in CSS pixels, from the card's top. */
async function cardLayouts(cards: readonly Card[], kind: (typeof CARD_KINDS)[number], passphrase?: string) {
  const browser = await chromium.launch({ executablePath: findChromium({ headlessShell: true }) });
  try {
    const page = await browser.newPage();
    await page.setContent(await cardsHtml(cards, { kind, withDate: true, cropMarks: false, passphrase }));
    await page.waitForSelector("body[data-fitted]", { state: "attached" });
    return await page.$$eval(".card", (all) =>
      all.map((card) => {
        // A card without one of its parts is a fault this reports as a box at 0, 0.
        const box = (selector: string) => card.querySelector(selector)?.getBoundingClientRect() ?? new DOMRect();
        const announced = [...card.querySelectorAll(".middle > *")].map((part) => part.getBoundingClientRect());
        return {
          greeting: card.querySelector(".greeting")?.textContent ?? "",
          // As set before the message was fitted: its distances shrink with its letters.
          ruleToAnnouncement:
            (announced[0].top - box(".rule").bottom) /
            Number(getComputedStyle(card.querySelector(".fit") ?? card).zoom),
          roomAboveCode: box(".qr").top - Math.max(...announced.map((part) => part.bottom)),
          // From the frame to the nearest line inside it, above and below.
          marginInFrame: Math.min(
            box(".greeting").top - box(".frame").top,
            box(".frame").bottom - box(".bottom > :last-child").bottom,
          ),
          // From the frame's sides to the greeting's longest line.
          greetingBesideFrame: ((greeting) => {
            const range = document.createRange();
            range.selectNodeContents(greeting ?? card);
            const lines = [...range.getClientRects()];
            const frame = box(".frame");
            return Math.min(...lines.map((line) => Math.min(line.left - frame.left, frame.right - line.right)));
          })(card.querySelector(".greeting")),
          greetingLines: ((greeting) => {
            const range = document.createRange();
            range.selectNodeContents(greeting ?? card);
            return new Set([...range.getClientRects()].map((line) => Math.round(line.bottom))).size;
          })(card.querySelector(".greeting")),
          greetingStyle: getComputedStyle(card.querySelector(".greeting") ?? card).fontStyle,
          zoom: Number(getComputedStyle(card.querySelector(".fit") ?? card).zoom),
          // Tracked capitals give back the tracking after their last letter before their first, to stand centred.
          kickerTracking: ((kicker) => [kicker.letterSpacing, kicker.paddingInlineStart])(
            getComputedStyle(card.querySelector(".kicker") ?? card),
          ),
          // An "&" between the names as a stationer sets it, a little smaller than they are; Hebrew's ו is a letter of the name.
          jointToName: ((joint, name) =>
            joint && name && !name.contains(joint)
              ? parseFloat(getComputedStyle(joint).fontSize) / parseFloat(getComputedStyle(name).fontSize)
              : 1)(card.querySelector(".joint"), card.querySelector(".name")),
          replyFigures: ((reply) => (reply ? getComputedStyle(reply).fontVariantNumeric : "lining-nums"))(
            card.querySelector(".reply"),
          ),
          // A hyphenated word ("Whitfield-Adeyemi", "בן־דוד") is drawn in one piece, on one line.
          brokenWords: [...card.querySelectorAll(".whole")]
            .filter((word) => word.getClientRects().length > 1)
            .map((word) => word.textContent),
        };
      }),
    );
  } finally {
    await browser.close();
  }
}

describe("each card's layout", () => {
  // Every language's greeting as a household's list gives it, then at twice its length, with a double name.
  const own = cardsInEveryLanguage();
  const cards = own.flatMap((card) => {
    const double = card.site.language === "he" ? "בן-דוד" : "Whitfield-Adeyemi";
    const greeting = `${card.greeting} ${double}, ${card.greeting}`;
    const { names, main } = card.site;
    // A name in two scripts, a venue's name of two lines, on the card with the longest greeting.
    const longest = {
      names: { partnerOne: `${names.partnerOne} (${names.partnerOne})`, partnerTwo: `${names.partnerTwo} ${double}` },
      main: { ...main, place: `${main.place}, ${main.place}` },
    };
    // A greeting in another script than the card's: a grandmother greeted in Russian on a Hebrew card.
    const otherScript = card.site.language === "he" ? [{ ...card, greeting: "Дорогая бабушка Рая" }] : [];
    return [card, { ...card, greeting }, { ...card, greeting, site: { ...card.site, ...longest } }, ...otherScript];
  });
  const MM = 96 / 25.4;
  const UPRIGHT = /\p{Script=Hebrew}|\p{Script=Arabic}|\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}/u;

  it("keeps one size for the set's invitations where a greeting takes a line: only their gaps give way", async () => {
    const layouts = await cardLayouts(own, "invitation");
    const oneLine = layouts.filter((layout) => layout.greetingLines === 1);
    expect(oneLine.length).toBeGreaterThan(own.length / 2);
    for (const layout of oneLine) expect(layout.zoom, layout.greeting).toBe(1);
  }, 60_000);

  for (const kind of CARD_KINDS) {
    it(`sets a ${kind}'s greeting one distance above what it announces, however many its lines`, async () => {
      // A private site's, with its passphrase under the address: the most a card's foot holds.
      const layouts = await cardLayouts(cards, kind, "violet harbour ladder seven");
      const [first] = layouts;
      for (const layout of layouts) {
        expect(layout.ruleToAnnouncement, layout.greeting).toBeCloseTo(first.ruleToAnnouncement, 0);
        expect(layout.roomAboveCode, `${layout.greeting}: room above the code`).toBeGreaterThan(2 * MM - 0.5);
        expect(layout.marginInFrame, `${layout.greeting}: room inside the frame`).toBeGreaterThan(3 * MM);
        expect(layout.brokenWords, layout.greeting).toEqual([]);
        expect(layout.replyFigures, `${layout.greeting}: the day to reply by in lining figures`).toBe("lining-nums");
        expect(layout.jointToName, `${layout.greeting}: the "&" beside the names`).toBeGreaterThan(0.75);
        expect(layout.greetingBesideFrame, `${layout.greeting}: room beside it in the frame`).toBeGreaterThan(8 * MM);
        // Italic where its script has an italic, whatever the card's language: Cyrillic on a Hebrew card too.
        expect(layout.greetingStyle, layout.greeting).toBe(UPRIGHT.test(layout.greeting) ? "normal" : "italic");
        const [tracking, given] = layout.kickerTracking;
        expect(given, layout.greeting).toBe(tracking === "normal" ? "0px" : tracking);
      }
    }, 60_000);
  }
});

describe("each household's card", () => {
  it("writes the time in the form its hour as written takes: one o'clock is singular where a language says so", () => {
    const at = (language: string, written: string) =>
      atTime({ language, words: wordsFor(language) } as Card["site"], written);
    expect(at("es-MX", "1:30 p.m.")).toBe("a la 1:30 p.m.");
    expect(at("es-ES", "13:30")).toBe("a las 13:30");
    expect(at("it", "1:15")).toBe("all’1:15");
    expect(at("it", "11:30")).toBe("alle 11:30");
    expect(at("fr", "11 h 30")).toBe("à 11 h 30");
    expect(at("de-AT", "13:30")).toBe("um 13:30 Uhr");
    // Digits a regex of ASCII's does not read take the other form, as most hours do.
    expect(at("pt-PT", "١٣:٣٠")).toBe("às ١٣:٣٠");
  });

  it("says the same to the Hubers, addressed formally, as to Anna alone: a stationer's words, for one or many", () => {
    const { wedding } = generateWedding(23, { languages: ["de-AT", "en-GB"] });
    expect(wedding.site.formality).toBeUndefined();
    const hubers = { id: "hubers", greeting: "Liebe Frau Huber, lieber Herr Huber", groups: [], row: 2 };
    const cards = householdCards(wedding, [
      { household: { ...hubers, formality: "formal" }, link: "https://our-wedding.example.com/#a" },
      { household: { ...hubers, id: "anna", greeting: "Liebe Anna" }, link: "https://our-wedding.example.com/#b" },
    ]);
    const lines = cards.map((card) => asRead(Object.values(card.site.words.cards).join("\n")));
    expect(lines[0]).toBe(lines[1]);
    expect(lines[0]).toBe(asRead(Object.values(wordsFor("de-AT").cards).join("\n")));
  });
});
