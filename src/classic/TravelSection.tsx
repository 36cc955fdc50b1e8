import { Car } from "lucide-react";
import type { Content, Shown } from "../content";
import { textLink } from "../invitation/buttons";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { PlaceDetails } from "./PlaceCard";
import { Section } from "./Section";
import { SectionHeading } from "./SectionHeading";

type TravelSectionProps = Shown<Pick<Content, "venue" | "parking" | "travel">>;

export function TravelSection({ venue, parking, travel }: TravelSectionProps) {
  return (
    <Section id="travel-info">
      <SectionHeading caption="Getting there">Travel</SectionHeading>
      <p className="mx-auto mb-12 flex max-w-2xl items-start justify-center gap-3 text-lg text-ink-soft">
        <Car aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-text" />
        {travel.drivingNote}
      </p>
      {/*
        The venue and where to park, in one card under the venue's photo: as two cards side by
        side, the parking one, which has no photo, stood mostly empty beside the venue's.
      */}
      <article className="overflow-hidden rounded-sm border border-gold/40 bg-paper">
        <ResponsiveImage
          photo={venue.photo}
          sizes="(min-width: 1100px) 1024px, 92vw"
          className="aspect-3/2 w-full object-cover md:aspect-5/2"
        />
        <div className="grid gap-8 p-6 sm:p-8 md:grid-cols-2 md:gap-0">
          <PlaceDetails place={venue} caption="Venue" className="md:pr-8">
            <p>{venue.description}</p>
          </PlaceDetails>
          <PlaceDetails
            place={parking}
            caption="Parking"
            className="border-t border-gold/40 pt-8 md:border-t-0 md:border-l md:pt-0 md:pl-8"
          >
            <p>{parking.note}</p>
            <p className="text-ink-soft">{travel.walkingNote}</p>
          </PlaceDetails>
        </div>
      </article>
      {/* Under the card, so that Tab goes from its map buttons on down the page. */}
      <figure className="mx-auto mt-8 max-w-3xl rounded-sm border border-gold/40 bg-paper p-4">
        <ResponsiveImage photo={travel.floorPlan} sizes="(min-width: 800px) 736px, 88vw" className="w-full" />
        <figcaption className="mt-2 flex flex-wrap items-center justify-between gap-x-4 text-sm text-ink-soft">
          The floor plan
          <a href={travel.floorPlan.img.src} className={textLink}>
            See it full size
          </a>
        </figcaption>
      </figure>
    </Section>
  );
}
