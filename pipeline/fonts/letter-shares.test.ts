import { describe, expect, it } from "vitest";
import { allot, describeLetter, emojiOf, lettersOf, missing, unicodeRange } from "./letter-shares";

const points = (text: string) => [...text].map((char) => char.codePointAt(0) ?? 0);
const distinct = (text: string) => [...new Set(points(text))].sort((a, b) => a - b);

describe("cutting a face to a site's letters", () => {
  it("takes each letter once, spaces among them, and no invisible mark", () => {
    expect(lettersOf("Małgorzata\u00a0& Małgorzata\u200b\n")).toEqual(points(" &Magortz\u00a0ł").sort((a, b) => a - b));
  });

  it("leaves emoji to the device's emoji face, with what joins and dresses them", () => {
    const text = "Ana 💍 João 👩‍❤️‍👨 👍🏽 🇵🇹 ❤️ © 1️⃣";
    expect(lettersOf(text)).toEqual(lettersOf("Ana João © 1"));
    expect(emojiOf(text)).toEqual(distinct("💍👩❤👨👍🏽🇵🇹\u200d\ufe0f\u20e3"));
  });

  it("gives each letter to the first piece that has it, and no piece twice", () => {
    const latin = new Set(points("Magorzta"));
    const latinExt = new Set(points("łaM"));
    const cyrillic = new Set(points("Ж"));
    expect(allot(lettersOf("Małgorzata"), [latin, latinExt, cyrillic])).toEqual([
      lettersOf("Magorzta"),
      points("ł"),
      [],
    ]);
  });

  it("names the letters no piece has", () => {
    expect(missing(lettersOf("Ωmega"), [new Set(points("mega"))])).toEqual(points("Ω"));
  });

  it("writes a unicode-range with runs joined", () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0x41, 0xe9, 0xea, 0x142])).toBe("U+20-22, U+41, U+E9-EA, U+142");
  });

  it("names a letter so a couple can find it", () => {
    expect(describeLetter(0x142)).toBe('"ł" (U+0142)');
  });
});
