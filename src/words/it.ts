import type { SiteWords } from "./en";
import { plural } from "./plural";

export const it: SiteWords = {
  welcome: "Benvenuti sul sito del nostro matrimonio!",
  chooseExperience: "Scegliete come scoprire il nostro grande giorno.",
  bestOnComputer: "Per un’esperienza migliore, usate un computer.",
  announcement: "Ci sposiamo",
  announcementAfter: "Appena sposati",
  thanksAfter: "Grazie per aver festeggiato con noi!",
  invitationTime: "{time}",

  languageName: "Italiano",
  colon: ":",
  locale: "it-IT",
  /**
   * Words that open what follows, left hanging at a line's end: "e", "o", "a", "non" before its verb ("non /
   * vediamo"), an article before its noun ("la / chuppah") and a short preposition ("per / chi").
   */
  keptWithNext: [
    ...["a", "e", "o", "non"],
    ...["il", "lo", "la", "i", "gli", "le", "un", "uno", "una"],
    ...["di", "da", "in", "con", "su", "per", "tra", "fra"],
  ],
  nameParticles: ["de", "del", "della", "di", "da"],
  ordinalEndings: [],
  languages: "Lingue",
  readInThisLanguage: "Leggi in italiano",

  skipToContent: "Vai al contenuto",
  opensInNewTab: "(si apre in una nuova scheda)",
  forName: "per {name}",
  joint: "&",

  pages: {
    classic: "Classico",
    gamer: "Arcade",
    home: "Home",
    story: { title: "La nostra storia", caption: "Storia" },
    schedule: { title: "Programma", caption: "Programma" },
    travel: { title: "Viaggio e alloggio", caption: "Viaggio" },
    registry: { title: "Lista nozze", caption: "Regali" },
    faq: { title: "FAQ", caption: "FAQ" },
    notFound: "Pagina non trovata",
  },

  landing: {
    classicDescription: "Un’unica, elegante pagina da scorrere",
    gamerDescription: "Il nostro matrimonio come un videogioco",
    enterClassic: "Entra nel sito classico",
    enterGamer: "Entra nella versione videogioco",
    enter: "Entra",
  },

  descriptions: {
    when: "{date} presso {place}, {city}",
    classic:
      "{when}. La nostra storia, il programma, viaggio e alloggio, la lista nozze e le vostre domande, in un’unica pagina.",
    gamer: "{when}. Il nostro matrimonio come un videogioco: premete Start.",
    story: "La storia di {couple}, dal {first} al {last}.",
    schedule: "{when}: {list}.",
    travel: "Come raggiungere {places}.",
    travelWithParking: "Come raggiungere {places} e dove parcheggiare.",
    travelWithHotels: "Come raggiungere {places} e dove dormire: {hotels}.",
    travelWithParkingAndHotels: "Come raggiungere {places}, dove parcheggiare e dove dormire: {hotels}.",
  },

  day: {
    rsvp: "RSVP",
    rsvpClosed: "RSVP chiuso",
    today: "Oggi",
    next: "A seguire: {item} alle\u00a0{time}",
    now: "In corso: {item}",
    watchLive: "Segui la diretta",
    tomorrow: "Domani",
    daysLeft: plural({
      one: "Manca {count} giorno",
      many: "Mancano {count} giorni",
      other: "Mancano {count} giorni",
    }),
  },

  calendar: {
    add: "Aggiungi al calendario",
    google: "Google Calendar",
    dressCode: "Dress code: {dressCode}",
    watchLive: "Segui la diretta: {url}",
    allTimes: "Tutti gli orari: {zone}",
    timeRange: "{start} – {end}",
    title: "Matrimonio di {couple}",
    eventTitle: "{event} · Matrimonio di {couple}",
  },

  gifts: {
    copy: "Copia",
    copyWhat: "{what}",
    copied: "Copiato",
    copiedStatus: "Copiato: {text}",
    copyFailedStatus: "Impossibile copiare: seleziona il testo",
    open: "Apri {service}",
    openPage: "Apri la pagina",
    qrCode: "Codice QR {service}",
    scanWithPhone: "Inquadrate il codice con il telefono",
    bankTransfer: "Bonifico bancario",
    iban: "l’IBAN",
    accountNumber: "il numero di conto",
    bic: "BIC",
    name: "Intestatario",
    reference: "Causale",
    currency: "Valuta",
    contact: "il contatto {service}",
    number: "il numero {service}",
    key: "la chiave {service}",
  },

  places: {
    venue: "Location",
    parking: "Parcheggio",
    lodging: "Alloggio",
    openInMaps: "Vedi sulla mappa",
    openMap: "Apri la mappa",
    floorPlan: "La piantina",
    fullSize: "Ingrandisci",
    floorPlanFullSize: "Ingrandisci la piantina",
  },

  classic: {
    navigation: "Sezioni",
    menu: "Menu",
    backToTop: "Torna su",
    homeLink: "{initials}: {names}, torna su",
    storyCaption: "Come tutto è iniziato",
    photos: "Foto",
    photosCaption: "Strada facendo",
    travelCaption: "Come arrivare",
    travel: "Viaggio",
    stayCaption: "Per la notte",
    stay: "Alloggio",
    registryCaption: "Regali",
    faqCaption: "Buono a sapersi",
    dressCode: "Dress code",
    streamedLive: "In diretta streaming per chi non potrà esserci",
  },

  game: {
    homeLink: "{initials}: {names}, torna alla pagina di benvenuto",
    pressStart: "Premi Start",
    mainMenu: "Menu principale",
    gamePages: "Pagine del gioco",
    questionMark: "?",
    keys: { up: "Su", down: "Giù", enter: "Invio", w: "W", s: "S" },
    controls: "{up}/{down} o {w}/{s} per muovervi · {enter} per scegliere",
    rsvpClosed: "RSVP chiuso",
    thanksShort: "Grazie!",
    years: "Anni",
    chapters: "Capitoli",
    showChapter: "Mostra {year}: {title}",
    quest: "Missione {number}",
    stage: "Livello {number}",
    dressCode: "Dress code:",
    streamedLive: "In diretta",
    forEveryone: "per chi non potrà esserci",
    worldMap: "Mappa del mondo",
    inns: "Locande dove riposare",
    gameOver: "GAME OVER",
    continue: "Continuare?",
    yes: "Sì",
    no: "No",
    startScreen: "Schermata iniziale",
  },

  private: {
    lead: "Questo sito è per i nostri invitati. Inserite la password del vostro invito per aprirlo.",
    passphrase: "Password",
    showPassphrase: "Mostra la password",
    remember: "Ricordami su questo dispositivo",
    open: "Apri il sito",
    opening: "Apertura in corso…",
    wrong: "Questa password non apre il sito. Controllatela sul vostro invito e riprovate.",
    needsScript: "Il sito si apre nel vostro browser, con JavaScript: attivatelo e ricaricate la pagina.",
    needsWorker:
      "Questo browser non può aprire il sito qui: una finestra privata non conserva nulla di ciò che apre. Apritelo in una finestra normale.",
    tryAgain: "Questa volta il sito non si è aperto. Controllate la connessione e riprovate.",
    forget: "Dimentica la password su questo dispositivo",
  },

  household: {
    yourInvitation: "Invito personale",
    notUs: "Non è l’invito giusto?",
    brokenLink:
      "Questo link sembra incompleto, quindi non possiamo salutarvi per nome. Chiedeteci di rimandarvelo; tutto il resto è qui.",
    close: "Chiudi",
    lockedLink:
      "Questo link sembra incompleto. Inserite la password del vostro invito o chiedeteci di rimandarvi il link.",
  },

  cards: {
    saveTheDate: "Save the date",
    scan: "Tutti i dettagli inquadrando il QR code",
    scanToReply: "Per rispondere, inquadrare il QR code",
    atTime: plural({ one: "all’{time}", other: "alle {time}" }),
    replyBy: "Gradita conferma entro {date}",
    reply: "Gradita conferma",
  },

  notFound: {
    title: "Ops, non riusciamo a trovare questa pagina",
    subLine: "Qualcosa è andato storto, oppure la pagina non esiste più.",
    home: "Torna alla home",
  },
};
