/**
 * Arabic letters as the form each takes in its word, written as Unicode's presentation forms: a link preview's
 * letters, for satori, which joins them only by a font's mark positioning and places the dots of a joined letter
 * far from it. A browser shapes the pages' own text.
 */

/** Each letter's forms from Arabic Presentation Forms-B: isolated, final, then initial and medial where it joins on. */
const FORMS: Record<string, readonly number[]> = {
  "\u0621": [0xfe80],
  "\u0622": [0xfe81, 0xfe82],
  "\u0623": [0xfe83, 0xfe84],
  "\u0624": [0xfe85, 0xfe86],
  "\u0625": [0xfe87, 0xfe88],
  "\u0626": [0xfe89, 0xfe8a, 0xfe8b, 0xfe8c],
  "\u0627": [0xfe8d, 0xfe8e],
  "\u0628": [0xfe8f, 0xfe90, 0xfe91, 0xfe92],
  "\u0629": [0xfe93, 0xfe94],
  "\u062a": [0xfe95, 0xfe96, 0xfe97, 0xfe98],
  "\u062b": [0xfe99, 0xfe9a, 0xfe9b, 0xfe9c],
  "\u062c": [0xfe9d, 0xfe9e, 0xfe9f, 0xfea0],
  "\u062d": [0xfea1, 0xfea2, 0xfea3, 0xfea4],
  "\u062e": [0xfea5, 0xfea6, 0xfea7, 0xfea8],
  "\u062f": [0xfea9, 0xfeaa],
  "\u0630": [0xfeab, 0xfeac],
  "\u0631": [0xfead, 0xfeae],
  "\u0632": [0xfeaf, 0xfeb0],
  "\u0633": [0xfeb1, 0xfeb2, 0xfeb3, 0xfeb4],
  "\u0634": [0xfeb5, 0xfeb6, 0xfeb7, 0xfeb8],
  "\u0635": [0xfeb9, 0xfeba, 0xfebb, 0xfebc],
  "\u0636": [0xfebd, 0xfebe, 0xfebf, 0xfec0],
  "\u0637": [0xfec1, 0xfec2, 0xfec3, 0xfec4],
  "\u0638": [0xfec5, 0xfec6, 0xfec7, 0xfec8],
  "\u0639": [0xfec9, 0xfeca, 0xfecb, 0xfecc],
  "\u063a": [0xfecd, 0xfece, 0xfecf, 0xfed0],
  "\u0641": [0xfed1, 0xfed2, 0xfed3, 0xfed4],
  "\u0642": [0xfed5, 0xfed6, 0xfed7, 0xfed8],
  "\u0643": [0xfed9, 0xfeda, 0xfedb, 0xfedc],
  "\u0644": [0xfedd, 0xfede, 0xfedf, 0xfee0],
  "\u0645": [0xfee1, 0xfee2, 0xfee3, 0xfee4],
  "\u0646": [0xfee5, 0xfee6, 0xfee7, 0xfee8],
  "\u0647": [0xfee9, 0xfeea, 0xfeeb, 0xfeec],
  "\u0648": [0xfeed, 0xfeee],
  "\u0649": [0xfeef, 0xfef0],
  "\u064a": [0xfef1, 0xfef2, 0xfef3, 0xfef4],
};

/** Lam before an alef: one ligature, isolated or final. */
const LAM_ALEF: Record<string, readonly number[]> = {
  "\u0622": [0xfef5, 0xfef6],
  "\u0623": [0xfef7, 0xfef8],
  "\u0625": [0xfef9, 0xfefa],
  "\u0627": [0xfefb, 0xfefc],
};

const TATWEEL = "\u0640";
const joinsOn = (letter: string | undefined) =>
  letter === TATWEEL || (letter !== undefined && (FORMS[letter]?.length ?? 0) === 4);
const joinsBack = (letter: string | undefined) => letter === TATWEEL || (letter !== undefined && letter in FORMS);

/** `text` with each Arabic letter in the form its neighbours give it; every other letter as it is. */
export function inPresentationForms(text: string): string {
  const letters = [...text];
  let out = "";
  for (let index = 0; index < letters.length; index++) {
    const letter = letters[index];
    const forms = FORMS[letter];
    if (!forms) {
      out += letter;
      continue;
    }
    const joinedBefore = joinsOn(letters[index - 1]) && letter !== "\u0621";
    const ligature = letter === "\u0644" ? LAM_ALEF[letters[index + 1]] : undefined;
    if (ligature) {
      out += String.fromCodePoint(ligature[joinedBefore ? 1 : 0]);
      index++;
      continue;
    }
    const joinedAfter = forms.length === 4 && joinsBack(letters[index + 1]);
    const form = joinedBefore ? (joinedAfter ? 3 : 1) : joinedAfter ? 2 : 0;
    out += String.fromCodePoint(forms[form] ?? forms[0]);
  }
  return out;
}
