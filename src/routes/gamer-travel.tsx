import { Car } from "pixelarticons/react/Car.js";
import { Human } from "pixelarticons/react/Human.js";
import { gamerPageHead, siteAt } from "../content/content.server";
import { useWords } from "../ui/locale";
import { eventPlaces, hotelPlaces, walkFromIndex } from "../content/events.server";
import { asPixelArt, shown } from "../content/shown.server";
import { MapLink } from "../gamer/MapLink";
import { PlaceHeading } from "../gamer/PlaceHeading";
import { PageTitle } from "../gamer/PageTitle";
import { gameTextLink } from "../gamer/buttons";
import { Panel } from "../gamer/Panel";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import type { Route } from "./+types/gamer-travel";
import { Unbroken } from "../ui/Unbroken";
import { paired } from "../ui/paired";
import { isLoneLast } from "../ui/lone-last";

export function loader({ request }: Route.LoaderArgs) {
  const site = siteAt(request);
  const { content } = site;
  const page = shown({
    // A venue's description and photo are the invitation's: the game's map shows where, and the way in.
    // A hotel keeps both, for guests choosing where to stay.
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
  // Each panel in the order of the day, a place then its parking. Panels without a floor plan pair up
  // from lg (paired), their map buttons level at their foot, so Tab goes across and never back up; a
  // plan's panel, whose buttons stand above the plan, takes the row, and so does a panel left unpaired,
  // its notes in a column beside its name: every panel of the column at one of two widths, and every
  // map button under its address.
  const plans = places.flatMap(({ floorPlan, parking }) => [Boolean(floorPlan), ...parking.map(() => false)]);
  const halves = paired(plans.map((plan) => !plan));
  const across = plans.map((plan, index) => !plan && !halves[index]);
  const panelWidths = plans.map((plan, index) =>
    across[index] ? "lg:col-span-2 lg:grid lg:grid-cols-2 lg:content-start lg:gap-x-8" : plan ? "lg:col-span-2" : "",
  );
  const notesBeside = (index: number) => (across[index] ? "lg:col-start-2 lg:row-span-2 lg:row-start-1" : "");
  const buttonUnder = (index: number) => (across[index] ? "lg:col-start-1 lg:row-start-2 lg:mt-0" : "");
  const panelIndex = (index: number, lotIndex = -1) =>
    places.slice(0, index).reduce((count, held) => count + 1 + held.parking.length, 0) + 1 + lotIndex;
  return (
    <>
      <PageTitle>{loaderData.title}</PageTitle>
      {travel.drivingNote ? (
        <Panel className="mb-10 flow-root text-2xl">
          {/* Floated, so the note's lines below it take the panel's width: a phone with its text large needs it. */}
          <Car aria-hidden="true" className="text-heart float-start me-4 mt-1 size-6" />
          <p>
            <Unbroken>{travel.drivingNote}</Unbroken>
          </p>
        </Panel>
      ) : null}

      <h2 className={`${sectionHeading} mb-5`}>{words.game.worldMap}</h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {places.flatMap(({ place, floorPlan, caption, parking }, index) => [
          <Panel key={place.name} className={`flex flex-col gap-4 ${panelWidths[panelIndex(index)]}`}>
            <PlaceHeading place={place} label={caption ?? words.places.venue} />
            {index === walkFrom && parking.length === 0 && walkingNote ? (
              <div className={notesBeside(panelIndex(index))}>{walkingNote}</div>
            ) : null}
            {/* The map button above the plan; without one, at the panel's foot, level with its pair's. */}
            <div
              className={`flex flex-wrap items-center gap-x-6 gap-y-2 ${floorPlan ? "" : `mt-auto ${buttonUnder(panelIndex(index))}`}`}
            >
              <MapLink place={place} />
            </div>
            {floorPlan ? (
              <ResponsiveImage
                photo={floorPlan.drawn}
                priority={index === 0}
                sizes="(min-width: 1024px) 440px, 90vw"
                className="pixelated-plan w-full border-4 border-black"
              />
            ) : null}
            {/* Under the plan, as its caption: a phone shows it too small to read its labels, and this is its
                largest rendition, to zoom into. Above it, the link read as a second button. */}
            {floorPlan ? (
              <a href={floorPlan.fullSize} className={`${gameTextLink} text-mana -mt-2 self-start text-xl`}>
                {words.places.floorPlanFullSize}
              </a>
            ) : null}
          </Panel>,
          ...parking.map((lot, lotIndex) => (
            <Panel key={lot.name} className={`flex flex-col gap-4 ${panelWidths[panelIndex(index, lotIndex)]}`}>
              <PlaceHeading place={lot} label={words.places.parking} />
              {lot.note || (index === walkFrom && lotIndex === parking.length - 1 && walkingNote) ? (
                <div className={`flex flex-col gap-4 ${notesBeside(panelIndex(index, lotIndex))}`}>
                  {lot.note ? (
                    <p className="text-2xl leading-snug">
                      <Unbroken>{lot.note}</Unbroken>
                    </p>
                  ) : null}
                  {index === walkFrom && lotIndex === parking.length - 1 ? walkingNote : null}
                </div>
              ) : null}
              <div className={`mt-auto ${buttonUnder(panelIndex(index, lotIndex))}`}>
                <MapLink place={lot} />
              </div>
            </Panel>
          )),
        ])}
      </div>

      {hotels.length > 0 ? (
        <>
          <h2 className={`${sectionHeading} mt-10 mb-5`}>{words.game.inns}</h2>
          {/* Two to a row, and an odd last one across the row, its photo beside its words: a couple may list one hotel or four. */}
          <ul className="flex flex-wrap justify-center gap-4">
            {hotels.map((hotel, index) => {
              const across = isLoneLast(index, hotels.length);
              return (
                <Panel
                  as="li"
                  key={hotel.name}
                  className={`w-inside-frame flex flex-col gap-4 ${across ? "md:flex-row md:items-center md:gap-8" : "md:w-[calc(50%-var(--spacing)*6)]"}`}
                >
                  {hotel.photo ? (
                    <div className={across ? "md:w-1/2 md:shrink-0" : ""}>
                      <ResponsiveImage
                        photo={hotel.photo}
                        sizes="(min-width: 768px) 440px, 90vw"
                        className="pixelated aspect-3/2 w-full border-4 border-black object-cover"
                      />
                    </div>
                  ) : null}
                  <div className="flex flex-col gap-4">
                    <PlaceHeading place={hotel} label={words.places.lodging} />
                    {hotel.description ? (
                      <p className="text-2xl leading-snug">
                        <Unbroken>{hotel.description}</Unbroken>
                      </p>
                    ) : null}
                    <MapLink place={hotel} />
                  </div>
                </Panel>
              );
            })}
          </ul>
        </>
      ) : null}
    </>
  );
}
