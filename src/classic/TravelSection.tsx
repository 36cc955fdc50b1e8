import { Car } from "lucide-react";
import type { Content, Shown } from "../content";
import { textLink } from "../ui/buttons";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { PlaceCard } from "./PlaceCard";
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
      <div className="grid gap-8 md:grid-cols-2">
        <PlaceCard place={venue} photo={venue.photo}>
          <p>{venue.description}</p>
        </PlaceCard>
        <PlaceCard place={parking}>
          <p>{parking.note}</p>
          <p className="text-ink-soft">{travel.walkingNote}</p>
        </PlaceCard>
      </div>
      {/* Under both cards, so that Tab goes from the cards' map buttons, side by side, on down the page. */}
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
