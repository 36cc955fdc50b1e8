import { describe, expect, it } from "vitest";
import { alphabetsOf, lettersOf } from "./letter-shares";

/** A Japanese face's piece of ideographs, as a stand-in for the face's own. */
const IDEOGRAPHS = new Set(Array.from({ length: 200 }, (_, index) => 0x5000 + index));
const pieceOf = (letter: number) => (IDEOGRAPHS.has(letter) ? IDEOGRAPHS : undefined);
const alphabets = (text: string) => alphabetsOf(lettersOf(text), pieceOf);

describe("the alphabets of the greetings (docs/privacy.md)", () => {
  it("are the same for any greetings in the same scripts: a font file tells the script, not the letters", () => {
    expect(alphabets("Αγαπητή μαμά")).toEqual(alphabets("Γεια σας Νίκο!"));
    expect(alphabets("Дорогі мамо й тату!")).toEqual(alphabets("Дорога тітко Галино"));
    expect(alphabets("Drogi Łukaszu")).toEqual(alphabets("Liebe Frau Müller"));
    expect(alphabets(`${String.fromCodePoint(0x5001)}さん`)).toEqual(alphabets(`${String.fromCodePoint(0x50c7)}へ`));
  });

  it("hold every letter of each script a greeting uses, and none of the others", () => {
    const greek = alphabets("Αγαπητή μαμά");
    expect(greek).toContain("Ω".codePointAt(0));
    expect(greek).toContain("ώ".codePointAt(0));
    expect(greek).not.toContain("Д".codePointAt(0));
    expect(alphabets("Dear Sam & Alex")).toEqual([]);
  });
});
