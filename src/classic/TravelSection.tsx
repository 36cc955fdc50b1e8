import { Car } from "lucide-react";
import type { Content, Shown } from "../content";
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
    </Section>
  );
}
