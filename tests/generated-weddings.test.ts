// @vitest-environment node
/**
 * The other couples' weddings (tests/couples/), and weddings made up from
 * seeds (tests/support/generated-wedding.ts): each is valid content, and every page of
 * every language renders from it through the real route modules and loaders
 * (tests/support/server-render.ts) with no error, holds each of the couple's
 * texts it should, has a face for every letter it draws, keeps each hyphenated
 * word whole where a line has room for it, says nothing in a
 * library's words, and carries in its data what it shows and no guest's group
 * (tests/support/loader-data.ts). A failing seed prints its content as a
 * wedding.ts, to keep as a fixture.
 *
 *   GENERATED_SEEDS=200 GENERATED_FIRST_SEED=1000 npx vitest run tests/generated-weddings.test.ts
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { missingGlyphs } from "../pipeline/fonts/font-faces";
import { checkPhotos, photoFiles } from "../pipeline/content/photo-check";
import { collectSiteTexts } from "../pipeline/fonts/site-text";
import { checkFields } from "../src/content/schema.server";
import { GIFT_KINDS } from "../src/content/gifts/schema.server";
import { forEveryone } from "../src/site/events.server";
import { makeSite, readContent, type SiteInputs } from "../src/site/site.server";
import { pathIn } from "../src/language-paths";
import { DICTIONARIES, wordsFor } from "../src/words";
import { fill } from "../src/words/fill";
import { FORMAL_WORDS } from "../src/words/formal";
import { baseOf } from "../src/language-tag";
import { giftWays } from "../src/site/gifts.server";
import { CLASSIC, GAMER_PAGES } from "../src/pages";
import { asWeddingFile, generateWedding, writePhotos } from "./support/generated-wedding";
import {
  comparable,
  imageNames,
  linkTargets,
  looseHyphenatedWords,
  looseSentenceOpeners,
  pageReading,
  photoAlts,
  textsByPage,
} from "./support/page-texts";
import { loaderDataProblems } from "./support/loader-data";
import { photoTable } from "./support/photo-table";
import { siteRenderer } from "./support/server-render";

/**
 * How many seeds, from which: the first 24 span the schema's range (the last test says so), in about 25 s of
 * CPU; more find more.
 */
const SPANNING_SEEDS = 24;
const SEEDS = Number(process.env.GENERATED_SEEDS ?? SPANNING_SEEDS);
const FIRST_SEED = Number(process.env.GENERATED_FIRST_SEED ?? 1);

/** What a library writes where a value went missing or wrong; none of it may reach a guest. */
const LIBRARY_WORDING = [
  /\bundefined\b/,
  /\bNaN\b/,
  /\[object \w+\]/,
  /Invalid (Date|input|string|option|type|url)/i,
  /expected \w+, received/i,
  /Too (small|big)/,
  /Unrecognized key/,
  /Minified React error|Objects are not valid as a React child|Each child in a list/,
  /\bInfinity\b/,
];

const COUPLES = join(import.meta.dirname, "couples");
const photosRoot = mkdtempSync(join(tmpdir(), "generated-weddings-"));
afterAll(() => rmSync(photosRoot, { recursive: true, force: true }));

