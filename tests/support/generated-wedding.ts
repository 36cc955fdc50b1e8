/**
 * Weddings made up from a seed, across the range the content's schema takes
 * (src/content/schema.server.ts): 1 to 8 events over several days, 0 to 4
 * hotels and parking places, 1 to 6 ways to give of every kind, 2 to 6
 * chapters, 3 to 12 photos (a transparent PNG, a 400 px one and a portrait
 * stored on its side with an EXIF orientation among them), 1 to 3 of the
 * site's languages in any order, names in Latin with diacritics, Greek,
 * Cyrillic, Hebrew, Arabic and Japanese, long hyphenated ones. The same seed
 * makes the same wedding on every machine. tests/generated-weddings.test.ts
 * renders every page of each; a seed that fails can be kept as a fixture:
 *
 *   npx tsx tests/support/generated-wedding.ts SEED FOLDER   writes FOLDER/wedding.ts and FOLDER/photos/
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { GIFT_KINDS } from "../../src/content/gifts/schema.server";
import type { ContentInput } from "../../src/content/schema.server";
import { DICTIONARIES } from "../../src/words";
import { seededRandom, shuffled } from "./seeded-random";
import { guestListCsv, testHouseholds } from "./guest-list";
import { siteLanguages } from "../../src/content/local-text.server";
import { baseOf } from "../../src/language-tag";
import { speaksOtherwise } from "../../pipeline/private/own-pages";

type Random = () => number;
type LocalText = string | Record<string, string>;

/** A photo the generator makes: its file's name and how it is drawn. */
export type PhotoSpec = {
  file: string;
  /** A photo; a PNG with a transparent ground; one 400 px wide; a portrait stored on its side, turned by its EXIF orientation. */
  kind: "photo" | "transparent" | "small" | "sideways";
  width: number;
  height: number;
  /** Its colour, from the seed. */
  hue: number;
};

export type GeneratedWedding = { seed: number; wedding: ContentInput; photos: PhotoSpec[] };

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)];
const between = (low: number, high: number, random: Random) => low + Math.floor(random() * (high - low + 1));
const chance = (probability: number, random: Random) => random() < probability;

/** Regions a couple may write after a language: how that region writes its dates, digits and clock. */
const REGIONS: Record<string, string[]> = {
  en: ["GB", "US", "AU"],
  es: ["MX", "AR"],
  pt: ["BR", "PT"],
  fr: ["CA", "BE", "CH"],
  de: ["CH", "AT"],
  it: ["CH"],
  nl: ["BE"],
  ar: ["LB", "EG", "MA"],
};

/** The tag the content gives a language of the ten: its code alone, or with a region half the time ("pt-BR"). */
const languageTag = (code: string, random: Random): string =>
  REGIONS[code] && chance(0.5, random) ? `${code}-${pick(REGIONS[code], random)}` : code;

/** Words each language's texts are made of, with the letters and punctuation its writers use, and a sentence's end. */
const VOCABULARY: Record<string, string[]> = {
  en: [
    "garden",
    "evening",
    "we’ll",
    "dance",
    "“together”",
    "cake & wine",
    "bring",
    "shoes",
    "5 o’clock",
    "river",
    "didn’t. We",
  ],
  es: ["¿Vendrás?", "¡Qué", "alegría!", "niños", "jardín", "mañana", "baile", "año", "corazón", "fiesta", "fiesta. Y"],
  pt: ["coração", "jardim", "amanhã", "não", "festa", "pão", "avó", "lembrança", "Conceição", "música", "festa. O"],
  fr: ["« mariage »", "fête", "où", "château", "garçon", "Noël", "œuvre", "déjà", "forêt", "à bientôt", "fête. On"],
  de: [
    "Straße",
    "Grüße",
    "Hochzeit",
    "Übernachtung",
    "fröhlich",
    "Mädchen",
    "Schloss",
    "„Feier“",
    "Kuchen",
    "Äpfel",
    "Feier. Es",
  ],
  it: ["città", "perché", "giù", "festa", "più", "l’amore", "caffè", "lunedì", "gioia", "sposi", "non", "festa. Il"],
  nl: ["bruiloft", "ijsje", "tuin", "feest", "café", "geëerd", "’s avonds", "fiets", "taart", "vrienden", "feest. We"],
  pl: ["ślub", "wesele", "żółć", "pięć", "gęś", "Łódź", "źdźbło", "i", "w", "o", "z", "przyjęcie", "wesele. W"],
  he: ["חתונה", "ערב", "גן", "ריקודים", "שמחה", "אורחים", "מזל טוב", "עוגה", "ים", '"אהבה"', "חתונה. זה"],
  ar: ["زفاف", "حديقة", "مساء", "رقص", "فرح", "ضيوف", "كعكة", "مبروك", "بحر", "٢٠٢٧", "زفاف. في"],
};

