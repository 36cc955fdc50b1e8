/**
 * A household's card in the invitation's look, as `npm run cards` prints it (tools/cards.tsx) and the editor
 * previews it: A6 with 3 mm of bleed, in the household's language and direction, with the greeting, the
 * couple's names, the day, its time and place, and the QR code of the household's link with the site's short
 * address under it (docs/privacy.md).
 */
import { createHash } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { makeSite, type Site } from "../../src/site/site.server";
import { eventHeadline } from "../../src/site/events.server";
import { NO_PHOTOS } from "../../src/site/shown.server";
import { siteLanguages } from "../../src/content/local-text.server";
import { directionOf } from "../../src/words/direction";
import { fill } from "../../src/words/fill";
import { pluralFormOf } from "../../src/words/plural";
import { wordsFor } from "../../src/words";
import { Unbroken } from "../../src/ui/Unbroken";
import type { ContentInput } from "../../src/content/schema.server";
import type { Household } from "../../src/content/guests.server";
import { greetingAsSet } from "../../src/site/typesetting.server";
import { PALETTE } from "../../src/palette";
import { inOutline, printFaces } from "../fonts/print-faces";
import { householdQr } from "../private/household-records";
import { PairedNames } from "./paired-names";

export const CARD_KINDS = ["invitation", "save-the-date", "rsvp"] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** What a card says of the wedding, in the household's language. */
export type CardSite = Pick<Site, "language" | "words" | "dates" | "names"> & {
  date: string;
  /** The wedding's time and place, as the invitation's hero writes them: "13:30", "Schloss Hof", "Wien". */
  main: ReturnType<typeof eventHeadline>;
  rsvpDeadline?: string;
  rsvpUrl?: string;
};
export type Card = { site: CardSite; greeting: string; link: string };

const cardSiteOf = (site: Site): CardSite => ({
  language: site.language,
  words: site.words,
  dates: site.dates,
  names: site.names,
  date: site.content.wedding.date,
  main: eventHeadline(site.mainEvent, site.dates),
  rsvpDeadline: site.content.rsvpDeadline,
  rsvpUrl: site.content.rsvpUrl,
});

/**
 * Each household's card, in its language. Its words suit one person or many, formal or familiar (src/words/en.ts):
 * the guest list's formality changes nothing on it.
 */
export function householdCards(
  content: ContentInput,
  links: readonly { household: Household; link: string }[],
): Card[] {
  const [defaultLanguage] = siteLanguages(content);
  const inputs = { rawContent: content, photos: NO_PHOTOS, groups: [], sealed: false, householdLinks: true };
  return links.map(({ household, link }) => ({
    site: cardSiteOf(makeSite(inputs, household.language ?? defaultLanguage)),
    greeting: household.greeting,
    link,
  }));
}

/** An address as a card prints it: no scheme, no "www.", no trailing slash. */
const shortAddress = (url: string) => url.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "");

