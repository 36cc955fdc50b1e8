/**
 * A third couple, shaped unlike the sample and the Sintra couple where the
 * sample's shape had leaked into the tests: one hotel, a phone number for
 * Zelle, a ten-letter first name with a letter beyond Latin-1, a ceremony in a
 * church and a reception at a manor on one day, eight moments in all running
 * past midnight, six chapters, three photos in the collage, one
 * question, and photos as phones leave them: a 400 px one among large ones, a
 * portrait stored on its side with an EXIF orientation, a PNG plan and a WebP.
 * Their site is in two languages, English first (the default) and Hebrew
 * second, read right to left: each text that differs by language is a block
 * { en, he }; the street addresses are written once, in Latin letters, as the
 * Polish post writes them. On the Hebrew pages the name beyond Latin-1 stays in
 * Latin letters and the other is in Hebrew ones, and the phone numbers and a
 * manor's Polish name run left to right inside right-to-left text.
 *
 * `npm run test:sites -- krakow` puts this file and ./photos/ in the place of
 * content/wedding.ts and content/photos/ in a copy of the project and
 * runs the whole test suite there. The photos are the sample's, recoloured,
 * resized and renamed.
 */
import type { ContentInput } from "../../../src/content/schema.server";

const mapsSearch = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export const wedding: ContentInput = {
  languages: ["en", "he"],

  site: {
    publicUrl: "https://gosia-i-krzysztof.example.pl",
    description: {
      en: "Our wedding in Kraków: how we met, the day hour by hour, where to stay and what to bring.",
      he: "החתונה שלנו בקרקוב: איך הכרנו, היום שעה אחר שעה, איפה לישון ומה להביא.",
    },
    allowSearchEngines: false,
    vitalsEndpoint: "https://stats.gosia-i-krzysztof.example.pl/vitals",
  },

  couple: {
    // A hyphenated name and a twelve-letter one: both stay whole, on every screen, in both faces.
    partnerOne: { en: "Anna-Małgorzata", he: "אנה-מלגוז׳טה" },
    partnerTwo: { en: "Bartholomäus", he: "ברתולומאוס" },
  },
  couplePhoto: {
    file: "IMG_20270412_183355.jpg",
    alt: {
      en: "The two of us on the Vistula boulevards, Wawel behind us",
      he: "שנינו על גדות הוויסלה, וטירת ואוול מאחורינו",
    },
  },

  wedding: {
    date: "2027-09-18",
    timeZone: "Europe/Warsaw",
  },

  rsvpUrl: "https://forms.example.pl/gosia-krzysztof/rsvp",
  rsvpDeadline: "2027-08-15",

  places: {
    church: {
      name: { en: "St. Catherine's Church", he: "כנסיית סנט קתרין" },
      streetAddress: "ul. Example 7",
      cityZip: "31-057 Kraków, Poland",
      mapsUrl: mapsSearch("ul. Example 7, 31-057 Kraków"),
    },
    manor: {
      name: "Dwór pod Kopcem",
      streetAddress: "ul. Sample 12",
      cityZip: "30-001 Kraków, Poland",
      mapsUrl: mapsSearch("ul. Sample 12, 30-001 Kraków"),
      description: {
        en: "A white manor house under the Kościuszko Mound, with a hall for dancing and an orchard for the evening.",
        he: "אחוזה לבנה למרגלות תל קושצ׳ושקו, עם אולם לריקודים ובוסתן לשעות הערב.",
      },
      photo: {
        file: "DSC_0193.JPG",
        alt: {
          en: "The manor's hall with long tables and a painted ceiling",
          he: "אולם האחוזה עם שולחנות ארוכים ותקרה מצוירת",
        },
      },
      floorPlan: {
        file: "plan-sali.png",
        alt: {
          en: "Plan of the manor: the hall, the dance floor and the orchard",
          he: "מפת האחוזה: האולם, רחבת הריקודים והבוסתן",
        },
      },
    },
    mound: {
      name: { en: "Parking przy Kopcu", he: "החניון ליד התל" },
      streetAddress: "al. Example 1",
      cityZip: "30-002 Kraków, Poland",
      mapsUrl: mapsSearch("al. Example 1, 30-002 Kraków"),
    },
    wawel: {
      name: "Hotel Pod Wawelem Example",
      streetAddress: "Plac Sample 7",
      cityZip: "31-001 Kraków, Poland",
      mapsUrl: mapsSearch("Plac Sample 7, 31-001 Kraków"),
      photo: {
        file: "PXL_20250708_094512.jpg",
        alt: { en: "A hotel on the river bank with the castle above it", he: "מלון על גדת הנהר, והטירה מעליו" },
      },
    },
  },

  // One day, two places: the church in the afternoon, then the manor until three in the morning.
  events: [
    {
      name: { en: "Ślub: the ceremony", he: "Ślub: טקס הנישואין" },
      startTime: "15:00",
      endTime: "16:30",
      place: "church",
      schedule: [
        { title: { en: "Ceremony at St. Catherine's Church", he: "הטקס בכנסיית סנט קתרין" }, time: "15:00" },
        {
          title: { en: "Wishes and photos on the church steps", he: "ברכות ותמונות על מדרגות הכנסייה" },
          time: "16:00",
        },
      ],
    },
    {
      name: { en: "Wesele: the reception", he: "Wesele: מסיבת החתונה" },
      startTime: "17:00",
      endTime: "03:00",
      place: "manor",
      dressCode: { en: "Festive, with shoes to dance in", he: "חגיגי, עם נעליים שנוח לרקוד בהן" },
      schedule: [
        { title: { en: "Bread and salt at the manor's door", he: "לחם ומלח בפתח האחוזה" }, time: "17:00" },
        { title: { en: "Dinner", he: "ארוחת ערב" }, time: "17:30" },
        { title: { en: "First dance", he: "הריקוד הראשון" }, time: "20:00" },
        { title: { en: "Cake and a toast", he: "עוגה והרמת כוסית" }, time: "22:00" },
        { title: { en: "Oczepiny: the veil game", he: "Oczepiny: משחק ההינומה" }, time: "00:00" },
        { title: { en: "Last bus to the Old Town", he: "האוטובוס האחרון לעיר העתיקה" }, time: "02:30" },
      ],
    },
  ],

  parking: [
    {
      place: "mound",
      near: "manor",
      note: {
        en: "Free all night; the manor's gate is a two-minute walk uphill.",
        he: "חינם כל הלילה; שער האחוזה במרחק שתי דקות הליכה בעלייה.",
      },
    },
  ],
  hotels: ["wawel"],

  travel: {
    drivingNote: {
      en: "From Kraków airport it is 25 minutes by car; taxis wait outside arrivals day and night.",
      he: "משדה התעופה של קרקוב זו נסיעה של 25 דקות; מוניות ממתינות ביציאה מאולם הנכנסים, יומם ולילה.",
    },
    walkingNote: {
      en: "From the tram stop at Salwator it is a 20-minute walk up Aleja Waszyngtona.",
      he: "מתחנת החשמלית Salwator הולכים 20 דקות ברגל במעלה Aleja Waszyngtona.",
    },
  },

  story: [
    {
      classicYear: "2013",
      gamerYear: "2013",
      title: { en: "The Old Town", he: "העיר העתיקה" },
      text: {
        en: "Two first-year students lost on the same walking tour, who gave up on the guide and found the way together.",
        he: "שני סטודנטים בשנה ראשונה שהלכו לאיבוד באותו סיור רגלי, ויתרו על המדריך ומצאו את הדרך יחד.",
      },
      photo: {
        file: "stare-miasto.jpg",
        alt: { en: "The market square in the Old Town at dusk", he: "כיכר השוק בעיר העתיקה עם רדת החשכה" },
      },
    },
    {
      classicYear: "2015",
      gamerYear: "2015",
      title: { en: "A summer apart", he: "קיץ בנפרד" },
      text: {
        en: "One of us spent a summer in Chicago; the postcards still fill a shoebox.",
        he: "אחד מאיתנו בילה קיץ בשיקגו; הגלויות עדיין ממלאות קופסת נעליים.",
      },
      photo: {
        file: "IMG_0415.HEIC.jpg",
        alt: { en: "A plane over the mountains, the morning of the flight", he: "מטוס מעל ההרים, בבוקר הטיסה" },
      },
    },
    {
      classicYear: "2017",
      gamerYear: "2017",
      title: { en: "Co-op mode", he: "מצב קו־אופ" },
      text: {
        en: "A shared flat in Kazimierz, one sofa, two controllers.",
        he: "דירה משותפת בקז׳ימייז׳, ספה אחת, שני שלטים.",
      },
      photo: {
        file: "WhatsApp-Image-2021-03-14-at-20.11.05.jpeg",
        alt: { en: "Two controllers on a sofa", he: "שני שלטי משחק על ספה" },
      },
    },
    {
      classicYear: "2019",
      gamerYear: "2019",
      title: { en: "Lisbon", he: "ליסבון" },
      text: {
        en: "Our first holiday with nothing planned, and the best one.",
        he: "החופשה הראשונה שלנו בלי שום תוכנית, והטובה מכולן.",
      },
      photo: {
        file: "IMG_3312.jpg",
        alt: { en: "A steep tiled street at sunset", he: "רחוב תלול ומרוצף אריחים בשקיעה" },
      },
    },
    {
      classicYear: "2021",
      gamerYear: "2021",
      title: { en: "The orchard", he: "הבוסתן" },
      text: {
        en: "We planted an apple tree at Bartholomäus's grandmother's house. It gave its first apples this year.",
        he: "נטענו עץ תפוח בבית של סבתא של ברתולומאוס. השנה הוא נתן את התפוחים הראשונים שלו.",
      },
      photo: {
        file: "IMG_3313.jpg",
        alt: { en: "Lights strung over a garden table", he: "שרשרת אורות מעל שולחן בגינה" },
      },
    },
    {
      classicYear: "2026",
      gamerYear: "2026",
      title: { en: "Yes", he: "כן" },
      text: { en: "Under the apple tree, of course.", he: "מתחת לעץ התפוח, כמובן." },
      photo: { file: "IMG_3400.webp", alt: { en: "Two rings on linen", he: "שתי טבעות על בד פשתן" } },
    },
  ],

  collage: [
    {
      file: "IMG_3401.jpg",
      alt: { en: "Flowers from the market on Plac Na Groblach", he: "פרחים מהשוק בכיכר נה גרובלאך" },
    },
    {
      file: "IMG_2041.JPG",
      alt: {
        en: "The guesthouse where our parents met for the first time",
        he: "בית ההארחה שבו ההורים שלנו נפגשו לראשונה",
      },
    },
    { file: "stare-miasto.jpg", alt: { en: "The Old Town, where we met", he: "העיר העתיקה, שם הכרנו" } },
  ],

  registry: {
    text: {
      en: "Your company is the gift. If you would like to give something more, we are saving for a year in South America.",
      he: "הנוכחות שלכם היא המתנה. אם תרצו לתת משהו נוסף, אנחנו חוסכים לשנה בדרום אמריקה.",
    },
    gifts: [
      { kind: "blik", phone: "+48 601 234 567" },
      { kind: "revolut", handle: "@gosiakrzys" },
      { kind: "zelle", contact: "+1 (312) 555-0187" },
    ],
  },

  faq: [
    {
      question: { en: "Will there be vodka?", he: "תהיה וודקה?" },
      answer: {
        en: "There will be a toast at every table, and lemonade for anyone who would rather not.",
        he: "תהיה הרמת כוסית בכל שולחן, ולימונדה לכל מי שמעדיף לוותר.",
      },
    },
  ],

  thankYou: {
    en: "Dziękujemy! Thank you for coming so far to be with us.",
    he: "תודה, Dziękujemy, שהגעתם מרחוק כל כך כדי להיות איתנו.",
  },
};
