type Couple = { partnerOne: string; partnerTwo: string };

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** A name's first letter whole: "É" of "E\u0301milie", a flag, a family emoji. */
export const initialOf = (name: string) => graphemes.segment(name)[Symbol.iterator]().next().value?.segment ?? "";

/** The couple's initials: their own where they write them, or each name's first letter. */
export const initialsOf = (names: Couple, own?: Couple): Couple =>
  own ?? { partnerOne: initialOf(names.partnerOne), partnerTwo: initialOf(names.partnerTwo) };
