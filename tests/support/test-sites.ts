/**
 * The browser pass that content and words change (layout, faces, direction,
 * greetings, gifts: tests/every-page.spec.ts, direction.spec.ts, languages.spec.ts,
 * households.spec.ts, registry.spec.ts), on sites
 * other than yours, each built in a copy of the project whose
 * content/wedding.ts and photos are that site's, exactly as a couple
 * would change them. By default a wedding made up from a seed
 * (tests/support/generated-wedding.ts) in five of the languages the site has
 * words in, both drawn from the commit; or in every one, five to a site, so every
 * dictionary's words are laid out on every page at every width, a dictionary
 * added later included; or a couple of tests/couples/, by name. Every
 * dictionary is rendered in Node on every page, every run
 * (tests/generated-weddings.test.ts).
 *
 *   npm run test:sites                   the made-up wedding in five languages drawn from the commit
 *   npm run test:sites -- every-language  the made-up wedding in every language, five to a site
 *   npm run test:sites -- it he es en de  the made-up wedding in these languages
 *   npm run test:sites -- seed=4242 it he es en de   the wedding made up from seed 4242, as a run names its draw
 *   npm run test:sites -- krakow         a couple of tests/couples/ instead
 */
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DICTIONARIES } from "../../src/words";
import { directionOf } from "../../src/words/direction";
import { seededRandom, shuffled } from "./seeded-random";
import { asWeddingFile, generateWedding, guestListOf, writePhotos } from "./generated-wedding";
import { CONTENT_FILE, GUEST_LIST, PHOTOS_FOLDER } from "../../src/content/folders";
import { copyProject } from "./project-copy";
import { TEST_SECRET } from "./guest-list";

const ROOT = resolve(import.meta.dirname, "../..");
const COUPLES = "tests/couples";
/** What only a browser sees of a site's content and words. */
const SPECS = [
  "tests/every-page.spec.ts",
  "tests/direction.spec.ts",
  "tests/languages.spec.ts",
  "tests/households.spec.ts",
  "tests/registry.spec.ts",
];
/**
 * What the pages do by the guest's clock: the countdown, the day, the thanks, replies closed, the calendar's
 * links going. The sample keeps the invitation on every date, so these skip on it; a made-up site that follows
 * the day runs them.
 */
const DAY_SPECS = ["tests/day.spec.ts", "tests/calendar.spec.ts"];
/**
 * The made-up wedding every dictionary is laid out in: a weekend of events, hotels, a transparent plan, long
 * names, its texts in each language's own words with emoji, as a couple writes them (the server render
 * tries the stranger texts on every page).
 */
const EVERY_LANGUAGE_SEED = 17;

type SiteToTest = {
  name: string;
  /** The specs its pass runs. */
  specs: string[];
  swapIn: (project: string) => Promise<void>;
  /** What the site's build and tests are run with, beyond OTHER_SITE. */
  env?: Record<string, string>;
};

const photosOf = (project: string) => join(project, PHOTOS_FOLDER);

function couple(name: string): SiteToTest {
  return {
    name,
    specs: [...SPECS, ...DAY_SPECS],
    swapIn: async (project) => {
      // The couple's file imports the schema by its path from tests/couples/<couple>/, which the copy keeps.
      writeFileSync(
        join(project, CONTENT_FILE),
        `// The content of ${COUPLES}/${name}/, for npm run test:sites.\nexport { wedding } from "../${COUPLES}/${name}/wedding";\n`,
      );
      rmSync(photosOf(project), { recursive: true });
      cpSync(join(ROOT, COUPLES, name, "photos"), photosOf(project), { recursive: true });
    },
  };
}

/**
 * The made-up wedding in `languages`, the first at the root: it follows the day, replies closing a month before
 * it (DAY_SPECS), and has household links made from the tests' secret, and so a build of its family's pages
 * (tests/households.spec.ts).
 */
const madeUp = (languages: string[], seed = EVERY_LANGUAGE_SEED): SiteToTest => ({
  name: languages.join(" "),
  env: { WEDDING_SECRET: TEST_SECRET },
  specs: [...SPECS, ...DAY_SPECS],
  swapIn: async (project) => {
    const made = generateWedding(seed, { languages, natural: true, forSome: true, followsTheDay: true });
    writeFileSync(join(project, CONTENT_FILE), asWeddingFile(made, "../src/content/schema.server"));
    rmSync(photosOf(project), { recursive: true });
    mkdirSync(photosOf(project));
    await writePhotos(made.photos, photosOf(project));
    mkdirSync(join(project, "private"), { recursive: true });
    writeFileSync(join(project, GUEST_LIST), guestListOf(made.wedding));
  },
});

/** Five at most a site, as a site's `_headers` holds the rules of five languages' pages within Cloudflare's hundred. */
const LANGUAGES_A_SITE = 5;
const codes = Object.keys(DICTIONARIES);

