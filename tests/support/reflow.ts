import { type Page } from "@playwright/test";
import { letters, LONGEST_ON_ONE_LINE } from "../../src/text/name-letters";
import { isHeldName } from "../../src/text/line-runs";
import { escapeRegExp } from "../../src/text/escape-regexp";

/**
 * Lists what a guest would have to scroll sideways for, or
 * would see cut off or over something else: the page wider than the window,
 * and any text, image or control reaching past the window's sides, past the
 * sides of a box it sits in, or spilling out of its own box. Screen-reader-only
 * text and decoration are never on screen. Lay the page out first (layOutEverySection).
 */
export async function sidewaysProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      problems.push(`the page is ${document.documentElement.scrollWidth - width} px wider than the window`);
    }
    const hasOwnText = (element: Element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    const isContent = (element: Element) => element.matches("img, a, button, summary, input") || hasOwnText(element);
    const describe = (element: Element, box: DOMRect) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent?.trim() || element.getAttribute("alt") || "").slice(0, 30)}" spans ${Math.round(box.left)}..${Math.round(box.right)}`;

    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      if (!isContent(element) || element.closest(".sr-only") || !element.checkVisibility({ visibilityProperty: true }))
        continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.left < -1 || box.right > width + 1) {
        problems.push(`${describe(element, box)}, past the window's sides (0..${width})`);
        continue;
      }
      // A word too long for its box spills over the box's border and whatever is beside it.
      if (
        hasOwnText(element) &&
        getComputedStyle(element).display !== "inline" &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        problems.push(
          `${describe(element, box)}, its text spills ${element.scrollWidth - element.clientWidth} px out of it`,
        );
        continue;
      }
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const edge = parent.getBoundingClientRect();
        if (getComputedStyle(parent).display === "inline" || edge.width === 0) continue;
        // A box that scrolls keeps its content reachable.
        if (["auto", "scroll"].includes(getComputedStyle(parent).overflowX)) break;
        if (box.left < edge.left - 1 || box.right > edge.right + 1) {
          problems.push(
            `${describe(element, box)}, past the sides of its box <${parent.tagName.toLowerCase()}> at ${Math.round(edge.left)}..${Math.round(edge.right)}`,
          );
          break;
        }
      }
    }
    return problems;
  });
}

/**
 * Words split over two lines: "Schedul / e". A word of everyday length must
 * fit on a line whole; only a long one (an email address, a hashtag) may
 * break, and must. A hyphenated word is one too ("rush-hour", "Anne-Sophie"):
 * it breaks at its hyphen only where the line is too short for it whole
 * (src/ui/Unbroken.tsx), never as "rush- / hour" with room for it. An email
 * is one long word, though its parts are set apart ("@example.com"). Chinese
 * and Japanese break between any two of their characters, as they are written, and
 * emoji between any two pictures. A word
 * wider than the line it is set in, whole (a long Portuguese or German word
 * in large text on a narrow screen), may break where it must: the width
 * forces it, and the other way is text cut off.
 */
const EVERYDAY_WORD = /^[^\u2010-\u2014/@\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{Extended_Pictographic}]{1,16}$/u;

export async function splitWords(page: Page): Promise<string[]> {
  return page.evaluate((everydayWord) => {
    const split: string[] = [];
    // Whether the word, unbroken in its parent's type, is no wider than the line its block sets it on.
    const fitsWhole = (text: string, parent: HTMLElement) => {
      const probe = document.createElement("span");
      probe.style.whiteSpace = "nowrap";
      probe.textContent = text;
      parent.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      let block: HTMLElement = parent;
      while (getComputedStyle(block).display === "inline" && block.parentElement) block = block.parentElement;
      const style = getComputedStyle(block);
      const line = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // The browser breaks a word only where it does not fit: a word a fraction of a pixel too wide may break.
      return width <= line;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent?.checkVisibility({ visibilityProperty: true }) || parent.closest(".sr-only")) continue;
      for (const word of (node.textContent ?? "").matchAll(/\S+/g)) {
        if (!new RegExp(everydayWord, "u").test(word[0])) continue;
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        // A run kept whole with the words joined to it ("z Kędzierzyn-Koźle") breaks at its hyphen when the run
        // is too long for the line, though the word alone would fit.
        const kept = parent.closest(".whole");
        if (lines.size > 1 && fitsWhole(kept?.textContent ?? word[0], parent))
          split.push(`"${word[0]}" in <${parent.tagName.toLowerCase()}>`);
      }
    }
    return split;
  }, EVERYDAY_WORD.source);
}

