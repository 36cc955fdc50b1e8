/**
 * Finishes build/client for static hosts. React Router prerenders the splat
 * route at /404; hosts look for /404.html (GitHub Pages, Netlify, Cloudflare
 * Pages, and nginx with `error_page 404 /404.html`), so it moves there and /404
 * itself becomes an unknown path like any other.
 */
import { existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { headersFile } from "./http-headers";

const client = fileURLToPath(new URL("../build/client/", import.meta.url));
const prerendered404 = client + "404/index.html";

if (!existsSync(prerendered404)) {
  console.error(`Expected the prerendered 404 page at ${prerendered404}; is /404 still in react-router.config.ts?`);
  process.exit(1);
}
renameSync(prerendered404, client + "404.html");
rmSync(client + "404", { recursive: true });

// React Router's SPA fallback is the bare root layout; with every route
// prerendered nothing uses it, and a host must never serve it for a missing page.
rmSync(client + "__spa-fallback.html", { force: true });

// GitHub Pages: serve the files as they are, without Jekyll.
writeFileSync(client + ".nojekyll", "");
// Netlify and Cloudflare Pages: the same caching rules as the local server.
writeFileSync(client + "_headers", headersFile());

console.log("Wrote 404.html, .nojekyll and _headers for static hosts.");
