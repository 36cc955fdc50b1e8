/**
 * A photo beside a card's words on a laptop: it fills the card's height and gives it none. A height it took from
 * the image once loaded would move every section under it, and a jump to a section below would land short.
 */
export const photoBeside = {
  box: "lg:relative lg:min-h-80",
  photo: "lg:absolute lg:inset-0 lg:aspect-auto lg:h-full",
};