/**
 * A hashtag or an e-mail address broken inside one of its parts, where a line may part it only between them
 * ("#Alex|And|Jordan", "lotte@|example|.com"), and a place's name in a sentence broken where the line had room for
 * it whole (src/text/line-runs.ts): a part wider than its line breaks anyway, and so does a name in a container
 * of fewer than 16 em (app.css's `.held-run`: text at 200% on a phone). An address's parts read in their order.
 */
export async function brokenRuns(page: Page, placeNames: readonly string[]): Promise<string[]> {
  const names = placeNames.filter(isHeldName).map((name) => name.split(/\s+/u).map(escapeRegExp).join("[ \u00a0]"));
  return page.evaluate((names) => {
    const PARTED = String.raw`[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|#[\p{L}\p{N}_]+`;
    const wholes = (held: boolean) =>
      new RegExp(
        [PARTED, ...(held ? names : []).map((name) => String.raw`(?<![\p{L}\p{N}])${name}(?![\p{L}\p{N}])`)].join("|"),
        "gu",
      );
    const holdsNames = (block: HTMLElement) => {
      let container: HTMLElement | null = block;
      while (container && getComputedStyle(container).containerType === "normal") container = container.parentElement;
      return !container || container.clientWidth >= 16 * parseFloat(getComputedStyle(container).fontSize);
    };
    const partsOf = (whole: string) =>
      whole.startsWith("#")
        ? whole.split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})/u)
        : whole.includes("@")
          ? whole.split(/(?<=@)|(?=\.)/u)
          : [whole];
    const blocks = new Set<HTMLElement>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let block = node.parentElement;
      if (!node.textContent?.trim() || !block?.checkVisibility({ visibilityProperty: true })) continue;
      while (getComputedStyle(block).display === "inline" && block.parentElement) block = block.parentElement;
      if (!block.closest(".sr-only")) blocks.add(block);
    }
    const broken: string[] = [];
    for (const block of blocks) {
      const text = block.textContent ?? "";
      const matches = [...text.matchAll(wholes(holdsNames(block)))].filter((match) => match[0] !== text.trim());
      if (matches.length === 0) continue;
      // Each letter of the block's text, at the text node and offset that draw it.
      const letters: [Node, number][] = [];
      const inBlock = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = inBlock.nextNode(); node; node = inBlock.nextNode())
        for (let at = 0; at < (node.textContent ?? "").length; at++) letters.push([node, at]);
      const style = getComputedStyle(block);
      const line = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      for (const match of matches) {
        let from = match.index;
        let before: DOMRect | undefined;
        for (const part of partsOf(match[0])) {
          const range = document.createRange();
          range.setStart(...letters[from]);
          const [last, at] = letters[from + part.length - 1];
          range.setEnd(last, at + 1);
          from += part.length;
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          const lines = rects.filter((rect) => rect.top > rects[0].top + rect.height / 2).length + 1;
          const probe = document.createElement("span");
          probe.style.whiteSpace = "nowrap";
          probe.textContent = part;
          (last.parentElement ?? block).append(probe);
          const width = probe.getBoundingClientRect().width;
          probe.remove();
          if (lines > 1 && width <= line) broken.push(`"${part}" of "${match[0]}" in <${block.tagName.toLowerCase()}>`);
          // An address, in Latin letters, reads from the left on a right-to-left page too: no "nl.|example|lotte@".
          const [first] = rects;
          const sameLine = before && first && Math.abs(first.top - before.top) < first.height / 2;
          if (match[0].includes("@") && sameLine && before && first.left < before.right - 1)
            broken.push(`"${match[0]}" set out of its order in <${block.tagName.toLowerCase()}>`);
          before = rects.at(-1);
        }
      }
    }
    return broken;
  }, names);
}

/**
 * A "·" between two parts of a line left at the end of one line or the start of the next: "KATERFRÜHSTÜCK ·"
 * over "UNTERKUNFT". Written in a text, it must share a line with what stands on both sides of it; drawn
 * between a caption's parts (src/ui/Separated.tsx), a part that opens a line stands at its box's start, its dot
 * past it and clipped, and the others leave their dot its room.
 */
