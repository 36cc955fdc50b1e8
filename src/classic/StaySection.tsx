import type { Hotel, Shown } from "../content";
import { PlaceCard } from "./PlaceCard";
import { Section } from "./Section";
import { SectionHeading } from "./SectionHeading";

export function StaySection({ hotels }: { hotels: Shown<Hotel>[] }) {
  return (
    <Section id="stay" className="bg-paper-deep/60">
      <SectionHeading caption="Where to stay">Stay</SectionHeading>
      <div className="grid gap-8 md:grid-cols-2">
        {hotels.map((hotel) => (
          <PlaceCard key={hotel.name} place={hotel} photo={hotel.photo} />
        ))}
      </div>
    </Section>
  );
}
