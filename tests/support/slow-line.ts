import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { FIRST_PAINT_END_ID } from "../../src/ui/FirstPaintEnd";
import { PAGE_TITLE_ID } from "../../src/ui/page-focus";

/** The element that ends a page's first paint, as the prerendered HTML writes it. */
export const FIRST_PAINT_END_MARKUP = `<span id="${FIRST_PAINT_END_ID}" hidden=""></span>`;

/**
 * A proxy in front of the site that sends each page's HTML in pieces, a moment
 * apart: cut halfway between <body> and the h1, halfway through the h1, at
 * each quarter from the h1 to the element that ends the first paint, just
 * after that element, and halfway from it to the end. The browser may paint after
 * each piece; what it drew must not move when the rest arrives.
 */
export async function startSlowLine(origin: string) {
  const server = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(new URL(req.url ?? "/", origin), { headers: { "Accept-Encoding": "identity" } });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !["content-encoding", "content-length"].includes(name)),
      );
      res.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      if (!headers["content-type"]?.startsWith("text/html")) {
        res.end(body);
        return;
      }
      let from = 0;
      for (const cut of cutsOf(body.toString("latin1"))) {
        res.write(body.subarray(from, cut));
        from = cut;
        // Time for the browser to lay out and paint what it has: several frames.
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
      res.end(body.subarray(from));
    })().catch(() => res.destroy());
  });
  return new Promise<{ url: string; close: () => void }>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

/** Where startSlowLine cuts a page's HTML. */
function cutsOf(html: string): number[] {
  const bodyStart = html.indexOf("<body");
  const h1 = html.indexOf(`id="${PAGE_TITLE_ID}"`);
  const h1End = html.indexOf("</h1>", h1);
  const paintEnd = html.indexOf(FIRST_PAINT_END_MARKUP) + FIRST_PAINT_END_MARKUP.length;
  const bodyEnd = html.lastIndexOf("</body>");
  const halfway = (from: number, to: number) => Math.floor((from + to) / 2);
  return [
    halfway(bodyStart, h1),
    halfway(h1, h1End),
    ...[1, 2, 3].map((quarter) => h1End + Math.floor(((paintEnd - h1End) * quarter) / 4)),
    paintEnd,
    halfway(paintEnd, bodyEnd),
  ].filter((cut, index, cuts) => cut > 0 && cut > (cuts[index - 1] ?? 0));
}
