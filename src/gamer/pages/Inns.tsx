import type { ShownPlace } from "../../site";
import { isLoneLast } from "../../ui/rows";
import { useWords } from "../../ui/locale";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { Unbroken } from "../../ui/Unbroken";
import { MapLink } from "../MapLink";
import { Panel } from "../Panel";
import { PlaceHeading } from "../PlaceHeading";

export function Inns({ hotels }: { hotels: ShownPlace[] }) {
  const words = useWords();
  return (
    <ul className="flex flex-wrap justify-center gap-4">
      {hotels.map((hotel, index) => {
        // One left alone spans the row with its photo beside its words; without a photo, it keeps a card's width.
        const across = isLoneLast(index, hotels.length) && hotel.photo !== undefined;
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
                  className="pixelated aspect-3/2 w-full border-4 border-black"
                  crop
                />
              </div>
            ) : null}
            <div className="flex flex-col gap-4">
              <PlaceHeading place={hotel} label={[words.places.lodging]} />
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
  );
}
