import { type Locator, type Page } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { content, gifts, words, fill } from "./support/content";
import { expect, openPage, test, VIEWPORTS } from "./support/fixtures";
import { threeToARow } from "../src/ui/rows";
import { qrCodeOf } from "../src/content/gifts/qr-code.server";
import { PALETTE } from "../src/palette";

/** The invitation's paper as a browser computes a colour. */
const PAPER = `rgb(${[1, 3, 5].map((at) => parseInt(PALETTE.paper.slice(at, at + 2), 16)).join(", ")})`;

/** Each way to give as the pages show it: its name, what it shows, its action and its QR code. */
const GIFTS = gifts;

/** How many ways before the `index`th have its service: a couple may give two accounts of one ("Cash App"). */
const sameServiceBefore = (index: number) =>
  GIFTS.slice(0, index).filter((gift) => gift.service === GIFTS[index].service).length;

/** How many ways before the `index`th the page names aloud as it: none, unless two ways show the same. */
const sameSpokenBefore = (index: number) =>
  GIFTS.slice(0, index).filter((gift) => gift.spoken === GIFTS[index].spoken).length;

/** How many ways before the `index`th show its handle: none, unless two show one account (in two currencies). */
const sameHandleBefore = (index: number) =>
  GIFTS.slice(0, index).filter((gift) => gift.onCard === GIFTS[index].onCard).length;

/** How many ways the page names aloud as the `index`th: one, unless two ways show the same. */
const sameSpoken = (index: number) => GIFTS.filter((gift) => gift.spoken === GIFTS[index].spoken).length;

/** Each registry view, and where on it the handles are. */
const VIEWS = [
  { path: "/classic", registry: (page: Page) => page.locator("#registry") },
  { path: "/gamer/registry", registry: (page: Page) => page.getByRole("main") },
];

