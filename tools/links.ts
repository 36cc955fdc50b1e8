/**
 * `npm run links`: each household of the guest list its link, made from
 * WEDDING_SECRET (docs/privacy.md), in build/private/links.csv
 * (`household,link`), with its QR code in build/private/qr/<household>.png.
 * A household's link is the same at every run, so a printed card keeps
 * working; nothing under build/private/ is served.
 *
 *   WEDDING_SECRET=… npm run links
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { csvLine, readGuestList, type Household } from "../src/content/guests.server";
import { siteLanguages } from "../src/content/local-text.server";
import { readContent } from "../src/site/site.server";
import { wedding } from "../content/wedding";
import { readEnvironment } from "../pipeline/environment";
import { householdLinks, householdQr } from "../pipeline/private/household-records";
import { secretProblem } from "../pipeline/private/passphrase";
import { BUILD_DIR } from "../pipeline/hosts/site-manifest";

export const PRIVATE_OUTPUT = join(BUILD_DIR, "private");

/** A household's QR code as a PNG, for a stationer's own layout: 12 pixels a module. */
export function qrPng(link: string): Promise<Buffer> {
  return sharp(Buffer.from(householdQr(link, { pixelSize: 12 })))
    .png()
    .toBuffer();
}

/** What the links are made of: the content file's `wedding`, the secret (WEDDING_SECRET) and the guest list's file. */
export type LinkInputs = { content: unknown; secret?: string; guestList: string };

export type HouseholdLink = { household: Household; link: string };

/** Each household's link, or a sentence saying what is missing. */
export async function linksOrProblem({ content, secret, guestList }: LinkInputs): Promise<HouseholdLink[] | string> {
  if (!existsSync(guestList)) return `There is no guest list at ${guestList}: docs/privacy.md says how to write one.`;
  if (!secret)
    return "Household links are made from WEDDING_SECRET, which is not set: set it as the build has it (docs/privacy.md).";
  const weak = secretProblem(secret);
  if (weak) return weak;
  const { households, problems } = readGuestList(readFileSync(guestList, "utf8"), siteLanguages(content), guestList);
  if (problems.length > 0) return problems.join("\n");
  const links = await householdLinks(readContent(content).site.publicUrl, households, secret);
  return households.map((household, index) => ({ household, link: links[index].link }));
}

/** The links of the project's own content, with the secret and the guest list its environment names. */
export const ownLinks = () => linksOrProblem({ content: wedding, ...readEnvironment(process.env) });

if (process.argv[1] === import.meta.filename) {
  const links = await ownLinks();
  if (typeof links === "string") {
    console.error(links);
    process.exit(1);
  }
  rmSync(join(PRIVATE_OUTPUT, "qr"), { recursive: true, force: true });
  mkdirSync(join(PRIVATE_OUTPUT, "qr"), { recursive: true });
  writeFileSync(
    join(PRIVATE_OUTPUT, "links.csv"),
    ["household,link", ...links.map(({ household, link }) => csvLine([household.id, link]))].join("\n") + "\n",
  );
  for (const { household, link } of links)
    writeFileSync(join(PRIVATE_OUTPUT, "qr", `${household.id}.png`), await qrPng(link));
  console.log(
    `Wrote ${links.length} household links to build/private/links.csv, and their QR codes to build/private/qr/. ` +
      "Send each household its own; keep the folder out of your repository and your host.",
  );
}