/** What is wrong with the site of a wedding whose photos are in `dir`, one line each: nothing, when every page holds. */
async function problemsOf(wedding: unknown, dir: string): Promise<string[]> {
  const files = photoFiles(dir);
  const validation = checkFields(wedding, files);
  if (!validation.ok) return validation.problems.map((problem) => `the content does not validate: ${problem}`);
  const problems = (await checkPhotos(dir)).unreadable.map(({ file, reason }) => `${file} cannot be read: ${reason}`);

  const inputs: SiteInputs = {
    rawContent: wedding,
    photos: await photoTable(dir, files),
    groups: [],
    sealed: false,
    householdLinks: false,
  };
  problems.push(...(await missingGlyphs(collectSiteTexts(wedding))));

  const renderer = await siteRenderer(inputs);
  const { render, paths, languages } = renderer;
  // A name breaks as its own rules say (src/invitation/CoupleNames.tsx), at a hyphen where it must.
  const names = languages.flatMap((language) => {
    const { partnerOne, partnerTwo } = readContent(wedding, language).couple;
    return [partnerOne, partnerTwo];
  });
  const readings = new Map<string, { drawn: string; said: string }>();
  const rendered = new Map<string, string>();
  for (const path of paths) {
    const page = await render(path);
    rendered.set(path, page.body);
    if (page.status !== 200) problems.push(`${path}: answered ${page.status}`);
    const reading = path.endsWith(".ics") ? { drawn: page.body, said: "" } : pageReading(page.body);
    readings.set(path, reading);
    for (const wording of LIBRARY_WORDING) {
      const found = wording.exec(`${reading.drawn}\n${reading.said}`);
      if (found) problems.push(`${path}: says "${found[0]}"`);
    }
    if (!path.endsWith(".ics")) {
      problems.push(...(await missingGlyphs([{ field: path, text: reading.drawn }])));
      const loose = looseHyphenatedWords(page.body)
        .filter(({ word }) => !names.some((name) => name.includes(word)))
        .map(({ word, parent }) => `${path}: draws "${word}" in ${parent}, where a line may break it at its hyphen`);
      problems.push(...new Set(loose));
      const openers = looseSentenceOpeners(page.body).map(
        ({ words, parent }) =>
          `${path}: draws "${words}" in ${parent}, where a line may end with the sentence's first word`,
      );
      problems.push(...new Set(openers));
    }
  }

  for (const language of languages) {
    const content = readContent(wedding, language);
    const everyones = forEveryone(content);
    for (const [page, texts] of textsByPage(everyones)) {
      const path = pathIn(languages, language, page);
      const reading = readings.get(path);
      const shown = comparable(`${reading?.drawn}\n${reading?.said}`);
      for (const { field, text } of texts) {
        if (text !== undefined && !shown.includes(comparable(text)))
          problems.push(`${path}: ${field} "${text}" is not on it`);
      }
    }
    // The site speaks as the couple chose, formally or as to friends.
    const home = pathIn(languages, language, "/");
    const addressed = comparable(wordsFor(language, content.site.formality).chooseExperience);
    if (!comparable(readings.get(home)?.drawn ?? "").includes(addressed))
      problems.push(
        `${home}: does not say "${addressed}", as its form of address (${content.site.formality ?? "familiar"}) has it`,
      );
    // The ways to give stand in the couple's order on both experiences: their QR codes, one a way, say so.
    const giftWords = wordsFor(language, content.site.formality).gifts;
    const gifts = giftWays(content.registry.gifts, giftWords);
    const qrCodes = gifts.map((gift) => comparable(fill(giftWords.qrCode, { service: gift.spoken })));
    for (const page of [CLASSIC.path, GAMER_PAGES.registry.path]) {
      const path = pathIn(languages, language, page);
      const shown = imageNames(rendered.get(path) ?? "")
        .map(comparable)
        .filter((name) => qrCodes.includes(name));
      if (shown.join("\n") !== qrCodes.join("\n"))
        problems.push(`${path}: the ways to give stand as ${shown.join(", ")}, not as the content has them`);
    }
    // The game's travel page shows each place once, a hotel's photo with it: a hotel that holds an event is
    // among the places, not under the inns again.
    const travel = pathIn(languages, language, GAMER_PAGES.travel.path);
    const travelPage = rendered.get(travel) ?? "";
    const heldAt = [...new Set(everyones.events.map((event) => event.place))];
    const hotels = everyones.hotels ?? [];
    const unordered = (list: (string | undefined)[]) =>
      list
        .filter((each) => each !== undefined)
        .sort()
        .join("\n");
    const mapped = [
      ...heldAt,
      ...(everyones.parking ?? []).map((lot) => lot.place),
      ...hotels.filter((key) => !heldAt.includes(key)),
    ].map((key) => everyones.places[key].mapsUrl);
    const linked = linkTargets(travelPage).filter((href) => mapped.includes(href));
    if (unordered(linked) !== unordered(mapped))
      problems.push(`${travel}: links the maps ${linked.join(", ")}, not each place's once`);
    const photographed = [
      ...heldAt.map((key) => everyones.places[key].floorPlan?.alt),
      ...hotels.map((key) => everyones.places[key].photo?.alt),
    ];
    const drawn = photoAlts(travelPage);
    if (unordered(drawn) !== unordered(photographed))
      problems.push(`${travel}: shows the photos ${drawn.join(", ")}, not each plan's and hotel's once`);
    // An event for some guests only, and a place only such an event has, are not in the site every page and
    // calendar is made from: not one of their texts, whole, as a value of it (made-up texts may repeat one for all).
    const site = JSON.stringify(makeSite(inputs, language));
    const forAll = new Set([...textsByPage(everyones).values()].flat().map(({ text }) => text));
    const hidden = [
      ...content.events.filter((event) => event.guests).map((event) => event.name),
      ...Object.entries(content.places)
        .filter(([key]) => !(key in everyones.places))
        .map(([, place]) => place.name),
    ].filter((text) => !forAll.has(text));
    for (const text of hidden)
      if (site.includes(JSON.stringify(text)))
        problems.push(`${language}: the site holds "${text}", for some guests only`);
  }

  // Each page's data is what it shows, and names no guest's group: on the site everyone reads, and on the
  // pages of the guests in an event's groups (docs/privacy.md).
  const groups = [...new Set(validation.content.events.flatMap((event) => event.guests ?? []))];
  problems.push(...(await loaderDataProblems(renderer, groups, rendered)));
  if (groups.length > 0)
    problems.push(
      ...(await loaderDataProblems(await siteRenderer({ ...inputs, groups, householdLinks: true }), groups)),
    );
  return problems;
}

