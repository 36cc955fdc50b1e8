import { Car } from "lucide-react";
import type { Content, EventPlace, ParkingPlace, Shown } from "../content";
import { textLink } from "../invitation/buttons";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { PlaceCard, PlaceDetails } from "./PlaceCard";
import { Section } from "./Section";
import { SectionHeading } from "./SectionHeading";

type TravelSectionProps = {
  /** Where the events are held, the wedding's place first. */
  places: Shown<EventPlace>[];
  parking: ParkingPlace[];
  travel: Shown<Content["travel"]>;
};

export function TravelSection({ places: [main, ...others], parking, travel = {} }: TravelSectionProps) {
  // The walk is from where the car is left: under the last parking place, or under the venue without one.
  const walkingNote = travel.walkingNote ? <p className="text-ink-soft">{travel.walkingNote}</p> : null;
  return (
    <Section id="travel-info">
      <SectionHeading caption="Getting there">Travel</SectionHeading>
      {travel.drivingNote ? (
        <p className="mx-auto mb-12 flex max-w-2xl items-start justify-center gap-3 text-lg text-ink-soft">
          <Car aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-text" />
          {travel.drivingNote}
        </p>
      ) : null}
      {/*
        The wedding's place and where to park, in one card under the place's photo: as two cards side
        by side, the parking one, which has no photo, stood mostly empty beside the venue's.
      */}
      <article className="overflow-hidden rounded-sm border border-gold/40 bg-paper">
        {main.place.photo ? (
          <ResponsiveImage
            photo={main.place.photo}
            sizes="(min-width: 1100px) 1024px, 92vw"
            className="aspect-3/2 w-full object-cover md:aspect-5/2"
          />
        ) : null}
        <div className={`grid gap-8 p-6 sm:p-8 ${parking.length > 0 ? "md:grid-cols-2 md:gap-0" : ""}`}>
          <PlaceDetails place={main.place} caption={main.caption} className={parking.length > 0 ? "md:pr-8" : ""}>
            {main.place.description ? <p>{main.place.description}</p> : null}
            {parking.length === 0 ? walkingNote : null}
          </PlaceDetails>
          {parking.length > 0 ? (
            <div className="flex flex-col gap-8 border-t border-gold/40 pt-8 md:border-t-0 md:border-l md:pt-0 md:pl-8">
              {parking.map((lot, index) => (
                <PlaceDetails key={lot.name} place={lot} caption="Parking" className="flex-1">
                  {lot.note ? <p>{lot.note}</p> : null}
                  {index === parking.length - 1 ? walkingNote : null}
                </PlaceDetails>
              ))}
            </div>
          ) : null}
        </div>
      </article>
      {others.length > 0 ? (
        // Two to a row, an odd last one centred, as the hotels.
        <div className="mt-8 flex flex-wrap justify-center gap-8 *:w-full md:*:w-[calc(50%-var(--spacing)*4)]">
          {others.map((held) => (
            <PlaceCard key={held.place.name} place={held.place} photo={held.place.photo} caption={held.caption}>
              {held.place.description ? <p>{held.place.description}</p> : null}
            </PlaceCard>
          ))}
        </div>
      ) : null}
      {/* Under the cards, so that Tab goes from their map buttons on down the page. */}
      {travel.floorPlan ? (
        <figure className="mx-auto mt-8 max-w-3xl rounded-sm border border-gold/40 bg-paper p-4">
          <ResponsiveImage photo={travel.floorPlan} sizes="(min-width: 800px) 736px, 88vw" className="w-full" />
          <figcaption className="mt-2 flex flex-wrap items-center justify-between gap-x-4 text-sm text-ink-soft">
            The floor plan
            <a href={travel.floorPlan.img.src} className={textLink}>
              See it full size
            </a>
          </figcaption>
        </figure>
      ) : null}
    </Section>
  );
}
