import { plural } from "./plural";

/** What the site says around the couple's content, in English; `{name}` marks where a value goes. */
export const en = {
  welcome: "Welcome to our wedding website!",
  chooseExperience: "Choose how you would like to explore our day.",
  bestOnComputer: "For the best experience, visit on a laptop or PC.",
  announcement: "We’re getting married",
  /** The same caption after the wedding, in its place: "We’re getting married" above the thanks would be out of date. */
  announcementAfter: "Just married",
  thanksAfter: "Thank you for celebrating with us!",
  /** The wedding's hour on the invitation, its zone left to the schedule: "5:00 PM", German "14:30 Uhr". */
  invitationTime: "{time}",

  /** The language's own name, as its speakers write it, in the language switcher. */
  languageName: "English",
  /** What stands between a term and its value ("BIC: …"): French sets a narrow space before it. */
  colon: ":",
  /** The variety the dictionary is written in, by its BCP 47 tag: how Intl writes its dates, and the link preview's locale. */
  locale: "en-US",
  /** Short words a line never ends with, kept with the next word (Polish "w domu"); empty where no such rule. */
  keptWithNext: [] as string[],
  /** A name's particles, which a greeting keeps with the next word: "Sanne de / Vries" and "van den / Berg" never. */
  nameParticles: [] as string[],
  /** The endings of an ordinal the language sets raised ("1er", "2e"), longest first: drawn as superscript. */
  ordinalEndings: [] as string[],
  languages: "Languages",
  /** What the landing offers a guest whose browser reads this language: "Read it in English". */
  readInThisLanguage: "Read it in English",

  skipToContent: "Skip to content",
  opensInNewTab: "(opens in a new tab)",
  /** A link's words for a screen reader, after what it says: "Google Calendar for the Ceremony", "Open in Maps for the Club". */
  forName: "for {name}",
  /** What stands between the couple's names: "Alex & Jordan", "A&J". A couple may write their own (`couple.joint`). */
  joint: "&",

  pages: {
    classic: "Classic",
    gamer: "Gamer",
    home: "Home",
    story: { title: "Our Story", caption: "Story" },
    schedule: { title: "Schedule", caption: "Schedule" },
    travel: { title: "Travel & Stay", caption: "Travel" },
    registry: { title: "Registry", caption: "Registry" },
    faq: { title: "FAQ", caption: "FAQ" },
    notFound: "Page not found",
  },

  landing: {
    classicDescription: "One elegant page to scroll",
    gamerDescription: "Our wedding as a video game",
    enterClassic: "Enter the classic website",
    enterGamer: "Enter the gamer website",
    enter: "Enter",
  },

  /** What each page says of itself to search engines and link previews. */
  descriptions: {
    when: "{date} at {place}, {city}",
    classic: "{when}. Our story, the schedule, travel and stay, the registry and your questions, on one page.",
    gamer: "{when}. Our wedding as a video game: press start.",
    story: "How {couple} got here, from {first} to {last}.",
    schedule: "{when}: {list}.",
    travel: "Getting to {places}.",
    travelWithParking: "Getting to {places}, where to park.",
    travelWithHotels: "Getting to {places}, and where to stay: {hotels}.",
    travelWithParkingAndHotels: "Getting to {places}, where to park, and where to stay: {hotels}.",
  },

  day: {
    rsvp: "RSVP",
    rsvpClosed: "RSVP closed",
    today: "Today",
    /** The time held to the word before it: "at / 3:00 PM" never. */
    next: "Next: {item} at\u00a0{time}",
    now: "Now: {item}",
    watchLive: "Watch live",
    tomorrow: "Tomorrow",
    daysLeft: plural({ one: "{count} day to go", other: "{count} days to go" }),
  },

  calendar: {
    add: "Add to calendar",
    google: "Google Calendar",
    /** In the calendar file's description of an event. */
    dressCode: "Dress code: {dressCode}",
    watchLive: "Watch live: {url}",
    allTimes: "All times are {zone}",
    timeRange: "{start} - {end}",
    title: "{couple}'s wedding",
    eventTitle: "{event} · {couple}'s wedding",
  },

  gifts: {
    copy: "Copy",
    copyWhat: "the {what}",
    copied: "Copied",
    copiedStatus: "Copied {text}",
    copyFailedStatus: "Could not copy: select the text instead",
    open: "Open {service}",
    openPage: "Open the page",
    qrCode: "{service} QR code",
    scanWithPhone: "Scan with your phone",
    bankTransfer: "Bank transfer",
    iban: "IBAN",
    /** What an account's copy button copies where banks use no IBAN, as `copyWhat` reads it. */
    accountNumber: "account number",
    /** A bank transfer's BIC (SWIFT code), by the name the language's banks give it. */
    bic: "BIC",
    name: "Name",
    reference: "Reference",
    currency: "Currency",
    contact: "{service} contact",
    number: "{service} number",
    key: "{service} key",
  },

  places: {
    venue: "Venue",
    parking: "Parking",
    lodging: "Lodging",
    openInMaps: "Open in Maps",
    openMap: "Open map",
    floorPlan: "The floor plan",
    fullSize: "View full size",
    floorPlanFullSize: "View the floor plan full size",
  },

  classic: {
    navigation: "Sections",
    menu: "Menu",
    backToTop: "Back to top",
    homeLink: "{initials}: {names}, back to the top",
    storyCaption: "How we got here",
    photos: "Photos",
    photosCaption: "Along the way",
    travelCaption: "Getting there",
    travel: "Travel",
    stayCaption: "For the night",
    stay: "Stay",
    registryCaption: "Gifts",
    faqCaption: "Good to know",
    dressCode: "Dress code",
    streamedLive: "Streamed live for everyone who cannot be there",
  },

  game: {
    homeLink: "{initials}: {names}, back to the welcome page",
    pressStart: "Press start",
    mainMenu: "Main menu",
    gamePages: "Game pages",
    /** The mark before each question of the game's FAQ, as the language writes a question's end. */
    questionMark: "?",
    /** The keys, as the start screen names them: the pixel face has no arrows. */
    // The letters on the keys where QWERTY has W and S: AZERTY's Z (fr.ts, nl-BE.ts).
    keys: { up: "Up", down: "Down", enter: "Enter", w: "W", s: "S" },
    controls: "{up}/{down} or {w}/{s} to move · {enter} to choose",
    rsvpClosed: "RSVP closed",
    /** After the day, in the game's one row where the RSVP stood and in its bar: a word or two, to fit either. */
    thanksShort: "Thanks!",
    years: "Years",
    chapters: "Chapters",
    showChapter: "Show {year}: {title}",
    quest: "Quest {number}",
    stage: "Stage {number}",
    dressCode: "Dress code:",
    streamedLive: "Streamed live",
    forEveryone: "for everyone who cannot be there",
    worldMap: "World map",
    inns: "Inns for the night",
    gameOver: "GAME OVER",
    continue: "Continue?",
    /** The answers to "Continue?" after GAME OVER: yes, to the start screen; no, to the home page. */
    yes: "Yes",
    no: "No",
    startScreen: "Start screen",
  },

  /** The page a private site answers with until a guest opens it with the passphrase (docs/privacy.md). */
  private: {
    lead: "This site is for our guests. Type the passphrase from your invitation to open it.",
    passphrase: "Passphrase",
    showPassphrase: "Show the passphrase",
    remember: "Remember me on this device",
    open: "Open the site",
    opening: "Opening…",
    wrong: "That passphrase doesn’t open the site. Check it against your invitation and try again.",
    needsScript: "The site opens in your browser, with JavaScript: turn it on and reload the page.",
    needsWorker:
      "This browser can’t open the site here: a private window keeps nothing it opens. Open it in a normal window.",
    tryAgain: "The site didn’t open this time. Check your connection, then try again.",
    forget: "Forget the passphrase on this device",
  },

  /**
   * Around the greeting a household's link opens the site with (docs/privacy.md). `yourInvitation`, `notUs` and
   * the cards speak to one household, which may be one person or many, spoken to formally or as friends: each
   * language's words serve them all (a stationer's "Um Antwort wird gebeten", "Se ruega confirmación"), and no
   * formal form replaces them.
   */
  household: {
    yourInvitation: "Your invitation",
    notUs: "Not you?",
    brokenLink:
      "This link looks incomplete, so we can’t greet you by name. Ask us to send it again; everything else is here.",
    close: "Close",
    lockedLink:
      "This link looks incomplete. Type the passphrase from your invitation, or ask us to send the link again.",
  },

  /** The printed cards `npm run cards` lays out, one a household, with its link's QR code (docs/privacy.md). */
  cards: {
    saveTheDate: "Save the date",
    scan: "Scan for all the details",
    /** Under a reply card's code, where the couple gave a form to reply on (content's rsvpUrl). */
    scanToReply: "Scan to reply",
    /** The wedding's time as a stationer writes it under the day ("à 11 h 30"): a form for each hour's number. */
    atTime: plural({ other: "at {time}" }),
    replyBy: "Kindly reply by {date}",
    reply: "Kindly reply",
  },

  notFound: {
    title: "Oops, sorry we can’t find that page",
    subLine: "Either something went wrong or the page doesn’t exist anymore.",
    home: "Home page",
  },
};

/** The shape every language's dictionary has: English's, word for word. */
export type SiteWords = typeof en;
