import { Car } from "pixelarticons/react/Car.js";
import { Human } from "pixelarticons/react/Human.js";
import { content, gamerPageHead } from "../content/content.server";
import { shown, withPreview } from "../content/shown.server";
import { MapLink } from "../gamer/MapLink";
import { PlaceHeading } from "../gamer/PlaceHeading";
import { PageTitle } from "../gamer/PageTitle";
import { Panel } from "../gamer/Panel";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import type { Route } from "./+types/gamer-travel";

export function loader() {
  const { venue, parking, travel, hotels } = content;
  const page = shown({ venue, parking, travel, hotels });
  // The floor plan is the first screen's largest element on a phone, unless a long driving
  // note pushes it below: its preview comes with the HTML, and the plan itself loads lazily,
  // so that it never takes a phone's first bandwidth when it is not on the first screen.
  page.travel.floorPlan = withPreview(page.travel.floorPlan);
  return { ...gamerPageHead("travel"), ...page };
}

export { meta } from "../ui/head";

export default function GamerTravel({ loaderData }: Route.ComponentProps) {
  const { venue, parking, travel, hotels } = loaderData;
  return (
    <>
      <PageTitle>{loaderData.title}</PageTitle>
      <Panel className="flex items-start gap-4 text-2xl">
        <Car aria-hidden="true" className="text-heart mt-1 size-6 shrink-0" />
        <p>{travel.drivingNote}</p>
      </Panel>

      <h2 className="font-pixel text-coin text-pixel-sm text-shadow-pixel-sm mt-10 mb-5 sm:text-base">World map</h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel className="flex flex-col gap-4">
          <div>
            <PlaceHeading place={venue} label="Venue" />
          </div>
          {/* Both buttons above the plan: Tab then goes on to the parking panel beside it, never back up. */}
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <MapLink place={venue} />
            {/* A phone shows the plan too small to read its labels: its largest rendition, to zoom into. */}
            <a
              href={travel.floorPlan.img.src}
              className="text-mana hover:text-coin inline-flex min-h-11 items-center self-start text-xl underline underline-offset-4"
            >
              See the floor plan full size
            </a>
          </div>
          <ResponsiveImage
            photo={travel.floorPlan}
            sizes="(min-width: 1024px) 440px, 90vw"
            className="w-full border-4 border-black"
          />
        </Panel>
        <Panel className="flex flex-col gap-4">
          <div>
            <PlaceHeading place={parking} label="Parking" />
          </div>
          <p className="text-2xl leading-snug">{parking.note}</p>
          <p className="text-mana flex items-start gap-3 text-2xl leading-snug">
            <Human aria-hidden="true" className="mt-1 size-6 shrink-0" />
            {travel.walkingNote}
          </p>
          <MapLink place={parking} />
        </Panel>
      </div>

      <h2 className="font-pixel text-coin text-pixel-sm text-shadow-pixel-sm mt-10 mb-5 sm:text-base">Inns to rest</h2>
      {/* Two to a row, an odd last one centred: a couple may list one hotel or four. */}
      <ul className="*:w-inside-frame flex flex-wrap justify-center gap-4 md:*:w-[calc(50%-var(--spacing)*6)]">
        {hotels.map((hotel) => (
          <Panel as="li" key={hotel.name} className="flex flex-col gap-4">
            <ResponsiveImage
              photo={hotel.photo}
              sizes="(min-width: 768px) 440px, 90vw"
              className="aspect-3/2 w-full border-4 border-black object-cover"
            />
            <div>
              <PlaceHeading place={hotel} label="Lodging" />
            </div>
            <MapLink place={hotel} />
          </Panel>
        ))}
      </ul>
    </>
  );
}