export async function strandedDots(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stranded: string[] = [];
    const rectOf = (node: Node, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!text.includes("·") || !parent?.checkVisibility({ visibilityProperty: true }) || parent.closest(".sr-only"))
        continue;
      for (const dot of text.matchAll(/·/g)) {
        const line = rectOf(node, dot.index);
        const before = text.slice(0, dot.index).search(/\S\s*$/);
        const after = text.slice(dot.index + 1).search(/\S/);
        const neighbours = [before, after < 0 ? -1 : dot.index + 1 + after].filter((at) => at >= 0);
        if (neighbours.some((at) => Math.abs(rectOf(node, at).top - line.top) > line.height / 2))
          stranded.push(`"${text.trim().slice(0, 40)}" in <${parent.tagName.toLowerCase()}>`);
      }
    }
    for (const box of document.querySelectorAll<HTMLElement>("[data-separated]")) {
      if (!box.checkVisibility()) continue;
      const rtl = getComputedStyle(box).direction === "rtl";
      const edge = box.getBoundingClientRect();
      const start = (rect: DOMRect) => (rtl ? edge.right - rect.right : rect.left - edge.left);
      const end = (rect: DOMRect) => (rtl ? edge.right - rect.left : rect.right - edge.left);
      const clips = getComputedStyle(box).overflowX === "clip";
      const parts = [...box.children].map((part) => ({
        rect: part.getBoundingClientRect(),
        dot: Number.parseFloat(getComputedStyle(part, "::before").width) || 0,
      }));
      for (const [index, { rect, dot }] of parts.entries()) {
        const before = parts[index - 1]?.rect;
        const opensLine = !before || rect.top >= before.bottom - 1;
        const placed = opensLine ? clips && Math.abs(start(rect)) < 1 : start(rect) - end(before) >= dot - 1;
        if (!placed || dot === 0) stranded.push(`"${box.textContent}", its part ${index + 1}`);
      }
    }
    return stranded;
  });
}

/**
 * The couple's names that break inside ("Anne- / Sophie", "Bartholo / mäus"), and
 * what joins them (the ampersand, the heart) left on a line with one name only:
 * "Marisa &" over "Sam O'Neill". A name is sized to fit its line whole, however
 * long, at every width and zoom, in both faces, and the three share a line or
 * take one each. The pages that show them set the names and the joint as three
 * boxes, each name a browser's translation leaves as it is (src/invitation/CoupleNames.tsx, the classic footer,
 * src/gamer/pages/HomePage.tsx).
 */
export async function brokenNames(page: Page): Promise<string[]> {
  const pairs = page.locator(':has(> [translate="no"]:first-child + * + [translate="no"]:last-child):visible');
  const found = await pairs.evaluateAll((headings) =>
    headings.flatMap((heading) => {
      const parts = [...heading.children];
      if (parts.length !== 3) return [];
      const [one, joint, two] = parts;
      const split = [one, two].flatMap((name) => {
        const range = document.createRange();
        range.selectNodeContents(name);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        return lines.size > 1 ? [{ name: name.textContent ?? "", lines: lines.size }] : [];
      });
      const middle = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.top + box.height / 2;
      };
      const beside = (name: Element) => {
        const box = name.getBoundingClientRect();
        return middle(joint) > box.top && middle(joint) < box.bottom;
      };
      const alone =
        beside(one) !== beside(two)
          ? [`"${joint.textContent}" on a line with "${(beside(one) ? one : two).textContent}" alone`]
          : [];
      // Each line of a text as its face inks it, descenders and dots included, from the face's own measures.
      const inkOf = (element: Element) => {
        const style = getComputedStyle(element);
        const context = document.createElement("canvas").getContext("2d");
        if (!context) return [];
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const measured = context.measureText(element.textContent ?? "");
        const range = document.createRange();
        range.selectNodeContents(element);
        return [...range.getClientRects()]
          .filter((rect) => rect.width > 0)
          .map((rect) => {
            const baseline = rect.top + measured.fontBoundingBoxAscent;
            return {
              top: baseline - measured.actualBoundingBoxAscent,
              bottom: baseline + measured.actualBoundingBoxDescent,
              left: rect.left,
              right: rect.right,
            };
          });
      };
      const drawn = joint.querySelector("svg");
      const jointInk = drawn ? [drawn.getBoundingClientRect()] : inkOf(joint);
      const over = [one, two].filter((name) =>
        inkOf(name).some((ink) =>
          jointInk.some(
            (box) =>
              ink.bottom > box.top + 1 && ink.top < box.bottom - 1 && ink.right > box.left && ink.left < box.right,
          ),
        ),
      );
      alone.push(...over.map((name) => `"${name.textContent}" inked over "${joint.textContent}"`));
      return [{ split, alone }];
    }),
  );
  return found.flatMap(({ split, alone }) => [
    // A name past LONGEST_ON_ONE_LINE letters is no everyday word: it may break between its words or parts.
    ...split
      .filter(({ name }) => letters(name) <= LONGEST_ON_ONE_LINE)
      .map(({ name, lines }) => `"${name}" on ${lines} lines`),
    ...alone,
  ]);
}

