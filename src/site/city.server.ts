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

const folded = (text: string) => text.replaceAll("\u2060", "").replace(/\s+/gu, " ").toLocaleLowerCase();

/** The town to print under a place's name, or none where the name says it already ("Hotel Sacher Wien"). */
export function townBeside(placeName: string, cityZip: string): string | undefined {
  const city = cityOf(cityZip);
  const [town = city] = city.split(/[,،]/u);
  const name = folded(placeName);
  const at = name.indexOf(folded(town.trim()));
  const letterAt = (index: number) => /[\p{L}\p{N}]/u.test(name.charAt(index));
  const named = at >= 0 && !letterAt(at - 1) && !letterAt(at + folded(town.trim()).length);
  return named ? undefined : city;
}
