import { type Locator, type Page } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { content, venmoProfileUrl } from "../src/content/content.server";
import { expect, openPage, test, VIEWPORTS } from "./support/site";

const { venmoHandle, zelleContact } = content.registry;

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

    test("Venmo opens the couple's profile; Zelle copies the contact and says so; no QR codes", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await openPage(page, path);
      const section = registry(page);
      const venmo = section.getByRole("link", { name: /Open Venmo/ });
      await expect(venmo).toHaveAttribute("href", venmoProfileUrl(venmoHandle));
      await expect(venmo).toHaveAttribute("target", "_blank");

      await expect(section.getByRole("button", { name: "Copy the Zelle contact" })).toBeVisible();
      // The same button, whichever it says.
      const copy = section.getByRole("button", { name: /^Cop(y|ied)/ });
      await copy.click();
      await expect(copy).toHaveText("Copied");
      await expect(section.getByRole("status")).toHaveText(`Copied ${zelleContact}`);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(zelleContact);
      // The handle stays plain, selectable text.
      const handle = section.getByText(zelleContact, { exact: true });
      await expect(handle).toHaveCSS("user-select", "all");
      // An email breaks before its "@" only, never at a hyphen, while each part fits the line;
      // a phone number is one part.
      const parts = await handle.evaluate((element) => {
        let whole = element;
        while (whole.parentElement && whole.parentElement.textContent === element.textContent)
          whole = whole.parentElement;
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
      expect(parts.map((part) => part.text).join("")).toBe(zelleContact);
      for (const part of parts.filter((part) => part.fits)) {
        expect(part.height, `"${part.text}" on one line`).toBeLessThan(part.lineHeight * 1.5);
      }

      await expect(section.getByRole("img", { name: /QR code/ })).toHaveCount(0);
    });
  });

  test.describe(`${path} on a computer`, () => {
    test.use({ viewport: VIEWPORTS.laptop });

    test("shows a QR code for each handle, and each scans to it", async ({ page }) => {
      await openPage(page, path);
      const section = registry(page);
      await section.scrollIntoViewIfNeeded();
      const venmo = section.getByRole("img", { name: "Venmo QR code" });
      const zelle = section.getByRole("img", { name: "Zelle QR code" });
      await expect(venmo).toBeVisible();
      await expect(zelle).toBeVisible();
      expect(await scan(venmo)).toBe(venmoProfileUrl(venmoHandle));
      expect(await scan(zelle)).toBe(zelleContact);
    });
  });
}