/**
 * Lists the rows of a wrapped list of pages (the game's menu) that hold one
 * page alone under rows of three or more: "FAQ" on a row of its own reads as
 * a page set apart, not a menu that ran out of room. The quest, a link away
 * from the site, may have a row of its own.
 */
export async function loneItems(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("header nav > ul")].flatMap((list) => {
      const items = [...list.children]
        .filter((item) => item.checkVisibility())
        .map((item) => ({
          top: item.getBoundingClientRect().top,
          text: item.textContent?.trim() ?? "",
          isPage: item.querySelector("a")?.origin === location.origin,
        }))
        .sort((one, two) => one.top - two.top);
      // Items of one row may stand a few pixels apart: they are centred on it.
      const rows: (typeof items)[] = [];
      items.forEach((item, index) => {
        if (index === 0 || item.top - items[index - 1].top > 8) rows.push([]);
        rows[rows.length - 1].push(item);
      });
      return rows.some((row) => row.length >= 3)
        ? rows
            .filter((row) => row.length === 1 && row[0].isPage)
            .map((row) => `"${row[0].text.slice(0, 30)}" alone on a row`)
        : [];
    }),
  );
}

/**
 * The menu's rows whose frames (8 px past each box, src/gamer/gamer.css) reach into the row above. A phone's
 * hotbar, one bar in one or two rows, draws no frame round its pages.
 */
export async function overlappingRows(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("header nav > ul")].flatMap((list) => {
      const framed = (item: Element) => {
        const shadow = getComputedStyle(item.querySelector("a") ?? item).boxShadow;
        return shadow !== "none" && !shadow.includes("inset");
      };
      const boxes = [...list.children]
        .filter((item) => item.checkVisibility() && framed(item))
        .map((item) => ({ box: item.getBoundingClientRect(), text: item.textContent?.trim().slice(0, 30) ?? "" }))
        .sort((one, two) => one.box.top - two.box.top);
      return boxes.flatMap(({ box, text }) => {
        const above = boxes.filter((other) => other.box.bottom <= box.top + 8);
        const gap = Math.min(...above.map((other) => box.top - other.box.bottom));
        return above.length > 0 && gap < 16 ? [`"${text}" is ${Math.round(gap)} px under the row above`] : [];
      });
    }),
  );
}

/** Past this many characters a line, the eye loses its way back to the next one. */
const LONGEST_LINE = 90;

/**
 * The blocks of running text whose full line holds more than LONGEST_LINE characters: the width of the block
 * over the width its letters take on average, so a paragraph of two lines is measured as well as one of ten.
 */
export async function longLines(page: Page): Promise<string[]> {
  return page.evaluate((longest) => {
    const problems: string[] = [];
    for (const block of document.querySelectorAll<HTMLElement>("main p, main li, main dd, main blockquote")) {
      // A row of links or badges laid out side by side is no running text.
      if (
        !block.checkVisibility() ||
        block.querySelector("p, li, dd") ||
        /flex|grid/.test(getComputedStyle(block).display)
      )
        continue;
      const range = document.createRange();
      range.selectNodeContents(block);
      const pieces = [...range.getClientRects()].filter((piece) => piece.width > 0);
      // A block on one line is as long as its text, not its box.
      if (new Set(pieces.map((piece) => Math.round(piece.bottom))).size < 2) continue;
      const style = getComputedStyle(block);
      const width = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const text = block.textContent?.trim() ?? "";
      // Characters as a reader counts them: an emoji of a couple is one, not its ten code units.
      const characters = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].length;
      const perLine = (width * characters) / pieces.reduce((sum, piece) => sum + piece.width, 0);
      if (perLine > longest)
        problems.push(`"${text.slice(0, 30)}" sets about ${Math.round(perLine)} characters a line`);
    }
    return problems;
  }, LONGEST_LINE);
}

