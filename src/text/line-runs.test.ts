import { describe, expect, it } from "vitest";
import { DICTIONARIES } from "../words";
import { lineRuns, type LineRun } from "./line-runs";
import { mapTexts } from "./map-texts";

const asWritten = (runs: LineRun[]) =>
  runs
    .map((run) =>
      run.kind === "phone" ? run.groups.join("") + run.marks : run.kind === "parts" ? run.parts.join("") : run.text,
    )
    .join("");

const kinds = (runs: LineRun[], kind: LineRun["kind"]) =>
  runs.filter((run) => run.kind === kind).map((run) => asWritten([run]));

describe("lineRuns", () => {
  it("cuts every text of every dictionary into runs that read as written", () => {
    for (const [language, words] of Object.entries(DICTIONARIES)) {
      mapTexts(words, (text) => {
        expect(asWritten(lineRuns(text, words.keptWithNext)), `${language}: ${text}`).toBe(text);
        return text;
      });
    }
  });

  it("keeps hyphenated words and abbreviations with their word whole, and a dash between words free", () => {
    const runs = lineRuns("A floor-length gown at St. Anne's — then dinner - at eight.", []);
    expect(kinds(runs, "whole")).toEqual(["floor-length", "St. Anne's"]);
    expect(kinds(lineRuns("משפחת בן\u05beדוד היקרה", []), "whole")).toEqual(["בן\u05beדוד"]);
    // A unit after its degree sign ends a sentence: "90°" and "F. Light" apart let a line open with "F.".
    expect(kinds(lineRuns("It is hot: 86–90°F. Light fabrics are welcome.", []), "whole")).toEqual([]);
  });

  it("keeps in a whole run the words typesetting joined to it, so no line opens with their no-break space", () => {
    const runs = lineRuns("שם ב-16:45\u00a0בערב, w\u00a0Bielsku-Białej dziś", []);
    expect(kinds(runs, "whole")).toEqual(["ב-16:45\u00a0בערב,", "w\u00a0Bielsku-Białej"]);
  });

  it("holds a word a line never ends with to the next, in the language's words only", () => {
    const text = "Msza w kościele pw. św. Mikołaja i obiad";
    expect(kinds(lineRuns(text, DICTIONARIES.pl.keptWithNext), "held")).toEqual([
      "w kościele",
      "pw. św. Mikołaja",
      "i obiad",
    ]);
    expect(kinds(lineRuns(text, DICTIONARIES.en.keptWithNext), "held")).toEqual([]);
  });

  it("holds a day, its month and its year together, in any language's way of writing them", () => {
    const dates = ["1er\u00a0avril 2027", "30.\u00a0Juni 2027", "25\u00a0ביוני 2027", "18\u00a0de septiembre de 2027"];
    for (const date of dates) expect(kinds(lineRuns(`bis zum ${date}: ruft an`, []), "held"), date).toEqual([date]);
    expect(kinds(lineRuns("à 17 h, 20 chambres 12345", []), "held")).toEqual([]);
  });

  it("boxes a phone number with the marks after it, in its groups, and a hashtag in its words", () => {
    const runs = lineRuns("Call +48\u00a0601\u00a0234\u00a0567, or tag #AlexAndJordan2024.", []);
    expect(runs.find((run) => run.kind === "phone")).toEqual({
      kind: "phone",
      groups: ["+48\u00a0", "601\u00a0", "234\u00a0", "567"],
      marks: ",",
    });
    expect(runs.find((run) => run.kind === "parts")).toEqual({
      kind: "parts",
      parts: ["#Alex", "And", "Jordan", "2024"],
    });
  });

  it("holds a place's name in a sentence together, whatever spaces the page set it with, but not a name alone", () => {
    const places = ["De Hoge Linde", "Stadhuis", "Kasteel de Haar aan de Vecht bij Utrecht"];
    const text = "Om 14:45 vertrekt een bus naar De\u00a0Hoge Linde in Werkhoven, en naar Stadhuis.";
    expect(kinds(lineRuns(text, [], places), "held")).toEqual(["De\u00a0Hoge Linde"]);
    expect(kinds(lineRuns("Nationale De Hoge Lindes", [], places), "held")).toEqual([]);
    expect(kinds(lineRuns("De Hoge Linde", [], places), "held")).toEqual([]);
    expect(kinds(lineRuns("De\u00a0Hoge\u00a0Linde", [], places), "held")).toEqual([]);
  });

  it("lets an e-mail address break only after its @ and before its domain's dots, its sentence's stop outside", () => {
    const runs = lineRuns("Mail de ceremonie-meester@sanne.en.youssef.nl. Of bel.", []);
    expect(runs.filter((run) => run.kind === "parts")).toEqual([
      { kind: "parts", parts: ["ceremonie-meester@", "sanne", ".en", ".youssef", ".nl"] },
    ]);
    expect(asWritten(runs)).toBe("Mail de ceremonie-meester@sanne.en.youssef.nl. Of bel.");
  });
});
