import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { build, createServer } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { PHOTOS_FOLDER } from "../../src/content/folders";
import { GAME_PALETTE, PALETTE } from "../../src/palette";
import { PHOTO_COPIES_MODULE } from "./photo-copies";
import { photoPipeline } from "./photo-pipeline";

const project = mkdtempSync(join(tmpdir(), "wedding-photo-copies-"));
afterAll(() => rmSync(project, { recursive: true, force: true }));

const rgb = (colour: string) => [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16));

/** The top left pixel of a copy: on a cut-out, its ground. */
async function corner(file: string): Promise<number[]> {
  const { data } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return [data[0], data[1], data[2]];
}

/** A grey photo with a face-like subject `x` px from its left. */
async function photoWithItsSubjectAt(x: number, file: string) {
  const subject = `<svg width="600" height="400"><circle cx="${x}" cy="200" r="40" fill="#e0a080"/><circle cx="${x}" cy="200" r="12" fill="#402010"/></svg>`;
  await sharp({ create: { width: 600, height: 400, channels: 3, background: "#8a8f8c" } })
    .composite([{ input: Buffer.from(subject) }])
    .jpeg()
    .toFile(file);
}

describe("the photos' copies, made by a real build", () => {
  it("flatten a cut-out on the page's paper, draw a plan in the game's two colours, and keep no phone's metadata", async () => {
    const photos = join(project, PHOTOS_FOLDER);
    mkdirSync(photos, { recursive: true });
    // A phone's photo, with where it was taken (docs/make-it-yours.md: the copies never carry it).
    await sharp({ create: { width: 600, height: 400, channels: 3, background: "#8a8f8c" } })
      .withExif({
        IFD0: { Make: "Phone", Model: "Phone 15" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "48/1 12/1 30/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "16/1 22/1 0/1",
        },
      })
      .jpeg()
      .toFile(join(photos, "Phone.jpg"));
    expect((await sharp(join(photos, "Phone.jpg")).metadata()).exif).toBeDefined();
    // A plan's dark lines on a transparent ground, as a couple exports one.
    const lines = `<svg width="400" height="300"><rect x="50" y="50" width="300" height="200" fill="none" stroke="#222" stroke-width="6"/></svg>`;
    await sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: Buffer.from(lines) }])
      .png()
      .toFile(join(photos, "Plan.PNG"));
    writeFileSync(
      join(project, "entry.js"),
      'import { pictures, pixelPlans } from "virtual:wedding/photo-copies";\nconsole.log(pictures, pixelPlans);\n',
    );
    await build({
      root: project,
      configFile: false,
      logLevel: "silent",
      plugins: [photoPipeline()],
      build: { outDir: "out", rollupOptions: { input: join(project, "entry.js") } },
    });
    const assets = join(project, "out", "assets");
    const copies = readdirSync(assets).filter((file) => file.startsWith("Plan-"));
    const near = (colour: string, tolerance: number) => (pixel: number[]) =>
      pixel.every((value, index) => Math.abs(value - rgb(colour)[index]) < tolerance);
    // JPEG has no transparency: without the paper, a cut-out's ground comes out black.
    const jpegs = copies.filter((file) => file.endsWith(".jpeg"));
    expect(jpegs, copies.join(", ")).not.toEqual([]);
    for (const file of jpegs) expect(near(PALETTE.paper, 4)(await corner(join(assets, file))), file).toBe(true);
    const widths = await Promise.all(
      copies.map(async (file) => ({ file, width: (await sharp(join(assets, file)).metadata()).width })),
    );
    const plan = widths.find(({ file, width }) => file.endsWith(".png") && width === 400)?.file;
    expect(plan, copies.join(", ")).toBeDefined();
    expect(near(GAME_PALETTE.panel, 8)(await corner(join(assets, plan ?? ""))), plan).toBe(true);
    const phoneCopies = readdirSync(assets).filter((file) => file.startsWith("Phone-"));
    expect(phoneCopies).not.toEqual([]);
    for (const file of phoneCopies) {
      const { exif, xmp, iptc } = await sharp(join(assets, file)).metadata();
      expect({ file, exif, xmp, iptc }).toEqual({ file, exif: undefined, xmp: undefined, iptc: undefined });
    }
  });

  // vite-imagetools' cache gives back a copy's pixels, not what a directive wrote beside them: a focus read
  // through it came out at the centre on every build after the first.
  it("find each photo's subject on every build, the first and those after", async () => {
    const photos = join(project, "focus", PHOTOS_FOLDER);
    mkdirSync(photos, { recursive: true });
    await photoWithItsSubjectAt(60, join(photos, "left.jpg"));
    writeFileSync(
      join(project, "focus", "entry.js"),
      'import { focus } from "virtual:wedding/photo-copies";\nconsole.log(JSON.stringify(focus));\n',
    );
    const focusBuilt = async () => {
      await build({
        root: join(project, "focus"),
        configFile: false,
        logLevel: "silent",
        plugins: [photoPipeline()],
        build: { outDir: "out", rollupOptions: { input: join(project, "focus", "entry.js") } },
      });
      const assets = join(project, "focus", "out", "assets");
      const script = readdirSync(assets).find((file) => file.endsWith(".js")) ?? "";
      // What the built script says, run as the prerender runs it.
      return JSON.parse(execFileSync(process.execPath, [join(assets, script)], { encoding: "utf8" })) as unknown;
    };
    const left = { [`/${PHOTOS_FOLDER}/left.jpg`]: { focus: { x: 0, y: 50 } } };
    expect(await focusBuilt()).toEqual(left);
    expect(await focusBuilt()).toEqual(left);
  });

  // The editor's preview keeps one server while the couple changes photos, and each photo's subject is found
  // once: a photo written again under its old name must have its subject found again.
  it("find the subject again of a photo written again under its name, on a server that stays up", async () => {
    const folder = join(project, "again");
    mkdirSync(join(folder, PHOTOS_FOLDER), { recursive: true });
    const photo = join(folder, PHOTOS_FOLDER, "us.jpg");
    await photoWithItsSubjectAt(60, photo);
    const server = await createServer({
      root: folder,
      configFile: false,
      logLevel: "silent",
      plugins: [photoPipeline()],
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: "custom",
    });
    try {
      const focus = async () => {
        const table = server.environments.ssr.moduleGraph.getModuleById(PHOTO_COPIES_MODULE);
        if (table) server.environments.ssr.moduleGraph.invalidateModule(table);
        const copies = (await server.ssrLoadModule("virtual:wedding/photo-copies")) as { focus: object };
        return copies.focus;
      };
      expect(await focus()).toEqual({ [`/${PHOTOS_FOLDER}/us.jpg`]: { focus: { x: 0, y: 50 } } });
      await photoWithItsSubjectAt(540, photo);
      expect(await focus()).toEqual({ [`/${PHOTOS_FOLDER}/us.jpg`]: { focus: { x: 100, y: 50 } } });
    } finally {
      await server.close();
    }
  });
});
