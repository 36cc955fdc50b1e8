// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { STORED_HOUSEHOLD } from "./addresses";
import { BAND_HEIGHT_PROPERTY, GREETED_ATTRIBUTE, keepBandHeight } from "./band-room";
import { BAND_ROOM_SCRIPT } from "./band-room-script.server";

const html = document.documentElement;
/** The head's script, run as a page runs it before its first paint. */
const runHeadScript = () => {
  new Function(BAND_ROOM_SCRIPT)();
};

afterEach(() => {
  localStorage.clear();
  html.removeAttribute(GREETED_ATTRIBUTE);
  html.style.removeProperty(BAND_HEIGHT_PROPERTY);
  history.replaceState(null, "", "/");
});

describe("the greeting band's room", () => {
  it("is kept on a page opened by a household's link, at one line's height until the band has been seen", () => {
    history.replaceState(null, "", "/classic#AbCdEfGhIjKlMnOpQrStUv");
    runHeadScript();
    expect(html.hasAttribute(GREETED_ATTRIBUTE)).toBe(true);
    expect(html.style.getPropertyValue(BAND_HEIGHT_PROPERTY)).toBe("");
  });

  it("is as tall as the band was at this width and in this look, on a device that kept its household", () => {
    localStorage.setItem(STORED_HOUSEHOLD, JSON.stringify({ greeting: "Γεια σας Νίκο και Μαρία!" }));
    history.replaceState(null, "", "/de/gamer/faq");
    keepBandHeight(97.5);
    history.replaceState(null, "", "/classic");
    keepBandHeight(52);
    history.replaceState(null, "", "/en-gb/gamer");
    runHeadScript();
    expect(html.style.getPropertyValue(BAND_HEIGHT_PROPERTY)).toBe("98px");
    history.replaceState(null, "", "/en-gb/classic");
    runHeadScript();
    expect(html.style.getPropertyValue(BAND_HEIGHT_PROPERTY)).toBe("52px");
  });

  it("is not kept for a guest no one greets", () => {
    history.replaceState(null, "", "/classic#schedule");
    runHeadScript();
    expect(html.hasAttribute(GREETED_ATTRIBUTE)).toBe(false);
  });
});
