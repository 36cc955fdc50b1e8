import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineHashes } from "./inline-hashes";

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");

describe("inlineHashes", () => {
  it("hashes inline scripts and styles, and skips scripts with a src", () => {
    const html =
      '<!DOCTYPE html><html><head><style data-href="/a.css">p{color:red}</style>' +
      '<script src="/assets/a.js"></script><script type="module">import "/b.js";</script></head>' +
      '<body><p>Hi</p><script>window.x = 1 < 2 && "</p>";</script></body></html>';
    expect(inlineHashes(html)).toEqual({
      scripts: [sha256('import "/b.js";'), sha256('window.x = 1 < 2 && "</p>";')],
      styles: [sha256("p{color:red}")],
    });
  });

  it("lists a repeated element once", () => {
    const html = "<html><body><script>a()</script><script>a()</script></body></html>";
    expect(inlineHashes(html).scripts).toEqual([sha256("a()")]);
  });
});
