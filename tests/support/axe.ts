import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** What axe finds on the page (or the part `only` selects), one line a rule with the elements it found. */
export async function axeViolations(page: Page, only?: string) {
  const builder = new AxeBuilder({ page });
  if (only) builder.include(only);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