/**
 * The game's wide cards whose words and pictures reach across less than half of them: an address and a
 * button in a card the width of the page reads as a card left empty; a line or two in a banner, across less
 * than three quarters, as a banner cut too wide. A list of rows that reach the frame (a flush panel, the FAQ)
 * is no card: a row whose paragraph of three lines or more stops short of four fifths of it leaves a band
 * empty down its side. A phone's single column is exempt.
 */
export async function halfEmptyPanels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const drawnIn = (box: HTMLElement) => {
      const drawn = [...box.querySelectorAll("img, svg")].map((picture) => picture.getBoundingClientRect());
      const texts = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        if (!text.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        drawn.push(...[...range.getClientRects()].filter((piece) => piece.width > 0));
      }
      return drawn;
    };
    const innerWidth = (box: HTMLElement) => {
      const style = getComputedStyle(box);
      return box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    for (const panel of document.querySelectorAll<HTMLElement>("main .pixel-frame")) {
      if (!panel.checkVisibility() || panel.clientWidth < 480) continue;
      const style = getComputedStyle(panel);
      if (parseFloat(style.paddingLeft) === 0) {
        for (const paragraph of panel.querySelectorAll<HTMLElement>("li > p")) {
          const lines = drawnIn(paragraph);
          if (new Set(lines.map((box) => Math.round(box.bottom))).size < 3) continue;
          const row = paragraph.closest("li") as HTMLElement;
          const reach = Math.max(...lines.map((box) => box.right)) - Math.min(...lines.map((box) => box.left));
          if (reach < innerWidth(row) * 0.8)
            problems.push(
              `"${paragraph.textContent?.trim().slice(0, 30)}" fills ${Math.round((100 * reach) / innerWidth(row))}% of its row`,
            );
        }
        continue;
      }
      const drawn = drawnIn(panel);
      const banner = new Set(drawn.map((box) => Math.round(box.bottom))).size < 3;
      const left = Math.min(...drawn.map((box) => box.left));
      const right = Math.max(...drawn.map((box) => box.right));
      const edge = panel.getBoundingClientRect();
      const gaps = [left - edge.left, edge.right - right];
      const inner = innerWidth(panel);
      // Centred, a narrow card's words are its design; to one side, the rest of the card is left over.
      if (right - left < inner * (banner ? 0.75 : 0.5) && Math.max(...gaps) > 2 * Math.min(...gaps))
        problems.push(
          `"${panel.textContent?.trim().slice(0, 30)}" fills ${Math.round((100 * (right - left)) / inner)}% of its width, to one side`,
        );
    }
    return problems;
  });
}

/**
 * Cards left alone on their row at a part of its width, as the last of three hotels and a registry office beside
 * a venue were: a narrow card in a wide row reads as one missing beside it. A phone's single column is exempt.
 */
export async function loneNarrowCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    // The classic look's cards, and the game's with a picture (its gifts' last panel stands centred, at half a row).
    const cards = [
      ...document.querySelectorAll<HTMLElement>("main article"),
      ...[...document.querySelectorAll<HTMLElement>("main li.pixel-frame")].filter((card) =>
        card.querySelector("picture"),
      ),
    ].filter((card) => card.checkVisibility());
    for (const card of cards) {
      const row = card.parentElement;
      if (!row) continue;
      const box = card.getBoundingClientRect();
      const beside = [...row.children].filter(
        (other) =>
          other !== card &&
          other.checkVisibility() &&
          Math.abs(other.getBoundingClientRect().top - box.top) < box.height / 2,
      );
      const style = getComputedStyle(row);
      const room = row.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (beside.length === 0 && box.width < 0.75 * room)
        problems.push(
          `"${card.textContent?.trim().slice(0, 30)}" stands alone on its row at ${Math.round((100 * box.width) / room)}% of its width`,
        );
    }
    return problems;
  });
}

