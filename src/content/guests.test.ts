import { describe, expect, it } from "vitest";
import { GUEST_LIST, groupProblems, guestListProblems, readGuestList } from "./guests.server";

const LANGUAGES = ["pt-BR", "en"];
const read = (text: string) => readGuestList(text, LANGUAGES);

describe("the guest list", () => {
  it("reads each household: its id, the greeting as written, its language and groups", () => {
    const { households, problems } = read(
      [
        "household,greeting,language,groups",
        'silvas,"Querida Ana, João & kids",pt-br,dinner;brunch',
        "smiths,Dear Sam & Alex,,",
      ].join("\n"),
    );
    expect(problems).toEqual([]);
    expect(households).toEqual([
      { id: "silvas", greeting: "Querida Ana, João & kids", language: "pt-BR", groups: ["dinner", "brunch"], row: 2 },
      { id: "smiths", greeting: "Dear Sam & Alex", language: undefined, groups: [], row: 3 },
    ]);
  });

  it("names the row and column of each slip, in a sentence", () => {
    const { problems } = read(
      [
        "household,greeting,language,groups",
        "Silvas,Querida Ana,pt-BR,",
        "smiths,,xx,after party",
        "smiths,Dear Sam, and Alex,en,",
      ].join("\n"),
    );
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^${GUEST_LIST}, row 2, household: "Silvas" must be lowercase`)),
      `${GUEST_LIST}, row 3, greeting: is empty; write it as the site greets them ("Dear Ana & João").`,
      `${GUEST_LIST}, row 3, language: "xx" is not one of the site's languages (pt-BR, en).`,
      expect.stringMatching(new RegExp(`^${GUEST_LIST}, row 3, groups: "after party" must be`)),
      `${GUEST_LIST}, row 4: has 5 cells, not 4; put a greeting with a comma in double quotes.`,
      `${GUEST_LIST}, row 4, household: "smiths" is row 3's too; each household has one row.`,
    ]);
  });

  it("asks for its header, and says where a quote is left open, in its own words", () => {
    expect(read("id,name\nsmiths,Dear Sam").problems).toEqual([
      `${GUEST_LIST}, row 1: must be the header household,greeting,language,groups, not id,name.`,
    ]);
    expect(read('household,greeting,language,groups\nsmiths,"Dear Sam,en,').problems).toEqual([
      `${GUEST_LIST}, line 2: a double quote opened here is never closed.`,
    ]);
  });
});

describe("the guests' groups", () => {
  const { households } = read(
    ["household,greeting,language,groups", "silvas,Querida Ana,,dinner", "smiths,Dear Sam,,dinner;karaoke"].join("\n"),
  );

  it("are each an event's and a household's, or a sentence says which is missing", () => {
    expect(groupProblems(households, [{}, { guests: ["dinner"] }])).toEqual([
      `${GUEST_LIST}, row 3, groups: no event is for the group "karaoke"; an event names its groups in guests.`,
    ]);
    expect(groupProblems(households, [{ guests: ["dinner", "brunch"] }, { guests: ["karaoke"] }])).toEqual([
      `events[0].guests: no household of ${GUEST_LIST} is in the group "brunch".`,
    ]);
  });
});

describe("the guest list's check", () => {
  it("asks for the list where an event names guests, and reads it against the events where there is one", () => {
    expect(guestListProblems([{}, { guests: ["family"] }], LANGUAGES, undefined)).toEqual([
      `events[1].guests: names its guests, and ${GUEST_LIST}, which lists the households, is missing.`,
    ]);
    expect(guestListProblems([{}], LANGUAGES, undefined)).toEqual([]);
    const list = "household,greeting,language,groups\nsilvas,Querida Ana,,family";
    expect(guestListProblems([{ guests: ["family"] }], LANGUAGES, list)).toEqual([]);
    expect(guestListProblems([{}], LANGUAGES, list)).toEqual([
      `${GUEST_LIST}, row 2, groups: no event is for the group "family"; an event names its groups in guests.`,
    ]);
  });
});
