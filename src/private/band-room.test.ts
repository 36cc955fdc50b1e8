// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { STORED_HOUSEHOLD } from "./paths";
import { BAND_HEIGHT_PROPERTY, GREETED_ATTRIBUTE, keepBandHeight } from "./band-room";
import { BAND_ROOM_SCRIPT } from "./band-room-script.server";
import { GREETING_STYLESHEETS } from "./greeting-stylesheets";

const html = document.documentElement;
/** The head's script, run as a page runs it before its first paint. */
const runHeadScript = () => {
  new Function(BAND_ROOM_SCRIPT)();
};

/** The stylesheets the page has asked for. */
const stylesheets = () =>
  [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute("href"));

afterEach(() => {
  for (const link of document.querySelectorAll("link")) link.remove();
  localStorage.clear();
  html.removeAttribute(GREETED_ATTRIBUTE);
  html.style.removeProperty(BAND_HEIGHT_PROPERTY);
  delete html.dataset.look;
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
    // The look the root writes on <html> for each page (src/root.tsx).
    const onPageIn = (look: string) => (html.dataset.look = look);
    onPageIn("gamer");
    keepBandHeight(97.5);
    onPageIn("invitation");
    keepBandHeight(52);
    onPageIn("gamer");
    runHeadScript();
    expect(html.style.getPropertyValue(BAND_HEIGHT_PROPERTY)).toBe("98px");
    onPageIn("invitation");
    runHeadScript();
    expect(html.style.getPropertyValue(BAND_HEIGHT_PROPERTY)).toBe("52px");
  });

  it("asks for the stylesheet of the greetings' faces of the page's look, while the page loads", () => {
    html.dataset.look = "gamer";
    history.replaceState(null, "", "/gamer/faq#AbCdEfGhIjKlMnOpQrStUv");
    runHeadScript();
    expect(stylesheets()).toEqual([GREETING_STYLESHEETS.gamer]);
  });

  it("is not kept for a guest no one greets, whose page asks for no greeting's faces", () => {
    html.dataset.look = "invitation";
    history.replaceState(null, "", "/classic#schedule");
    runHeadScript();
    expect(html.hasAttribute(GREETED_ATTRIBUTE)).toBe(false);
    expect(stylesheets()).toEqual([]);
  });
});