/** Reads a QR code the way a phone's camera would: from the pixels on the screen. */
async function scan(code: Locator): Promise<string | undefined> {
  const { data, info } = await sharp(await code.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

for (const { path, registry } of VIEWS) {
  test.describe(`${path} on a phone`, () => {
    test.use({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });

    test("each way to give opens the couple's page or copies what the app needs, and says so; no QR codes", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await openPage(page, path);
      const section = registry(page);
      // The copy buttons in the order of the ways to give; each says "Copied" for a while once pressed.
      const copyButtons = section.getByRole("button", {
        name: new RegExp(`^(${words.gifts.copy}|${words.gifts.copied})`),
      });
      let copied = 0;
      for (const [index, gift] of GIFTS.entries()) {
        if ("open" in gift.action) {
          // A link's label is its card's heading: the button says what it does, and reads the label after it.
          const name = gift.action.about ? `${gift.action.says} — ${gift.action.about}` : gift.action.says;
          // Two accounts of one service are told apart by name (src/site/gifts.server.ts).
          await expect(section.getByRole("link", { name: `${name} ${words.opensInNewTab}`, exact: true })).toHaveCount(
            sameSpoken(index),
          );
          const link = section.getByRole("link", { name }).nth(sameSpokenBefore(index));
          await expect(link).toHaveAccessibleName(`${name} ${words.opensInNewTab}`);
          await expect(link).toHaveAttribute("href", gift.action.open);
          await expect(link).toHaveAttribute("target", "_blank");
        } else {
          const copy = copyButtons.nth(copied++);
          await expect(copy).toHaveAccessibleName(
            `${words.gifts.copy} ${fill(words.gifts.copyWhat, { what: gift.action.what })}`,
          );
          await expect(copy, "a copy is a button, not underlined as a link").toHaveCSS("text-decoration-line", "none");
          const width = async () => (await copy.boundingBox())?.width;
          const before = await width();
          await copy.click();
          // What it says now; the other labels stay in the button, unseen, to keep its width.
          await expect(copy).toHaveAccessibleName(words.gifts.copied);
          expect(await width(), "the button keeps its width as its label changes").toBe(before);
          await expect(
            section.getByRole("status").filter({ hasText: fill(words.gifts.copiedStatus, { text: gift.action.copy }) }),
          ).toHaveCount(1);
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(gift.action.copy);
        }
        if (gift.onCard) await expectPlainHandle(section, gift.onCard, sameHandleBefore(index));
        // The classic cards set a service's name in the captions' capitals, and a link's label as the couple wrote it.
        if (path === "/classic") {
          const name = section.locator("dt").and(section.getByText(gift.service, { exact: true }));
          await expect(name.nth(sameServiceBefore(index))).toHaveCSS("text-transform", "uppercase");
        }
        if (gift.label)
          await expect(section.getByText(gift.label, { exact: true }).first()).toHaveCSS("text-transform", "none");
      }
      await expect(
        section.getByRole("img", { name: new RegExp(fill(words.gifts.qrCode, { service: ".*" })) }),
      ).toHaveCount(0);
    });
  });

  test.describe(`${path} on a computer`, () => {
    test.use({ viewport: VIEWPORTS.laptop });

    test("shows a QR code for each way to give, and each scans to what it carries", async ({ page }) => {
      await openPage(page, path);
      const section = registry(page);
      await section.scrollIntoViewIfNeeded();
      for (const [index, gift] of GIFTS.entries()) {
        const codes = section.getByRole("img", {
          name: fill(words.gifts.qrCode, { service: gift.spoken }),
          exact: true,
        });
        await expect(codes, "a QR code's name tells it from another of its service").toHaveCount(sameSpoken(index));
        const code = codes.nth(sameSpokenBefore(index));
        await code.scrollIntoViewIfNeeded();
        expect(await scan(code), gift.service).toBe(qrCodeOf(content.registry.gifts[index]).value);
        // In the look's own light: the invitation's paper, as its printed cards have it, not a screen's white.
        const light = await code.evaluate((svg) => getComputedStyle(svg).backgroundColor);
        expect(light, gift.service).toBe(path.includes("classic") ? PAPER : "rgb(255, 255, 255)");
      }
    });

    test("the ways to give side by side line up: names, handles, actions and QR codes at one height, the codes one size, the actions one look, however a handle wraps", async ({
      page,
    }) => {
      // A phone's row is one card: its IBAN is the one to keep on one line.
      for (const viewport of [VIEWPORTS.phone, VIEWPORTS.tablet, VIEWPORTS.laptop]) {
        await page.setViewportSize(viewport);
        await openPage(page, path);
        const cards = await registry(page).evaluate((section) =>
          [...section.querySelectorAll("svg[role=img]")].map((code) => {
            const card = code.closest("li, dl > div");
            const top = (element: Element | null | undefined) =>
              element ? Math.round(element.getBoundingClientRect().top) : NaN;
            // A card's parts by the grid row they stand in: its name the first, its handle the second.
            const inRow = (row: string) =>
              [...(card?.children ?? [])].find((part) => getComputedStyle(part).gridRowStart === row);
            return {
              card: top(card),
              name: top(card?.firstElementChild),
              // A name's words each on one line: "Bankoverschrijv / ing" is a size too large for its card.
              namesCut: ((name) => {
                const cut: string[] = [];
                const walker = document.createTreeWalker(name ?? document.createElement("i"), NodeFilter.SHOW_TEXT);
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                  for (const word of (node.textContent ?? "").matchAll(/\S+/g)) {
                    const range = document.createRange();
                    range.setStart(node, word.index);
                    range.setEnd(node, word.index + word[0].length);
                    const tops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
                    if (tops.size > 1) cut.push(word[0]);
                  }
                }
                return cut;
              })(card?.firstElementChild),
              handle: top(inRow("2")),
              // A handle's own height, and where its details start: as the row is, not as its tallest part.
              handleHeight: ((part) => {
                if (!(part instanceof HTMLElement)) return NaN;
                part.style.alignSelf = "start";
                const height = part.getBoundingClientRect().height;
                part.style.alignSelf = "";
                return height;
              })(inRow("2")),
              detailsGap: ((details) =>
                details
                  ? details.getBoundingClientRect().top -
                    (inRow("2")?.getBoundingClientRect().top ?? NaN) -
                    parseFloat(getComputedStyle(details).marginTop)
                  : NaN)(inRow("3")),
              action: top(card?.querySelector("a, button")),
              // A link and a copy set alike: a text link beside a button read as the lesser way to give.
              actionLook: ((action) =>
                action ? `${getComputedStyle(action).borderTopStyle} ${getComputedStyle(action).backgroundColor}` : "")(
                card?.querySelector("a, button"),
              ),
              code: top(code),
              codeSize: Math.round(code.getBoundingClientRect().height),
              // A copy button's label, in lines: as tall as the words it shows now, whatever it may say later.
              labelLines: ((button) => {
                const label = button?.firstElementChild;
                const shown = [...(label?.children ?? [])].find(
                  (each) => getComputedStyle(each).visibility === "visible",
                );
                if (!label || !shown) return 1;
                // The words' own box: a cell of the grid is as tall as its row.
                const words = document.createRange();
                words.selectNodeContents(shown);
                return label.getBoundingClientRect().height / words.getClientRects()[0].height;
              })(card?.querySelector("button")),
            };
          }),
        );
        // An odd multiple of three fills rows of three on a laptop, where two to a row left one alone.
        if (threeToARow(cards.length) && viewport === VIEWPORTS.laptop) {
          expect(new Set(cards.map((card) => card.card)).size, `${path}: rows of three`).toBe(cards.length / 3);
        }
        expect(new Set(cards.map((card) => card.actionLook)).size, `${path}: the ways' actions`).toBe(1);
        expect(
          cards.flatMap((card) => card.namesCut),
          `${path} at ${viewport.width} px: names cut`,
        ).toEqual([]);
        // One size for every code, whatever its density: side by side, their bottoms and captions stand level.
        expect(new Set(cards.map((card) => card.codeSize)).size, `${path} at ${viewport.width} px: QR code sizes`).toBe(
          1,
        );
        // An IBAN reads and copies in one line, as a bank's app shows it, its groups apart.
        for (const [index, gift] of GIFTS.entries()) {
          if (gift.details.length === 0 || !gift.onCard) continue;
          const { lines, spaces, fills } = await registry(page)
            .getByText(gift.onCard, { exact: true })
            .nth(sameHandleBefore(index))
            .evaluate((handle) => {
              // Its lines by the tops of its words' boxes: a size of its own may make its line taller than its block's.
              const range = document.createRange();
              range.selectNodeContents(handle);
              const tops = [...range.getClientRects()].map((box) => box.top).sort((a, b) => a - b);
              // Each space between its groups, in ems of its own size.
              const spaces: number[] = [];
              const walker = document.createTreeWalker(handle, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                for (const space of (node.textContent ?? "").matchAll(/ /g)) {
                  const one = document.createRange();
                  one.setStart(node, space.index);
                  one.setEnd(node, space.index + 1);
                  spaces.push(one.getBoundingClientRect().width / parseFloat(getComputedStyle(handle).fontSize));
                }
              }
              // Its width on one line, of its line's: with room to spare, as a device that hints its letters
              // draws them a pixel or two wider than this browser, which does not.
              const line = handle.closest("p, dd");
              const room = line ? line.clientWidth - parseFloat(getComputedStyle(line).paddingInline || "0") * 2 : 0;
              const fills = range.getBoundingClientRect().width / room;
              return {
                lines: tops.filter((top, index) => index === 0 || top - tops[index - 1] > 4).length,
                spaces,
                fills,
              };
            });
          expect(lines, `${path} at ${viewport.width} px: ${gift.onCard}`).toBe(1);
          expect(fills, `${path} at ${viewport.width} px: ${gift.onCard}, of its line`).toBeLessThanOrEqual(0.98);
          for (const space of spaces) expect(space, `${path}: a space of ${gift.onCard}, in ems`).toBeGreaterThan(0.35);
        }
        for (const card of cards) {
          expect(card.labelLines, `${path} at ${viewport.width} px: a copy button's label, in lines`).toBeLessThan(1.5);
          const row = cards.filter((other) => other.card === card.card);
          for (const other of row) {
            expect(other.name, `${path} at ${viewport.width} px: the names of a row`).toBe(card.name);
            // A card without a handle leaves its row empty.
            if (!Number.isNaN(other.handle + card.handle)) {
              expect(other.handle, `${path} at ${viewport.width} px: the handles of a row`).toBe(card.handle);
            }
            expect(other.action, `${path} at ${viewport.width} px: the actions of a row`).toBe(card.action);
            expect(other.code, `${path} at ${viewport.width} px: the QR codes of a row`).toBe(card.code);
          }
          // A card's details follow its handle, however tall a label beside it: only a taller handle with details
          // of its own may hold them lower.
          if (!Number.isNaN(card.detailsGap)) {
            const tallest = Math.max(
              ...row.filter((each) => !Number.isNaN(each.detailsGap)).map((each) => each.handleHeight),
            );
            expect(card.detailsGap, `${path} at ${viewport.width} px: a handle's details`).toBeLessThanOrEqual(
              tallest + 1,
            );
          }
        }
      }
    });
  });
}