/** A place or a name of several hyphens, or a compound, longer than the narrowest line is wide in large text. */
const LONG_WORDS: Record<string, string[]> = {
  en: ["Stratford-upon-Avon", "Congratulations"],
  es: ["García-Villanueva", "Felicitaciones"],
  pt: ["Montemor-o-Novo", "Agradecimentos"],
  fr: ["Saint-Rémy-de-Provence", "Remerciements"],
  de: ["Garmisch-Partenkirchen", "Hochzeitsgesellschaft"],
  it: ["Castelnuovo-Tedesco", "Ringraziamenti"],
  nl: ["Zevenhuizen-Moerkapelle", "Huwelijksreisfonds"],
  pl: ["Kędzierzyn-Koźle", "najprawdopodobniej"],
  he: ["תל־אביב־יפו"],
  ar: [],
};

/** Words of other scripts a couple's text may hold: a Greek island, a Russian grandmother, a Japanese dish. */
const FOREIGN = ["Σαντορίνη", "καλημέρα", "бабушка", "Санкт-Петербург", "寿司", "ありがとう", "Ñandú", "Øresund"];

/** What a careless page might mangle: markup's characters, quotes, digits, a range. */
const TRICKY = ["<b>", "&", '"quoted"', "'apostrophe'", "10–12", "2 × 3", "50%", "#1", "A/B"];

const EMOJI = ["💍", "🥂", "❤️", "🇵🇹", "👩🏽‍❤️‍👨🏻", "🌧️➡️🕯️"];
/** The addresses a couple gives in an answer: their master of ceremonies', to say a toast is coming. */
const ADDRESSES = ["ceremoniemeester@sanneenyoussef.nl", "lotte.van.dijk@example.com", "rsvp@wesele-ani.pl"];

/** Names as couples write them, in each script the pages are drawn in, and long hyphenated ones. */
const NAMES = {
  latin: ["Zoë", "Łukasz", "Søren", "Małgorzata", "François", "Núria", "Dvořák", "Ștefan", "Björn", "Chloé", "İlkay"],
  greek: ["Δημήτρης", "Ελένη", "Νίκος", "Αθηνά"],
  cyrillic: ["Анастасия", "Дмитрий", "Ольга", "Святослав"],
  hebrew: ["נועה", "יונתן", "אביגיל", "מיכאל"],
  arabic: ["ليلى", "يوسف", "فاطمة", "عمر"],
  japanese: ["健二", "さくら", "ユキ", "美咲"],
  hyphenated: ["Anna-Małgorzata-Katarzyna", "Jean-Baptiste-Emmanuel", "Maria-Magdalena-Schönberg", "Ηλέκτρα-Μαρία"],
};

/** IBANs and BICs that pass their checks, from the banks' own examples. */
/** The currency of an account in a country outside the euro, by its IBAN's country. */
const CURRENCIES: Record<string, string> = { PL: "PLN", GB: "GBP", LB: "USD" };

const IBANS = [
  "PT50 0002 0123 1234 5678 9015 4",
  "DE89370400440532013000",
  "GB29 NWBK 6016 1331 9268 19",
  "FR14 2004 1010 0505 0001 3M02 606",
  "PL61 1090 1014 0000 0712 1981 2874",
  "ES91 2100 0418 4502 0005 1332",
  "NL91ABNA0417164300",
  "LB62 0999 0000 0001 0019 0122 9114",
];
const BICS = ["CGDIPTPL", "DEUTDEFF", "BLOMLBBX", "ABNANL2A"];

const TIME_ZONES = [
  "Europe/Lisbon",
  "Europe/Warsaw",
  "Europe/Athens",
  "Asia/Jerusalem",
  "Asia/Beirut",
  "Asia/Tokyo",
  "America/Los_Angeles",
  "America/St_Johns",
  "Australia/Lord_Howe",
  "Asia/Kolkata",
];

