import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { changedFiles, stampsIn } from "./photo-folder";

const folder = mkdtempSync(join(tmpdir(), "wedding-photo-folder-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("what changed in the photos folder between two looks", () => {
  it("names a photo added, one taken away and one written again under its name, and no other", () => {
    writeFileSync(join(folder, "kept.jpg"), "kept");
    writeFileSync(join(folder, "gone.jpg"), "gone");
    writeFileSync(join(folder, "again.jpg"), "a first photo");
    const before = stampsIn(folder);
    rmSync(join(folder, "gone.jpg"));
    writeFileSync(join(folder, "new.jpg"), "new");
    writeFileSync(join(folder, "again.jpg"), "another photo, the same name");
    expect(changedFiles(before, stampsIn(folder)).sort()).toEqual(["again.jpg", "gone.jpg", "new.jpg"]);
    expect(changedFiles(before, before)).toEqual([]);
  });

  it("reads a missing folder as an empty one", () => {
    expect(stampsIn(join(folder, "none"))).toEqual(new Map());
  });
});
