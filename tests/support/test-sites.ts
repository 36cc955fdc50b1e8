/**
 * The browser pass that content and words change (layout, faces, direction,
 * greetings, gifts: tests/every-page.spec.ts, direction.spec.ts, languages.spec.ts,
 * households.spec.ts, registry.spec.ts), on sites
 * other than yours, each built in a copy of the project whose
 * content/wedding.ts and photos are that site's, exactly as a couple
 * would change them. By default a wedding made up from a seed
 * (tests/support/generated-wedding.ts) in each language the site has words
 * in, so every dictionary's words are laid out on every page at every width,
 * a dictionary added later included; or a couple of tests/couples/, by name. Their content
 * is rendered in Node on every page, every run (tests/generated-weddings.test.ts).
 *
 *   npm run test:sites             the made-up wedding in every language
 *   npm run test:sites -- krakow   a couple of tests/couples/ instead
 */
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DICTIONARIES } from "../../src/words";
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

type Site = {
  name: string;
  /** The specs its pass runs. */
  specs: string[];
  swapIn: (project: string) => Promise<void>;
  /** What the site's build and tests are run with, beyond OTHER_SITE. */
  env?: Record<string, string>;
};

const photosOf = (project: string) => join(project, PHOTOS_FOLDER);

function couple(name: string): Site {
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
 * The made-up wedding in `languages`, the first at the root. Every dictionary
 * is in one of them: five at most a site, as a site's `_headers` holds the
 * rules of five languages' pages within Cloudflare's hundred.
 */
const madeUp = (
  languages: string[],
  { env, followsTheDay = false }: { env?: Site["env"]; followsTheDay?: boolean } = {},
): Site => ({
  name: languages.join(" "),
  env,
  specs: followsTheDay ? [...SPECS, ...DAY_SPECS] : SPECS,
  swapIn: async (project) => {
    // A site with household links has an event for some guests, whose pages a household's link opens.
    const forSome = env?.WEDDING_SECRET !== undefined;
    const made = generateWedding(EVERY_LANGUAGE_SEED, { languages, natural: true, forSome, followsTheDay });
    writeFileSync(join(project, CONTENT_FILE), asWeddingFile(made, "../src/content/schema.server"));
    rmSync(photosOf(project), { recursive: true });
    mkdirSync(photosOf(project));
    await writePhotos(made.photos, photosOf(project));
    mkdirSync(join(project, "private"), { recursive: true });
    writeFileSync(join(project, GUEST_LIST), guestListOf(made.wedding));
  },
});

const LANGUAGES_A_SITE = 5;
const codes = Object.keys(DICTIONARIES);
const siteCount = Math.ceil(codes.length / LANGUAGES_A_SITE);
/**
 * The first site follows the day, replies closing a month before it, and gets the day's pass (DAY_SPECS). The
 * last (Hebrew's and Arabic's, as the dictionaries stand) gets household links, made from the tests' secret,
 * and so a build of its family's pages (tests/households.spec.ts); the others build their guest list without,
 * which the build says in a sentence.
 */
const EVERY_LANGUAGE = Array.from({ length: siteCount }, (_, index) =>
  madeUp(codes.slice(index * LANGUAGES_A_SITE, (index + 1) * LANGUAGES_A_SITE), {
    followsTheDay: index === 0,
    env: index === siteCount - 1 ? { WEDDING_SECRET: TEST_SECRET } : undefined,
  }),
);

function run(project: string, site: Site, command: string, args: string[]): boolean {
  console.log(`\n[${site.name}] ${command} ${args.join(" ")}`);
  const env = { ...process.env, OTHER_SITE: site.name, ...site.env };
  return spawnSync(command, args, { cwd: project, stdio: "inherit", env }).status === 0;
}

/** Builds one site and runs the pass on it; the copy is kept when a test fails, to look into. */
async function testSite(site: Site): Promise<boolean> {
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
const unknown = asked.filter((name) => !known.includes(name));
if (unknown.length > 0) {
  console.error(`No couple named ${unknown.join(", ")} in ${COUPLES}/; there are ${known.join(", ")}.`);
  process.exit(2);
}
// Every site runs, so one failing does not hide what another would show.
const sites = asked.length > 0 ? asked.map(couple) : EVERY_LANGUAGE;
const failed: string[] = [];
for (const site of sites) if (!(await testSite(site))) failed.push(site.name);
if (failed.length > 0) {
  console.error(`Tests failed on ${failed.join(", ")}.`);
  process.exit(1);
}
