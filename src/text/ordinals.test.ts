import { expect, it } from "vitest";
import { DICTIONARIES } from "../words";
import { ordinalParts } from "./ordinals";
import { inDrawnSpaces } from "./drawn-spaces.server";

const { ordinalEndings } = DICTIONARIES.fr;

it("cuts a French ordinal's ending apart, each odd piece to be raised: 1er, 1re, 2e, 1ers", () => {
  expect(ordinalParts("jusqu’au 1er\u00a0avril, le 2e jour", ordinalEndings)).toEqual([
    "jusqu’au 1",
    "er",
    "\u00a0avril, le 2",
    "e",
    " jour",
  ]);
  expect(ordinalParts("les 1ers invités", ordinalEndings)).toEqual(["les 1", "ers", " invités"]);
});

it("raises the ending of a century or a king in Roman capitals, written with its letter or raised already", () => {
  const raised = (text: string) => ordinalParts(inDrawnSpaces(text), ordinalEndings);
  expect(raised("un château du XIIIᵉ siècle")).toEqual(["un château du XIII", "e", " siècle"]);
  expect(raised("le XIXe arrondissement, François Ier")).toEqual([
    "le XIX",
    "e",
    " arrondissement, François I",
    "er",
    "",
  ]);
  for (const text of ["Le château", "De Lyon", "Me Dupont", "Vive les mariés", "LE XIIIE", "DIXe"])
    expect(raised(text)).toEqual([text]);
});

it("leaves a number with letters that are no ordinal's ending, and a language that raises none", () => {
  for (const text of ["à 19 h 30", "le 14e3", "B2e", "45 euros"])
    expect(ordinalParts(text, ordinalEndings)).toEqual([text]);
  expect(ordinalParts("the 1st of May", DICTIONARIES.en.ordinalEndings)).toEqual(["the 1st of May"]);
});
