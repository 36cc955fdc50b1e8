/**
 * The content's fields as a couple thinks of them. A field of the schema no section names is shown under
 * "Everything else", so a field added to the schema is never missing from the form.
 */
export const SECTIONS = [
  { title: "The two of you", fields: ["couple", "couplePhoto"] },
  // First after the names: every text below is written in each of them.
  { title: "Languages", fields: ["languages"] },
  { title: "The day", fields: ["wedding", "rsvpUrl", "rsvpDeadline", "followTheDay"] },
  { title: "Places", fields: ["places"] },
  { title: "Events", fields: ["events"] },
  { title: "Travel and stay", fields: ["parking", "travel", "hotels"] },
  { title: "Gifts", fields: ["registry"] },
  { title: "Your story and photos", fields: ["story", "collage"] },
  { title: "Questions and thanks", fields: ["faq", "thankYou"] },
  { title: "The site's own words", fields: ["words"] },
  { title: "The site and privacy", fields: ["site"] },
];

export function sectionsOf(fields: string[]): { title: string; fields: string[] }[] {
  const named = new Set(SECTIONS.flatMap((section) => section.fields));
  const rest = fields.filter((field) => !named.has(field));
  const sections = SECTIONS.map((section) => ({
    ...section,
    fields: section.fields.filter((f) => fields.includes(f)),
  }));
  return [...sections, ...(rest.length > 0 ? [{ title: "Everything else", fields: rest }] : [])].filter(
    (section) => section.fields.length > 0,
  );
}
