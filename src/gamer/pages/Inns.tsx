import type { ShownPlace } from "../../site";
import { isLoneLast } from "../../ui/rows";
import { useWords } from "../../ui/locale";
import { Unbroken } from "../../ui/Unbroken";
import { PhotoPlace } from "../PhotoPlace";

export function Inns({ hotels }: { hotels: ShownPlace[] }) {
  const words = useWords();
  return (
    <ul className="flex flex-wrap justify-center gap-4">
      {hotels.map((hotel, index) => {
        // One left alone spans the row with its photo beside its words; without a photo, it keeps a card's width.
        const across = isLoneLast(index, hotels.length) && hotel.photo !== undefined;
        return (
          <PhotoPlace
            as="li"
            key={hotel.name}
            place={hotel}
            label={[words.places.lodging]}
            across={across}
            className={across ? "" : "md:w-[calc(50%-var(--spacing)*6)]"}
          >
            {hotel.description ? (
              <p className="text-2xl leading-snug">
                <Unbroken>{hotel.description}</Unbroken>
              </p>
            ) : null}
          </PhotoPlace>
        );
      })}
    </ul>
  );
}
