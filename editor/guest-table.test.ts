import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GUEST_LIST } from "../src/content/folders";
import { guestCsv, guestRows, guestTable, writeGuestList } from "./guest-table";
import { temporaryFolder } from "../tests/support/temporary-folder";

const SECRET = "a couple's secret, long and random enough";
const CONTENT = { languages: ["it", "es"], site: { publicUrl: "https://giulia-e-tomas.example.com" }, events: [] };

describe("the guest list's table", () => {
  it("writes a greeting with a comma or a quote in quotes, and the formality column only when a row uses it", () => {
    expect(guestCsv([["rossi", 'Cara zia Anna, caro zio "Beppe" 🌿', "", ""]])).toBe(
      'household,greeting,language,groups\nrossi,"Cara zia Anna, caro zio ""Beppe"" 🌿",,\n',
    );
    expect(guestCsv([["garcia", "Estimados señores García", "es", "", "formal"]])).toBe(
      "household,greeting,language,groups,formality\ngarcia,Estimados señores García,es,,formal\n",
    );
  });

  it("reads back what it wrote, kept from other users of the computer", () => {
    const file = join(temporaryFolder("guests-"), GUEST_LIST);
    const rows = [["rossi", "Cara zia Anna, caro zio", "it", "", ""]];
    writeGuestList(file, rows);
    expect(guestRows(file)).toEqual([["rossi", "Cara zia Anna, caro zio", "it", ""]]);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readFileSync(file, "utf8").split("\n")[0]).toBe("household,greeting,language,groups");
  });

  it("says each mistake with its row, as the build does, and makes no link then", async () => {
    const table = await guestTable([["Rossi family", "", "fr", ""]], CONTENT, SECRET);
    expect(table.problems).toEqual([
      `${GUEST_LIST}, row 2, household: must be lowercase letters, digits and single hyphens, such as "smiths" or "after-party"; this one has spaces (a greeting here means a cell is missing before it).`,
      `${GUEST_LIST}, row 2, greeting: is empty; write it as the site greets them ("Dear Ana & João").`,
      `${GUEST_LIST}, row 2, language: "fr" is not one of the site's languages (it, es).`,
    ]);
    expect(table.links).toEqual({});
  });

  it("gives each household its link and QR code with the secret, and says why not without it", async () => {
    const rows = [
      ["rossi", "Cara zia Anna", "", ""],
      ["garcia", "Querida familia García", "es", ""],
    ];
    const table = await guestTable(rows, CONTENT, SECRET);
    expect(table.problems).toEqual([]);
    expect(Object.keys(table.links)).toEqual(["rossi", "garcia"]);
    expect(table.links.rossi.link).toMatch(/^https:\/\/giulia-e-tomas\.example\.com\/#.{20,}$/);
    expect(table.links.rossi.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await guestTable(rows, CONTENT)).noLinks).toContain("WEDDING_SECRET, which is not set");
  });
});
