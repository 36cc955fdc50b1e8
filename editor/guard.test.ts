import { describe, expect, it } from "vitest";
import { fromTheEditor, writablePath } from "./guard";

describe("what the editor answers and writes", () => {
  it("answers its own page at 127.0.0.1 or localhost alone", () => {
    expect(fromTheEditor({ host: "127.0.0.1:4174" }, 4174)).toBe(true);
    expect(fromTheEditor({ host: "localhost:4174", origin: "http://localhost:4174" }, 4174)).toBe(true);
    expect(fromTheEditor({ host: "127.0.0.1:4174", origin: "https://evil.example" }, 4174)).toBe(false);
    expect(fromTheEditor({ host: "127.0.0.1:4174", origin: "null" }, 4174)).toBe(false);
    expect(fromTheEditor({ host: "evil.example:4174" }, 4174)).toBe(false);
    expect(fromTheEditor({ host: "127.0.0.1:4175" }, 4174)).toBe(false);
    expect(fromTheEditor({}, 4174)).toBe(false);
  });

  it("writes inside the content and private folders, never outside them", () => {
    expect(writablePath("/site", "content/wedding.ts")).toBe("/site/content/wedding.ts");
    expect(writablePath("/site", "content/photos/beach.jpg")).toBe("/site/content/photos/beach.jpg");
    expect(writablePath("/site", "private/guests.csv")).toBe("/site/private/guests.csv");
    for (const path of [
      "../wedding.ts",
      "content/../../etc/passwd",
      "content/photos/../../src/root.tsx",
      "/etc/passwd",
      "C:\\Windows\\win.ini",
      "src/root.tsx",
      "content",
      "contented/x",
      "package.json",
    ])
      expect(writablePath("/site", path), path).toBeUndefined();
  });
});
