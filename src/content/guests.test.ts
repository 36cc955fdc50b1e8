import { describe, expect, it } from "vitest";
import { GUEST_LIST } from "./folders";
import { checkGuestList, csvLine, groupReport, readGuestList } from "./guests.server";

const LANGUAGES = ["pt-BR", "en-GB"];
const read = (text: string) => readGuestList(text, LANGUAGES);

describe("the guest list", () => {
  it("reads each household: its id, the greeting as written, its language and groups", () => {
    const { households, problems } = read(
      [
        "household,greeting,language,groups",
        'silvas,"Querida Ana, João & kids",pt-br,dinner;brunch',
        "smiths,Dear Sam & Alex,,",
        "joneses,Dear Jo,en,",
      ].join("\n"),
    );
    expect(problems).toEqual([]);
    expect(households).toEqual([
      { id: "silvas", greeting: "Querida Ana, João & kids", language: "pt-BR", groups: ["dinner", "brunch"], row: 2 },
      { id: "smiths", greeting: "Dear Sam & Alex", language: undefined, groups: [], row: 3 },
      // Its language alone, as the content's texts may name it: the site's English.
      { id: "joneses", greeting: "Dear Jo", language: "en-GB", groups: [], row: 4 },
    ]);
  });

  it("names the row and column of each mistake, in a sentence", () => {
    const { problems } = read(
      [
        "household,greeting,language,groups",
        "Silvas,Querida Ana,pt-BR,",
        "smiths,,xx,after party",
        "smiths,Dear Sam, and Alex,en,",
        "joneses,Dear Jo,family",
        "browns,Dear Bo,en-US,",
        "rossis,“Gentile Signora Rossi, gentile Signor Rossi”,,",
      ].join("\n"),
    );
    expect(problems).toEqual([
      `${GUEST_LIST}, row 2, household: must be lowercase letters, digits and single hyphens, such as "smiths" or "after-party"; this one has capital letters.`,
      `${GUEST_LIST}, row 3, greeting: is empty; write it as the site greets them ("Dear Ana & João").`,
      `${GUEST_LIST}, row 3, language: "xx" is not one of the site's languages (pt-BR, en-GB).`,
      expect.stringMatching(new RegExp(`^${GUEST_LIST}, row 3, groups: each must be .*; this one has spaces`)),
      `${GUEST_LIST}, row 4: has 5 cells, not 4; put a greeting with a comma in double quotes.`,
      `${GUEST_LIST}, row 4, household: "smiths" is row 3's too; each household has one row.`,
      // A cell too few: "family" is not read as a language.
      `${GUEST_LIST}, row 5: has 3 cells, not 4; keep a comma for each column, an empty one too (smiths,Dear Sam & Alex,,family).`,
      `${GUEST_LIST}, row 6, language: "en-US" is not one of the site's languages (pt-BR, en-GB).`,
      // Pasted from a word processor: the curly quotes are said, not the comma inside them.
      `${GUEST_LIST}, row 7: has 5 cells, not 4; its greeting is between curly quotes (“ ”), as a word processor or phone types them: put it between straight double quotes, "like this".`,
    ]);
  });

  it("never says a greeting, in whichever column it slipped to: a run's log may be read by anyone", () => {
    const greetings = ["Dear Sam & Alex", "Oma", "Querida Ana", "Sie"];
    const { problems } = readGuestList(
      [
        "household,greeting,language,groups,formality",
        // No id: the greeting stands in the household's column.
        "Dear Sam & Alex,en,,,",
        "Oma,de,,,",
        // An empty cell too many before it: the greeting stands in the language's, or the groups'.
        "silvas,,Querida Ana,,",
        "browns,,,Oma,",
        "joneses,,,,Sie",
      ].join("\n"),
      LANGUAGES,
    );
    expect(problems.length).toBeGreaterThanOrEqual(5);
    for (const problem of problems) for (const greeting of greetings) expect(problem).not.toContain(greeting);
  });

  // docs/privacy.md: "an id of lowercase letters, digits and single hyphens (`smiths`), once each."
  it("takes an id of lowercase letters, digits and single hyphens, and no other", () => {
    const rows = ["smiths", "the-smiths-2", "smiths--jones", "-smiths", "smiths-", "smiths_jones", "smíths"];
    const { problems } = read(["household,greeting,language,groups", ...rows.map((id) => `${id},Dear Sam,,`)].join("\n"));
    expect(problems.map((problem) => /row (\d+), household: must be/.exec(problem)?.[1])).toEqual([
      "4",
      "5",
      "6",
      "7",
      "8",
    ]);
  });

  it("may say how a household is addressed, formally or familiarly, where not as every guest", () => {
    const { households, problems } = read(
      [
        "household,greeting,language,groups,formality",
        'hubers,"Sehr geehrte Frau Huber, sehr geehrter Herr Huber",,,formal',
        "smiths,Dear Sam & Alex,,,",
        "joneses,Dear Jo,en,,Familiar",
        "browns,Dear Bo,,,sie",
      ].join("\n"),
    );
    expect(households.map(({ id, formality }) => [id, formality])).toEqual([
      ["hubers", "formal"],
      ["smiths", undefined],
      ["joneses", "familiar"],
      ["browns", undefined],
    ]);
    expect(problems).toEqual([
      `${GUEST_LIST}, row 5, formality: "sie" must be formal or familiar, or empty for the site's own.`,
    ]);
    expect(read("household,greeting,language,groups,formality\nsmiths,Dear Sam,,").problems).toEqual([
      `${GUEST_LIST}, row 2: has 4 cells, not 5; keep a comma for each column, an empty one too (smiths,Dear Sam & Alex,,family,).`,
    ]);
  });

  it("asks for its header, and says where a quote is left open, in its own words", () => {
    expect(read("id,name\nsmiths,Dear Sam").problems).toEqual([
      `${GUEST_LIST}, row 1: must be the header household,greeting,language,groups (or with ,formality after it), above the households' rows.`,
    ]);
    // A list without its header starts with a household, whose greeting the sentence does not repeat.
    expect(read("smiths,Dear Sam & Alex,,").problems.join("\n")).not.toContain("Dear Sam");
    expect(read('household,greeting,language,groups\nsmiths,"Dear Sam,en,').problems).toEqual([
      `${GUEST_LIST}, line 2: a double quote opened here is never closed.`,
    ]);
  });
});

