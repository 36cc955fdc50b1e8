import { createHash } from "node:crypto";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import type { InlineHashes } from "./http-headers";

type Node = DefaultTreeAdapterMap["node"];

/**
 * The SHA-256 of every inline <script> and <style> in a page, as a browser
 * computes it for a Content-Security-Policy: over the element's text, after
 * the HTML parser has read it (so a real parser, not a pattern).
 */
export function inlineHashes(html: string): InlineHashes {
  const hashes: InlineHashes = { scripts: [], styles: [] };
  const visit = (node: Node) => {
    if ("tagName" in node) {
      const isInlineScript = node.tagName === "script" && !node.attrs.some((attr) => attr.name === "src");
      if (isInlineScript || node.tagName === "style") {
        const text = node.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
        (isInlineScript ? hashes.scripts : hashes.styles).push(createHash("sha256").update(text).digest("base64"));
      }
    }
    if ("childNodes" in node) node.childNodes.forEach(visit);
  };
  visit(parse(html));
  return { scripts: [...new Set(hashes.scripts)], styles: [...new Set(hashes.styles)] };
}
