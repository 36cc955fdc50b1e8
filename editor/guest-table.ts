/**
 * The guest list as the editor's table: its rows read from private/guests.csv and written back, checked as the
 * build checks it against the content's events and languages, and, with WEDDING_SECRET set, each household's
 * link and QR code, as `npm run links` makes them, and its card, as `npm run cards` prints it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parse } from "csv-parse/sync";
import { cardsHtml, householdCards } from "../pipeline/cards/card-page";
import { householdLinks, householdQr } from "../pipeline/private/household-records";
import { secretProblem } from "../pipeline/private/passphrase";
import { checkGuestList, csvLine, GUEST_COLUMNS, readGuestList } from "../src/content/guests.server";
import { GUEST_LIST } from "../src/content/folders";
import { siteLanguages } from "../src/content/local-text.server";
import type { ContentInput } from "../src/content/schema.server";

export type GuestTable = {
  columns: string[];
  rows: string[][];
  problems: string[];
  /** What the build says of the list but builds all the same (a group no event is for). */
  notes: string[];
  /** Each household's link and its QR code (an SVG's data: address), by its id: with the secret, and no problem. */
  links: Record<string, { link: string; qr: string }>;
  /** Why there are no links, when there are households. */
  noLinks?: string;
};

/** The list's rows without its header, as written; none for a list not written yet. */
export function guestRows(file: string): string[][] {
  if (!existsSync(file)) return [];
  try {
    const [, ...rows] = parse(readFileSync(file, "utf8"), {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
    });
    return rows as string[][];
  } catch {
    return [];
  }
}

/** The rows as the file holds them, under the header; the formality column only where a row uses it. */
export function guestCsv(rows: readonly string[][]): string {
  const addressed = rows.some((row) => (row[4] ?? "") !== "");
  const columns = GUEST_COLUMNS.slice(0, addressed ? 5 : 4);
  const cells = (row: readonly string[]) => columns.map((_, index) => (row[index] ?? "").trim());
  return [csvLine(columns), ...rows.map((row) => csvLine(cells(row)))].join("\n") + "\n";
}

const isBlock = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Each household's link, made from `secret` as `npm run links` makes them, or why there are none. */
async function linksOf(
  text: string,
  content: unknown,
  secret: string | undefined,
): Promise<{ links: { household: string; link: string }[] } | { noLinks: string }> {
  const publicUrl = isBlock(content) && isBlock(content.site) ? content.site.publicUrl : undefined;
  const noLinks = !secret
    ? "Each household's link is made from WEDDING_SECRET, which is not set here: start the editor with it (docs/privacy.md) to see them."
    : (secretProblem(secret) ??
      (typeof publicUrl === "string" ? undefined : "The site's address (publicUrl) is not set."));
  if (noLinks || !secret || typeof publicUrl !== "string") return { noLinks: noLinks ?? "" };
  const { households } = readGuestList(text, siteLanguages(content), GUEST_LIST);
  return { links: await householdLinks(publicUrl, households, secret) };
}

/** The table of `rows`, checked against `content` (read, not yet valid perhaps), with links made from `secret`. */
export async function guestTable(rows: string[][], content: unknown, secret?: string): Promise<GuestTable> {
  const text = guestCsv(rows);
  const languages = siteLanguages(content);
  const events = isBlock(content) && Array.isArray(content.events) ? (content.events as { guests?: string[] }[]) : [];
  const { problems, notes } = checkGuestList(events, languages, text, GUEST_LIST);
  const table = { columns: GUEST_COLUMNS, rows, problems, notes, links: {} };
  if (rows.length === 0 || problems.length > 0) return table;
  const made = await linksOf(text, content, secret);
  if ("noLinks" in made) return { ...table, noLinks: made.noLinks };
  return {
    ...table,
    links: Object.fromEntries(
      made.links.map(({ household, link }) => [
        household,
        {
          link,
          qr: `data:image/svg+xml;base64,${Buffer.from(householdQr(link)).toString("base64")}`,
        },
      ]),
    ),
  };
}

/**
 * The invitation card of the household `id` as a page, as `npm run cards` prints it, or why there is none: the
 * card is made from the content and the household's link, so both must be without problems.
 */
export async function cardPage(
  rows: string[][],
  content: unknown,
  { secret, passphrase }: { secret?: string; passphrase?: string },
  id: string,
): Promise<{ page: string } | { problem: string }> {
  const table = await guestTable(rows, content, secret);
  const link = table.links[id]?.link;
  const household = readGuestList(guestCsv(rows), siteLanguages(content), GUEST_LIST).households.find(
    (each) => each.id === id,
  );
  if (!link || !household)
    return {
      problem:
        table.noLinks ??
        `The saved guest list has no household ${id} with a link: save the list, and fix its problems.`,
    };
  try {
    return {
      page: await cardsHtml(householdCards(content as ContentInput, [{ household, link }]), {
        kind: "invitation",
        withDate: true,
        cropMarks: false,
        passphrase,
      }),
    };
  } catch {
    return { problem: "Your content has problems: fix them, then see the card." };
  }
}

/** Writes the rows into the guest list's file, which stays on this computer (.gitignore). */
export function writeGuestList(file: string, rows: readonly string[][]) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, guestCsv(rows), { mode: 0o600 });
}
