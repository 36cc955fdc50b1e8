import type { SiteWords } from "./en";
import { plural } from "./plural";

export const nl: SiteWords = {
  welcome: "Welkom op onze trouwwebsite!",
  chooseExperience: "Kies hoe jullie onze grote dag willen ontdekken.",
  bestOnComputer: "Dit ziet er het mooist uit op een laptop of computer.",
  announcement: "Wij gaan trouwen",
  announcementAfter: "Pas getrouwd",
  thanksAfter: "Bedankt dat jullie met ons hebben meegevierd!",
  invitationTime: "{time} uur",

  languageName: "Nederlands",
  colon: ":",
  locale: "nl-NL",
  /**
   * "’s avonds" whole, and the particles of a name and the words they are also ("Sanne de / Vries", "van den /
   * Berg"): an article and a short preposition before their word, as a Dutch typesetter keeps them.
   */
  keptWithNext: ["’s", "'s", "van", "de", "den", "der", "het", "te", "ten", "ter", "een"],
  ordinalEndings: [],
  languages: "Talen",
  readInThisLanguage: "Lees in het Nederlands",

  skipToContent: "Naar de inhoud",
  opensInNewTab: "(opent in een nieuw tabblad)",
  forName: "voor {name}",
  joint: "&",

  pages: {
    classic: "Klassiek",
    gamer: "Gamer",
    home: "Home",
    story: { title: "Ons verhaal", caption: "Verhaal" },
    schedule: { title: "Programma", caption: "Programma" },
    travel: { title: "Reis & verblijf", caption: "Route" },
    registry: { title: "Cadeaulijst", caption: "Cadeaus" },
    faq: { title: "Veelgestelde vragen", caption: "Vragen" },
    notFound: "Pagina niet gevonden",
  },

  landing: {
    classicDescription: "Eén elegante pagina om door te scrollen",
    gamerDescription: "Onze bruiloft als videogame",
    enterClassic: "Naar de klassieke website",
    enterGamer: "Naar de gamerwebsite",
    enter: "Kom binnen",
  },

  descriptions: {
    when: "{date} in {place}, {city}",
    classic:
      "{when}. Ons verhaal, het programma, reis en verblijf, de cadeaulijst en antwoorden op jullie vragen, allemaal op één pagina.",
    gamer: "{when}. Onze bruiloft als videogame: druk op start.",
    story: "Hoe {couple} elkaar vonden, van {first} tot {last}.",
    schedule: "{when}: {list}.",
    travel: "Zo komen jullie bij {places}.",
    travelWithParking: "Zo komen jullie bij {places}, en waar jullie kunnen parkeren.",
    travelWithHotels: "Zo komen jullie bij {places}, en waar jullie kunnen overnachten: {hotels}.",
    travelWithParkingAndHotels:
      "Zo komen jullie bij {places}, waar jullie kunnen parkeren en waar jullie kunnen overnachten: {hotels}.",
  },

  day: {
    rsvp: "RSVP",
    rsvpClosed: "Aanmelden gesloten",
    today: "Vandaag",
    next: "Hierna: {item} om\u00a0{time}",
    now: "Nu: {item}",
    watchLive: "Kijk live mee",
    tomorrow: "Morgen",
    daysLeft: plural({ one: "Nog {count} dag", other: "Nog {count} dagen" }),
  },

  calendar: {
    add: "Toevoegen aan agenda",
    google: "Google Agenda",
    dressCode: "Dresscode: {dressCode}",
    watchLive: "Kijk live mee: {url}",
    allTimes: "Alle tijden zijn in {zone}",
    timeRange: "{start} – {end}",
    title: "Bruiloft van {couple}",
    eventTitle: "{event} · Bruiloft van {couple}",
  },

  gifts: {
    copy: "Kopiëren",
    copyWhat: "({what})",
    copied: "Gekopieerd",
    copiedStatus: "Gekopieerd: {text}",
    copyFailedStatus: "Kopiëren lukte niet: selecteer de tekst zelf",
    open: "{service} openen",
    openPage: "Pagina openen",
    qrCode: "QR-code voor {service}",
    scanWithPhone: "Scan met je telefoon",
    bankTransfer: "Bankoverschrijving",
    iban: "IBAN",
    accountNumber: "rekeningnummer",
    bic: "BIC",
    name: "Ten name van",
    reference: "Omschrijving",
    currency: "Valuta",
    contact: "{service}-contact",
    number: "{service}-nummer",
    key: "{service}-sleutel",
  },

  places: {
    venue: "Locatie",
    parking: "Parkeren",
    lodging: "Overnachten",
    openInMaps: "Bekijk op kaart",
    openMap: "Kaart openen",
    floorPlan: "De plattegrond",
    fullSize: "Bekijk op ware grootte",
    floorPlanFullSize: "Bekijk de plattegrond op ware grootte",
  },

  classic: {
    navigation: "Onderdelen",
    menu: "Menu",
    backToTop: "Terug naar boven",
    homeLink: "{initials}: {names}, terug naar boven",
    storyCaption: "Hoe het begon",
    photos: "Foto’s",
    photosCaption: "Onderweg",
    travelCaption: "Zo komen jullie er",
    travel: "Route",
    stayCaption: "Een plek om te slapen",
    stay: "Overnachten",
    registryCaption: "Cadeaus",
    faqCaption: "Goed om te weten",
    dressCode: "Dresscode",
    streamedLive: "Live te volgen voor iedereen die er niet bij kan zijn",
  },

  game: {
    homeLink: "{initials}: {names}, terug naar de welkomstpagina",
    pressStart: "Druk op Start",
    mainMenu: "Hoofdmenu",
    gamePages: "Spelpagina’s",
    questionMark: "?",
    keys: { up: "Omhoog", down: "Omlaag", enter: "Enter", w: "W", s: "S" },
    controls: "{up}/{down} of {w}/{s} om te bewegen · {enter} om te kiezen",
    rsvpClosed: "Aanmelden gesloten",
    thanksShort: "Bedankt!",
    years: "Jaren",
    chapters: "Hoofdstukken",
    showChapter: "Toon {year}: {title}",
    quest: "Quest {number}",
    stage: "Level {number}",
    dressCode: "Dresscode:",
    streamedLive: "Live te volgen",
    forEveryone: "voor iedereen die er niet bij kan zijn",
    worldMap: "Wereldkaart",
    inns: "Herbergen om uit te rusten",
    gameOver: "GAME OVER",
    continue: "Verder spelen?",
    yes: "Ja",
    no: "Nee",
    startScreen: "Startscherm",
  },

  private: {
    lead: "Deze site is voor onze gasten. Vul het wachtwoord van jullie uitnodiging in om hem te openen.",
    passphrase: "Wachtwoord",
    showPassphrase: "Wachtwoord tonen",
    remember: "Onthoud mij op dit apparaat",
    open: "Site openen",
    opening: "Bezig met openen…",
    wrong: "Met dit wachtwoord gaat de site niet open. Vergelijk het met jullie uitnodiging en probeer het opnieuw.",
    needsScript: "De site opent in jullie browser, met JavaScript: zet het aan en laad de pagina opnieuw.",
    needsWorker:
      "Deze browser kan de site hier niet openen: een privévenster bewaart niets van wat het opent. Open hem in een gewoon venster.",
    tryAgain: "De site ging deze keer niet open. Controleer jullie verbinding en probeer het opnieuw.",
    forget: "Wachtwoord vergeten op dit apparaat",
  },

  household: {
    yourInvitation: "Persoonlijke uitnodiging",
    notUs: "Niet de juiste uitnodiging?",
    brokenLink:
      "Deze link lijkt onvolledig, dus we kunnen jullie niet bij naam begroeten. Vraag ons hem opnieuw te sturen; al het andere staat hier.",
    close: "Sluiten",
    lockedLink:
      "Deze link lijkt onvolledig. Vul het wachtwoord van jullie uitnodiging in, of vraag ons de link opnieuw te sturen.",
  },

  cards: {
    saveTheDate: "Noteer de datum",
    scan: "Scan de code voor alle details",
    scanToReply: "Scan de code om te reageren",
    atTime: plural({ other: "om {time} uur" }),
    replyBy: "Graag een reactie vóór {date}",
    reply: "Graag een reactie",
  },

  notFound: {
    title: "Oeps, deze pagina kunnen we helaas niet vinden",
    subLine: "Er is iets misgegaan, of de pagina bestaat niet meer.",
    home: "Terug naar start",
  },
};