/**
 * The invitation's pill buttons whose label breaks into lines where the row they stand in has room for it on one:
 * a button squeezed by the words beside it ("VOIR SUR / LA CARTE" in a wide pill at 768 px).
 */
export async function squeezedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const pill of document.querySelectorAll<HTMLElement>("main a.rounded-full, main button.rounded-full")) {
      const row = pill.parentElement;
      if (!row || !pill.checkVisibility()) continue;
      // A label's words, not those only a screen reader reads.
      const lines = new Set<number>();
      const texts = document.createTreeWalker(pill, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        if (!text.textContent?.trim() || text.parentElement?.closest(".sr-only")) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const box of range.getClientRects()) if (box.width > 0) lines.add(Math.round(box.top));
      }
      if (lines.size < 2) continue;
      const style = getComputedStyle(row);
      const room = row.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const width = pill.style.width;
      pill.style.width = "max-content";
      const oneLine = pill.getBoundingClientRect().width;
      pill.style.width = width;
      if (oneLine <= room)
        problems.push(`"${pill.textContent?.trim().slice(0, 30)}" breaks in ${lines.size} lines with room for one`);
    }
    return problems;
  });
}

/**
 * A gift's detail whose term stands alone on its line above its value ("Bénéficiaire :" over the name), where the
 * card has the room src/ui/gifts/GiftDetails.tsx sets its table in: 13 rem.
 */
export async function loneTerms(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const firstLineTop = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()].find((box) => box.width > 0)?.top ?? Number.NaN;
    };
    for (const list of document.querySelectorAll<HTMLElement>("[data-gift-details=table]")) {
      if (!list.checkVisibility() || (list.parentElement?.clientWidth ?? 0) < 13 * rem) continue;
      for (const term of list.querySelectorAll("dt")) {
        const value = term.nextElementSibling;
        if (value && Math.abs(firstLineTop(value) - firstLineTop(term)) > rem / 2)
          problems.push(`"${term.textContent?.trim()}" stands alone above "${value.textContent?.trim().slice(0, 30)}"`);
      }
    }
    return problems;
  });
}

/**
 * Address lines that break and leave a short last word alone on a line ("14 rue du Docteur Edmond / Locard")
 * where the word before it could join it and leave a clearly longer line behind. A last word of half a line may
 * stand alone ("Straße Übernachtung / Hochzeitsgesellschaft" is the balanced break), and so may one whose
 * neighbour, moved down, would leave as short a line ("œuvre Saint-Rémy-de-Provence / forêt").
 */
export async function loneAddressWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const line of document.querySelectorAll<HTMLElement>("main address bdi")) {
      if (!line.checkVisibility()) continue;
      const words = [...new Intl.Segmenter(undefined, { granularity: "word" }).segment(line.textContent ?? "")]
        .filter((part) => part.isWordLike)
        .map((part) => ({ at: part.index, length: part.segment.length }));
      if (words.length < 3) continue;
      const boxOf = ({ at, length }: { at: number; length: number }) => {
        const range = document.createRange();
        const texts = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
        let offset = 0;
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          const size = text.textContent?.length ?? 0;
          if (at < offset + size) {
            range.setStart(text, at - offset);
            range.setEnd(text, Math.min(size, at - offset + length));
            return range.getBoundingClientRect();
          }
          offset += size;
        }
        return new DOMRect(Number.NaN, Number.NaN);
      };
      const [before, last] = words.slice(-2).map(boxOf);
      if (Math.round(last.top) <= Math.round(before.top)) continue;
      const all = document.createRange();
      all.selectNodeContents(line);
      const middle = (box: DOMRect) => box.top + box.height / 2;
      // How wide the line a word is on is drawn: an emoji after the last word is on its line too.
      const widthOfLineOf = (word: DOMRect) => {
        const boxes = [...all.getClientRects()].filter(
          (box) => box.width > 0 && middle(box) > word.top && middle(box) < word.bottom,
        );
        return Math.max(...boxes.map((box) => box.right)) - Math.min(...boxes.map((box) => box.left));
      };
      const room = line.closest("address")?.clientWidth ?? 0;
      const lastLine = widthOfLineOf(last);
      if (lastLine >= room / 2) continue;
      // What a break moves down with the word before: a run kept whole (src/ui/Unbroken.tsx), or the word.
      const kept = [...line.querySelectorAll(".whole")].find((run) => {
        const box = run.getBoundingClientRect();
        return (
          box.left <= before.left && box.right >= before.right && box.top <= before.top && box.bottom >= before.bottom
        );
      });
      const moved = kept?.getBoundingClientRect().width ?? before.width;
      const space = parseFloat(getComputedStyle(line).fontSize) / 4;
      if (lastLine + space + moved <= room && widthOfLineOf(before) - moved - space > 1.5 * lastLine)
        problems.push(`"${line.textContent?.trim().slice(0, 40)}" leaves its last word alone`);
    }
    return problems;
  });
}

