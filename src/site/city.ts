/** The town of a place's "city and postcode": "Lugano" of "6900 Lugano"; "Long Beach, CA" keeps its region. */
export function cityOf(cityZip: string): string {
  const words = cityZip.split(/\s+/u);
  const kept = words.filter((word, index) => {
    const postcode = (at: number) => /\p{N}/u.test(words[at] ?? "");
    return !postcode(index) && !(/^\p{Lu}{1,3}$/u.test(word) && postcode(index - 1));
  });
  const city = kept
    .join(" ")
    .replace(/^[\s,،]+|[\s,،]+$/gu, "")
    .replace(/([,،])(?:\s*[,،])+/gu, "$1");
  return city || cityZip;
}
