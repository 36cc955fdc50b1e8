/**
 * Which of the couple's texts each page shows, and what a rendered page
 * reads: for the check that every text of the content is on the page it
 * belongs to (tests/generated-weddings.test.ts), in any language.
 */
import { parse, type DefaultTreeAdapterMap } from "parse5";
import type { Content } from "../../src/content/schema.server";
import { GAMER_HOME, GAMER_PAGES, CLASSIC, LANDING } from "../../src/pages";

type Node = DefaultTreeAdapterMap["node"];
type Expected = { field: string; text: string | undefined };

/** A text as the pages may set it: no-break, narrow and zero-width spaces, isolates and soft hyphens are the layout's, not the words'. */
export const comparable = (text: string) =>
  text
    .normalize("NFC")
    .replace(/[\u00AD\u200B\u2060\uFEFF\u2066-\u2069]/g, "")
    .replace(/[\s\u00A0\u202F\u2007]+/g, " ")
    .trim();

/** What a page shows and says, read from its HTML: its drawn text, and the words of its attributes (alt, aria-label, title, meta). */
export function pageReading(html: string): { drawn: string; said: string } {
  const drawn: string[] = [];
  const said: string[] = [];
  const walk = (node: Node, inBody: boolean) => {
    if (node.nodeName === "#text" && "value" in node) {
      if (inBody) drawn.push(node.value);
      else said.push(node.value);
      return;
    }
    if (node.nodeName === "script" || node.nodeName === "style") return;
    if ("attrs" in node) for (const attribute of node.attrs) said.push(attribute.value);
    if ("childNodes" in node) for (const child of node.childNodes) walk(child, inBody || node.nodeName === "body");
  };
  walk(parse(html), false);
  return { drawn: drawn.join(""), said: said.join(" \n ") };
}

/** A word with a hyphen inside it (Hebrew's maqaf too), which a browser may break after: "Kędzierzyn- / Koźle". */
const HYPHENATED = /\S*[\p{L}\p{N}][-\u05be][\p{L}\p{N}]\S*/gu;

/** The texts a page draws where a line may break them as it likes, each with its element: outside the runs src/ui/Unbroken.tsx keeps whole and any other inline-block. */
function looseTexts(html: string): { text: string; parent: string }[] {
  const texts: { text: string; parent: string }[] = [];
  const walk = (node: Node, inBody: boolean, parent: string) => {
    if (node.nodeName === "#text" && "value" in node) {
      if (inBody) texts.push({ text: node.value, parent });
      return;
    }
    if (node.nodeName === "script" || node.nodeName === "style") return;
    const classes = "attrs" in node ? (node.attrs.find(({ name }) => name === "class")?.value ?? "") : "";
    if (/(^|\s)(whole|inline-block|sr-only)(\s|$)/u.test(classes)) return;
    const described = `<${node.nodeName}${classes ? ` class="${classes}"` : ""}>`;
    if ("childNodes" in node)
      for (const child of node.childNodes) walk(child, inBody || node.nodeName === "body", described);
  };
  walk(parse(html), false, "");
  return texts;
}

/**
 * The hyphenated words a page draws where a line may part them, with the element they are in: outside the runs
 * src/ui/Unbroken.tsx keeps whole and any other inline-block, which a line breaks inside only when it is wider
 * than the line. A text rendered without it breaks "Saint-Rémy- / de-Provence" with room for it on the line.
 */
export const looseHyphenatedWords = (html: string): { word: string; parent: string }[] =>
  looseTexts(html).flatMap(({ text, parent }) => (text.match(HYPHENATED) ?? []).map((word) => ({ word, parent })));

/**
 * A sentence's first word of one or two letters that a line may end with, before a next word short enough that
 * typesetting keeps the two whole on any line: "…our story. We / can't wait" (src/text/typeset.server.ts). Not in
 * a <bdi>, which holds what is written as it is (an address's line, a name, a bank's value), not sentences.
 */
