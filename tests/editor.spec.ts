import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { CONTENT_FILE, GUEST_LIST, PHOTOS_FOLDER } from "../src/content/folders";
import { checkFields } from "../src/content/schema.server";
import { startScript, type RunningServer } from "./support/start-server";
import { axeViolations } from "./support/axe";
import { contentFormSchema } from "../editor/form-schema";
import { sampleFields } from "../editor/sample-marks";
import { placeName } from "../editor/app/paths";
import { PAGE_NAMES } from "../editor/app/page-names";
import { DICTIONARIES } from "../src/words";
import { pathIn } from "../src/language-paths";
import sharp from "sharp";
import { copyProject } from "./support/project-copy";
import { TEST_SECRET } from "./support/guest-list";
import { expect, expectProblems, test, VIEWPORTS } from "./support/fixtures";

/**
 * The local editor (`npm run edit`, editor/), driven as a couple uses it, on a copy of this site's own content:
 * rename the couple and see it in the live preview, drop a phone's photo (on its side, with GPS data) and a HEIC
 * one, add a place and an event on another day there, add a question with an emoji in every
 * language and move it up from the keyboard, make three slips and read each in the build's own words at its
 * field, fix them, save; the file then reads every change and keeps every comment the couple wrote.
 */
const ROOT = resolve(import.meta.dirname, "..");
const photoFiles = readdirSync(join(ROOT, PHOTOS_FOLDER));

let root: string;
let editor: RunningServer | undefined;
let origin: string;

// One editor for both tests, in a couple's project: the live preview makes its pages from the project's own code,
// and its first page costs the most.
const EDITOR_MS = 120_000;
test.describe.configure({ mode: "serial", timeout: EDITOR_MS });

test.beforeAll(async () => {
  // The editor cuts the faces and starts Vite before it listens: half a minute on a slow hour of two busy cores.
  test.setTimeout(EDITOR_MS);
  root = mkdtempSync(join(tmpdir(), "editor-spec-"));
  copyProject(ROOT, root);
  // As `npm run edit` runs it, in the project.
  editor = await startScript(join(root, "editor/edit.ts"), "The editor is open at", {
    cwd: root,
    env: { WEDDING_SECRET: TEST_SECRET },
  });
  origin = editor.origin;
});

test.afterAll(async () => {
  // A page the preview could not make is a 500 in the test's page, and its reason a line in the editor's terminal.
  const failed = editor
    ?.output()
    .split("\n")
    .filter((line) => line.startsWith("The preview could not make"));
  if (failed?.length) console.log(failed.join("\n"));
  await editor?.stop();
  rmSync(root, { recursive: true, force: true });
});

test.beforeEach(() => {
  cpSync(join(ROOT, CONTENT_FILE), join(root, CONTENT_FILE));
  // The project's photos, the others taken out: those it has are left as they are, as a copy over one would take
  // it away a moment while the preview, still making the last test's pages, may be reading it.
  const folder = join(root, PHOTOS_FOLDER);
  for (const file of readdirSync(folder)) if (!photoFiles.includes(file)) rmSync(join(folder, file));
  for (const file of photoFiles)
    if (!existsSync(join(folder, file))) cpSync(join(ROOT, PHOTOS_FOLDER, file), join(folder, file));
});

type Wedding = Record<string, unknown> & { languages?: string[] };

/** A save reads the file anew and writes it through Prettier, loaded on the first: seconds on a busy machine. */
const SAVE_MS = 20_000;

const field = (page: Page, path: string) => page.locator(`[id="field-${path}"]`);

/** Types `text` into a text field: the one box, or each language's box of a text written in each. */
async function write(target: Locator, text: string) {
  if (await target.evaluate((element) => element.matches("input, textarea"))) return target.fill(text);
  for (const box of await target.locator("input, textarea").all()) await box.fill(text);
}

/** A text field's boxes, one for each of the site's languages. */
async function inEachLanguage(page: Page, path: string, label: string, text: string, languages: number) {
  if (languages > 1)
    await page
      .getByRole("button", { name: `Write “${label}” in each language` })
      .first()
      .click();
  await write(field(page, path), text);
}