/**
 * Makes texts for a site of `languages`: one for all of them, or one in each, from each language's words.
 * `natural` texts hold only the language's words and emoji, as a couple writes them: no other script's words
 * and no markup, and names without an emoji before them.
 */
function textMaker(languages: readonly string[], random: Random, natural: boolean) {
  const sentence = (language: string, words: number) => {
    const parts = Array.from({ length: words }, () => {
      const roll = random();
      if (roll < 0.08 && !natural) return pick(FOREIGN, random);
      if (roll < 0.14 && !natural) return pick(TRICKY, random);
      if (roll >= 0.14 && roll < 0.2) return pick(EMOJI, random);
      const long = LONG_WORDS[baseOf(language)];
      if (roll >= 0.2 && roll < 0.24 && long.length > 0) return pick(long, random);
      return pick(VOCABULARY[baseOf(language)], random);
    });
    return parts.join(" ");
  };
  /** A text of `low` to `high` words, the same in every language or written in each. */
  const text = (low: number, high: number): LocalText => {
    const words = between(low, high, random);
    if (languages.length === 1 || chance(0.3, random)) return sentence(pick(languages, random), words);
    return Object.fromEntries(languages.map((language) => [language, sentence(language, words)]));
  };
  /** Texts that must differ from each other in every language (events, questions), numbered to make sure. */
  const distinct = (count: number, low: number, high: number): LocalText[] =>
    Array.from({ length: count }, (_, index) => {
      const made = text(low, high);
      const numbered = (words: string) => `${words} ${index + 1}`;
      return typeof made === "string"
        ? numbered(made)
        : Object.fromEntries(Object.entries(made).map(([language, words]) => [language, numbered(words)]));
    });
  const name = (): LocalText => {
    const script = pick(Object.keys(NAMES) as (keyof typeof NAMES)[], random);
    const given = pick(NAMES[script], random);
    // An emoji first tries the initials the logos take of a name.
    const written = chance(0.3, random) && !natural ? `${pick(EMOJI, random)} ${given}` : given;
    // Some couples write their names in each language's letters; most once.
    if (languages.length === 1 || chance(0.7, random)) return written;
    return Object.fromEntries(
      languages.map((language, index) => [language, index === 0 ? written : pick(NAMES.latin, random)]),
    );
  };
  return { text, distinct, name };
}

