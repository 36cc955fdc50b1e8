// @vitest-environment node
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { linksOrProblem, qrPng } from "./links";
import { wedding as sintra } from "../tests/couples/sintra/wedding";
import { siteLanguages } from "../src/content/local-text.server";
import { guestListCsv, testHouseholds } from "../tests/support/guest-list";
import { temporaryFolder } from "../tests/support/temporary-folder";

const households = testHouseholds(siteLanguages(sintra), []);
const SECRET = "a couple's secret, long and random";

function guestListOf(rows = households): string {
  const file = join(temporaryFolder("links-"), "guests.csv");
  writeFileSync(file, guestListCsv(rows));
  return file;
}

const linksOf = (guestList: string, secret: string | undefined = SECRET) =>
  linksOrProblem({ content: sintra, secret, guestList });

async function decoded(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe("npm run links", () => {
  it("gives each household a link whose key is after the #, and a QR code that reads as it", async () => {
    const links = await linksOf(guestListOf());
    if (typeof links === "string") throw new Error(links);
    expect(links.map(({ household }) => household.id)).toEqual(households.map(({ id }) => id));
    for (const { household, link } of links) {
      expect(link).toMatch(/^https:\/\/[^#]+\/#[\w-]{22}$/);
      expect(link).not.toContain(household.id);
      expect(await decoded(await qrPng(link))).toBe(link);
    }
  });

  it("keeps every link when the list grows, and changes them all with another secret", async () => {
    const before = await linksOf(guestListOf(households.slice(1)));
    const list = guestListOf();
    const after = await linksOf(list);
    if (typeof before === "string" || typeof after === "string") throw new Error("no links");
    expect(after.slice(1).map(({ link }) => link)).toEqual(before.map(({ link }) => link));
    const other = await linksOf(list, "another secret, as long and random");
    if (typeof other === "string") throw new Error(other);
    expect(other.filter((link, index) => link.link === after[index].link)).toEqual([]);
  });

  it("says in a sentence what is missing: the secret, a long enough one, the list, or a mistake in it", async () => {
    const list = guestListOf();
    expect(await linksOf(list, "")).toMatch(/^Household links are made from WEDDING_SECRET, which is not set/);
    expect(await linksOf(list, "hunter2")).toMatch(/^WEDDING_SECRET has 7 characters; .*`openssl rand -base64 32`/);
    expect(await linksOf("/no/such/guests.csv")).toMatch(/^There is no guest list at \/no\/such\/guests.csv/);
    expect(await linksOf(guestListOf([{ ...households[0], id: "Not An Id" }]))).toMatch(
      /row 2, household: must be .*; this one has spaces/,
    );
  });
});
