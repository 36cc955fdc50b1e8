/**
 * `npm run cards`: a card for each household of the guest list, in
 * build/private/cards.pdf, to print: A6 with 3 mm of bleed on every side, in
 * the invitation's look, in the household's language and direction, with the
 * greeting, the couple's names, the day, its time and place, the day to reply by, and the QR code
 * of the household's link with the site's short address under it
 * (docs/privacy.md).
 *
 *   npm run cards                     the invitation
 *   npm run cards -- save-the-date    a save-the-date
 *   npm run cards -- rsvp             an insert with the RSVP
 *   npm run cards -- --without-date   without the date, time and place (a private site's, say)
 *   npm run cards -- --crop-marks     with crop marks around the bleed, for a print shop that asks
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { wedding } from "../content/wedding";
import { findChromium } from "./chromium";
import {
  BLEED_MM,
  CARD_KINDS,
  cardsHtml,
  householdCards,
  TRIM_MM,
  type Card,
  type CardKind,
  type CardOptions,
} from "../pipeline/cards/card-page";
import { PRIVATE_OUTPUT, ownLinks } from "./links";
import { readEnvironment } from "../pipeline/environment";

/** Prints the cards to a PDF in Chromium, once every face they use has loaded. */
export async function printCards(cards: readonly Card[], options: CardOptions): Promise<Buffer> {
  const folder = mkdtempSync(join(tmpdir(), "wedding-cards-"));
  const page = join(folder, "cards.html");
  writeFileSync(page, await cardsHtml(cards, options));
  const browser = await chromium.launch({ executablePath: findChromium({ headlessShell: true }) });
  try {
    const tab = await browser.newPage();
    await tab.goto(pathToFileURL(page).href);
    // Once every face has come and each card's message was set to fit (FIT_SCRIPT).
    await tab.waitForSelector("body[data-fitted]", { state: "attached" });
    return await tab.pdf({ preferCSSPageSize: true, printBackground: true });
  } finally {
    await browser.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  const args = process.argv.slice(2);
  const kind = CARD_KINDS.find((candidate) => args.includes(candidate)) ?? "invitation";
  const flags = ["--without-date", "--crop-marks"];
  const unknown = args.filter((arg) => !CARD_KINDS.includes(arg as CardKind) && !flags.includes(arg));
  if (unknown.length > 0) {
    console.error(`npm run cards takes ${CARD_KINDS.join(", ")}, ${flags.join(" and ")}, not ${unknown.join(" ")}.`);
    process.exit(2);
  }
  const links = await ownLinks();
  if (typeof links === "string") {
    console.error(links);
    process.exit(1);
  }
  const cards = householdCards(wedding, links);
  mkdirSync(PRIVATE_OUTPUT, { recursive: true });
  writeFileSync(
    join(PRIVATE_OUTPUT, "cards.pdf"),
    await printCards(cards, {
      kind,
      withDate: !args.includes("--without-date"),
      cropMarks: args.includes("--crop-marks"),
      passphrase: readEnvironment(process.env).passphrase,
    }),
  );
  console.log(
    `Wrote ${cards.length} ${kind} cards to build/private/cards.pdf: A6 (${TRIM_MM.width} × ${TRIM_MM.height} mm) with ${BLEED_MM} mm of bleed` +
      `${args.includes("--crop-marks") ? " and crop marks" : ""}. ` +
      "Keep it out of your repository and your host.",
  );
}
