import type { WordsOverlay } from "./overlay";

/** The words Latin America writes otherwise than Spain (./es.ts), laid over it for "es-419", "es-MX" and the rest. */
export const es419: WordsOverlay = {
  welcome: "¡Bienvenidos al sitio web de nuestra boda!",
  chooseExperience: "Elijan cómo quieren descubrir nuestro gran día.",
  bestOnComputer: "Para disfrutarlo al máximo, usen una laptop o una computadora.",

  pages: {
    classic: "Clásico",
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
    watchLive: "Ver en vivo: {url}",
    allTimes: "Todos los horarios están en {zone}",
  },

  gifts: {
    copyFailedStatus: "No se pudo copiar: selecciona el texto",
    scanWithPhone: "Escanéenlo con el celular",
  },

  places: {
    parking: "Estacionamiento",
    fullSize: "Ver en tamaño completo",
    floorPlanFullSize: "Ver el plano en tamaño completo",
  },

  classic: {
    streamedLive: "Transmitido en vivo para quienes no puedan acompañarnos",
  },

  game: {
    pressStart: "Presionen Start",
    keys: { enter: "Enter" },
    streamedLive: "En vivo",
  },

  notFound: {
    title: "¡Ups! No encontramos esta página",
    subLine: "Algo salió mal o la página ya no existe",
  },
};