async function saved(): Promise<Wedding> {
  const answer = (await (await fetch(`${origin}/api/content`)).json()) as { wedding: Wedding };
  return answer.wedding;
}

test("the editor answers on this computer only, not at its address on the network", async () => {
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === "IPv4" && !address.internal);
  test.skip(!outside, "this computer has no address on a network");
  expect(new URL(origin).hostname).toBe("127.0.0.1");
  await expect(fetch(`http://${outside?.address}:${new URL(origin).port}/`)).rejects.toThrow();
});

test("a couple edits, slips, fixes and saves, and the file keeps every change and every comment", async ({
  page,
  pageProblems,
}) => {
  const before = await saved();
  const languages = before.languages?.length ?? 1;
  const events = (before.events as unknown[]).length;
  const questions = (before.faq as unknown[]).length;
  const marked = () => sampleFields(readFileSync(join(root, CONTENT_FILE), "utf8"));
  const placeholders = marked();
  await page.goto(origin);
  // docs/make-it-yours.md: the top counts the placeholders left, and a field changed and saved is the couple's.
  await expect(page.locator(".sample-count")).toContainText(`${placeholders.length} fields still hold`);
  expect(placeholders).toContain("couple.partnerOne");

  await write(field(page, "couple.partnerOne"), "Zoë");
  await expect(page.locator("#save-status")).toHaveText("Not saved yet.");
  // The live preview: the real page, made from the edit before it is saved.
  await expect(page.frameLocator("iframe").getByText("Zoë").first()).toBeVisible({ timeout: 60_000 });
  // The preview's pages and the ways to give by their names, not their paths and codes.
  await expect(page.locator("#preview-page option:checked")).toContainText(PAGE_NAMES["/classic"]);
  const form = contentFormSchema();
  const gifts = (before.registry as { gifts: { kind: string }[] }).gifts;
  const giftKinds = form.properties?.registry.properties?.gifts.items?.oneOf ?? [];
  await expect(page.locator('[id="field-registry.gifts[0]-kind"] option:checked')).toHaveText(
    giftKinds.find((option) => option.properties?.kind.const === gifts[0].kind)?.title ?? "a title",
  );

  // A phone's photo, on its side by its EXIF and carrying where it was taken.
  const phonePhoto = await sharp({ create: { width: 80, height: 40, channels: 3, background: "#c96" } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Phone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "38/1 42/1 0/1" },
    })
    .jpeg()
    .toBuffer();
  const photoField = before.couplePhoto ? "couplePhoto.file" : "collage[0].file";
  await page
    .locator(`[id="field-${photoField}-upload"]`)
    .setInputFiles({ name: "IMG 2041 (1).JPG", mimeType: "image/jpeg", buffer: phonePhoto });
  // The editor turns it upright and takes its place out before it names it: seconds on two busy cores.
  await expect(field(page, photoField)).toHaveValue("img-2041-1.jpg", { timeout: 30_000 });
  // Its description next: its one box, or the first language's where it is written in each.
  const alt = field(page, photoField.replace(/file$/, "alt"));
  await expect.poll(() => alt.evaluate((element) => element.matches(":focus-within"))).toBe(true);
  await write(alt, "Us, the day we met");
  const kept = join(root, PHOTOS_FOLDER, "img-2041-1.jpg");
  const metadata = await sharp(readFileSync(kept)).metadata();
  expect(metadata).toMatchObject({ width: 40, height: 80, format: "jpeg" });
  expect(metadata.exif).toBeUndefined();
  // The preview shows it, upright, once its own copies are made: the others' are kept as they were.
  const shown = page.frameLocator("iframe").getByAltText("Us, the day we met").first();
  await shown.scrollIntoViewIfNeeded({ timeout: 60_000 });
  await expect
    .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalHeight / image.naturalWidth), {
      timeout: 30_000,
    })
    .toBe(2);
  // A HEIC photo gets a sentence, and nothing is kept.
  await page
    .locator(`[id="field-${photoField}-upload"]`)
    .setInputFiles({ name: "IMG_2042.HEIC", mimeType: "image/heic", buffer: Buffer.from("....ftypheic, an iPhone's") });
  await expect(page.getByText("IMG_2042.HEIC is a HEIC photo")).toBeVisible();
  expectProblems(pageProblems, /api\/photo\?name=IMG_2042\.HEIC|status of 422/);

  // A place of their own, and an event on the day after at it.
  await page.getByLabel("A short name for a new one").fill("garden");
  await page.getByRole("button", { name: "Add “garden”" }).click();
  await write(field(page, "places.garden.name"), "Jardim da Estrela 🌿");
  await write(field(page, "places.garden.streetAddress"), "Praça da Estrela");
  await write(field(page, "places.garden.cityZip"), "1200-667 Lisboa");
  await field(page, "places.garden.mapsUrl").fill("https://maps.example.com/?q=Jardim+da+Estrela");
  await page.getByRole("button", { name: "Add to “Events”" }).click();
  await write(field(page, `events[${events}].name`), "Brunch");
  const day = new Date(`${(before.wedding as { date: string }).date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  await field(page, `events[${events}]`).getByRole("button", { name: "Add “Date”" }).click();
  await field(page, `events[${events}].date`).fill(day.toISOString().slice(0, 10));
  await field(page, `events[${events}].startTime`).fill("10:30");
  await field(page, `events[${events}].endTime`).fill("13:00");
  await field(page, `events[${events}].place`).selectOption("garden");

  // A question with an emoji, in every language, moved up one from the keyboard.
  await page.getByRole("button", { name: "Add to “Questions”" }).click();
  await inEachLanguage(page, `faq[${questions}].question`, "Question", "May we bring our dog? 🐶", languages);
  await inEachLanguage(page, `faq[${questions}].answer`, "Answer", "Of course: the garden is fenced.", languages);
  await page.locator(`[id="field-faq[${questions}]-up"]`).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(`[id="field-faq[${questions - 1}]-up"]`)).toBeFocused();

  // Three slips, each said at its field in the build's own sentence, and listed with a link to it.
  await field(page, "rsvpUrl").fill("www.example.com/rsvp");
  await write(field(page, "couple.partnerTwo"), "");
  await field(page, `events[${events}].endTime`).fill("10:30");
  const slips = ["rsvpUrl", "couple.partnerTwo", `events[${events}].endTime`];
  const edited = {
    ...before,
    rsvpUrl: "www.example.com/rsvp",
    couple: { ...(before.couple as object), partnerTwo: "" },
    events: [
      ...(before.events as unknown[]),
      { name: "Brunch", startTime: "10:30", endTime: "10:30", place: Object.keys(before.places as object)[0] },
    ],
  };
  const slipped = checkFields(edited, photoFiles);
  const sentences = slipped.ok ? [] : slipped.problems;
  // The list names each field as the form does ("Events › 3. Brunch › Ends at"), not by its path in the file.
  for (const path of slips) {
    const problem = page.locator(`[id="field-${path}-problems"]`);
    await expect(problem, path).toBeVisible();
    const said = (await problem.innerText()).trim();
    expect(sentences, path).toContain(`${path}: ${said}`);
    await expect(page.locator(".problem-list")).toContainText(`${placeName(form, edited, path)}: ${said}`);
  }
  await page.locator(".problem-list a", { hasText: `${placeName(form, edited, "rsvpUrl")}:` }).click();
  await expect(field(page, "rsvpUrl")).toBeFocused();

  // Saved with its problems: work is never lost, and the editor says the site will not build yet.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator("#save-status")).toContainText("will not build until the problems below are fixed", {
    timeout: SAVE_MS,
  });

  await field(page, "rsvpUrl").fill("https://www.example.com/rsvp");
  await write(field(page, "couple.partnerTwo"), "Rui");
  await field(page, `events[${events}].endTime`).fill("13:00");
  await expect(page.getByText("No problems: the site will build.")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator("#save-status")).toHaveText(`Saved in ${CONTENT_FILE}.`, { timeout: SAVE_MS });

  const after = await saved();
  expect(JSON.stringify((after.couple as Record<string, unknown>).partnerOne)).toContain("Zoë");
  const left = marked();
  expect(left).not.toContain("couple.partnerOne");
  expect(left.length).toBeLessThan(placeholders.length);
  await expect(page.locator(".sample-count")).toContainText(`${left.length} fields still hold`);
  expect((after.events as { name: unknown; place: string }[])[events]).toMatchObject({ place: "garden" });
  const faq = after.faq as { question: unknown }[];
  expect(JSON.stringify(faq[questions - 1].question)).toContain("🐶");
  expect(checkFields(after, readdirSync(join(root, PHOTOS_FOLDER))).ok).toBe(true);
  const comments = (text: string) => text.split("\n").filter((line) => /^\s*\/\//.test(line));
  expect(comments(readFileSync(join(root, CONTENT_FILE), "utf8"))).toEqual(
    comments(readFileSync(join(ROOT, CONTENT_FILE), "utf8")),
  );
});

test("the guest list is a table: a slip named at its row, then saved, with each household's QR code and card", async ({
  page,
}) => {
  await page.goto(origin);
  await page.getByRole("button", { name: "Add a household" }).click();
  await page.getByLabel("Household, row 2").fill("Rossi Family");
  await page.getByLabel("Greeting, row 2").fill("Cara zia Anna, caro zio Beppe 🌿");
  await expect(page.getByLabel("Problems in the guest list")).toContainText(
    `${GUEST_LIST}, row 2, household: must be lowercase letters`,
  );
  await page.getByLabel("Household, row 2").fill("rossi");
  await expect(page.getByLabel("Problems in the guest list")).toHaveCount(0);
  await page.getByRole("button", { name: "Save the guest list" }).click();
  await expect(page.locator("#guest-list-status")).toHaveText(`Saved in ${GUEST_LIST}.`);
  await expect(page.getByAltText("QR code of rossi's link")).toBeVisible();
  expect(readFileSync(join(root, GUEST_LIST), "utf8")).toBe(
    'household,greeting,language,groups\nrossi,"Cara zia Anna, caro zio Beppe 🌿",,\n',
  );
  // Its card as `npm run cards` prints it: the greeting, and the QR code of its link, under its own strict policy.
  const [card] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: /^Its card\W+rossi$/ }).click(),
  ]);
  const violations: string[] = [];
  card.on("console", (message) => violations.push(message.text()));
  await expect(card.locator(".greeting")).toHaveText("Cara zia Anna, caro zio Beppe 🌿");
  await expect(card.locator(".qr svg")).toBeVisible();
  expect(await card.evaluate(() => document.fonts.check("15pt 'Cormorant Garamond'", "Cara"))).toBe(true);
  expect(violations).toEqual([]);
});

test("the editor is axe-clean at a phone's and a laptop's width, with a problem shown, and fits both", async ({
  page,
}) => {
  await page.goto(origin);
  await field(page, "rsvpUrl").fill("www.example.com");
  await expect(page.locator(".problem-list")).toBeVisible();
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.laptop]) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    // The preview's pages are the site's, which axe reads in every-page.spec.ts and accessibility.spec.ts.
    expect(await axeViolations(page, { exclude: ".preview-frame" }), `at ${viewport.width} px`).toEqual([]);
  }
});

test("a language added shows in the preview once saved, its pages routed and their faces cut", async ({ page }) => {
  const before = await saved();
  const languages = before.languages ?? ["en"];
  const added = Object.keys(DICTIONARIES).find((code) => !languages.includes(code)) ?? "";
  await page.goto(origin);
  await page.getByRole("button", { name: "Add to “The site's languages”" }).click();
  await field(page, `languages[${languages.length}]`).selectOption(added);
  // React Router's table of pages is the file's: until the save, the preview says so rather than a 404 page.
  await expect(page.frameLocator("iframe").getByText("You changed the site's languages")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator("#save-status")).toHaveText(`Saved in ${CONTENT_FILE}.`, { timeout: SAVE_MS });
  const classic = pathIn([...languages, added], added, "/classic");
  await page.locator("#preview-page").selectOption(classic);
  await expect(page.frameLocator("iframe").locator("html")).toHaveAttribute("lang", added, { timeout: 60_000 });
  await expect(page.frameLocator("iframe").locator("#main")).toBeVisible();
});
