import { content, languageOfPath, pathIn, SOCIAL_IMAGE, words } from "./support/content";
import {
  ANY_DATE,
  expect,
  openPage,
  PAGE_PATHS,
  RSVP_PLACES,
  rsvpOpenAt,
  stubExternalSites,
  test,
  VIEWPORTS,
} from "./support/fixtures";

/**
 * What the specification lists is there on whatever date a guest opens the
 * site: today by the machine's own clock (none set), and years after the
 * wedding. Where the content follows the day, the RSVP is offered when the
 * content says replies are open at that instant (tests/support/clock.ts); where it
 * keeps the invitation on every date, always. The calendar links and the
 * offline copy are checked at the same clocks (calendar.spec.ts,
 * offline.spec.ts).
 */

/**
 * The specification's own wedding (section 9), which the sample is: whatever
 * its content says of the day, the specification offers its RSVP on every date.
 * A couple who keep this date while they make the site theirs are told so.
 */
const SPECIFICATION_DATE = "2024-10-25";
const isSpecificationSample = content.wedding.date === SPECIFICATION_DATE;

for (const { name, clockAt } of ANY_DATE) {
  test.describe(`opened ${name}`, () => {
    test.use({ clockAt });
    const open = isSpecificationSample || rsvpOpenAt(clockAt);

    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.laptop]) {
      const expected = open
        ? "each of the four RSVP buttons opens the RSVP page in a new tab"
        : "none of the four places offers the RSVP: the content's replies are closed";
      test(`at ${viewport.width} px, ${expected}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await stubExternalSites(page);
        for (const place of RSVP_PLACES) {
          await openPage(page, place.path);
          // The game writes the RSVP twice, one shown at a time: in the icon bar, and on a phone outside it.
          const rsvp = place
            .within(page)
            .getByRole("link", { name: new RegExp(`^${words.day.rsvp}`) })
            .filter({ visible: true });
          if (!open) {
            await expect(rsvp, place.name).toHaveCount(0);
            continue;
          }
          await expect(
            rsvp,
            isSpecificationSample
              ? `${place.name}: the specification's wedding (${SPECIFICATION_DATE}) offers its RSVP on every date; keep followTheDay: false in wedding.ts, or put in your own date`
              : place.name,
          ).toHaveCount(1);
          await expect(rsvp).toHaveAttribute("href", content.rsvpUrl);
          await expect(rsvp).toHaveAttribute("target", "_blank");
          const [tab] = await Promise.all([page.context().waitForEvent("page"), rsvp.click()]);
          await tab.waitForLoadState();
          expect(tab.url(), place.name).toBe(new URL(content.rsvpUrl).href);
          await tab.close();
        }
      });
    }

    test("every page keeps its link preview once it runs", async ({ page }) => {
      for (const path of PAGE_PATHS) {
        const image = new URL(pathIn(languageOfPath(path), SOCIAL_IMAGE.path), content.site.publicUrl).href;
        await openPage(page, path);
        await expect(page.locator('meta[property="og:image"]'), path).toHaveAttribute("content", image);
        await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute("content", await page.title());
      }
      expect((await page.request.get(SOCIAL_IMAGE.path)).status()).toBe(200);
    });
  });
}
