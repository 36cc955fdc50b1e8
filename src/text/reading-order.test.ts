import { describe, expect, it } from "vitest";
import { inReadingOrder } from "./reading-order.server";

const shown = (text: string) => text.replaceAll("\u2066", "<").replaceAll("\u2069", ">");

describe("a right-to-left text's reading order", () => {
  it("isolates the words of each left-to-right script where it holds two, so the commas between follow the line", () => {
    expect(shown(inReadingOrder("תודה, Danke, Ευχαριστούμε, שחגגתם איתנו."))).toBe(
      "תודה, <Danke>, <Ευχαριστούμε>, שחגגתם איתנו.",
    );
    expect(shown(inReadingOrder("ברכות מ-Łódź ומ-Санкт-Петербург"))).toBe("ברכות מ-<Łódź> ומ-<Санкт-Петербург>");
  });

  it("leaves the words of one left-to-right script to the line's own order", () => {
    for (const text of [
      "מתחנת Salwator הולכים במעלה Aleja Waszyngtona.",
      "Ślub: טקס הנישואין",
      "תודה, Dziękujemy, שהגעתם",
    ])
      expect(inReadingOrder(text)).toBe(text);
  });

  it("keeps a quoted left-to-right phrase's own closing mark with it, and leaves the line's to the line", () => {
    expect(shown(inReadingOrder("ונועה ענתה ״Oui!״ לפני שהספיק."))).toBe("ונועה ענתה ״<Oui!>״ לפני שהספיק.");
    expect(shown(inReadingOrder("قال “Merci beaucoup.” وابتسم"))).toBe("قال “<Merci beaucoup.>” وابتسم");
    for (const text of ["ענתה ״Oui״ לפני.", "ברוכים הבאים ל-Beit Alon."]) expect(inReadingOrder(text)).toBe(text);
  });

  it("isolates a range and a phone number as left to right", () => {
    expect(shown(inReadingOrder("בין 15–17 בערב"))).toBe("בין <15–17> בערב");
  });
});
