import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTOS_FOLDER } from "../src/content/folders";
import { keepPhoto, photoStem } from "./photo-upload";
import { temporaryFolder } from "../tests/support/temporary-folder";

const project = () => {
  const root = temporaryFolder("photo-upload-");
  mkdirSync(join(root, PHOTOS_FOLDER), { recursive: true });
  return root;
};

describe("a photo dropped on the editor", () => {
  it("is named safely, in any language, and never climbs out of the photos folder", () => {
    expect(photoStem("IMG 2041 (1).JPG")).toBe("img-2041-1");
    expect(photoStem("Ślub w Krakowie.jpeg")).toBe("ślub-w-krakowie");
    expect(photoStem("../../src/root.tsx")).toBe("src-root");
    expect(photoStem("🎉.png")).toBe("photo");
  });

  const square = (background: string) =>
    sharp({ create: { width: 8, height: 8, channels: 4, background } })
      .png()
      .toBuffer();

  it("keeps a transparent PNG transparent, and another of the same name beside it", async () => {
    const root = project();
    expect(await keepPhoto(root, "Floor plan.png", await square("#0000"))).toEqual({ file: "floor-plan.png" });
    expect(await keepPhoto(root, "floor plan.PNG", await square("#0f08"))).toEqual({ file: "floor-plan-2.png" });
    expect(await sharp(readFileSync(join(root, PHOTOS_FOLDER, "floor-plan.png"))).metadata()).toMatchObject({
      format: "png",
      hasAlpha: true,
    });
  });

  it("keeps the same photo dropped twice once, whatever it is called the second time", async () => {
    const root = project();
    const plan = await square("#0000");
    expect(await keepPhoto(root, "plan.png", plan)).toEqual({ file: "plan.png" });
    expect(await keepPhoto(root, "plan (copy).png", plan)).toEqual({ file: "plan.png", already: true });
    expect(readdirSync(join(root, PHOTOS_FOLDER))).toEqual(["plan.png"]);
  });

  it("says how to make a HEIC photo a JPEG, and what cannot be read, and keeps neither", async () => {
    const root = project();
    const heic = Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic");
    expect(await keepPhoto(root, "IMG_2042.jpg", heic)).toEqual({
      problem: expect.stringContaining("IMG_2042.jpg is a HEIC photo, which browsers cannot show: export it as JPEG"),
    });
    expect(await keepPhoto(root, "notes.jpg", Buffer.from("not a photo"))).toEqual({
      problem: "notes.jpg cannot be read as a photo: export it again as JPEG and drop that.",
    });
    expect(readdirSync(join(root, PHOTOS_FOLDER))).toEqual([]);
  });
});
