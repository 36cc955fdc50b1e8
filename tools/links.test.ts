// @vitest-environment node
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { linksOrProblem, qrPng } from "./links";
import { LANGUAGES } from "../src/languages";
import { guestListCsv, testHouseholds } from "../tests/support/households";

const households = testHouseholds(LANGUAGES, []);

function withGuestList(rows = households) {
  const file = join(mkdtempSync(join(tmpdir(), "links-")), "guests.csv");
  writeFileSync(file, guestListCsv(rows));
  vi.stubEnv("WEDDING_GUESTS", file);
}

afterEach(() => vi.unstubAllEnvs());

async function decoded(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe("npm run links", () => {
  it("gives each household a link whose key is after the #, and a QR code that reads as it", async () => {
    withGuestList();
    vi.stubEnv("WEDDING_SECRET", "a couple's secret, long and random");
    const links = await linksOrProblem();
    if (typeof links === "string") throw new Error(links);
    expect(links.map(({ household }) => household)).toEqual(households.map(({ id }) => id));
    for (const { household, link } of links) {
      expect(link).toMatch(/^https:\/\/[^#]+\/#[\w-]{22}$/);
      expect(link).not.toContain(household);
      expect(await decoded(await qrPng(link))).toBe(link);
    }
  });

  it("keeps every link when the list grows, and changes them all with another secret", async () => {
    vi.stubEnv("WEDDING_SECRET", "a couple's secret, long and random");
    withGuestList(households.slice(1));
    const before = await linksOrProblem();
    withGuestList();
    const after = await linksOrProblem();
    if (typeof before === "string" || typeof after === "string") throw new Error("no links");
    expect(after.slice(1)).toEqual(before);
    vi.stubEnv("WEDDING_SECRET", "another secret, as long and random");
    const other = await linksOrProblem();
    if (typeof other === "string") throw new Error(other);
    expect(other.filter((link, index) => link.link === after[index].link)).toEqual([]);
  });

  it("says in a sentence what is missing: the secret, a long enough one, the list, or a slip in it", async () => {
    withGuestList();
    expect(await linksOrProblem()).toMatch(/^Household links are made from WEDDING_SECRET, which is not set/);
    vi.stubEnv("WEDDING_SECRET", "hunter2");
    expect(await linksOrProblem()).toMatch(/^WEDDING_SECRET has 7 characters; .*`openssl rand -base64 32`/);
    vi.stubEnv("WEDDING_SECRET", "a couple's secret, long and random");
    vi.stubEnv("WEDDING_GUESTS", "/no/such/guests.csv");
    expect(await linksOrProblem()).toMatch(/^There is no guest list at \/no\/such\/guests.csv/);
    withGuestList([{ ...households[0], id: "Not An Id" }]);
    expect(await linksOrProblem()).toMatch(/row 2, household: "Not An Id" must be/);
  });
});
