/**
 * Travel and stay as each experience shows them: the places of the events,
 * each with its caption, its floor plan and the parking near it, the notes
 * on driving and walking, and the hotels. Both tell of a place in the couple's
 * words; the invitation shows its photo, and the game draws its floor plan as a map.
 */
import { eventPlaces, hotelsApart, placesCaptioned, walkFromIndex } from "./events.server";
import type { Place } from "../content/schema.server";
import { asPixelArt, shownPhoto, shownPlace, type ShownPhoto, type ShownPlace } from "./shown.server";
import type { Site } from "./site.server";

/** What of the site its travel is made from. */
type TravelSite = Pick<Site, "content" | "photos" | "words">;

/** A parking lot as its card shows it: the lot, and the couple's note on it. */
export type ShownLot = ShownPlace & { note?: string };

/** A place of the events, with what the page writes above it ("Ceremony · Dinner", "Venue") and its parking. */
export type TravelPlace<Shown> = { place: Shown; caption: string[]; parking: ShownLot[] };

type Travel<Shown, Hotel> = {
  places: TravelPlace<Shown>[];
  /** The index of the place whose card carries the walking note; -1 for none, where it stands with the driving note. */
  walkFrom: number;
  drivingNote?: string;
  walkingNote?: string;
  hotels: Hotel[];
};

/** The invitation's place: its words, photo and floor plan. */
export type ClassicPlace = ShownPlace & { floorPlan?: ShownPhoto };

/** The game's place: its floor plan drawn as a map, and its largest rendition to zoom into. */
export type GamePlace = ShownPlace & { floorPlan?: { drawn: ShownPhoto; fullSize: string } };

export type ClassicTravel = Travel<ClassicPlace, ShownPlace>;
export type GameTravel = Travel<GamePlace, ShownPlace>;

function travelOf<Shown, Hotel>(
  site: TravelSite,
  showPlace: (place: Place, index: number, lodging: boolean) => Shown,
  hotels: Hotel[],
): Travel<Shown, Hotel> {
  const { content, photos, words } = site;
  const { drivingNote, walkingNote } = content.travel ?? {};
  return {
    places: placesCaptioned(content, words.places).map(({ place, lodging, caption, parking }, index) => ({
      place: showPlace(place, index, lodging),
      caption,
      parking: parking.map((lot) => ({
        ...shownPlace(photos, lot, { photo: false }),
        ...(lot.note ? { note: lot.note } : {}),
      })),
    })),
    walkFrom: walkFromIndex(eventPlaces(content)),
    ...(drivingNote ? { drivingNote } : {}),
    ...(walkingNote ? { walkingNote } : {}),
    hotels,
  };
}

/** The classic page's: each place whole, and the hotels that hold no event apart (the places show theirs). */
export function classicTravel(site: TravelSite): ClassicTravel {
  const { photos } = site;
  return travelOf(
    site,
    (place) => ({
      ...shownPlace(photos, place),
      ...(place.floorPlan ? { floorPlan: shownPhoto(photos, place.floorPlan) } : {}),
    }),
    hotelsApart(site.content).map((hotel) => shownPlace(photos, hotel)),
  );
}

/**
 * The game's: a venue's words, and its plan drawn as the game's; its photo is the invitation's, while a hotel keeps
 * one, for guests choosing where to stay. A hotel that holds an event is among the places, as on the classic page.
 * The first plan is a phone's largest first-screen element: it comes inline.
 */
export function gameTravel(site: TravelSite): GameTravel {
  const { photos } = site;
  const hotelShown = (hotel: Place) => ({
    ...shownPlace(photos, hotel, { photo: false }),
    ...(hotel.photo ? { photo: asPixelArt(photos, hotel.photo, "photo") } : {}),
  });
  return travelOf(
    site,
    (place, index, lodging) => ({
      ...(lodging ? hotelShown(place) : shownPlace(photos, place, { photo: false })),
      ...(place.floorPlan
        ? {
            floorPlan: {
              drawn: asPixelArt(photos, place.floorPlan, "plan", { firstScreen: index === 0 }),
              fullSize: photos.pictureOf(place.floorPlan).img.src,
            },
          }
        : {}),
    }),
    hotelsApart(site.content).map(hotelShown),
  );
}
