import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DICTIONARIES } from ".";
import { pageWords } from "./page-words";

const SRC = new URL("..", import.meta.url);

/** The code that runs in a guest's browser: what is neither the build's, a test, nor a dictionary. */
const browserCode = readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .map((file) => file.replaceAll("\\", "/"))
  .filter((file) => /\.tsx?$/.test(file) && !/\.server\.|\.test\.|^words\//.test(file))
  .map((file) => readFileSync(new URL(file, SRC), "utf8"))
  .join("\n");

/** Each word's path: a plural's forms are one word. */
const paths = (value: unknown, path: string[] = []): string[][] =>
  value && typeof value === "object" && !Array.isArray(value) && !("other" in value)
    ? Object.entries(value).flatMap(([key, item]) => paths(item, [...path, key]))
    : [path];

describe("the words a page carries", () => {
  it.each(Object.keys(DICTIONARIES))("are, in %s, each named by the code that runs in the browser", (language) => {
    const unread = paths(pageWords(DICTIONARIES[language]))
      .filter((path) => !new RegExp(`\\b${path.at(-1)}\\b`).test(browserCode))
      .map((path) => path.join("."));
    expect(unread, "carried in every page's HTML, read by no component").toEqual([]);
  });
});