describe("a row written back", () => {
  it("quotes a cell with a comma, a quote or a line break of any kind", () => {
    const cells = ["smiths", 'Dear "Bob", and you', "line\r\nbreak", "carriage\rreturn"];
    expect(csvLine(cells)).toBe('smiths,"Dear ""Bob"", and you","line\r\nbreak","carriage\rreturn"');
  });
});

describe("the guests' groups", () => {
  const { households } = read(
    ["household,greeting,language,groups", "silvas,Querida Ana,,dinner", "smiths,Dear Sam,,dinner;karaoke"].join("\n"),
  );

  it("stop the build where an event's group has no household, which nobody could open", () => {
    expect(groupReport(households, [{ guests: ["dinner", "brunch"] }, { guests: ["karaoke"] }])).toEqual({
      problems: [`events[0].guests: no household of ${GUEST_LIST} is in the group "brunch".`],
      notes: [],
    });
  });

  it("may be the couple's own labels, which no event is for: a note, once each", () => {
    const labelled = read(
      ["household,greeting,language,groups", "silvas,Querida Ana,,dinner;work", "smiths,Dear Sam,,work"].join("\n"),
    ).households;
    expect(groupReport(labelled, [{}, { guests: ["dinner"] }])).toEqual({
      problems: [],
      notes: [
        `Note: no event is for the group "work" (${GUEST_LIST}, row 2); it changes nothing on the site. ` +
          "If it should open an event, name it in that event's guests.",
      ],
    });
  });

  it("asks whether a group a slip away from an event's was meant", () => {
    const misspelt = households.map((household, index) => ({
      ...household,
      groups: index === 0 ? ["famillie"] : ["familie"],
    }));
    expect(groupReport(misspelt, [{ guests: ["familie"] }]).notes).toEqual([
      `Note: no event is for the group "famillie" (${GUEST_LIST}, row 2); it changes nothing on the site. ` +
        'Did you mean "familie"? As it is, that row\'s household is not shown the events for "familie".',
    ]);
  });
});

describe("the guest list's check", () => {
  it("asks for the list where an event names guests, and reads it against the events where there is one", () => {
    expect(checkGuestList([{}, { guests: ["family"] }], LANGUAGES, undefined).problems).toEqual([
      `events[1].guests: names its guests, and ${GUEST_LIST}, which lists the households, is missing.`,
    ]);
    expect(checkGuestList([{}], LANGUAGES, undefined)).toEqual({ problems: [], notes: [] });
    const list = "household,greeting,language,groups\nsilvas,Querida Ana,,family";
    expect(checkGuestList([{ guests: ["family"] }], LANGUAGES, list)).toEqual({ problems: [], notes: [] });
    expect(checkGuestList([{}], LANGUAGES, list).notes).toHaveLength(1);
    expect(checkGuestList([{ guests: ["friends"] }], LANGUAGES, list).problems).toHaveLength(1);
  });
});
