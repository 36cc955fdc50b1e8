import type { ShownPlace } from "../site";
import { isLoneLast } from "../ui/rows";
import { PlaceCard } from "./PlaceCard";
import { Section } from "./Section";
import { SectionHeading } from "./SectionHeading";
import { useWords } from "../ui/locale";

export function StaySection({ hotels }: { hotels: ShownPlace[] }) {
  const classicWords = useWords().classic;
  return (
    <Section id="stay">
      <SectionHeading caption={classicWords.stayCaption}>{classicWords.stay}</SectionHeading>
      <div className="flex flex-wrap justify-center gap-8">
        {hotels.map((hotel, index) => (
          // One left alone spans the row with its photo beside its words, as in the game, or its words across it.
          <PlaceCard key={hotel.name} place={hotel} across={isLoneLast(index, hotels.length)} />
        ))}
      </div>
    </Section>
  );
}