const EVERY_LANGUAGE_ARGUMENT = "every-language";
/** `seed=N`: the wedding made up from seed N, in the languages named beside it. */
const SEED_ARGUMENT = "seed=";
/** Every dictionary, five to a site: `npm run test:sites -- every-language`. */
const EVERY_LANGUAGE = Array.from({ length: Math.ceil(codes.length / LANGUAGES_A_SITE) }, (_, index) =>
  madeUp(codes.slice(index * LANGUAGES_A_SITE, (index + 1) * LANGUAGES_A_SITE)),
);

/**
 * The site of one run of `npm test`: a wedding made up from a seed, in five dictionaries, one of them right to
 * left, in an order, all drawn from the commit under test: a run of the same commit draws them again, and each
 * commit draws its own, so that a few commits lay out every dictionary and many shapes of wedding
 * (docs/decisions/0020-one-made-up-site-a-run.md).
 */
function drawnSite(): SiteToTest {
  const commit = spawnSync("git", ["rev-parse", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout?.trim() ?? "";
  const drawnFrom = commit ? `commit ${commit.slice(0, 8)}` : "the clock (no commit)";
  const hash = commit || Date.now().toString(16).padStart(16, "0");
  const order = (Number.parseInt(hash.slice(0, 8), 16) % 2147483646) + 1;
  // A number short enough to type, from the hash's next digits.
  const seed = (Number.parseInt(hash.slice(8, 16), 16) % 100_000) + 1;
  const drawn = shuffled(codes, seededRandom(order));
  const languages = drawn.slice(0, LANGUAGES_A_SITE);
  // Right to left is where a layout most often breaks: the first such dictionary drawn takes the last place.
  if (!languages.some((code) => directionOf(code) === "rtl"))
    languages[LANGUAGES_A_SITE - 1] =
      drawn.find((code) => directionOf(code) === "rtl") ?? languages[LANGUAGES_A_SITE - 1];
  const again = [`${SEED_ARGUMENT}${seed}`, ...languages].join(" ");
  console.log(
    `The made-up site, drawn from ${drawnFrom}: the wedding of seed ${seed}, in ${languages.join(" ")}. ` +
      `\`npm run test:sites -- ${again}\` draws it again; \`-- ${EVERY_LANGUAGE_ARGUMENT}\` lays out every dictionary.`,
  );
  return madeUp(languages, seed);
}

function run(project: string, site: SiteToTest, command: string, args: string[]): boolean {
  console.log(`\n[${site.name}] ${command} ${args.join(" ")}`);
  const env = { ...process.env, OTHER_SITE: site.name, ...site.env };
  return spawnSync(command, args, { cwd: project, stdio: "inherit", env }).status === 0;
}

/** Builds one site and runs the pass on it; the copy is kept when a test fails, to look into. */
async function testSite(site: SiteToTest): Promise<boolean> {
  const project = mkdtempSync(join(tmpdir(), `wedding-${site.name.replaceAll(" ", "-")}-`));
  // mkdtemp makes it private; a server run as another user must read the build.
  chmodSync(project, 0o755);
  copyProject(ROOT, project);
  await site.swapIn(project);
  const passed =
    run(project, site, "npm", ["run", "build"]) && run(project, site, "npx", ["playwright", "test", ...site.specs]);
  if (passed) {
    rmSync(project, { recursive: true, force: true });
    console.log(`[${site.name}] every page passed.`);
  } else {
    console.error(`[${site.name}] tests failed on this site; the copy is kept in ${project} to look into.`);
  }
  return passed;
}

const known = readdirSync(join(ROOT, COUPLES));
const asked = process.argv.slice(2);
// Languages asked by name are one made-up site's, as a run names its draw: `-- it he es en de`.
const languages = asked.filter((name) => name in DICTIONARIES);
const couples = asked.filter((name) => known.includes(name));
const seeds = asked.filter((name) => new RegExp(`^${SEED_ARGUMENT}\\d+$`).test(name));
const unknown = asked.filter(
  (name) =>
    name !== EVERY_LANGUAGE_ARGUMENT && !languages.includes(name) && !couples.includes(name) && !seeds.includes(name),
);
if (unknown.length > 0) {
  console.error(
    `No couple or language named ${unknown.join(", ")}: the couples are ${known.join(", ")}; the languages ${codes.join(", ")}.`,
  );
  process.exit(2);
}
if (languages.length > LANGUAGES_A_SITE) {
  console.error(`A site has ${LANGUAGES_A_SITE} languages at most; ${languages.length} were named.`);
  process.exit(2);
}
// Every site runs, so one failing does not hide what another would show.
const sites = [
  ...(asked.includes(EVERY_LANGUAGE_ARGUMENT) ? EVERY_LANGUAGE : []),
  ...(languages.length > 0
    ? [madeUp(languages, seeds.length > 0 ? Number(seeds[0].slice(SEED_ARGUMENT.length)) : undefined)]
    : []),
  ...couples.map(couple),
];
if (sites.length === 0) sites.push(drawnSite());
const failed: string[] = [];
for (const site of sites) if (!(await testSite(site))) failed.push(site.name);
if (failed.length > 0) {
  console.error(`Tests failed on ${failed.join(", ")}.`);
  process.exit(1);
}
