// Your wedding, in one file (docs/make-it-yours.md): replace every line marked SAMPLE, and the photos in ./photos/.
import type { ContentInput } from "../src/content/schema.server";

const mapsSearch = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export const wedding: ContentInput = {
  site: {
    publicUrl: "https://alex-and-jordan.example.com", // SAMPLE
    // The tab shows your names and the date ("Alex & Jordan · October 25 2024"); add title: "…" to write your own.
    description: "Our wedding in Long Beach, California: story, schedule, travel, registry and FAQ.",
    // Keeps the site out of search results: only guests with the link find it.
    allowSearchEngines: false,
    // An https:// address that receives page-speed figures (navigator.sendBeacon); undefined sends nothing.
    vitalsEndpoint: undefined,
  },

  couple: {
    partnerOne: "Alex", // SAMPLE
    partnerTwo: "Jordan", // SAMPLE
  },
  // Beside the invitation atop the classic page (upright, about 4:5); leave it out for the invitation alone.
  couplePhoto: { file: "couple-sunset.jpg", alt: "The two of us under an arch of roses on the beach at sunset" }, // SAMPLE

  wedding: {
    // "YYYY-MM-DD"; the pages work out the weekday from it.
    date: "2024-10-25",
    // The venue's IANA time zone ("Europe/Lisbon"): every time on the site is read in it.
    timeZone: "America/Los_Angeles",
  },

  rsvpUrl: "https://www.example.com/alex-and-jordan/rsvp", // SAMPLE

  // Delete for a wedding ahead: the site follows the day; RSVP closes on its morning or after rsvpDeadline: "YYYY-MM-DD".
  followTheDay: false, // SAMPLE

  // Each place once, under a short name of your choice ("club") that events, parking and hotels point to.
  places: {
    club: {
      name: "The Skylight Club", // SAMPLE
      streetAddress: "100 Sample Avenue", // SAMPLE
      cityZip: "Long Beach, CA 90802",
      mapsUrl: mapsSearch("100 Sample Avenue, Long Beach, CA 90802"), // SAMPLE
      description: "The club is fully indoors beneath a grand skylight, so the celebration goes on rain or shine.",
      photo: { file: "venue-hall.jpg", alt: "The club’s hall under its glass skylight, set for dinner" },
      floorPlan: {
        file: "floor-plan.jpg",
        alt: "Floor plan of the club: ceremony hall, dining room, bar and the entrance from the street",
      },
    },
    churchLot: {
      name: "Sample Street Church parking lot", // SAMPLE
      streetAddress: "200 Sample Avenue", // SAMPLE
      cityZip: "Long Beach, CA 90802",
      mapsUrl: mapsSearch("200 Sample Avenue, Long Beach, CA 90802"), // SAMPLE
    },
    harborHotel: {
      name: "Sample Harbor Hotel", // SAMPLE
      streetAddress: "300 Sample Boulevard", // SAMPLE
      cityZip: "Long Beach, CA 90802",
      mapsUrl: mapsSearch("300 Sample Boulevard, Long Beach, CA 90802"), // SAMPLE
      photo: { file: "hotel-harbor.jpg", alt: "A tall harbor-front hotel with blue glass windows" },
    },
    seaInn: {
      name: "Example Inn by the Sea", // SAMPLE
      streetAddress: "400 Example Way", // SAMPLE
      cityZip: "Long Beach, CA 90802",
      mapsUrl: mapsSearch("400 Example Way, Long Beach, CA 90802"), // SAMPLE
      photo: { file: "hotel-inn.jpg", alt: "A low white inn with a red-tiled roof and palm trees" },
    },
  },

  // What happens, in order: a weekend adds events, with optional dressCode and note (docs/make-it-yours.md).
  events: [
    {
      name: "The wedding",
      // Times are 24-hour "HH:MM"; add date: "YYYY-MM-DD" for an event on another day.
      startTime: "17:00",
      // An end earlier than the start is the next morning: "00:30" for a party past midnight.
      endTime: "23:00",
      place: "club",
      schedule: [
        { title: "Guest Arrival", time: "17:00" },
        { title: "Wedding Ceremony", time: "17:30" },
        { title: "Cocktail Hour", time: "18:00" },
        { title: "Dinner & Reception", time: "19:00" },
      ],
    },
  ],

  // Where to leave the car (none, one or several), and the hotels you suggest (none to four).
  parking: [{ place: "churchLot", note: "Park at the church lot; a security guard watches it all evening." }],
  hotels: ["harborHotel", "seaInn"],

  // Each of these is optional: leave out what your guests do not need.
  travel: {
    drivingNote: "From Los Angeles, allow 1.5 to 2 hours in Friday rush-hour traffic.",
    walkingNote: "The venue is one block from the lot: a 5-minute walk along Sample Avenue.", // SAMPLE
  },

  // Two to six chapters; classicYear labels the classic page's, gamerYear the game's tab (usually the same).
  story: [
    {
      classicYear: "2015",
      gamerYear: "2012",
      title: "Where it began",
      text: "We met at university, at the first meeting of a business fraternity. One of us ran late, the other saved a seat, and we talked long after everyone else had gone home.",
      photo: { file: "story-campus.jpg", alt: "A university campus at dusk, lights on in the old brick hall" },
    },
    {
      classicYear: "2017",
      gamerYear: "2017",
      title: "A move abroad",
      text: "A job offer took us across the ocean. We packed two suitcases, learned to cook in a tiny kitchen, and spent every long weekend on a train or a plane to somewhere new.",
      photo: { file: "story-travel.jpg", alt: "A plane flying over snowy mountains at sunrise" },
    },
    {
      classicYear: "2020",
      gamerYear: "2020",
      title: "Player two has joined",
      text: "When the world stayed home, so did we. We built islands, beat bosses and lost whole evenings to co-op games, and found out we make a very good team.",
      photo: { file: "story-gaming.jpg", alt: "Two game controllers resting on a couch in front of a glowing screen" },
    },
    {
      classicYear: "2023",
      gamerYear: "2023",
      title: "The question in Portugal",
      text: "On a tiled street in Lisbon, as the sun went down over the river, one of us knelt down and asked. The answer was yes before the question was finished.",
      photo: {
        file: "story-portugal.jpg",
        alt: "A tiled street in Portugal at sunset, sloping down towards the river",
      },
    },
  ],

  collage: [
    { file: "collage-lights.jpg", alt: "String lights glowing over a garden table set with candles at dusk" },
    { file: "collage-beach.jpg", alt: "The beach at Long Beach with a lifeguard tower at golden hour" },
    { file: "collage-rings.jpg", alt: "Two gold wedding rings on linen beside a sprig of eucalyptus" },
    { file: "collage-flowers.jpg", alt: "A bouquet of white roses and eucalyptus" },
    { file: "collage-cake.jpg", alt: "A three-tier white wedding cake with pink roses under a string of bunting" },
  ],

  registry: {
    text: "Your presence at our wedding is the greatest gift of all, and your well wishes are more than enough. If you would like to give something, a contribution to our honeymoon fund would be warmly appreciated.",
    // One to six, in your order: venmo, paypal, revolut, wise, cashapp, monzo (handle), zelle (contact),
    // mbway, bizum, swish, blik, twint, bit, whish, payconiq, satispay (phone), pix (key, name, city), clabe (name, clabe),
    // iban (name, iban), account (name, number, details: a sort code, a routing number), link (label, url);
    // docs/make-it-yours.md has them all.
    gifts: [
      { kind: "venmo", handle: "@your-venmo-handle" }, // SAMPLE
      { kind: "zelle", contact: "your-zelle-email@example.com" }, // SAMPLE
    ],
  },

  faq: [
    {
      question: "What is the venue like?",
      answer: "The club is fully indoors with a beautiful skylight, so the day goes ahead rain or shine.",
    },
    {
      question: "What time does the ceremony start?",
      answer: "Guests arrive from 5:00 PM and the ceremony begins at 5:30 PM. Please be seated a few minutes early.",
    },
    {
      question: "What should I wear?",
      answer:
        "The dress code is black-tie optional: a tuxedo or a dark suit and tie, a floor-length gown or an elegant cocktail dress.",
      link: {
        label: "What black-tie optional means",
        url: "https://www.theknot.com/content/black-tie-optional-attire",
      },
    },
    {
      question: "Where should I stay?",
      answer:
        "Most guests are coming from LA. If you would rather not drive home, we recommend the Long Beach hotels listed under Travel & Stay.",
    },
    {
      question: "Where do I park?",
      answer:
        "Park at the church lot one block from the venue, a 5-minute walk. A security guard will be there all evening.",
    },
    {
      question: "Can I bring my children?",
      answer: "We love your little ones, but we can only host the guests named on your invitation.",
    },
  ],

  thankYou: "Thank you for being part of our story. We can’t wait to celebrate with you!",
};
