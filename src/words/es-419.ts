import type { WordsOverlay } from "./overlay";

/** The words Latin America writes otherwise than Spain (./es.ts), laid over it for "es-419", "es-MX" and the rest. */
export const es419: WordsOverlay = {
  welcome: "¡Bienvenidos al sitio web de nuestra boda!",
  chooseExperience: "Elijan cómo quieren descubrir nuestro gran día.",
  bestOnComputer: "Para disfrutarlo al máximo, usen una laptop o una computadora.",

  pages: {
    classic: "Clásico",
    travel: { title: "Viaje y hospedaje" },
    registry: { title: "Mesa de regalos" },
  },

  landing: {
    enterClassic: "Entrar al sitio clásico",
    enterGamer: "Entrar al sitio gamer",
  },

  descriptions: {
    classic:
      "{when}. Nuestra historia, el programa, cómo llegar y dónde hospedarse, la mesa de regalos y sus dudas, en una sola página.",
    gamer: "{when}. Nuestra boda convertida en videojuego: presionen Start.",
    travelWithParking: "Cómo llegar a {places} y dónde estacionarse.",
    travelWithHotels: "Cómo llegar a {places} y dónde hospedarse: {hotels}.",
    travelWithParkingAndHotels: "Cómo llegar a {places}, dónde estacionarse y dónde hospedarse: {hotels}.",
  },

  day: {
    watchLive: "Ver en vivo",
  },

  calendar: {
    add: "Agregar al calendario",
    dressCode: "Vestimenta: {dressCode}",
    watchLive: "Ver en vivo: {url}",
    allTimes: "Todos los horarios están en {zone}",
  },

  gifts: {
    copyFailedStatus: "No se pudo copiar: seleccionen el texto",
    scanWithPhone: "Escanéenlo con el celular",
  },

  places: {
    parking: "Estacionamiento",
    lodging: "Hospedaje",
    fullSize: "Ver en tamaño completo",
    floorPlanFullSize: "Ver el plano completo",
  },

  classic: {
    stay: "Hospedaje",
    dressCode: "Vestimenta",
    streamedLive: "Transmitido en vivo para quienes no puedan acompañarnos",
  },

  game: {
    pressStart: "Presionen Start",
    controls: "{up}/{down} o {w}/{s} para moverse · {enter} para elegir",
    dressCode: "Vestimenta:",
    keys: { enter: "Enter" },
    streamedLive: "En vivo",
    inns: "Dónde hospedarse",
  },

  private: {
    lead: "Este sitio es para nuestros invitados. Escriban la contraseña de su invitación para abrirlo.",
    wrong: "Esa contraseña no abre el sitio. Compárenla con su invitación y vuelvan a intentarlo.",
    needsScript: "El sitio se abre en su navegador, con JavaScript: actívenlo y vuelvan a cargar la página.",
    needsWorker:
      "Este navegador no puede abrir el sitio aquí: una ventana privada no guarda nada de lo que abre. Ábranlo en una ventana normal.",
    tryAgain: "Esta vez el sitio no se abrió. Revisen su conexión y vuelvan a intentarlo.",
  },

  household: {
    brokenLink:
      "Este enlace parece incompleto y no podemos saludarlos por su nombre. Pídannoslo de nuevo; todo lo demás está aquí.",
    lockedLink: "Este enlace parece incompleto. Escriban la contraseña de su invitación o pídannos el enlace de nuevo.",
  },

  cards: {
    replyBy: "Se agradece confirmar asistencia antes del {date}",
    reply: "Se agradece confirmar asistencia",
  },

  notFound: {
    title: "¡Ups! No encontramos esta página",
    subLine: "Algo salió mal o la página ya no existe.",
  },
};
