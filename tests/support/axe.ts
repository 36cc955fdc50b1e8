import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

type Scope = {
  /** Only the part of the page this selects. */
  include?: string;
  /** All but the part this selects. */
  exclude?: string;
};

/** What axe finds on the page (or the part `scope` names), one line a rule with the elements it found. */
export async function axeViolations(page: Page, { include, exclude }: Scope = {}) {
  // In the page itself: no page has a frame from another origin to reach, and the default way opens a blank
  // page and a second copy of axe for every scan, half of each scan's time.
  // Only what fails: the passes' and the inapplicable rules' nodes, which a scan lists by default, are most of its time.
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
  if (include) builder.include(include);
  if (exclude) builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
