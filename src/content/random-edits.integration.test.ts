import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../tests/support/seeded-random";
import { checkFields } from "./schema.server";
import { wedding } from "../../content/wedding";
import { PHOTOS_FOLDER } from "./folders";

/**
 * A couple's mistakes, thousands of them: the content in content/wedding.ts
 * edited at random places in the ways a hurried edit goes wrong (a field or a
 * list item deleted, a value of the wrong kind, an empty one, a huge one, an
 * item pasted twice, a field's name mistyped). Every edit must end in the
 * content being valid or in problems the couple can act on: each names its
 * field and says what is wrong in the project's own words, never a library's.
 */

const PHOTOS = readdirSync(PHOTOS_FOLDER);
const EDITS = 1000;

/** Wording of the schema library's that must never reach a couple. */
const LIBRARY_WORDING =
  /Invalid input|Invalid (string|option|type|url|element|union|key)|expected \w+, received|Too (small|big)|Unrecognized key|Expected (array|object|string|number|boolean)|\bundefined\b|\[object \w+\]/i;

/** A field's path, a colon, then words: "hotels[1].photo.file: …", or "wedding.ts: …" for the whole. */
const NAMES_A_FIELD = /^(wedding\.ts|[A-Za-z]\w*(\.[\w-]+|\[\d+\])*): \S/;

type Container = Record<string, unknown> | unknown[];
type Place = { parent: Container; key: string | number; path: string };

/** Every field and list item in the content, with the block or list that holds it. */
function places(value: unknown, path = ""): Place[] {
  if (typeof value !== "object" || value === null) return [];
  const container = value as Container;
  return Object.keys(container).flatMap((name) => {
    const key = Array.isArray(container) ? Number(name) : name;
    const childPath = Array.isArray(container) ? `${path}[${name}]` : path ? `${path}.${name}` : name;
    const child = (container as Record<string | number, unknown>)[key];
    return [{ parent: container, key, path: childPath }, ...places(child, childPath)];
  });
}

const WRONG_KINDS: unknown[] = [42, -1, 0, Number.NaN, true, false, null, "some text", [], ["a", "b"], {}, { x: 1 }];
const EMPTY: unknown[] = ["", "   ", [], {}];
const HUGE: unknown[] = ["x".repeat(100_000), 1e308, Array.from({ length: 2000 }, () => "photo.jpg"), "9".repeat(400)];

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)];

/** One mistake at one place: what it did, for the failure message. */
function mistake({ parent, key }: Place, random: () => number): string {
  const set = (value: unknown) => ((parent as Record<string | number, unknown>)[key] = value);
  const value = (parent as Record<string | number, unknown>)[key];
  switch (pick(["delete", "wrong kind", "empty", "huge", "duplicate", "misspell"], random)) {
    case "delete":
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else Reflect.deleteProperty(parent, key);
      return "deleted";
    case "wrong kind": {
      const wrong = pick(WRONG_KINDS, random);
      set(structuredClone(wrong));
      return `set to ${JSON.stringify(wrong)}`;
    }
    case "empty":
      set(structuredClone(pick(EMPTY, random)));
      return "emptied";
    case "huge":
      set(structuredClone(pick(HUGE, random)));
      return "made huge";
    case "duplicate":
      if (Array.isArray(parent)) parent.splice(key as number, 0, structuredClone(value));
      else parent[`${String(key)}2`] = structuredClone(value);
      return "duplicated";
    default:
      if (Array.isArray(parent)) return "left alone";
      Reflect.deleteProperty(parent, key);
      parent[String(key).slice(0, -1)] = value;
      return "misspelt";
  }
}

describe(`${EDITS} random edits of the content`, () => {
  it(
    "each end valid or in problems that name the field, in the project's words, and nothing throws",
    // A couple with a weekend in two languages takes twice the sample's time, more beside the other test files.
    { timeout: 180_000 },
    () => {
      const random = seededRandom(20241025);
      const failures: string[] = [];
      let invalid = 0;
      for (let edit = 0; edit < EDITS && failures.length < 5; edit++) {
        const content = structuredClone(wedding) as unknown;
        const done: string[] = [];
        // One to three mistakes, as an afternoon's editing might leave them.
        for (let count = 1 + Math.floor(random() * 3); count > 0; count--) {
          const all = places(content);
          if (all.length === 0) break;
          const place = pick(all, random);
          done.push(`${place.path} ${mistake(place, random)}`);
        }
        let problems: string[];
        try {
          const result = checkFields(content, PHOTOS);
          problems = result.ok ? [] : result.problems;
        } catch (error) {
          failures.push(`${done.join("; ")}: threw ${String(error)}`);
          continue;
        }
        if (problems.length > 0) invalid++;
        for (const problem of problems) {
          if (!NAMES_A_FIELD.test(problem) || LIBRARY_WORDING.test(problem)) {
            failures.push(`${done.join("; ")}: "${problem.slice(0, 200)}"`);
          }
        }
      }
      expect(failures).toEqual([]);
      // The edits do break the content: the check above had problems to read.
      expect(invalid).toBeGreaterThan(EDITS / 2);
    },
  );
});
