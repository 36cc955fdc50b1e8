import type { WordsOverlay } from "./overlay";

/** The words Brazil writes otherwise than Portugal (./pt.ts), laid over it for "pt-BR". */
export const ptBR: WordsOverlay = {
  chooseExperience: "Escolham como querem descobrir nosso dia.",
  bestOnComputer: "Para uma melhor experiência, usem um notebook ou um computador.",
  thanksAfter: "Obrigado por celebrarem conosco!",

  skipToContent: "Pular para o conteúdo",
  opensInNewTab: "(abre em uma nova aba)",

  pages: {
    story: { title: "Nossa história" },
    schedule: { title: "Programação", caption: "Programação" },
    travel: { title: "Viagem e hospedagem" },
  },

  landing: {
    gamerDescription: "Nosso casamento em versão videogame",
  },

  descriptions: {
    classic:
      "{when}. Nossa história, a programação, como chegar e onde ficar, a lista de presentes e as suas dúvidas, em uma só página.",
    gamer: "{when}. Nosso casamento em versão videogame: apertem Start.",
  },

  day: {
    // One word, as Spanish has it: the game's quest button keeps its label on one line, at 320 px with text at 200%.
    rsvp: "Confirmar",
    watchLive: "Assistir ao vivo",
  },

  calendar: {
    google: "Google Agenda",
    watchLive: "Assistir ao vivo: {url}",
    allTimes: "Fuso horário: {zone}",
  },

  gifts: {
    scanWithPhone: "Escaneiem com o celular",
    contact: "contato {service}",
  },

  places: {
    lodging: "Hospedagem",
    floorPlanFullSize: "Ampliar a planta",
  },

  classic: {
    navigation: "Seções",
    photos: "Fotos",
    stay: "Hospedagem",
    streamedLive: "Transmitido ao vivo para quem não puder estar conosco",
  },

  game: {
    pressStart: "Apertem Start",
    streamedLive: "Ao vivo",
    forEveryone: "para quem não puder estar conosco",
    inns: "Pousadas",
  },

  private: {
    remember: "Lembrar de mim neste dispositivo",
    lead: "Este site é para os nossos convidados. Digitem a senha do convite de vocês para abri-lo.",
    passphrase: "Senha",
    showPassphrase: "Mostrar a senha",
    opening: "Abrindo…",
    wrong: "Essa senha não abre o site. Confiram no convite e tentem de novo.",
    needsScript: "O site abre no navegador de vocês, com JavaScript: ativem e recarreguem a página.",
    needsWorker:
      "Este navegador não consegue abrir o site aqui: uma janela anônima não guarda nada do que abre. Abram o site em uma janela normal.",
    tryAgain: "Desta vez o site não abriu. Confiram a conexão de vocês e tentem de novo.",
    forget: "Esquecer a senha neste dispositivo",
  },

  household: {
    brokenLink:
      "Este link parece incompleto, por isso não conseguimos chamar vocês pelo nome. Peçam para a gente enviar de novo; todo o resto está aqui.",
    lockedLink: "Este link parece incompleto. Digitem a senha do convite ou peçam o link de novo.",
  },

  cards: {
    scan: "Escanear para ver todos os detalhes",
    scanToReply: "Escanear para confirmar presença",
    replyBy: "Pedimos a gentileza de confirmar presença até {date}",
    reply: "Pedimos a gentileza de confirmar presença",
  },

  notFound: {
    title: "Ops! Desculpem, mas não encontramos esta página",
    subLine: "Algo deu errado ou a página não existe mais.",
  },
};
