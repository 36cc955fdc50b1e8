import { gamerPageHead } from "../content/page-head.server";
import { siteContext } from "../content/site-context.server";
import { eventPlaces, hotelPlaces, placesCaptioned, walkFromIndex } from "../content/events.server";
import { asPixelArt, shown } from "../content/shown.server";
import { TravelPage } from "../gamer/pages/TravelPage";
import type { Route } from "./+types/gamer-travel";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { content } = site;
  const { photos } = site;
  const page = shown(photos, {
    // A venue's description and photo are the invitation's; a hotel keeps both, for guests choosing where to stay.
    walkFrom: walkFromIndex(eventPlaces(content)),
    places: placesCaptioned(content, site.words.places).map(({ place, caption, parking }) => ({
      place: {
        name: place.name,
        streetAddress: place.streetAddress,
        cityZip: place.cityZip,
        mapsUrl: place.mapsUrl,
        floorPlan: place.floorPlan,
      },
      caption,
      parking,
    })),
    travel: content.travel ?? {},
    hotels: hotelPlaces(content),
  });
  return {
    ...gamerPageHead(site, "travel"),
    ...page,
    // The first plan is a phone's largest first-screen element, so it comes inline with the HTML.
    places: page.places.map(({ place: { floorPlan, ...place }, ...held }, index) => ({
      ...held,
      place,
      floorPlan: floorPlan && {
        drawn: asPixelArt(photos, floorPlan, "plan", { firstScreen: index === 0 }),
        fullSize: floorPlan.img.src,
      },
    })),
    hotels: page.hotels.map((hotel) => ({ ...hotel, photo: hotel.photo && asPixelArt(photos, hotel.photo, "photo") })),
  };
}

export { meta } from "../ui/head";

export default function GamerTravel({ loaderData }: Route.ComponentProps) {
  return <TravelPage {...loaderData} />;
}
