import { expect, openPage, SCREENS, test } from "./support/fixtures";

test.describe("for a guest who prefers less motion", () => {
  test.use({ reducedMotion: "reduce" });

  for (const path of SCREENS) {
    test(`${path}: nothing animates, scrolls smoothly or moves on hover`, async ({ page }) => {
      await openPage(page, path);
      const found = await page.evaluate(() => {
        const problems = document.getAnimations().map((animation) => `running: ${animation.constructor.name}`);
        if (getComputedStyle(document.documentElement).scrollBehavior === "smooth") problems.push("smooth scrolling");
        // Every hover rule that moves, scales or turns something must sit in a media rule this guest does not match.
        const moves = /^(translate|scale|rotate|transform)$/;
        const visit = (rules: CSSRuleList) => {
          for (const rule of rules) {
            if (rule instanceof CSSMediaRule && !matchMedia(rule.conditionText).matches) continue;
            if (rule instanceof CSSStyleRule && rule.selectorText.includes(":hover")) {
              const moving = [...rule.style].filter((property) => moves.test(property));
              if (moving.length) problems.push(`${rule.selectorText} { ${moving.join(", ")} }`);
            }
            if ("cssRules" in rule) visit(rule.cssRules as CSSRuleList);
          }
        };
        for (const sheet of document.styleSheets) visit(sheet.cssRules);
        return problems;
      });
      expect(found).toEqual([]);
    });
  }
});

test("whatever the guest prefers, nothing blinks for more than five seconds", async ({ page }) => {
  await openPage(page, "/gamer");
  const blinking = await page.evaluate(() =>
    document.getAnimations().map((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return Number(timing?.endTime);
    }),
  );
  expect(blinking.length).toBeGreaterThan(0);
  for (const endTime of blinking) expect(endTime).toBeLessThanOrEqual(5000);
});
