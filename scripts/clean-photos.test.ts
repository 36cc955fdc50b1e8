// @vitest-environment node
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cleanPhoto, photosWithMetadata } from "./clean-photos";

describe("photos:clean", () => {
  it("strips a phone photo's GPS position and keeps the picture", async () => {
    const dir = mkdtempSync(join(tmpdir(), "photos-"));
    const photo = join(dir, "IMG_2041.JPG");
    await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c96" } })
      .withExif({ IFD0: { Make: "Phone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "38/1 42/1 0/1" } })
      .jpeg()
      .toFile(photo);
    expect(await photosWithMetadata(dir)).toEqual(["IMG_2041.JPG"]);

    await cleanPhoto(photo);

    expect(await photosWithMetadata(dir)).toEqual([]);
    expect(await sharp(photo).metadata()).toMatchObject({ width: 40, height: 30, format: "jpeg" });
  });
});
