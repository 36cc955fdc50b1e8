import { CsvError, parse } from "csv-parse/sync";
import { baseOf } from "../language-tag";
import { GUEST_LIST } from "./folders";
import { FORMALITIES, type Formality } from "../words/formal";
import { nearMiss } from "./near-miss.server";

export type Household = {
  id: string;
  greeting: string;
  language?: string;
  groups: string[];
  /** How the site speaks to them, where not as it speaks to every guest (`site.formality`). */
  formality?: Formality;
  row: number;
};

const COLUMNS = ["household", "greeting", "language", "groups"];
/** A column a list may add, after the others: a household addressed otherwise than the site's guests. */
const FORMALITY_COLUMN = "formality";
/** Every column a guest list may have, in order. */
export const GUEST_COLUMNS = [...COLUMNS, FORMALITY_COLUMN];

/** A row of comma-separated cells, each in double quotes where it holds a comma, a quote or a line break. */
export const csvLine = (cells: readonly string[]) =>
  cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(",");

/** A household's id and a group's name: what a link's record and an event's `guests` may name. */
export const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;
export const NAME_RULE = 'lowercase letters, digits and single hyphens, such as "smiths" or "after-party"';

const CSV_MISTAKES: Partial<Record<CsvError["code"], string>> = {
  CSV_QUOTE_NOT_CLOSED: "a double quote opened here is never closed",
  CSV_INVALID_CLOSING_QUOTE: 'a double quote closes before the end of its cell; write one inside a cell as ""',
};

/** The households of the guest list, or sentences that name the row and column of each mistake in it. */
export function readGuestList(
  text: string,
  languages: readonly string[],
  file = GUEST_LIST,
): { households: Household[]; problems: string[] } {
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const mistake = CSV_MISTAKES[error.code] ?? "cannot be read as comma-separated cells";
    return { households: [], problems: [`${file}, line ${error.lines}: ${mistake}.`] };
  }
  const [header = [], ...households] = rows;
  const named = header.join(",").toLowerCase();
  const columns = named === [...COLUMNS, FORMALITY_COLUMN].join(",") ? [...COLUMNS, FORMALITY_COLUMN] : COLUMNS;
  if (named !== columns.join(",")) {
    return {
      households: [],
      problems: [
        // Never the row itself: it may be a household's, and a CI's log may be read by anyone (docs/deploy.md).
        `${file}, row 1: must be the header ${COLUMNS.join(",")} (or with ,${FORMALITY_COLUMN} after it), above the households' rows.`,
      ],
    };
  }
  const problems: string[] = [];
  const seen = new Map<string, number>();
  const read = households.map((cells, index) => {
    const row = index + 2;
    const at = (column: string) => `${file}, row ${row}, ${column}`;
    const [id = "", greeting = "", language = "", groups = "", addressed = ""] = cells;
    const miscounted = cells.length !== columns.length;
    if (miscounted) problems.push(`${file}, row ${row}: ${cellsMistake(cells, columns.length)}`);
    if (!NAME.test(id)) problems.push(`${at("household")}: must be ${NAME_RULE}; ${unlikeAName(id)}.`);
    else if (seen.has(id))
      problems.push(`${at("household")}: "${id}" is row ${seen.get(id)}'s too; each household has one row.`);
    seen.set(id, seen.get(id) ?? row);
    // A cell too many or too few puts the rest in the wrong columns: the sentence above says so once.
    if (miscounted) return { id, greeting, language: undefined, groups: [], row };
    if (greeting === "")
      problems.push(`${at("greeting")}: is empty; write it as the site greets them ("Dear Ana & João").`);
    const known = siteLanguageOf(language, languages);
    if (language !== "" && !known)
      problems.push(`${at("language")}: ${quoted(language, LANGUAGE_TAG)}is not one of the site's languages (${languages.join(", ")}).`);
    const inGroups = groups === "" ? [] : groups.split(";").map((group) => group.trim());
    for (const group of inGroups)
      if (!NAME.test(group)) problems.push(`${at("groups")}: each must be ${NAME_RULE}; ${unlikeAName(group)}.`);
    const formality = FORMALITIES.find((each) => each === addressed.toLowerCase());
    if (addressed !== "" && !formality)
      problems.push(
        `${at(FORMALITY_COLUMN)}: ${quoted(addressed, ONE_WORD)}must be formal or familiar, or empty for the site's own.`,
      );
    return { id, greeting, language: known, groups: [...new Set(inGroups)], ...(formality ? { formality } : {}), row };
  });
  return { households: read, problems };
}