const isoDay = (base: string, days: number) => {
  const date = new Date(`${base}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The photos: 3 to 12, the three that phones and plans make hard among them. */
function photosFor(random: Random, natural: boolean): PhotoSpec[] {
  const count = between(3, 12, random);
  const names = shuffled(
    ["IMG_2041.JPG", "DSC_0193.JPG", "PXL_20250708_094512.jpg", "WhatsApp-Image-2021-03-14-at-20.11.05.jpeg"].concat(
      Array.from({ length: 12 }, (_, index) => `photo-${index + 1}.${pick(["jpg", "jpeg", "webp", "JPG"], random)}`),
    ),
    random,
  );
  const special: PhotoSpec[] = [
    { file: "plan-sali.png", kind: "transparent", width: 1000, height: 700, hue: between(0, 359, random) },
    { file: "IMG_0415.jpg", kind: "small", width: 400, height: 300, hue: between(0, 359, random) },
    { file: "IMG_3312.jpg", kind: "sideways", width: 1200, height: 900, hue: between(0, 359, random) },
  ];
  const plain = names.slice(0, count - special.length).map((file) => ({
    file,
    kind: "photo" as const,
    // A natural wedding's photos stop at 1000 px: its pages lay out the same, with no 1600 px copy to encode.
    width: Math.min(pick([800, 1600, 2400], random), natural ? 1000 : Infinity),
    height: Math.min(pick([600, 1067, 1600], random), natural ? 750 : Infinity),
    hue: between(0, 359, random),
  }));
  return shuffled([...special, ...plain], random);
}

/** Whether the pages follow the day, and when replies close: as drawn, or with a deadline where the day must be followed. */
function dayOf(date: string, random: () => number, followsTheDay: boolean): Partial<ContentInput> {
  const drawn = chance(0.4, random)
    ? { followTheDay: false }
    : chance(0.5, random)
      ? { rsvpDeadline: isoDay(date, -30) }
      : {};
  return followsTheDay ? { rsvpDeadline: isoDay(date, -30) } : drawn;
}

/**
 * A wedding made from `seed`: valid content, and the photos it names; in the `languages` given, or one to
 * three drawn; its texts `natural` (textMaker), or mixed with what a page must survive too; with an event
 * for some guests sometimes, or, `forSome`, wherever there is an event besides the wedding's own; following the
 * day or keeping the invitation as drawn, or, `followsTheDay`, following it with a deadline for replies.
 */
export function generateWedding(
  seed: number,
  {
    languages: given,
    natural = false,
    forSome = false,
    followsTheDay = false,
  }: { languages?: readonly string[]; natural?: boolean; forSome?: boolean; followsTheDay?: boolean } = {},
): GeneratedWedding {
  const random = seededRandom(seed);
  // Park and Miller's first draws from small seeds are all near 0: skip them, so seeds 1, 2, 3 differ from the start.
  for (let draw = 0; draw < 4; draw++) random();
  const drawn = shuffled(Object.keys(DICTIONARIES), random).slice(0, between(1, 3, random));
  const codes = given ?? drawn;
  const languages = codes.map((code) => languageTag(code, random));
  const { text, distinct, name } = textMaker(languages, random, natural);
  const photos = photosFor(random, natural);
  const photo = (file = pick(photos, random).file) => ({ file, alt: text(3, 10) });
  const url = (path: string) => `https://example.com/${seed}/${path}`;
  const placeOf = (extra: Record<string, unknown> = {}) => ({
    name: text(1, 4),
    streetAddress: text(2, 4),
    cityZip: text(2, 3),
    mapsUrl: url(`maps?q=${between(1, 999, random)}`),
    ...extra,
  });

  const date = `${between(2026, 2030, random)}-${String(between(1, 12, random)).padStart(2, "0")}-${String(between(1, 28, random)).padStart(2, "0")}`;

  // Events: in order over a few days around the wedding's, one on its day, at one to three places.
  const eventCount = between(1, 8, random);
  const offsets = Array.from({ length: eventCount }, () => between(-2, 2, random)).sort((a, b) => a - b);
  if (!offsets.includes(0)) offsets[Math.floor(random() * eventCount)] = 0;
  offsets.sort((a, b) => a - b);
  const venues = Array.from({ length: between(1, Math.min(3, eventCount), random) }, (_, index) => `venue${index + 1}`);
  const eventNames = distinct(eventCount, 1, 4);
  const planPhoto = photos.find((each) => each.kind === "transparent")?.file;
  let previousDay = Number.NaN;
  let previousStart = 0;
  const events: ContentInput["events"] = offsets.map((offset, index) => {
    // Each starts after the one before it on the same day; a late one may end past midnight.
    const earliest = offset === previousDay ? previousStart + 30 : 8 * 60;
    const start = Math.min(earliest + between(0, 8, random) * 30, 22 * 60 + 30);
    previousDay = offset;
    previousStart = start;
    const length = between(1, 8, random) * 30;
    const end = start + length;
    const endTime = end >= 24 * 60 ? clock(Math.min(end, 24 * 60 + 6 * 60)) : clock(end);
    const steps = between(0, Math.min(8, length / 30), random);
    const itemTimes = Array.from({ length: steps }, () => start + between(0, length / 30, random) * 30).sort(
      (a, b) => a - b,
    );
    const titles = distinct(steps, 1, 5);
    return {
      name: eventNames[index],
      ...(offset === 0 && chance(0.5, random) ? {} : { date: isoDay(date, offset) }),
      startTime: clock(start),
      endTime,
      place: index < venues.length ? venues[index] : pick(venues, random),
      ...(chance(0.4, random) ? { dressCode: text(2, 6) } : {}),
      ...(chance(0.4, random) ? { note: text(4, 16) } : {}),
      ...(chance(0.2, random) ? { livestream: url("live") } : {}),
      ...(steps > 0 ? { schedule: itemTimes.map((time, step) => ({ title: titles[step], time: clock(time) })) } : {}),
    };
  });

  const places: ContentInput["places"] = {};
  venues.forEach(
    (key, index) =>
      (places[key] = placeOf({
        ...(chance(0.6, random) ? { description: text(5, 20) } : {}),
        ...(chance(0.6, random) ? { photo: photo() } : {}),
        // The transparent plan is the first venue's, when it has one.
        ...(chance(0.6, random) ? { floorPlan: photo(index === 0 && planPhoto ? planPhoto : undefined) } : {}),
      })),
  );
  const parking = Array.from({ length: between(0, 4, random) }, (_, index) => {
    const key = `parking${index + 1}`;
    places[key] = placeOf(chance(0.4, random) ? { description: text(3, 12) } : {});
    return {
      place: key,
      ...(chance(0.5, random) ? { near: pick(venues, random) } : {}),
      ...(chance(0.6, random) ? { note: text(3, 12) } : {}),
    };
  });
  const hotels = Array.from({ length: between(0, 4, random) }, (_, index) => {
    const key = `hotel${index + 1}`;
    places[key] = placeOf({
      ...(chance(0.6, random) ? { description: text(4, 16) } : {}),
      ...(chance(0.6, random) ? { photo: photo() } : {}),
    });
    return key;
  });

  // Chapters: years in order, each a year of its own on both readings.
  const chapterCount = between(2, 6, random);
  let year = between(2000, 2010, random);
  const story = distinct(chapterCount, 1, 5).map((title, index) => {
    year += between(1, 3, random);
    return {
      classicYear: String(year),
      // The first chapter may be told with another year in the game, as the sample's is.
      gamerYear: String(index === 0 ? year - between(0, 3, random) : year),
      title,
      text: text(8, 40),
      photo: photo(),
    };
  });

  const gifts = Array.from({ length: between(1, 6, random) }, () =>
    giftOf(pick(GIFT_KINDS, random), random, text, url),
  );

  const wedding: ContentInput = {
    ...(languages.length === 1 && languages[0] === "en" && chance(0.5, random) ? {} : { languages }),
    site: {
      publicUrl: `https://wedding-${seed}.example.com`,
      ...(chance(0.3, random) ? { title: text(2, 6) } : {}),
      description: text(6, 20),
      allowSearchEngines: chance(0.5, random),
      // Every third seed speaks formally, with no draw that would move the seed's other fields.
      ...(seed % 3 === 0 ? { formality: "formal" as const } : {}),
    },
    couple: { partnerOne: name(), partnerTwo: name() },
    ...(chance(0.7, random) ? { couplePhoto: photo() } : {}),
    wedding: {
      date,
      timeZone: pick(TIME_ZONES, random),
      ...(chance(0.2, random) ? { timeZoneName: text(1, 3) } : {}),
    },
    rsvpUrl: url("rsvp"),
    ...dayOf(date, random, followsTheDay),
    places,
    events,
    ...(parking.length > 0 ? { parking } : {}),
    ...(chance(0.7, random)
      ? { travel: { ...(chance(0.7, random) ? { drivingNote: text(5, 20) } : {}), walkingNote: text(5, 15) } }
      : {}),
    ...(hotels.length > 0 ? { hotels } : {}),
    story,
    // Every photo is in the collage, so each one made is on a page.
    collage: photos.map((each) => photo(each.file)),
    registry: { text: text(10, 40), gifts },
    faq: distinct(between(1, 12, random), 3, 10).map((question) => ({
      question,
      answer: text(5, 30),
      ...(chance(0.3, random) ? { link: { label: text(2, 5), url: url("faq") } } : {}),
    })),
    thankYou: text(5, 15),
    ...(chance(0.3, random) ? { words: { welcome: text(3, 6), pages: { classic: text(1, 2) } } } : {}),
  };
  // Drawn last, so every other field stays as its seed made it: a couple who stay where they marry.
  if (hotels.length < 4 && chance(0.3, random)) wedding.hotels = [...hotels, pick(venues, random)];
  // Then an event for some guests only, never the wedding's own: the site everyone reads leaves it out.
  const weddingsOwn = events.findIndex((event) => (event.date ?? date) === date);
  const others = events.map((_, index) => index).filter((index) => index !== weddingsOwn);
  if (others.length > 0 && (forSome || chance(0.3, random))) events[pick(others, random)].guests = ["family"];
  // A wedding of one event gets the family's brunch the day after, as the wedding's own event, moved.
  else if (forSome)
    events.push({ ...events[weddingsOwn], name: text(5, 8), date: isoDay(date, 1), guests: ["family"] });
  // Last, the thanks in the other form of "you", in every language: what a household addressed so reads.
  if (forSome || chance(0.3, random)) {
    const inEach = (written: LocalText) =>
      typeof written === "string" ? Object.fromEntries(languages.map((language) => [language, written])) : written;
    const otherwise = wedding.site.formality === "formal" ? "familiar" : "formal";
    wedding.thankYou = { ...inEach(wedding.thankYou as LocalText), [otherwise]: inEach(text(5, 15)) };
  }
  // Some couples write the header's initials, in any script, a letter or a few.
  if (chance(0.3, random)) {
    const initial = () => [...pick(Object.values(NAMES).flat(), random)].slice(0, between(1, 3, random)).join("");
    wedding.couple = { ...wedding.couple, initials: { partnerOne: initial(), partnerTwo: initial() } };
  }
  // A couple names a place in a sentence, "the bus leaves for De Hoge Linde": a line holds its name where it can.
  if (chance(0.5, random)) {
    const [first] = wedding.faq;
    const { name } = wedding.places[pick(venues, random)] as { name: LocalText };
    wedding.faq[0] = { ...first, answer: mentioning(first.answer as LocalText, name, languages) };
  }
  // And an address to write to, which a line breaks after its @ or before a dot only.
  if (chance(0.5, random)) {
    const last = wedding.faq.length - 1;
    const { answer } = wedding.faq[last];
    wedding.faq[last] = {
      ...wedding.faq[last],
      answer: mentioning(answer as LocalText, pick(ADDRESSES, random), languages),
    };
  }
  return { seed, wedding, photos };
}

/** A text with a name after it, in each language either is written in. */
function mentioning(text: LocalText, name: LocalText, languages: readonly string[]): LocalText {
  if (typeof text === "string" && typeof name === "string") return `${text} ${name}`;
  const inLanguage = (written: LocalText, language: string) =>
    typeof written === "string" ? written : written[language];
  return Object.fromEntries(
    languages.map((language) => [language, `${inLanguage(text, language)} ${inLanguage(name, language)}`]),
  );
}

/**
 * The guest list of a wedding (private/guests.csv): a household in each language, the first in each group its
 * events name, as couples write it: every other language without its region, a label no event is for, and a
 * household addressed otherwise than the site's guests.
 */
export function guestListOf(wedding: ContentInput): string {
  const groups = [...new Set(wedding.events.flatMap((event) => event.guests ?? []))];
  const households = testHouseholds(siteLanguages(wedding), groups).map((household, index) => ({
    ...household,
    language: index % 2 === 0 && household.language ? baseOf(household.language) : household.language,
    groups: index === 0 ? [...household.groups, "colleagues"] : household.groups,
  }));
  // The first in no group whose language speaks to it otherwise is addressed so: its pages are its own.
  const otherwise = wedding.site.formality === "formal" ? "familiar" : "formal";
  const languages = siteLanguages(wedding);
  const addressed = households.find(
    ({ groups, language }) =>
      groups.length === 0 &&
      language &&
      speaksOtherwise(otherwise, wedding, [languages.find((each) => baseOf(each) === baseOf(language)) ?? language]),
  );
  if (addressed) addressed.formality = otherwise;
  return guestListCsv(households);
}

/** A way to give of `kind`, with a handle, number or account that passes its kind's check. */
function giftOf(
  kind: string,
  random: Random,
  text: (low: number, high: number) => LocalText,
  url: (path: string) => string,
): ContentInput["registry"]["gifts"][number] {
  const handle = `${pick(["alex", "zoe", "kenji", "noa"], random)}${between(10, 9999, random)}`;
  const phone = `+${between(1, 99, random)} ${between(100, 999, random)} ${between(100, 999, random)} ${between(100, 999, random)}`;
  switch (kind) {
    case "venmo":
      return { kind, handle: `@${handle}-${pick(["w", "x"], random)}` };
    case "cashapp":
      return { kind, handle: `$${handle}` };
    case "paypal":
    case "revolut":
    case "wise":
    case "monzo":
      return { kind, handle };
    case "zelle":
      return { kind, contact: chance(0.5, random) ? `${handle}@example.com` : phone };
    case "iban": {
      const iban = pick(IBANS, random);
      return {
        kind,
        name: text(2, 4),
        iban,
        ...(chance(0.5, random) ? { bic: pick(BICS, random) } : {}),
        ...(chance(0.5, random) ? { reference: text(1, 4) } : {}),
        // An account outside the euro names its currency, with no draw that would move the seed's other fields.
        ...(CURRENCIES[iban.slice(0, 2)] ? { currency: CURRENCIES[iban.slice(0, 2)] } : {}),
      };
    }
    case "account":
      return {
        kind,
        name: text(2, 4),
        number: pick(["31926819", "0123 4567 8901", "12-345-678901-2"], random),
        // A sort code, a routing number, an IFSC, a BSB: each by the name the couple's bank gives it.
        ...(chance(0.7, random)
          ? {
              details: Array.from({ length: between(1, 4, random) }, () => ({
                term: text(1, 3),
                value: pick(["20-00-00", "026009593", "HDFC0001234", "062-000"], random),
              })),
            }
          : {}),
        ...(chance(0.5, random) ? { reference: text(1, 4) } : {}),
        ...(chance(0.5, random) ? { currency: pick(["USD", "GBP", "INR", "AUD"], random) } : {}),
      };
    case "link":
      return { kind, label: text(2, 5), url: url("registry") };
    case "clabe":
      return {
        kind,
        name: text(2, 4),
        clabe: pick(["032180000118359719", "002 180 70000000000 8"], random),
        ...(chance(0.5, random) ? { reference: text(1, 3) } : {}),
      };
    case "pix":
      return {
        kind,
        key: pick(
          ["123.456.789-09", "+55 11 91234-5678", "noivos@example.com", "123e4567-e12b-12d1-a456-426655440000"],
          random,
        ),
        name: text(2, 4),
        city: pick(["São Paulo", "Belo Horizonte", "Recife"], random),
      };
    case "mbway":
    case "bizum":
    case "swish":
    case "blik":
    case "twint":
    case "bit":
    case "whish":
    case "payconiq":
    case "satispay":
      return { kind, phone };
    default:
      throw new Error(`The generator writes no way to give of kind "${kind}": add it to giftOf.`);
  }
}

/** Draws each photo with sharp into `dir`: a landscape in the seed's colour, a plan on a transparent ground, a portrait stored on its side. */
export async function writePhotos(photos: readonly PhotoSpec[], dir: string) {
  mkdirSync(dir, { recursive: true });
  for (const spec of photos) {
    const { width, height } = spec;
    const colour = `hsl(${spec.hue},55%,55%)`;
    const drawing =
      spec.kind === "transparent"
        ? `<rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="none" stroke="#203040" stroke-width="12"/><line x1="${width / 2}" y1="40" x2="${width / 2}" y2="${height - 40}" stroke="#203040" stroke-width="8"/>`
        : `<rect width="100%" height="100%" fill="${colour}"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fff8"/><path d="M0 ${height} L${width / 2} ${height / 2} L${width} ${height}Z" fill="#0006"/>`;
    const image = sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${drawing}</svg>`),
    );
    const extension = spec.file.split(".").at(-1)?.toLowerCase();
    const encoded =
      extension === "png"
        ? image.png()
        : extension === "webp"
          ? image.webp()
          : // A phone stores a portrait as the sensor saw it, on its side, with the turn to make in its EXIF data.
            image.jpeg().withMetadata(spec.kind === "sideways" ? { orientation: 6 } : {});
    await encoded.toFile(join(dir, spec.file));
  }
}

/** The content as a wedding.ts a couple would write, to keep a seed as a fixture beside tests/couples/. */
export function asWeddingFile(
  { seed, wedding }: GeneratedWedding,
  schemaImport = "../../../src/content/schema.server",
): string {
  return [
    `/** A wedding made up from seed ${seed} by tests/support/generated-wedding.ts. */`,
    `import type { ContentInput } from "${schemaImport}";`,
    "",
    // As a couple writes it: field names without quotes.
    `export const wedding: ContentInput = ${JSON.stringify(wedding, null, 2).replace(/^(\s*)"([A-Za-z_$][\w$]*)":/gm, "$1$2:")};`,
    "",
  ].join("\n");
}

/** Writes a seed's wedding.ts and photos/ into `folder`: a fixture shaped as tests/couples/'s are. */
async function keep(seed: number, folder: string) {
  const generated = generateWedding(seed);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "wedding.ts"), asWeddingFile(generated));
  await writePhotos(generated.photos, join(folder, "photos"));
  console.log(
    `Seed ${seed}: ${join(folder, "wedding.ts")} and ${generated.photos.length} photos in ${join(folder, "photos")}.`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const [seed, folder] = process.argv.slice(2);
  if (!seed || !folder || !Number.isInteger(Number(seed))) {
    console.error("Usage: npx tsx tests/support/generated-wedding.ts SEED FOLDER");
    process.exit(2);
  }
  await keep(Number(seed), folder);
}
