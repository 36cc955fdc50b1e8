// Groups of digits parted by a space, a hyphen or a dot: three groups, or two after a plus sign.
const GROUP = String.raw`(?:\(\p{Nd}{1,4}\)|\p{Nd}{1,4})`;
const PART = String.raw`(?:[ \u00a0\u202f]|[-.]\u2060?)`;
const RUN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:\+${GROUP}(?:${PART}${GROUP})+|${GROUP}(?:${PART}${GROUP}){2,})(?![\p{L}\p{N}])`,
  "gu",
);

/** The most characters a phone number has, its "+" and spaces counted: a longer run (an IBAN's) is no phone number. */
const LONGEST = 17;
/** The fewest digits a phone number has: "1 500 zł" and "2 3 4" are not one. */
const FEWEST_DIGITS = 7;

const isPhoneNumber = (run: string) =>
  run.replaceAll("\u2060", "").length <= LONGEST && (run.match(/\p{Nd}/gu)?.length ?? 0) >= FEWEST_DIGITS;

export const eachPhoneNumber = (text: string, change: (number: string) => string): string =>
  text.replace(RUN, (run) => (isPhoneNumber(run) ? change(run) : run));
