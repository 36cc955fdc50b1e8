import type { ShownPlace } from "../site";
import { PlaceCard } from "./PlaceCard";
import { Section } from "./Section";
import { SectionHeading } from "./SectionHeading";
import { useWords } from "../ui/locale";

export function StaySection({ hotels }: { hotels: ShownPlace[] }) {
  const said = useWords().classic;
  return (
    <Section id="stay">
      <SectionHeading caption={said.stayCaption}>{said.stay}</SectionHeading>
      <div className="flex flex-wrap justify-center gap-8 *:w-full md:*:w-[calc(50%-var(--spacing)*4)]">
        {hotels.map((hotel) => (
          <PlaceCard key={hotel.name} place={hotel} />
        ))}
      </div>
    </Section>
  );
}
