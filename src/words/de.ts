import type { SiteWords } from "./en";
import { plural } from "./plural";

export const de: SiteWords = {
  welcome: "Willkommen auf unserer Hochzeitswebsite!",
  chooseExperience: "Wählt aus, wie ihr unsere Hochzeit entdecken möchtet.",
  bestOnComputer: "Am schönsten ist es auf einem Laptop oder PC.",
  announcement: "Wir heiraten",
  announcementAfter: "Frisch verheiratet",
  thanksAfter: "Danke, dass ihr mit uns gefeiert habt!",

  languageName: "Deutsch",
  colon: ":",
  locale: "de-DE",
  keptWithNext: [],
  languages: "Sprachen",
  readInThisLanguage: "Auf Deutsch lesen",

  skipToContent: "Zum Inhalt springen",
  opensInNewTab: "(öffnet sich in einem neuen Tab)",
  forName: "für {name}",
  joint: "&",

  pages: {
    classic: "Klassisch",
    gamer: "Gamer",
    home: "Start",
    story: { title: "Unsere Geschichte", caption: "Über uns" },
    schedule: { title: "Ablauf", caption: "Ablauf" },
    travel: { title: "Anreise & Unterkunft", caption: "Anreise" },
    registry: { title: "Wunschliste", caption: "Geschenke" },
    faq: { title: "Fragen & Antworten", caption: "Fragen" },
    notFound: "Seite nicht gefunden",
  },

  landing: {
    classicDescription: "Eine elegante Seite zum Durchscrollen",
    gamerDescription: "Unsere Hochzeit als Videospiel",
    enterClassic: "Zur klassischen Website",
    enterGamer: "Zur Gamer-Website",
    enter: "Eintreten",
  },

  descriptions: {
    when: "{date}, {place}, {city}",
    classic:
      "{when}. Unsere Geschichte, der Ablauf, Anreise und Unterkunft, die Wunschliste und Antworten auf eure Fragen – alles auf einer Seite.",
    gamer: "{when}. Unsere Hochzeit als Videospiel: Drückt auf Start!",
    story: "Wie {couple} zueinander gefunden haben – von {first} bis {last}.",
    schedule: "{when}: {list}.",
    travel: "Der Weg zu {places}.",
    travelWithParking: "Der Weg zu {places} und wo ihr parken könnt.",
    travelWithHotels: "Der Weg zu {places} und wo ihr übernachten könnt: {hotels}.",
    travelWithParkingAndHotels: "Der Weg zu {places}, wo ihr parken und wo ihr übernachten könnt: {hotels}.",
  },

  day: {
    rsvp: "Zusagen",
    rsvpClosed: "Anmeldung geschlossen",
    today: "Heute",
    next: "Als Nächstes: {item} um\u00a0{time}",
    now: "Jetzt: {item}",
    watchLive: "Live zuschauen",
    tomorrow: "Morgen",
    daysLeft: plural({ one: "Noch {count} Tag", other: "Noch {count} Tage" }),
  },

  calendar: {
    add: "Zum Kalender hinzufügen",
    google: "Google Kalender",
    dressCode: "Dresscode: {dressCode}",
    watchLive: "Live zuschauen: {url}",
    allTimes: "Alle Uhrzeiten: {zone}",
    timeRange: "{start} – {end}",
    title: "Hochzeit von {couple}",
    eventTitle: "{event} · Hochzeit von {couple}",
  },

  gifts: {
    copy: "Kopieren",
    copyWhat: "({what})",
    copied: "Kopiert",
    copiedStatus: "Kopiert: {text}",
    copyFailed: "Zum Kopieren markieren",
    copyFailedStatus: "Kopieren nicht möglich – bitte den Text markieren",
    open: "{service} öffnen",
    openPage: "Seite öffnen",
    qrCode: "QR-Code für {service}",
    scanWithPhone: "Mit dem Handy scannen",
    bankTransfer: "Überweisung",
    iban: "IBAN",
    bic: "BIC",
    name: "Empfänger",
    reference: "Verwendungszweck",
    currency: "Währung",
    contact: "{service}-Kontakt",
    number: "{service}-Nummer",
    key: "{service}-Schlüssel",
  },

  places: {
    venue: "Location",
    parking: "Parken",
    lodging: "Unterkunft",
    openInMaps: "Zur Karte",
    openMap: "Karte öffnen",
    floorPlan: "Der Grundriss",
    fullSize: "Vergrößern",
    floorPlanFullSize: "Grundriss im Detail ansehen",
  },

  classic: {
    navigation: "Abschnitte",
    menu: "Menü",
    backToTop: "Nach oben",
    homeLink: "{initials}: {names}, zurück nach oben",
    storyCaption: "Wie alles begann",
    photos: "Fotos",
    photosCaption: "Unterwegs",
    travelCaption: "So findet ihr zu uns",
    travel: "Anreise",
    stayCaption: "Ganz in der Nähe",
    stay: "Übernachtung",
    registryCaption: "Geschenke",
    faqCaption: "Gut zu wissen",
    dressCode: "Dresscode",
    streamedLive: "Live übertragen für alle, die nicht dabei sein können",
  },

  game: {
    homeLink: "{initials}: {names}, zurück zur Startseite",
    pressStart: "Start drücken",
    mainMenu: "Hauptmenü",
    gamePages: "Spielseiten",
    questionMark: "?",
    keys: { up: "Hoch", down: "Runter", enter: "Enter", w: "W", s: "S" },
    controls: "{up}/{down} oder {w}/{s} zum Bewegen · {enter} zum Auswählen",
    rsvpClosed: "Anmeldung geschlossen",
    thanks: "Danke fürs Spielen!",
    thanksShort: "Danke!",
    years: "Jahre",
    chapters: "Kapitel",
    showChapter: "{year} zeigen: {title}",
    quest: "Quest {number}",
    stage: "Level {number}",
    dressCode: "Dresscode:",
    streamedLive: "Live übertragen",
    forEveryone: "für alle, die nicht dabei sein können",
    worldMap: "Weltkarte",
    inns: "Herbergen zum Rasten",
    gameOver: "GAME OVER",
    continue: "Weiterspielen?",
    yes: "Ja",
    no: "Nein",
    startScreen: "Startbildschirm",
  },

  private: {
    lead: "Diese Website ist für unsere Gäste. Gebt das Passwort aus eurer Einladung ein, um sie zu öffnen.",
    passphrase: "Passwort",
    remember: "Auf diesem Gerät merken",
    open: "Website öffnen",
    opening: "Wird geöffnet …",
    wrong:
      "Mit diesem Passwort öffnet sich die Website nicht. Vergleicht es mit eurer Einladung und versucht es noch einmal.",
    needsScript: "Die Website öffnet sich in eurem Browser, mit JavaScript: Schaltet es ein und ladet die Seite neu.",
    needsWorker:
      "Dieser Browser kann die Website hier nicht öffnen: Ein privates Fenster behält nichts von dem, was es öffnet. Öffnet sie in einem normalen Fenster.",
    forget: "Passwort auf diesem Gerät vergessen",
  },

  household: {
    yourInvitation: "Eure Einladung",
    notUs: "Nicht ihr?",
    brokenLink:
      "Dieser Link scheint unvollständig, daher können wir euch nicht mit Namen begrüßen. Bittet uns, ihn noch einmal zu schicken; alles andere steht hier.",
    close: "Schließen",
    lockedLink:
      "Dieser Link scheint unvollständig. Gebt das Passwort aus eurer Einladung ein oder bittet uns, den Link noch einmal zu schicken.",
  },

  cards: {
    saveTheDate: "Haltet euch den Tag frei",
    scan: "Scannt für eure Einladung",
    replyBy: "Bitte antwortet bis zum {date}",
    reply: "Bitte gebt uns Bescheid",
  },

  notFound: {
    title: "Hoppla, diese Seite können wir leider nicht finden",
    subLine: "Entweder ist etwas schiefgelaufen, oder die Seite gibt es nicht mehr",
    home: "Zur Startseite",
  },
};