/** The problems of a wedding's site, with what the pages said in the console while they rendered. */
async function problemsWithConsole(wedding: unknown, dir: string): Promise<string[]> {
  const logged: string[] = [];
  const log = (...args: unknown[]) => logged.push(`the console: ${args.map(String).join(" ")}`);
  const spies = [vi.spyOn(console, "error").mockImplementation(log), vi.spyOn(console, "warn").mockImplementation(log)];
  try {
    return [...(await problemsOf(wedding, dir)), ...logged];
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

// They bring their own content: a couple's copy (npm run test:sites) would render the same weddings again.
describe.skipIf(process.env.OTHER_SITE)("every couple in tests/couples/, every page of every language", () => {
  for (const couple of readdirSync(COUPLES)) {
    it(
      couple,
      async () => {
        const { wedding } = (await import(/* @vite-ignore */ join(COUPLES, couple, "wedding.ts"))) as {
          wedding: unknown;
        };
        const problems = await problemsWithConsole(wedding, join(COUPLES, couple, "photos"));
        expect(problems, `tests/couples/${couple}: ${problems.length} problem(s)`).toEqual([]);
      },
      60_000,
    );
  }
});

describe.skipIf(process.env.OTHER_SITE)(`${SEEDS} generated weddings, every page of every language`, () => {
  for (let seed = FIRST_SEED; seed < FIRST_SEED + SEEDS; seed++) {
    it(`seed ${seed}`, async () => {
      const generated = generateWedding(seed);
      const dir = join(photosRoot, String(seed));
      await writePhotos(generated.photos, dir);
      const problems = await problemsWithConsole(generated.wedding, dir);
      const keep = `npx tsx tests/support/generated-wedding.ts ${seed} tests/couples/generated-${seed}`;
      expect(
        problems,
        [
          `Seed ${seed}: ${problems.length} problem(s):`,
          ...problems.map((problem) => `  - ${problem}`),
          `Its content, as a wedding.ts (\`${keep}\` writes it with its photos):`,
          asWeddingFile(generated),
        ].join("\n"),
      ).toEqual([]);
    }, 60_000);
  }
});

describe(`the first ${SEEDS} seeds`, () => {
  const weddings = Array.from({ length: SEEDS }, (_, index) => generateWedding(FIRST_SEED + index).wedding);
  const range = (counts: number[]) => [Math.min(...counts), Math.max(...counts)];

  it.runIf(FIRST_SEED === 1 && SEEDS >= SPANNING_SEEDS)(
    "span the schema's range, so that the check tries all of it",
    () => {
      expect(range(weddings.map((wedding) => wedding.events.length))).toEqual([1, 8]);
      expect(range(weddings.map((wedding) => wedding.hotels?.length ?? 0))).toEqual([0, 4]);
      const atTheVenue = weddings.filter((wedding) =>
        wedding.hotels?.some((key) => wedding.events.some((event) => event.place === key)),
      );
      expect(atTheVenue.length, "a hotel that is a place of the events").toBeGreaterThan(0);
      expect(range(weddings.map((wedding) => wedding.parking?.length ?? 0))).toEqual([0, 4]);
      expect(range(weddings.map((wedding) => wedding.registry.gifts.length))).toEqual([1, 6]);
      expect(range(weddings.map((wedding) => wedding.story.length))).toEqual([2, 6]);
      expect(range(weddings.map((wedding) => wedding.collage.length))).toEqual([3, 12]);
      expect(range(weddings.map((wedding) => wedding.languages?.length ?? 1))).toEqual([1, 3]);
      const kinds = new Set(weddings.flatMap((wedding) => wedding.registry.gifts.map((gift) => gift.kind)));
      expect([...kinds].sort()).toEqual([...GIFT_KINDS].sort());
      const tags = weddings.flatMap((wedding) => wedding.languages ?? ["en"]);
      expect([...new Set(tags.map((tag) => tag.split("-")[0]))].sort()).toEqual(Object.keys(DICTIONARIES).sort());
      expect(tags.filter((tag) => tag.includes("-")).length, "languages written with their region").toBeGreaterThan(5);
      const days = weddings.map(
        (content) => new Set(content.events.map((event) => event.date ?? content.wedding.date)).size,
      );
      expect(Math.max(...days), "a wedding's events over several days").toBeGreaterThanOrEqual(3);
      const formally = weddings.filter((wedding) => wedding.site.formality === "formal");
      const formalLanguages = formally.flatMap((wedding) => wedding.languages ?? ["en"]).map(baseOf);
      expect(formalLanguages.filter((language) => language in FORMAL_WORDS).length, "formal sites").toBeGreaterThan(3);
    },
  );
});