// A mistaken cell is said by its row and column, and quoted only in a shape no greeting has (a language's code, a
// word in small letters): a greeting may slip into another column, and a run's log may be read by anyone
// (docs/privacy.md).
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/u;
const ONE_WORD = /^\p{Ll}{1,16}$/u;
const quoted = (cell: string, shape: RegExp) => (shape.test(cell) ? `"${cell}" ` : "");

/** What keeps a cell from being an id or a group's name, without the cell itself. */
function unlikeAName(cell: string): string {
  if (/\s/u.test(cell)) return "this one has spaces (a greeting here means a cell is missing before it)";
  if (/\p{Lu}/u.test(cell)) return "this one has capital letters";
  return cell === "" ? "this one is empty" : "this one has other characters";
}

/** A word processor's or a phone's double quotes, which a spreadsheet's file does not read as quotes. */
const CURLY_QUOTES = /[“”„]/u;

function cellsMistake(cells: readonly string[], columns: number): string {
  const count = cells.length;
  const counted = `has ${count} cell${count === 1 ? "" : "s"}, not ${columns}`;
  if (count > columns && cells.some((cell) => CURLY_QUOTES.test(cell)))
    return `${counted}; its greeting is between curly quotes (“ ”), as a word processor or phone types them: put it between straight double quotes, "like this".`;
  return count > columns
    ? `${counted}; put a greeting with a comma in double quotes.`
    : `${counted}; keep a comma for each column, an empty one too (${["smiths", "Dear Sam & Alex", "", "family", ...Array<string>(columns - COLUMNS.length).fill("")].join(",")}).`;
}

/** One of the site's languages, as written or by its language alone ("en" on an "en-GB" site), as the content's texts are. */
function siteLanguageOf(written: string, languages: readonly string[]): string | undefined {
  const code = written.toLowerCase();
  return (
    languages.find((tag) => tag.toLowerCase() === code) ?? languages.find((tag) => baseOf(tag).toLowerCase() === code)
  );
}

/** What a check of the guest list found: mistakes that stop the build, and notes worth the couple's eye. */
export type GuestListReport = { problems: string[]; notes: string[] };

/**
 * An event's group no household is in stops the build: nobody would see that event. A group no event is for is
 * only noted: a label of the couple's own ("colleagues"), for the cards or, later, the tables.
 */
export function groupReport(
  households: readonly Household[],
  events: readonly { guests?: string[] }[],
  file = GUEST_LIST,
): GuestListReport {
  const inHouseholds = new Set(households.flatMap((household) => household.groups));
  const forEvents = new Set(events.flatMap((event) => event.guests ?? []));
  // Each label once, at the first row that names it.
  const labels = new Map<string, number>();
  for (const { groups, row } of households)
    for (const group of groups) if (!forEvents.has(group) && !labels.has(group)) labels.set(group, row);
  return {
    problems: events.flatMap((event, index) =>
      (event.guests ?? [])
        .filter((group) => !inHouseholds.has(group))
        .map((group) => `events[${index}].guests: no household of ${file} is in the group "${group}".`),
    ),
    notes: [...labels].map(([group, row]) => {
      const meant = nearMiss(group, [...forEvents]);
      return (
        `Note: no event is for the group "${group}" (${file}, row ${row}); it changes nothing on the site. ` +
        (meant
          ? `Did you mean "${meant}"? As it is, that row's household is not shown the events for "${meant}".`
          : "If it should open an event, name it in that event's guests.")
      );
    }),
  };
}

/** The guest list read against the events: its mistakes, or its groups', or that it is missing where an event names guests. */
export function checkGuestList(
  events: readonly { guests?: string[] }[],
  languages: readonly string[],
  text: string | undefined,
  file = GUEST_LIST,
): GuestListReport {
  if (text === undefined) {
    const first = events.findIndex((event) => event.guests !== undefined);
    const missing = `events[${first}].guests: names its guests, and ${file}, which lists the households, is missing.`;
    return { problems: first < 0 ? [] : [missing], notes: [] };
  }
  const { households, problems } = readGuestList(text, languages, file);
  return problems.length > 0 ? { problems, notes: [] } : groupReport(households, events, file);
}
