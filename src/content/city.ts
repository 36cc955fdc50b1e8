/**
 * The town of a place's "city and postcode", for the invitation's one line
 * under the venue: "Lugano", not "6900 Lugano". A postcode is the words with
 * a digit ("90802", "30-398", "SW1A 1AA"), and the letters a Dutch one ends
 * with ("1012 AB"); a region's letters before it stay ("Long Beach, CA").
 */
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