/**
 * The handle stays plain, selectable text, and an email breaks before its "@" only, never at a
 * hyphen, while each part fits the line; a phone number or an IBAN is one part.
 */
async function expectPlainHandle(section: Locator, shown: string, nth: number) {
  const handle = section.getByText(shown, { exact: true }).nth(nth);
  await expect(handle).toHaveCSS("user-select", "all");
  const parts = await handle.evaluate((element) => {
    let whole = element;
    while (whole.parentElement && whole.parentElement.textContent === element.textContent) whole = whole.parentElement;
    return [...whole.querySelectorAll<HTMLElement>(".inline-block")].map((span) => {
      const height = span.getBoundingClientRect().height;
      // The part's width on one line, against the line's: a part wider than the line must wrap.
      const line = span.closest("dd, p")?.clientWidth ?? 0;
      span.style.whiteSpace = "nowrap";
      const fits = span.getBoundingClientRect().width <= line;
      span.style.whiteSpace = "";
      return { text: span.textContent, fits, height, lineHeight: parseFloat(getComputedStyle(span).lineHeight) };
    });
  });
  expect(parts.map((part) => part.text).join("")).toBe(shown);
  for (const part of parts.filter((part) => part.fits)) {
    expect(part.height, `"${part.text}" on one line`).toBeLessThan(part.lineHeight * 1.5);
  }
}