/**
 * Lists the centred lines of spaced capitals (`caption-caps`) that stand off their centre: the tracking after a
 * line's last letter is space the eye does not see, so the letters themselves are to be centred in the room the
 * line has, within a pixel.
 */
export async function offCentreCaptions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const caption of document.querySelectorAll<HTMLElement>(".caption-caps")) {
      const style = getComputedStyle(caption);
      if (!caption.checkVisibility() || style.textAlign !== "center" || style.display !== "block") continue;
      const tracking = parseFloat(style.letterSpacing) || 0;
      const box = caption.getBoundingClientRect();
      // The room the line is centred in: the caption's box, as its parent gives it.
      const room = (box.left + box.right) / 2;
      const all = document.createRange();
      all.selectNodeContents(caption);
      // A line's boxes, an inline element's and its text's among them, share its middle, within half its height.
      const lines: { middle: number; left: number; right: number }[] = [];
      for (const rect of all.getClientRects()) {
        if (rect.width === 0) continue;
        const middle = rect.top + rect.height / 2;
        const line = lines.find((each) => Math.abs(each.middle - middle) < rect.height / 2);
        if (line)
          Object.assign(line, { left: Math.min(line.left, rect.left), right: Math.max(line.right, rect.right) });
        else lines.push({ middle, left: rect.left, right: rect.right });
      }
      const rtl = style.direction === "rtl";
      for (const { left, right } of lines) {
        const letters = rtl ? (left + tracking + right) / 2 : (left + right - tracking) / 2;
        if (Math.abs(letters - room) > 1)
          problems.push(`"${caption.textContent?.trim().slice(0, 40)}": ${(letters - room).toFixed(1)} px off centre`);
      }
    }
    return problems;
  });
}

/**
 * Lists the paragraphs of five lines or more set centred: a long text is read from one edge, each line found
 * where the last began; centred, every line starts somewhere else.
 */
export async function longCentredParagraphs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const paragraph of document.querySelectorAll<HTMLElement>("main p")) {
      const style = getComputedStyle(paragraph);
      if (!paragraph.checkVisibility() || style.textAlign !== "center") continue;
      // Running text only: lines set apart by design (a time, a place, its town) or buttons in a row are not.
      if ([...paragraph.querySelectorAll("*")].some((inner) => getComputedStyle(inner).display !== "inline")) continue;
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
      const lines = Math.round(paragraph.getBoundingClientRect().height / lineHeight);
      const text = paragraph.textContent?.trim() ?? "";
      if (lines >= 5 && text) problems.push(`"${text.slice(0, 40)}": ${lines} lines`);
    }
    return problems;
  });
}

/**
 * Lists the paragraphs of running text set from their edge inside a centred block, with no frame of their own:
 * among centred lines, one that starts at the edge reads as a line out of step, not as the aside it is.
 */
export async function unframedEdgeParagraphs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const centred = (style: CSSStyleDeclaration) => style.textAlign === "center";
    for (const paragraph of document.querySelectorAll<HTMLElement>("main p")) {
      const style = getComputedStyle(paragraph);
      const around = paragraph.parentElement;
      if (!paragraph.checkVisibility() || centred(style) || !around || !centred(getComputedStyle(around))) continue;
      const framed = ["Top", "Right", "Bottom", "Left"].some(
        (side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
      );
      if (!framed) problems.push(`"${paragraph.textContent?.trim().slice(0, 40)}"`);
    }
    return problems;
  });
}
