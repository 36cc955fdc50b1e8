/**
 * What `npm run build` does, once its entry (./build.ts) has read the
 * environment: it checks the content, the secrets and the guest list, then
 * builds in steps, each handed what it needs: the fonts cut to the site's
 * letters, the pages prerendered (once for everyone, then once more for each
 * household's own pages, sealed), and the files finished for static hosts.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { readGuestList, type Household } from "../src/content/guests.server";
import { siteLanguages } from "../src/content/local-text.server";
import { runScript, type BuildStep } from "./build-site";
import type { BuildEnvironment } from "./environment";
import { CONTENT_FILE } from "../src/content/folders";
import { cutFonts } from "./fonts/cut-fonts";
import { finishSite } from "./postbuild/finish";
import { missingSecret, recordTexts } from "./private/household-records";
import { passphraseProblem, secretProblem } from "./private/passphrase";
import { pageSetsOf, pagesCopy, privatePlan, settingsOf } from "./private/plan";
import { householdsToBuild, type PageSet } from "./private/own-pages";
import { checkContentModule } from "./content/check-command";

/** Where the prerender keeps its server build for the households' own pages: generated, never served. */
const SERVER_BUILD = resolve(import.meta.dirname, "../.generated/server");

/** A site whose content, secrets and guest list passed the checks: what every step is made from. */
export type CheckedSite = {
  /** The content file's `wedding`. */
  rawContent: unknown;
  languages: string[];
  /** The guest list's households, each with the groups an event is for: none without a guest list. */
  households: Household[];
};

/** The site to build, or nothing when a check failed: each check has said why in the terminal. */
export async function checkedSite(root: string, environment: BuildEnvironment): Promise<CheckedSite | undefined> {
  const modulePath = join(root, CONTENT_FILE);
  if (!(await checkContentModule(modulePath, environment.guestList))) return undefined;
  const weak = [passphraseProblem(environment.passphrase), secretProblem(environment.secret)].filter(Boolean);
  if (weak.length > 0) {
    console.error(weak.join("\n"));
    return undefined;
  }
  const { wedding: rawContent } = (await import(pathToFileURL(modulePath).href)) as { wedding: unknown };
  const languages = siteLanguages(rawContent);
  const list = resolve(root, environment.guestList);
  const listed = existsSync(list)
    ? readGuestList(readFileSync(list, "utf8"), languages, environment.guestList).households
    : [];
  const households = householdsToBuild(listed, rawContent, languages);
  if (households.length > 0 && !environment.secret)
    console.log(missingSecret(households.length, environment.guestList));
  return { rawContent, languages, households };
}

/** Who reads a set of pages, as the build's progress names them: "the guests in family, spoken to formally". */
const readersOf = ({ groups, formality }: PageSet) =>
  [groups.length > 0 ? `the guests in ${groups.join(", ")}` : "the households", formality && `spoken to ${formality}ly`]
    .filter(Boolean)
    .join(", ");

export function siteSteps(checked: CheckedSite, environment: BuildEnvironment): BuildStep[] {
  const { rawContent, languages } = checked;
  const plan = privatePlan(environment, checked.households);
  const settings = settingsOf(plan);
  const greetings = recordTexts(plan.households?.list ?? [], languages);
  const sets = pageSetsOf(plan);
  const keepServer = sets.length > 0 ? ["--keep-server", SERVER_BUILD] : [];
  return [
    { doing: "cutting the fonts to the site's letters", run: () => cutFonts(rawContent, { greetings }) },
    {
      doing: "prerendering the pages",
      run: (staging) =>
        runScript(
          join(import.meta.dirname, "prerender.ts"),
          [staging, JSON.stringify(settings), ...keepServer, ...(environment.verbose ? ["--verbose"] : [])],
          environment.verbose,
        ),
    },
    // Households' own pages, which reach them by their links alone, from the same build: sealed last.
    ...sets.map((set, index): BuildStep => ({
      doing: `prerendering the pages for ${readersOf(set)}`,
      run: (staging) =>
        runScript(
          join(import.meta.dirname, "private", "page-sets.ts"),
          [SERVER_BUILD, staging, pagesCopy(staging, index), JSON.stringify({ ...settings, ...set })],
          environment.verbose,
        ),
    })),
    {
      doing: "finishing the files for static hosts",
      run: (staging) =>
        finishSite(staging, {
          rawContent,
          languages,
          plan,
          onNetlify: environment.onNetlify,
          siteDir: environment.siteDir,
        }),
    },
  ];
}
