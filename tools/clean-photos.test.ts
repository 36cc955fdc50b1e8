// @vitest-environment node
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cleanPhoto } from "./clean-photos";
import { checkPhotos } from "../pipeline/content/photo-check";
import { temporaryFolder } from "../tests/support/temporary-folder";

describe("photos:clean", () => {
  it("strips a phone photo's GPS position and keeps the picture", async () => {
    const dir = temporaryFolder("photos-");
    const photo = join(dir, "IMG_2041.JPG");
    await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c96" } })
      .withExif({ IFD0: { Make: "Phone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "38/1 42/1 0/1" } })
      .jpeg()
      .toFile(photo);
    expect(await checkPhotos(dir)).toEqual({ unreadable: [], withMetadata: ["IMG_2041.JPG"] });

    await cleanPhoto(photo);

    expect((await checkPhotos(dir)).withMetadata).toEqual([]);
    expect(await sharp(photo).metadata()).toMatchObject({ width: 40, height: 30, format: "jpeg" });
  });

  it("says nothing of a photo whose EXIF data keeps only which way up it stands", async () => {
    const dir = temporaryFolder("photos-");
    await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c96" } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toFile(join(dir, "turned.jpg"));
    expect((await sharp(join(dir, "turned.jpg")).metadata()).exif).toBeDefined();
    expect(await checkPhotos(dir)).toEqual({ unreadable: [], withMetadata: [] });
  });

  it("names a file the pipeline cannot read, such as a HEIC photo renamed .jpg, instead of stopping", async () => {
    const dir = temporaryFolder("photos-");
    writeFileSync(join(dir, "IMG_2042.JPG"), "ftypheic, not a JPEG");
    await sharp({ create: { width: 4, height: 3, channels: 3, background: "#fff" } })
      .png()
      .toFile(join(dir, "ok.png"));
    expect(await checkPhotos(dir)).toEqual({
      unreadable: [{ file: "IMG_2042.JPG", reason: "Input file contains unsupported image format" }],
      withMetadata: [],
    });
  });
});
