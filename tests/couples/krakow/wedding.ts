/**
 * A third couple, shaped unlike the sample and the Sintra couple where the
 * sample's shape had leaked into the tests: one hotel, a phone number for
 * Zelle, a ten-letter first name with a letter beyond Latin-1, a ceremony in a
 * church and a reception at a manor on one day, eight moments in all running
 * past midnight, six chapters, three photos in the collage, one
 * question, and photos as phones leave them: a 400 px one among large ones, a
 * portrait stored on its side with an EXIF orientation, a PNG plan and a WebP.
 *
 * `npm run test:couples` puts this file and ./photos/ in the place of
 * src/content/wedding.ts and src/content/photos/ in a copy of the project and
 * runs the whole test suite there. The photos are the sample's, recoloured,
 * resized and renamed.
 */
import type { ContentInput } from "../../../src/content/schema.server";

const mapsSearch = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export const wedding: ContentInput = {
  site: {
    publicUrl: "https://gosia-i-krzysztof.example.pl",
    description: "Our wedding in Kraków: how we met, the day hour by hour, where to stay and what to bring.",
    allowSearchEngines: false,
    vitalsEndpoint: "https://stats.gosia-i-krzysztof.example.pl/vitals",
  },

  couple: {
    partnerOne: "Małgorzata",
    partnerTwo: "Krzysztof",
  },
  couplePhoto: { file: "IMG_20270412_183355.jpg", alt: "The two of us on the Vistula boulevards, Wawel behind us" },

  wedding: {
    date: "2027-09-18",
    timeZone: "Europe/Warsaw",
  },

  rsvpUrl: "https://forms.example.pl/gosia-krzysztof/rsvp",
  rsvpDeadline: "2027-08-15",

  places: {
    church: {
      name: "St. Catherine's Church",
      streetAddress: "ul. Example 7",
      cityZip: "31-057 Kraków, Poland",
      mapsUrl: mapsSearch("ul. Example 7, 31-057 Kraków"),
    },
    manor: {
      name: "Dwór pod Kopcem",
      streetAddress: "ul. Sample 12",
      cityZip: "30-001 Kraków, Poland",
      mapsUrl: mapsSearch("ul. Sample 12, 30-001 Kraków"),
      description:
        "A white manor house under the Kościuszko Mound, with a hall for dancing and an orchard for the evening.",
      photo: { file: "DSC_0193.JPG", alt: "The manor's hall with long tables and a painted ceiling" },
      floorPlan: { file: "plan-sali.png", alt: "Plan of the manor: the hall, the dance floor and the orchard" },
    },
    mound: {
      name: "Parking przy Kopcu",
      streetAddress: "al. Example 1",
      cityZip: "30-002 Kraków, Poland",
      mapsUrl: mapsSearch("al. Example 1, 30-002 Kraków"),
    },
    wawel: {
      name: "Hotel Pod Wawelem Example",
      streetAddress: "Plac Sample 7",
      cityZip: "31-001 Kraków, Poland",
      mapsUrl: mapsSearch("Plac Sample 7, 31-001 Kraków"),
      photo: { file: "PXL_20250708_094512.jpg", alt: "A hotel on the river bank with the castle above it" },
    },
  },

  // One day, two places: the church in the afternoon, then the manor until three in the morning.
  events: [
    {
      name: "Ślub: the ceremony",
      startTime: "15:00",
      endTime: "16:30",
      place: "church",
      schedule: [
        { title: "Ceremony at St. Catherine's Church", time: "15:00" },
        { title: "Wishes and photos on the church steps", time: "16:00" },
      ],
    },
    {
      name: "Wesele: the reception",
      startTime: "17:00",
      endTime: "03:00",
      place: "manor",
      dressCode: "Festive, with shoes to dance in",
      schedule: [
        { title: "Bread and salt at the manor's door", time: "17:00" },
        { title: "Dinner", time: "17:30" },
        { title: "First dance", time: "20:00" },
        { title: "Cake and a toast", time: "22:00" },
        { title: "Oczepiny: the veil game", time: "00:00" },
        { title: "Last bus to the Old Town", time: "02:30" },
      ],
    },
  ],

  parking: [{ place: "mound", near: "manor", note: "Free all night; the manor's gate is a two-minute walk uphill." }],
  hotels: ["wawel"],

  travel: {
    drivingNote: "From Kraków airport it is 25 minutes by car; taxis wait outside arrivals day and night.",
    walkingNote: "From the tram stop at Salwator it is a 20-minute walk up Aleja Waszyngtona.",
  },

  story: [
    {
      classicYear: "2013",
      gamerYear: "2013",
      title: "The Old Town",
      text: "Two first-year students lost on the same walking tour, who gave up on the guide and found the way together.",
      photo: { file: "stare-miasto.jpg", alt: "The market square in the Old Town at dusk" },
    },
    {
      classicYear: "2015",
      gamerYear: "2015",
      title: "A summer apart",
      text: "One of us spent a summer in Chicago; the postcards still fill a shoebox.",
      photo: { file: "IMG_0415.HEIC.jpg", alt: "A plane over the mountains, the morning of the flight" },
    },
    {
      classicYear: "2017",
      gamerYear: "2017",
      title: "Co-op mode",
      text: "A shared flat in Kazimierz, one sofa, two controllers.",
      photo: { file: "WhatsApp-Image-2021-03-14-at-20.11.05.jpeg", alt: "Two controllers on a sofa" },
    },
    {
      classicYear: "2019",
      gamerYear: "2019",
      title: "Lisbon",
      text: "Our first holiday with nothing planned, and the best one.",
      photo: { file: "IMG_3312.jpg", alt: "A steep tiled street at sunset" },
    },
    {
      classicYear: "2021",
      gamerYear: "2021",
      title: "The orchard",
      text: "We planted an apple tree at Krzysztof's grandmother's house. It gave its first apples this year.",
      photo: { file: "IMG_3313.jpg", alt: "Lights strung over a garden table" },
    },
    {
      classicYear: "2026",
      gamerYear: "2026",
      title: "Yes",
      text: "Under the apple tree, of course.",
      photo: { file: "IMG_3400.webp", alt: "Two rings on linen" },
    },
  ],

  collage: [
    { file: "IMG_3401.jpg", alt: "Flowers from the market on Plac Na Groblach" },
    { file: "IMG_2041.JPG", alt: "The guesthouse where our parents met for the first time" },
    { file: "stare-miasto.jpg", alt: "The Old Town, where we met" },
  ],

  registry: {
    text: "Your company is the gift. If you would like to give something more, we are saving for a year in South America.",
    gifts: [
      { kind: "blik", phone: "+48 601 234 567" },
      { kind: "revolut", handle: "@gosiakrzys" },
      { kind: "zelle", contact: "+1 (312) 555-0187" },
    ],
  },

  faq: [
    {
      question: "Will there be vodka?",
      answer: "There will be a toast at every table, and lemonade for anyone who would rather not.",
    },
  ],

  thankYou: "Dziękujemy! Thank you for coming so far to be with us.",
};
