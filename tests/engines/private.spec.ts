/**
 * A private site (tests/private.spec.ts tests it in depth in Chromium) opens
 * in every engine: a household's link opens it with no passphrase and the
 * page greets them; forgotten, a wrong passphrase is said, the right one
 * hands its key to the service worker, and the page it answers with hydrates.
 */
import { DEFAULT_LANGUAGE, ownSite } from "../support/content";
import { PRIVATE_SITE } from "../support/private-site";
import { linkKeyOf } from "../../src/private/household-record";
import { expect, test } from "./fixtures";
import type { EngineSession } from "./session";
import { FORGET_PARAMETER } from "../../src/private/paths";
import { greetingAsSet } from "../../src/site/typesetting.server";

const { words, coupleNames } = ownSite(DEFAULT_LANGUAGE);

const hydrated = (engine: EngineSession) =>
  expect
    .poll(() => engine.evaluate(() => document.documentElement.dataset.hydrated ?? "not yet"), {
      message: "the page opens and hydrates",
      timeout: 30_000,
    })
    .toBe("true");

test("a household's link opens a private site and greets them; forgotten, it opens with the passphrase", async ({
  engine,
  privateOrigin,
}) => {
  await engine.resize(390, 844);
  const [household] = PRIVATE_SITE.households;
  const greeted = greetingAsSet(household.greeting, household.language ?? DEFAULT_LANGUAGE);
  await engine.goto(`${privateOrigin}/classic#${await linkKeyOf(PRIVATE_SITE.secret, household.id)}`);
  const greeting = () =>
    engine.evaluate(
      (label) => document.querySelector(`[aria-label="${label}"]`)?.textContent ?? "",
      words.household.yourInvitation,
    );
  await expect.poll(greeting, { message: "the household is greeted", timeout: 30_000 }).toContain(greeted);
  await hydrated(engine);
  expect(await engine.evaluate(() => location.hash)).toBe("");

  await engine.goto(`${privateOrigin}/gamer/faq?${FORGET_PARAMETER}`);
  const heading = () => engine.evaluate(() => document.querySelector("h1")?.textContent ?? "");
  await expect.poll(heading, { message: "the unlock page, once the device forgot" }).toBe(coupleNames);
  const submit = (passphrase: string) =>
    engine.evaluate((typed) => {
      const form = document.getElementById("unlock") as HTMLFormElement;
      (form.elements.namedItem("passphrase") as HTMLInputElement).value = typed;
      form.requestSubmit();
    }, passphrase);
  const unlockMessage = () => engine.evaluate(() => document.getElementById("unlock-message")?.textContent ?? "");
  await submit("violet harbour ladder eight");
  await expect
    .poll(unlockMessage, { message: "a wrong passphrase is said", timeout: 15_000 })
    .toBe(words.private.wrong);
  await submit(PRIVATE_SITE.passphrase);
  await hydrated(engine);
  expect(await heading()).toContain(words.pages.faq.title);
  expect(engine.engineErrors()).toEqual([]);
});
