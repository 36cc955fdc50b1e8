/**
 * What a page's loader data holds beyond what the page shows: every value of
 * it must be on the page (its text, an attribute, its head, an inline script
 * of its own), but what a page reads only after it hydrates, named here with
 * why. A field no component reads would travel in every page's HTML and
 * `.data` file for nothing, and one of a guest's groups would tell a stranger
 * who is invited to what (docs/privacy.md).
 */
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { notFoundPages, pagePaths } from "../../src/pages";
import { comparable } from "./page-texts";
import type { siteRenderer } from "./server-render";

type Node = DefaultTreeAdapterMap["node"];

/** Read after hydration, or by another page the guest moves to without a reload: the key, in any route's data. */
const READ_AFTER_HYDRATION: Record<string, string> = {
  "root.locale":
    "the page's words and languages, which every component reads through useLocale (src/ui/locale.tsx): only the words some component names (src/words/page-words.test.ts)",
  "root.vitalsEndpoint": "where the page reports its speed, read by an effect (src/vitals.ts)",
  "root.notFoundTitle": "the title of the 404 pages a navigation may reach (src/routes/not-found.tsx)",
  day: "the day's instants, which the guest's clock reads after hydration (src/ui/wedding-day.ts)",
  copy: "what a Copy button puts on the clipboard when a guest taps it (src/ui/gifts/CopyButton.tsx)",
  qr: "a QR code's rows, drawn as its squares (src/ui/gifts/QrCode.tsx)",
  icon: "an icon's name, drawn as its picture (src/gamer/icons.ts)",
};

/** A text as a page may set a value: a no-break hyphen as a hyphen in a box of its own ("co-op"). */
const asSet = (text: string) => comparable(text.replaceAll("\u2011", "-"));

/** Every text of a page a value may be found in: its text, its attributes, its head, its own inline scripts. */
function pageWords(html: string): string {
  const text: string[] = [];
  const attributes: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === "#text" && "value" in node) text.push(node.value);
    if ("attrs" in node) for (const attribute of node.attrs) attributes.push(attribute.value);
    // React Router's own scripts carry the loader data itself: no proof that anything reads it.
    const isRouterData =
      node.nodeName === "script" &&
      "childNodes" in node &&
      node.childNodes.some((child) => "value" in child && /__reactRouter|\$R[A-Z]/.test(child.value));
    if ("childNodes" in node && !isRouterData) for (const child of node.childNodes) walk(child);
  };
  walk(parse(html));
  return asSet([text.join(""), ...attributes].join("\n"));
}

/** The route id as a key: "root", or its module's name in any language ("pt-br/routes/classic" → "classic"). */
const routeKey = (id: string) => id.split("/").at(-1) ?? id;

type Renderer = Awaited<ReturnType<typeof siteRenderer>>;

/**
 * Each problem with the loader data of a site's pages, one line each: a guest's groups in it (`groups`, the
 * groups of any event), or a value that no page the route's data comes with shows. `rendered` holds the
 * pages' HTML by path where the caller has them already.
 */
export async function loaderDataProblems(
  { render, loaderData, languages }: Renderer,
  groups: readonly string[],
  rendered = new Map<string, string>(),
) {
  // A route's data is the same on every page it comes with (the game's frame on each game page): it is
  // checked against all of them.
  const routes = new Map<string, { data: unknown; words: string[] }>();
  const paths = [...pagePaths(languages), ...notFoundPages(languages).map((page) => page.path)];
  for (const path of paths) {
    const words = pageWords(rendered.get(path) ?? (await render(path)).body);
    for (const [id, data] of Object.entries(await loaderData(path))) {
      const route = routes.get(id) ?? { data, words: [] };
      route.words.push(words);
      routes.set(id, route);
    }
  }
  const problems: string[] = [];
  for (const [id, { data, words }] of routes) {
    const shown = words.join("\n");
    const walk = (value: unknown, path: string[]) => {
      const key = path.join(".");
      const where = `${id}: ${path.slice(1).join(".")}`;
      if (READ_AFTER_HYDRATION[key] || READ_AFTER_HYDRATION[path.at(-1) ?? ""]) return;
      if (path.at(-1) === "guests") problems.push(`${where}: a guest's groups`);
      if (typeof value === "string") {
        if (groups.includes(value)) problems.push(`${where}: "${value}", a group's name`);
        else if (!shown.includes(asSet(value))) problems.push(`${where}: "${value.slice(0, 60)}" is on no page`);
      } else if (typeof value === "number") {
        if (!shown.includes(String(value))) problems.push(`${where}: ${value} is on no page`);
      } else if (Array.isArray(value)) {
        value.forEach((item, index) => walk(item, [...path, String(index)]));
      } else if (value && typeof value === "object") {
        for (const [name, item] of Object.entries(value)) walk(item, [...path, name]);
      }
    };
    walk(data, [routeKey(id)]);
  }
  return problems;
}
