/**
 * What the pages show of the content's photos, places and story, picked field
 * by field: a page's data holds what it shows and nothing else, however the
 * content grows.
 */
import type { Focus, Picture, PixelKind } from "../content/photos.server";
import type { FaqItem, Photo, Place, StoryChapter } from "../content/schema.server";

/** How each photo is drawn: the build's photo pipeline (../content/photos.server.ts), or a test's table of them. */
export type Photos = {
  pictureOf: (photo: Photo) => Picture;
  isCutOut: (photo: Photo) => boolean;
  focusOf: (photo: Photo) => Focus;
  pixelArtOf: (photo: Photo, kind: PixelKind) => { picture: Picture; inline: string };
};

const drawsNone = (): never => {
  throw new Error("This site was made for its texts alone, and draws no photo.");
};

/** The photos of a site made for its texts alone (the fonts' letters, the link previews): none is ever drawn. */
export const NO_PHOTOS: Photos = {
  pictureOf: drawsNone,
  isCutOut: drawsNone,
  focusOf: drawsNone,
  pixelArtOf: drawsNone,
};

/**
 * A photo as a page draws it: its files at each size and format, what it shows, whether it is cut out, and,
 * where a box of another shape crops it, where its subject is.
 */
export type ShownPhoto = Picture & { alt: string; cutOut: boolean; focus?: Focus };

/** A photo drawn whole: a floor plan. */
export const shownPhoto = (photos: Photos, photo: Photo): ShownPhoto => ({
  alt: photo.alt,
  cutOut: photos.isCutOut(photo),
  ...photos.pictureOf(photo),
});

/** A photo a box of its own shape crops, around its subject. */
export const croppedPhoto = (photos: Photos, photo: Photo): ShownPhoto => ({
  ...shownPhoto(photos, photo),
  focus: photos.focusOf(photo),
});

/** The game's version of a photo: a palette PNG of a few colours; on the first screen, inline with the HTML. */
export function asPixelArt(photos: Photos, photo: Photo, kind: PixelKind, { firstScreen = false } = {}): ShownPhoto {
  const { picture, inline } = photos.pixelArtOf(photo, kind);
  return {
    alt: photo.alt,
    cutOut: photos.isCutOut(photo),
    // A photo's pixels are cropped to their box; a plan's are drawn whole.
    ...(kind === "photo" ? { focus: photos.focusOf(photo) } : {}),
    ...picture,
    img: { ...picture.img, src: firstScreen ? inline : picture.img.src },
  };
}

/** A place where it is named with its address: a card, an event's line, a parking lot. */
export type PlaceAddress = Pick<Place, "name" | "streetAddress" | "cityZip">;

export const placeAddress = ({ name, streetAddress, cityZip }: Place): PlaceAddress => ({
  name,
  streetAddress,
  cityZip,
});

/** A place as its card shows it: its name, address and map, and, where the page tells of it, its words and photo. */
export type ShownPlace = PlaceAddress & Pick<Place, "mapsUrl" | "description"> & { photo?: ShownPhoto };

export const shownPlace = (photos: Photos, place: Place, { description = true, photo = true } = {}): ShownPlace => ({
  ...placeAddress(place),
  mapsUrl: place.mapsUrl,
  ...(description && place.description ? { description: place.description } : {}),
  ...(photo && place.photo ? { photo: croppedPhoto(photos, place.photo) } : {}),
});

/** A chapter of the story as an experience tells it: its year as that experience writes it. */
export type ShownChapter = Pick<StoryChapter, "title" | "text"> & { year: string; photo: ShownPhoto };

/** The story as an experience tells it: each chapter's year as that experience writes it. */
export const shownStory = (
  photos: Photos,
  story: readonly StoryChapter[],
  year: "classicYear" | "gamerYear",
  photoOf: (photo: Photo, index: number) => ShownPhoto = (photo) => croppedPhoto(photos, photo),
): ShownChapter[] =>
  story.map((chapter, index) => ({
    year: chapter[year],
    title: chapter.title,
    text: chapter.text,
    photo: photoOf(chapter.photo, index),
  }));

/** A question of the FAQ as both experiences show it, with its link where the couple gave one. */
export type ShownQuestion = Pick<FaqItem, "question" | "answer"> & { link?: { label: string; url: string } };

export const shownFaq = (faq: readonly FaqItem[]): ShownQuestion[] =>
  faq.map(({ question, answer, link }) => ({
    question,
    answer,
    ...(link ? { link: { label: link.label, url: link.url } } : {}),
  }));