/** An address a guest would type from a card: one short line, without a query ("?lang=en&party=1") to copy. */
const typeable = (address: string) => address.length <= 40 && !/[?#]/.test(address);
export type CardOptions = {
  kind: CardKind;
  withDate: boolean;
  cropMarks: boolean;
  /** A private site's passphrase, under its address: the unlock page asks for the one on the invitation. */
  passphrase?: string;
};

/** A6, and 3 mm beyond each edge for the printer to trim. */
export const TRIM_MM = { width: 105, height: 148 };
export const BLEED_MM = 3;

/** The invitation's faces, which step in for the scripts they lack (pipeline/fonts/font-faces.ts). */
const SERIF = `"Cormorant Garamond", serif`;
const SANS = `"Inter", sans-serif`;
/** The weights the cards set: the faces are made static at each, for the PDF to embed them as TrueType. */
const WEIGHTS = [400, 500];

/** A card with its bleed. */
const CARD_MM = { width: TRIM_MM.width + 2 * BLEED_MM, height: TRIM_MM.height + 2 * BLEED_MM };
/** With crop marks, the paper around a card's bleed that holds them: each mark 6 mm long, 1 mm from either side. */
export const MARKS_MM = 8;

/** A page a card: the card alone, or the card with its crop marks around it. */
const pageStyle = ({ cropMarks }: CardOptions) => {
  const margin = cropMarks ? MARKS_MM : 0;
  return `@page { size: ${CARD_MM.width + 2 * margin}mm ${CARD_MM.height + 2 * margin}mm; margin: 0 }
.sheet { position: relative; width: ${CARD_MM.width + 2 * margin}mm; height: ${CARD_MM.height + 2 * margin}mm; break-after: page }
.sheet > .card { position: absolute; inset: ${margin}mm }
.mark { position: absolute; background: #000 }`;
};

const STYLE = `
html, body { margin: 0 }
/* Lining figures throughout: Cormorant's old-style "1" reads as an "I" in the small italic ("May 1 2027"), and a
   card that set its date in one kind and its reply in the other read as two hands. */
.card { position: relative; box-sizing: border-box; width: ${CARD_MM.width}mm; height: ${CARD_MM.height}mm;
  overflow: hidden; background: ${PALETTE.paper}; color: ${PALETTE.ink}; font-family: ${SERIF}; text-align: center;
  font-variant-numeric: lining-nums }
.frame { position: absolute; inset: ${BLEED_MM + 9}mm; border: 0.35mm solid ${PALETTE.gold} }
/* A little more room below than above: centred by the eye, the card stands on its foot. */
.inner { position: absolute; inset: ${BLEED_MM + 13.5}mm ${BLEED_MM + 13}mm ${BLEED_MM + 14.5}mm; display: flex; flex-direction: column; align-items: center; justify-content: space-between }
.message, .fit, .top, .middle, .bottom { display: flex; flex-direction: column; align-items: center; gap: 3mm }
/* --gaps: the share of their room the gaps keep, which the fitting script lowers before the letters' size. */
.top { gap: calc(4mm * var(--gaps, 1)) }
.middle { gap: calc(3mm * var(--gaps, 1)) }
/* The greeting and what the card announces, at one distance from each other whatever the greeting's lines,
   stand together in the middle of the room the code leaves. */
.message { flex: 1; min-height: 0; justify-content: safe center; padding-bottom: 2mm }
.fit { gap: 5.5mm }
/* Tracked capitals: the tracking after the last letter given back before the first, so the line stands centred. */
/* Nearer what it announces than what greets: it belongs to the names. */
.kicker { --tracking: 0.28em; margin: 0 0 -1mm; font: 500 7pt/1.4 ${SANS}; letter-spacing: var(--tracking);
  padding-inline-start: var(--tracking); text-transform: uppercase; color: ${PALETTE.goldText} }
/* An apostrophe close to its letter: "WE’RE", not "WE ’ RE". */
.kicker .apostrophe { letter-spacing: 0.1em }
/* As a stationer sets a pair: each name on its line, the joint between them a little smaller (as the invitation
   page sets it), in italic and gold. */
h1 { margin: 0; display: flex; flex-direction: column; align-items: center; gap: 1mm; font-weight: 500; font-size: 28pt;
  line-height: 1.05; text-wrap: balance }
.joint { font-size: 0.8em; font-style: italic; color: ${PALETTE.goldText} }
/* Hebrew's ו is a letter of the second name: the name's size, upright. */
.name .joint { font-size: inherit; font-style: normal }
/* A save-the-date says so as its headline; a reply card asks, in a sentence, and the names stand back. */
.card[data-kind="save-the-date"] .kicker { --tracking: 0.12em; font: 500 14pt/1.2 ${SERIF} }
.card[data-kind="rsvp"] .kicker { --tracking: 0em; font: italic 500 13pt/1.35 ${SERIF}; text-transform: none;
  color: ${PALETTE.ink}; text-wrap: balance; font-synthesis: none }
/* The names the card's centre: more room under them than between any other two lines. */
.card[data-kind="invitation"] h1 { font-size: 26pt; margin-bottom: calc(2mm * var(--gaps, 1)) }
.card[data-kind="rsvp"] h1 { font-size: 24pt }
.date { margin: 0; font-size: 12.5pt }
.when { margin: -0.5mm 0 0; font-size: 11pt; line-height: 1.35; text-wrap: balance }
.rule { width: 16mm; height: 0.3mm; background: ${PALETTE.gold} }
/* A greeting too long for a line keeps clear of the frame, in two balanced lines ("Chère Madame Lefèvre, / cher
   Monsieur Lefèvre"). */
.greeting { margin: 0 0 1mm; max-width: 66mm; font-size: 15pt; line-height: 1.25; font-style: italic; font-synthesis: none;
  text-wrap: balance }
.whole { display: inline-block }
/* The time, the place and the town a line each; a long place in two balanced lines. */
.when .line { display: block }
.held-run { white-space: nowrap }
.greeting[data-length="long"] { font-size: 13pt }
.greeting[data-length="longest"] { font-size: 11pt }
/* Large enough for any phone at arm's length, small enough not to outweigh the names. */
.qr { width: 20mm; height: 20mm }
.qr svg { display: block; width: 100%; height: 100% }
.bottom { gap: 2mm }
.reply { margin: 3mm 0 1.5mm; font-size: 10pt; line-height: 1.3; font-style: italic; font-synthesis: none; text-wrap: balance }
/* The way to the site in the card's own serif, as the reply above it: a caption in italic, the address upright. */
.scan, .address { margin: 0; font: italic 400 10pt/1.3 ${SERIF}; color: ${PALETTE.inkSoft}; font-synthesis: none }
.address { margin-top: -1.5mm; font-style: normal; font-size: 9.5pt; direction: ltr }
.passphrase > span { margin: 0; font: 400 8pt/1.4 ${SANS}; color: ${PALETTE.inkSoft} }
/* Its words as a guest types them: upright, a size larger than the address, under their label. */
.passphrase { margin: 0.5mm 0 0; display: flex; flex-direction: column; align-items: center; font-size: 10.5pt;
  line-height: 1.3 }
:lang(he), :lang(ar) { letter-spacing: normal }
/* Without capitals to stand out by, a line in Hebrew or Arabic at the Latin caption's 7 pt reads as a footnote; at
   its weight of 400, as light as the Latin capitals beside it on another household's card. */
.kicker:is(:lang(he), :lang(ar)) { font-size: 9pt; font-weight: 400 }
/* Upright, in the ink and size of a Latin card's: at the caption's grey and a size smaller, the day to reply by
   read as a footnote, and in gold as too faint to print. */
:is(:lang(he), :lang(ar)) :is(.reply, .scan) { font-style: normal }
/* A greeting in a script without italics (Hebrew, Arabic, Japanese) stands upright, whatever the card's language. */
.greeting[data-upright] { font-style: normal }
.card .kicker:is(:lang(he), :lang(ar)) { --tracking: 0em; font-style: normal }
/* On a screen (the editor's preview), each card on a table, as it will lie there. */
@media screen { body { display: grid; justify-content: center; gap: 8mm; padding: 8mm 0; background: #e7e2d9 }
  .sheet { box-shadow: 0 1mm 4mm rgb(0 0 0 / 0.18) } }
`;

/**
 * How much room a greeting takes, in a Latin letter's widths: an ideograph or a kana takes two. A long greeting is
 * set smaller, as a stationer would, so that the card keeps its code and its margins.
 */
const widthOf = (text: string) =>
  [...text].reduce(
    (width, letter) => width + (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(letter) ? 2 : 1),
    0,
  );
/** Scripts without an italic in the invitation's faces. */
const UPRIGHT_SCRIPTS = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

const greetingLength = (greeting: string) => {
  const width = widthOf(greeting);
  return width > 80 ? "longest" : width > 50 ? "long" : undefined;
};

/** The time as a stationer writes it under the day, in the form its hour as written takes: "a la 1:30 p. m.". */
export const atTime = ({ words, language }: CardSite, written: string) =>
  fill(pluralFormOf(words.cards.atTime, Number(/\d+/.exec(written)?.[0]), language), { time: written });

/** A date on one line: "יום / ראשון" split is not Sunday. */
const unbroken = (text: string) => text.replace(/ /g, "\u00a0");

/** "Save the date", which stationers print in English in several languages: set as English, on any card. */
const ENGLISH_HEADING = wordsFor("en").cards.saveTheDate;

function CardFace({ card, options }: { card: Card; options: CardOptions }) {
  const { site, greeting, link } = card;
  const { words, dates, names, main, rsvpDeadline: deadline } = site;
  const replyBy = deadline && fill(words.cards.replyBy, { date: unbroken(dates.longDate(deadline)) });
  const kicker =
    options.kind === "save-the-date"
      ? words.cards.saveTheDate
      : options.kind === "rsvp"
        ? (replyBy ?? words.cards.reply)
        : words.announcement;
  // A reply card with a form to reply on says its code leads there, over one address: the form's, where a guest
  // could type it, else the site's, whose pages lead there too.
  const replyOnline = options.kind === "rsvp" && site.rsvpUrl !== undefined;
  const form = site.rsvpUrl && shortAddress(site.rsvpUrl);
  const qr = householdQr(link, { border: 2, whiteColor: PALETTE.paper, blackColor: PALETTE.ink });
  return (
    <section className="card" data-kind={options.kind} lang={site.language} dir={directionOf(site.language)}>
      <div className="frame" />
      <div className="inner">
        <div className="message">
          <div className="fit">
            {/* The greeting first, as a stationer addresses a card; then what it announces. */}
            <div className="top">
              {/* As the pages set a text: "Whitfield-Adeyemi" and "בן־דוד" on one line, "Sam & Alex" never parted at "&". */}
              <p
                className="greeting"
                dir="auto"
                data-length={greetingLength(greeting)}
                data-upright={UPRIGHT_SCRIPTS.test(greeting) || undefined}
              >
                <Unbroken>{inOutline(greetingAsSet(greeting, site.language))}</Unbroken>
              </p>
              <div className="rule" />
            </div>
            <div className="middle">
              <p className="kicker" {...(kicker === ENGLISH_HEADING ? { lang: "en", dir: "ltr" } : {})}>
                <Unbroken tracked>{kicker}</Unbroken>
              </p>
              <h1>
                <PairedNames names={names} joint={words.joint} />
              </h1>
              {options.withDate && options.kind !== "rsvp" ? <p className="date">{dates.dateLine(site.date)}</p> : null}
              {options.withDate && options.kind === "invitation" ? (
                <p className="when">
                  <span className="line">
                    <Unbroken>{atTime(site, main.shownTime)}</Unbroken>
                  </span>
                  <span className="line">
                    <Unbroken>{main.place}</Unbroken>
                  </span>
                  {main.city ? <bdi className="line">{main.city}</bdi> : null}
                </p>
              ) : null}
            </div>
          </div>
        </div>
        <div className="bottom">
          {/* As a stationer ends an invitation: the day to reply by, over the way to. */}
          {options.kind === "invitation" && options.withDate && replyBy ? <p className="reply">{replyBy}</p> : null}
          <div className="qr" dangerouslySetInnerHTML={{ __html: qr }} />
          <p className="scan">{replyOnline ? words.cards.scanToReply : words.cards.scan}</p>
          <p className="address">{replyOnline && form && typeable(form) ? form : new URL(link).host}</p>
          {options.passphrase ? (
            <p className="passphrase">
              <span>{words.private.passphrase}</span>
              <bdi>{options.passphrase}</bdi>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The lines along the trim's edges, outside the bleed, that a printer cuts along: two at each corner. */
function CropMarks() {
  const trims = {
    x: [MARKS_MM + BLEED_MM, MARKS_MM + BLEED_MM + TRIM_MM.width],
    y: [MARKS_MM + BLEED_MM, MARKS_MM + BLEED_MM + TRIM_MM.height],
  };
  const page = { x: CARD_MM.width + 2 * MARKS_MM, y: CARD_MM.height + 2 * MARKS_MM };
  const starts = (axis: "x" | "y") => [1, page[axis] - MARKS_MM + 1];
  const long = `${MARKS_MM - 2}mm`;
  const thin = "0.25pt";
  return (
    <>
      {trims.y.flatMap((y) =>
        starts("x").map((x) => (
          <div
            key={`h ${x} ${y}`}
            className="mark"
            style={{ left: `${x}mm`, top: `${y}mm`, width: long, height: thin }}
          />
        )),
      )}
      {trims.x.flatMap((x) =>
        starts("y").map((y) => (
          <div
            key={`v ${x} ${y}`}
            className="mark"
            style={{ left: `${x}mm`, top: `${y}mm`, width: thin, height: long }}
          />
        )),
      )}
    </>
  );
}

/**
 * Closes a card's gaps, then sets its message smaller, a step at a time, until it leaves the code its room: a long
 * greeting, a couple's names in two scripts and a venue's long name may not all fit at their sizes. The gaps give
 * way first, to 40%, so that a household's card keeps the set's sizes where it can. It marks the page fitted once every
 * face has come and every card fits, for the print to wait for.
 */
export const FIT_SCRIPT = `document.fonts.ready.then(function () {
  document.querySelectorAll(".message").forEach(function (room) {
    var fit = room.firstElementChild, gaps = 1, zoom = 1;
    var bottom = room.getBoundingClientRect().bottom - parseFloat(getComputedStyle(room).paddingBottom);
    var over = function () { return fit.getBoundingClientRect().bottom > bottom + 0.5; };
    while (gaps > 0.4 && over()) {
      gaps -= 0.05;
      fit.style.setProperty("--gaps", String(gaps));
    }
    while (zoom > 0.7 && over()) {
      zoom -= 0.02;
      fit.style.zoom = String(zoom);
    }
  });
  document.body.setAttribute("data-fitted", "");
});`;

/** The hash a page's Content-Security-Policy allows the fitting script by. */
export const FIT_SCRIPT_HASH = `sha256-${createHash("sha256").update(FIT_SCRIPT).digest("base64")}`;

/** The cards as one HTML document, a page each, with the faces cut to their letters. */
export async function cardsHtml(cards: readonly Card[], options: CardOptions): Promise<string> {
  const body = renderToStaticMarkup(
    <>
      {cards.map((card) => (
        <div key={card.link} className="sheet">
          <CardFace card={card} options={options} />
          {options.cropMarks ? <CropMarks /> : null}
        </div>
      ))}
    </>,
  );
  const faces = await printFaces(body.replace(/<[^>]*>/g, " "), WEIGHTS);
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>${faces}${pageStyle(options)}${STYLE}</style></head><body>${body}<script>${FIT_SCRIPT}</script></body></html>`;
}
