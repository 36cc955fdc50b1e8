import type { WordsOverlay } from "./overlay";

/** How the site speaks to a guest: as to friends, or formally. */
export const FORMALITIES = ["familiar", "formal"] as const;
export type Formality = (typeof FORMALITIES)[number];

/**
 * How the site speaks to guests it addresses formally (`site.formality: "formal"`, or a household's `formality`
 * in the guest list), in the languages whose household "you" has a formal form: German's Sie for ihr, Spain's
 * ustedes for vosotros, Dutch u for jullie, Polish Państwo for wy. French vous, Italian voi and Portuguese
 * vocês already serve both, and English, Hebrew and Arabic have one form; Latin America's Spanish says ustedes
 * to everyone (./es-419.ts). The band a household's link opens and its cards have no formal form here: their words
 * serve one person or many, formal or familiar alike (./en.ts).
 */
export const FORMAL_WORDS: Record<string, WordsOverlay> = {
  de: {
    welcome: "Schön, dass Sie da sind!",
    chooseExperience: "Wählen Sie aus, wie Sie unsere Hochzeit entdecken möchten.",
    thanksAfter: "Danke, dass Sie mit uns gefeiert haben!",
    descriptions: {
      classic:
        "{when}. Unsere Geschichte, der Ablauf, Anreise und Unterkunft, Geschenke und Antworten auf Ihre Fragen – alles auf einer Seite.",
      gamer: "{when}. Unsere Hochzeit als Videospiel: Drücken Sie auf Start!",
      travelWithParking: "Der Weg zu {places} und wo Sie parken können.",
      travelWithHotels: "Der Weg zu {places} und wo Sie übernachten können: {hotels}.",
      travelWithParkingAndHotels: "Der Weg zu {places}, wo Sie parken und wo Sie übernachten können: {hotels}.",
    },
    classic: { travelCaption: "So finden Sie zu uns" },
    private: {
      lead: "Diese Website ist für unsere Gäste. Geben Sie das Passwort aus Ihrer Einladung ein, um die Website zu öffnen.",
      wrong:
        "Das Passwort stimmt leider nicht. Vergleichen Sie es mit Ihrer Einladung und versuchen Sie es noch einmal.",
      needsScript:
        "Die Website öffnet sich in Ihrem Browser, mit JavaScript: Schalten Sie es ein und laden Sie die Seite neu.",
      needsWorker:
        "Dieser Browser kann die Website hier nicht öffnen: Ein privates Fenster behält nichts von dem, was es öffnet. Öffnen Sie sie in einem normalen Fenster.",
      tryAgain:
        "Die Website hat sich diesmal nicht geöffnet. Prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.",
    },
    household: {
      brokenLink:
        "Dieser Link scheint unvollständig, daher können wir Sie nicht mit Namen begrüßen. Bitten Sie uns, ihn noch einmal zu schicken; alles andere steht hier.",
      lockedLink:
        "Dieser Link scheint unvollständig. Geben Sie das Passwort aus Ihrer Einladung ein oder bitten Sie uns, den Link noch einmal zu schicken.",
    },
  },

  es: {
    chooseExperience: "Elijan cómo quieren descubrir nuestro gran día.",
    bestOnComputer: "Para disfrutarla al máximo, usen un portátil o un ordenador.",
    descriptions: {
      classic:
        "{when}. Nuestra historia, el programa, cómo llegar y dónde alojarse, la lista de bodas y sus dudas, en una sola página.",
      gamer: "{when}. Nuestra boda convertida en videojuego: pulsen Start.",
    },
    gifts: {
      copyFailedStatus: "No se ha podido copiar: seleccionen el texto",
      scanWithPhone: "Escanéenlo con el móvil",
    },
    game: { pressStart: "Pulsen Start", controls: "{up}/{down} o {w}/{s} para moverse · {enter} para elegir" },
    private: {
      lead: "Este sitio es para nuestros invitados. Escriban la contraseña de su invitación para abrirlo.",
      wrong: "Esa contraseña no abre el sitio. Compárenla con su invitación y vuelvan a intentarlo.",
      needsScript: "El sitio se abre en su navegador, con JavaScript: actívenlo y vuelvan a cargar la página.",
      needsWorker:
        "Este navegador no puede abrir el sitio aquí: una ventana privada no guarda nada de lo que abre. Ábranlo en una ventana normal.",
      tryAgain: "Esta vez el sitio no se ha abierto. Comprueben su conexión y vuelvan a intentarlo.",
    },
    household: {
      brokenLink:
        "Este enlace parece incompleto y no podemos saludarles por su nombre. Pídannoslo de nuevo; todo lo demás está aquí.",
      lockedLink:
        "Este enlace parece incompleto. Escriban la contraseña de su invitación o pídannos el enlace de nuevo.",
    },
  },

  nl: {
    chooseExperience: "Kies hoe u onze grote dag wilt ontdekken.",
    thanksAfter: "Bedankt dat u met ons heeft meegevierd!",
    descriptions: {
      classic:
        "{when}. Ons verhaal, het programma, reis en verblijf, de cadeaulijst en antwoorden op uw vragen, allemaal op één pagina.",
      travel: "Zo komt u bij {places}.",
      travelWithParking: "Zo komt u bij {places}, en waar u kunt parkeren.",
      travelWithHotels: "Zo komt u bij {places}, en waar u kunt overnachten: {hotels}.",
      travelWithParkingAndHotels: "Zo komt u bij {places}, waar u kunt parkeren en waar u kunt overnachten: {hotels}.",
    },
    gifts: { scanWithPhone: "Scan met uw telefoon" },
    classic: { travelCaption: "Zo komt u er" },
    private: {
      lead: "Deze site is voor onze gasten. Vul het wachtwoord van uw uitnodiging in om hem te openen.",
      wrong: "Met dit wachtwoord gaat de site niet open. Vergelijk het met uw uitnodiging en probeer het opnieuw.",
      needsScript: "De site opent in uw browser, met JavaScript: zet het aan en laad de pagina opnieuw.",
      tryAgain: "De site ging deze keer niet open. Controleer uw verbinding en probeer het opnieuw.",
    },
    household: {
      brokenLink:
        "Deze link lijkt onvolledig, dus we kunnen u niet bij naam begroeten. Vraag ons hem opnieuw te sturen; al het andere staat hier.",
      lockedLink:
        "Deze link lijkt onvolledig. Vul het wachtwoord van uw uitnodiging in, of vraag ons de link opnieuw te sturen.",
    },
  },

  pl: {
    chooseExperience: "Prosimy wybrać, jak chcą Państwo odkrywać nasz wielki dzień.",
    thanksAfter: "Dziękujemy, że świętowali Państwo z nami!",
    descriptions: {
      classic:
        "{when}. Nasza historia, harmonogram, dojazd i nocleg, lista prezentów oraz odpowiedzi na Państwa pytania – wszystko na jednej stronie.",
      gamer: "{when}. Nasze wesele jako gra wideo – prosimy nacisnąć start.",
    },
    classic: { registryCaption: "Jeśli zechcą Państwo" },
    landing: { enter: "Zapraszamy" },
    gifts: {
      copyFailedStatus: "Nie udało się skopiować – prosimy zaznaczyć tekst ręcznie",
      scanWithPhone: "Prosimy zeskanować telefonem",
    },
    game: { pressStart: "Prosimy nacisnąć start", thanksShort: "Dziękujemy!" },
    private: {
      lead: "Ta strona jest dla naszych gości. Prosimy wpisać hasło z zaproszenia, aby ją otworzyć.",
      wrong: "To hasło nie pasuje. Prosimy sprawdzić je w zaproszeniu i spróbować ponownie.",
      needsScript: "Strona otwiera się w przeglądarce dzięki JavaScriptowi: prosimy go włączyć i odświeżyć stronę.",
      needsWorker:
        "Ta przeglądarka nie otworzy tu strony: okno prywatne niczego nie zachowuje. Prosimy otworzyć ją w zwykłym oknie.",
      tryAgain: "Tym razem strona się nie otworzyła. Prosimy sprawdzić połączenie i spróbować ponownie.",
    },
    household: {
      brokenLink:
        "Ten link wygląda na niepełny, więc nie możemy powitać Państwa imiennie. Prosimy o kontakt – wyślemy nowy link; wszystko inne jest tutaj.",
      lockedLink:
        "Ten link wygląda na niepełny. Prosimy wpisać hasło z zaproszenia albo zwrócić się do nas o nowy link.",
    },
  },
};
