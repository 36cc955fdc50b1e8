/**
 * A private site (tests/private.spec.ts tests it in depth in Chromium) opens
 * in every engine: a wrong passphrase is said, the right one hands its key to
 * the service worker, and the page it answers with hydrates.
 */
import { siteIn } from "../support/content";
import { PRIVATE_SITE } from "../support/private-site";
import { DEFAULT_LANGUAGE } from "../../src/languages";
import { expect, test } from "./fixtures";

const { words, coupleNames } = siteIn(DEFAULT_LANGUAGE);

test("a private site opens with its passphrase after a wrong one, and its page hydrates", async ({
  engine,
  privateOrigin,
}) => {
  await engine.resize(390, 844);
  await engine.goto(`${privateOrigin}/gamer/faq`);
  expect(await engine.evaluate(() => document.querySelector("h1")?.textContent)).toBe(coupleNames);
  const submit = (passphrase: string) =>
    engine.evaluate((typed) => {
      const form = document.getElementById("unlock") as HTMLFormElement;
      (form.elements.namedItem("passphrase") as HTMLInputElement).value = typed;
      form.requestSubmit();
    }, passphrase);
  const said = () => engine.evaluate(() => document.getElementById("unlock-message")?.textContent ?? "");

  await submit("violet harbour ladder eight");
  await expect.poll(said, { message: "a wrong passphrase is said", timeout: 15_000 }).toBe(words.private.wrong);
  await submit(PRIVATE_SITE.passphrase);
  await expect
    .poll(() => engine.evaluate(() => document.documentElement.dataset.hydrated ?? "not yet"), {
      message: "the page opens and hydrates",
      timeout: 30_000,
    })
    .toBe("true");
  expect(await engine.evaluate(() => document.querySelector("h1")?.textContent)).toContain(words.pages.faq.title);
  expect(engine.engineErrors()).toEqual([]);
});