const LOOSE_OPENER =
  /[\p{L}\p{N}’']{2}[.!?…]["”»’)]* [¿¡«"“„]?\p{L}{1,2} [\p{L}\p{N}][^\s]{0,4}(?=[,.;:!?…]*(?: |$))/gu;

export const looseSentenceOpeners = (html: string): { words: string; parent: string }[] =>
  looseTexts(html)
    .filter(({ parent }) => !parent.startsWith("<bdi"))
    .flatMap(({ text, parent }) => (text.match(LOOSE_OPENER) ?? []).map((words) => ({ words, parent })));

/** The name each element a test picks has, in the page's order; an empty name is none. */
function namesOf(html: string, nameOf: (node: Node, attribute: (name: string) => string | undefined) => unknown) {
  const names: string[] = [];
  const walk = (node: Node) => {
    if ("attrs" in node) {
      const name = nameOf(node, (wanted) => node.attrs.find((each) => each.name === wanted)?.value);
      if (typeof name === "string" && name !== "") names.push(name);
    }
    if ("childNodes" in node) for (const child of node.childNodes) walk(child);
  };
  walk(parse(html));
  return names;
}

/** The names of a page's images (`role="img"`, `aria-label`), in the order the page has them. */
export const imageNames = (html: string): string[] =>
  namesOf(html, (_, attribute) => attribute("role") === "img" && attribute("aria-label"));

/** Where a page's links lead, in its order. */
export const linkTargets = (html: string): string[] =>
  namesOf(html, (node, attribute) => "tagName" in node && node.tagName === "a" && attribute("href"));

/** The alt text of a page's photos, in its order: not a blurred preview's, which is decorative (alt=""). */
export const photoAlts = (html: string): string[] =>
  namesOf(html, (node, attribute) => "tagName" in node && node.tagName === "img" && attribute("alt"));

/** The couple's texts each page holds, by the page's path in the default language, read in one language. */
export function textsByPage(content: Content): Map<string, Expected[]> {
  const { couple, events, places, parking = [], travel = {}, hotels = [], story, collage, registry, faq } = content;
  const names: Expected[] = [
    { field: "couple.partnerOne", text: couple.partnerOne },
    { field: "couple.partnerTwo", text: couple.partnerTwo },
  ];
  // A wedding of one event is its moments: its name is the pages' "the wedding".
  const schedule = events.flatMap((event, index) => [
    { field: `events[${index}].name`, text: events.length > 1 ? event.name : undefined },
    { field: `events[${index}].dressCode`, text: event.dressCode },
    { field: `events[${index}].note`, text: event.note },
    ...(event.schedule ?? []).map((item, step) => ({
      field: `events[${index}].schedule[${step}].title`,
      text: item.title,
    })),
  ]);
  const eventPlaces = new Set(events.map((event) => event.place));
  const whereabouts = [
    ...Object.entries(places).flatMap(([key, place]) => [
      { field: `places.${key}.name`, text: place.name },
      { field: `places.${key}.streetAddress`, text: place.streetAddress },
      { field: `places.${key}.cityZip`, text: place.cityZip },
      { field: `places.${key}.description`, text: place.description },
      ...(eventPlaces.has(key) ? [{ field: `places.${key}.floorPlan.alt`, text: place.floorPlan?.alt }] : []),
    ]),
    ...hotels.map((key) => ({ field: `places.${key}.photo.alt`, text: places[key].photo?.alt })),
    ...parking.map((each, index) => ({ field: `parking[${index}].note`, text: each.note })),
    { field: "travel.drivingNote", text: travel.drivingNote },
    { field: "travel.walkingNote", text: travel.walkingNote },
  ];
  const chapters = story.flatMap((chapter, index) => [
    { field: `story[${index}].title`, text: chapter.title },
    { field: `story[${index}].text`, text: chapter.text },
    { field: `story[${index}].photo.alt`, text: chapter.photo.alt },
  ]);
  const gifts = [
    { field: "registry.text", text: registry.text },
    ...registry.gifts.flatMap((gift, index) =>
      gift.kind === "link"
        ? [{ field: `registry.gifts[${index}].label`, text: gift.label }]
        : gift.kind === "iban"
          ? [{ field: `registry.gifts[${index}].name`, text: gift.name }]
          : [],
    ),
  ];
  const questions = faq.flatMap((item, index) => [
    { field: `faq[${index}].question`, text: item.question },
    { field: `faq[${index}].answer`, text: item.answer },
    { field: `faq[${index}].link.label`, text: item.link?.label },
  ]);
  // The invitation's page holds it all, with what is the invitation's alone: the places' photos.
  const invitationOnly = [
    { field: "couplePhoto.alt", text: content.couplePhoto?.alt },
    ...Object.entries(places).map(([key, place]) => ({ field: `places.${key}.photo.alt`, text: place.photo?.alt })),
    ...collage.map((photo, index) => ({ field: `collage[${index}].alt`, text: photo.alt })),
    { field: "thankYou", text: content.thankYou },
  ];
  return new Map<string, Expected[]>([
    [LANDING.path, [...names, { field: "site.description", text: content.site.description }]],
    [CLASSIC.path, [...names, ...schedule, ...whereabouts, ...chapters, ...gifts, ...questions, ...invitationOnly]],
    [GAMER_HOME.path, names],
    [GAMER_PAGES.story.path, chapters],
    [GAMER_PAGES.schedule.path, schedule],
    [GAMER_PAGES.travel.path, whereabouts],
    [GAMER_PAGES.registry.path, gifts],
    [GAMER_PAGES.faq.path, questions],
  ]);
}
