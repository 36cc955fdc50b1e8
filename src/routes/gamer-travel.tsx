import { Car } from "pixelarticons/react/Car.js";
import { Human } from "pixelarticons/react/Human.js";
import { gamerPageHead, siteAt } from "../content/content.server";
import { useWords } from "../ui/locale";
import { eventPlaces, hotelPlaces, walkFromIndex } from "../content/events.server";
import { asPixelArt, shown } from "../content/shown.server";
import { MapLink } from "../gamer/MapLink";
import { PlaceHeading } from "../gamer/PlaceHeading";
import { PageTitle } from "../gamer/PageTitle";
import { Panel } from "../gamer/Panel";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import type { Route } from "./+types/gamer-travel";
import { Unbroken } from "../ui/Unbroken";

export function loader({ request }: Route.LoaderArgs) {
  const site = siteAt(request);
  const { content } = site;
  const page = shown({
    // A place's description and photo are the invitation's: the game's map shows where, and the way in.
    walkFrom: walkFromIndex(eventPlaces(content)),
    places: eventPlaces(content).map(({ place, caption, parking }) => ({
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
    // The first place's floor plan is the first screen's largest element on a phone, unless a long driving
    // note pushes it below: it comes inline with the HTML, the others as files when they come near the screen.
    // Its full size, to zoom into its names, is the plan as the couple drew it.
    places: page.places.map(({ place: { floorPlan, ...place }, ...held }, index) => ({
      ...held,
      place,
      floorPlan: floorPlan && {
        drawn: asPixelArt(floorPlan, "plan", { firstScreen: index === 0 }),
        fullSize: floorPlan.img.src,
      },
    })),
    hotels: page.hotels.map((hotel) => ({ ...hotel, photo: hotel.photo && asPixelArt(hotel.photo, "photo") })),
  };
}

export { meta } from "../ui/head";

/**
 * A heading over the panels, its first letter over their frame's white edge: a panel keeps
 * 8 px of margin for its frame, whose outer half is black and lost on the night.
 */
const sectionHeading = "font-pixel text-coin text-pixel-sm text-shadow-pixel-sm mx-1 sm:text-base";

export default function GamerTravel({ loaderData }: Route.ComponentProps) {
  const { places, walkFrom, travel, hotels } = loaderData;
  const words = useWords();
  // In the panel of the parking place the walk starts from, or of the place itself without one.
  const walkingNote = travel.walkingNote ? (
    <p className="text-mana flex items-start gap-3 text-2xl leading-snug">
      <Human aria-hidden="true" className="mt-1 size-6 shrink-0" />
      {/* One flex item: its words' boxes flow in a line, not each in a column of its own. */}
      <span>
        <Unbroken>{travel.walkingNote}</Unbroken>
      </span>
    </p>
  ) : null;
  const panels = places.reduce((count, held) => count + 1 + held.parking.length, 0);
  // The last panel of an odd number, centred on a row of its own at a panel's width.
  const loneLast = (last: boolean) =>
    last && panels % 2 === 1 ? "lg:col-span-2 lg:w-[calc(50%-var(--spacing)*6)] lg:justify-self-center" : "";
  return (
    <>
      <PageTitle>{loaderData.title}</PageTitle>
      {travel.drivingNote ? (
        <Panel className="mb-10 flex items-start gap-4 text-2xl">
          <Car aria-hidden="true" className="text-heart mt-1 size-6 shrink-0" />
          <p>
            <Unbroken>{travel.drivingNote}</Unbroken>
          </p>
        </Panel>
      ) : null}

      <h2 className={`${sectionHeading} mb-5`}>{words.game.worldMap}</h2>
      {/* Two to a row from lg, in the order of the day, each place followed by its parking; an odd last one centred. */}
      <div className="grid gap-4 lg:grid-cols-2">
        {places.flatMap(({ place, floorPlan, caption, parking }, index) => [
          <Panel
            key={place.name}
            className={`flex flex-col gap-4 ${loneLast(index === places.length - 1 && parking.length === 0)}`}
          >
            <div>
              <PlaceHeading place={place} label={caption ?? words.places.venue} />
            </div>
            {index === walkFrom && parking.length === 0 ? walkingNote : null}
            {/* Both buttons above the plan: Tab then goes on to the panel beside it, never back up. */}
            {/* At the panel's foot where nothing follows them, level with the button of the panel beside it. */}
            <div className={`flex flex-wrap items-center gap-x-6 gap-y-2 ${floorPlan ? "" : "mt-auto"}`}>
              <MapLink place={place} />
              {/* A phone shows the plan too small to read its labels: its largest rendition, to zoom into. */}
              {floorPlan ? (
                <a
                  href={floorPlan.fullSize}
                  className="text-mana hover:text-coin inline-flex min-h-11 items-center self-start text-xl underline underline-offset-4"
                >
                  {words.places.floorPlanFullSize}
                </a>
              ) : null}
            </div>
            {floorPlan ? (
              <ResponsiveImage
                photo={floorPlan.drawn}
                priority={index === 0}
                sizes="(min-width: 1024px) 440px, 90vw"
                className="pixelated-plan w-full border-4 border-black"
              />
            ) : null}
          </Panel>,
          ...parking.map((lot, lotIndex) => (
            <Panel
              key={lot.name}
              className={`flex flex-col gap-4 ${loneLast(index === places.length - 1 && lotIndex === parking.length - 1)}`}
            >
              <div>
                <PlaceHeading place={lot} label={words.places.parking} />
              </div>
              {lot.note ? (
                <p className="text-2xl leading-snug">
                  <Unbroken>{lot.note}</Unbroken>
                </p>
              ) : null}
              {index === walkFrom && lotIndex === parking.length - 1 ? walkingNote : null}
              <MapLink place={lot} className="mt-auto" />
            </Panel>
          )),
        ])}
      </div>

      {hotels.length > 0 ? (
        <>
          <h2 className={`${sectionHeading} mt-10 mb-5`}>{words.game.inns}</h2>
          {/* Two to a row, an odd last one centred: a couple may list one hotel or four. */}
          <ul className="*:w-inside-frame flex flex-wrap justify-center gap-4 md:*:w-[calc(50%-var(--spacing)*6)]">
            {hotels.map((hotel) => (
              <Panel as="li" key={hotel.name} className="flex flex-col gap-4">
                {hotel.photo ? (
                  <ResponsiveImage
                    photo={hotel.photo}
                    sizes="(min-width: 768px) 440px, 90vw"
                    className="pixelated aspect-3/2 w-full border-4 border-black object-cover"
                  />
                ) : null}
                <div>
                  <PlaceHeading place={hotel} label={words.places.lodging} />
                </div>
                <MapLink place={hotel} />
              </Panel>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
