import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, it, vi } from "vitest";
import { temporaryFolder } from "../tests/support/temporary-folder";
import { readEnvironment } from "./environment";
import { privatePlan, settingsOf } from "./private/plan";
import { checkedSite } from "./site-steps";

const ROOT = resolve(import.meta.dirname, "..");

// docs/privacy.md: "Without the secret, the build says so in a sentence and makes no links."
it("builds a guest list without WEDDING_SECRET with no household links, and says so in a sentence", async () => {
  const list = join(temporaryFolder("no-secret-"), "guests.csv");
  writeFileSync(list, "household,greeting,language,groups\nsmiths,Dear Sam & Alex,,\njones,Dear Joneses,,\n");
  const said = vi.spyOn(console, "log").mockImplementation(() => undefined);
  const environment = readEnvironment({ WEDDING_GUESTS: list });
  const checked = await checkedSite(ROOT, environment);
  const sentences = said.mock.calls.map(([line]) => String(line));
  said.mockRestore();
  expect(checked?.households.map((household) => household.id)).toEqual(["smiths", "jones"]);
  expect(sentences).toContainEqual(
    `${list} lists 2 household(s), and their links are made from WEDDING_SECRET, which is not set: ` +
      "this build has no household links (docs/privacy.md says how to set it).",
  );
  const plan = privatePlan(environment, checked?.households ?? []);
  expect(plan.households).toBeUndefined();
  expect(settingsOf(plan).householdLinks).toBe(false);
});
