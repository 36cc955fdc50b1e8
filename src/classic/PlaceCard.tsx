import type { ReactNode } from "react";
import type { ShownPlace } from "../site";
import { outlineButton } from "../invitation/buttons";
import { ExternalLink } from "../ui/ExternalLink";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { PostalAddress } from "../ui/places/PostalAddress";
import { useWords } from "../ui/locale";
import { fill } from "../words/fill";
import { Separated } from "../ui/Separated";
import { Unbroken } from "../ui/Unbroken";
import { photoBeside } from "./photo-beside";

/** The map button keeps to the foot of the block, so cards side by side line their buttons up. */
export function PlaceDetails({
  place,
  caption,
  centred = false,
  across = false,
  className = "",
  children,
}: {
  place: Omit<ShownPlace, "photo">;
  caption?: readonly string[];
  /** Beside a photo on a laptop, with no card beside it to line its button up with: in the middle of its height. */
  centred?: boolean;
  /** Alone across a row from a tablet's width: its words at the start, its button whole at the end, level with them. */
  across?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const words = useWords();
  return (
    <div
      className={`flex flex-col ${centred ? "lg:justify-center" : ""} ${across ? "md:flex-row md:items-center md:justify-between md:gap-8" : ""} ${className}`}
    >
      <div className={across ? "max-w-[36em]" : ""}>
        {caption ? (
          // Set at the start, not centred: the tracking's balance before the first letter would indent it.
          <p className="caption-caps mb-2 ps-0">
            <Separated parts={caption} tracked />
          </p>
        ) : null}
        <h3 className="font-serif text-[min(1.875rem,8vw)] leading-tight font-medium">
          <Unbroken>{place.name}</Unbroken>
        </h3>
        <PostalAddress place={place} className="mt-2 text-ink-soft" />
        {place.description || children ? (
          <div className="mt-4 flex flex-col gap-3 leading-relaxed">
            {place.description ? (
              <p>
                <Unbroken>{place.description}</Unbroken>
              </p>
            ) : null}
            {children}
          </div>
        ) : null}
      </div>
      <div
        aria-hidden="true"
        className={`min-h-6 min-w-8 flex-1 ${centred ? "lg:min-h-7 lg:flex-none" : ""} ${across ? "md:hidden" : ""}`}
      />
      <ExternalLink
        href={place.mapsUrl}
        className={`self-start text-sm ${across ? "md:shrink-0 md:self-center" : ""} ${outlineButton}`}
      >
        {words.places.openInMaps}
        <span className="sr-only"> {fill(words.forName, { name: place.name })}</span>
      </ExternalLink>
    </div>
  );
}

/**
 * A place's card, half a row wide from a tablet's width; `across`, the whole row: its photo wide above its words
 * on a tablet, and beside them on a laptop, as wide as the card above it, its words where that card's begin; with
 * no photo, its words laid across the row.
 */
export function PlaceCard({
  place,
  across = false,
  children,
}: {
  place: ShownPlace;
  across?: boolean;
  children?: ReactNode;
}) {
  return (
    <article
      className={`flex w-full flex-col overflow-hidden rounded-sm border border-gold/40 bg-paper ${across ? "lg:flex-row lg:gap-8" : "md:w-[calc(50%-var(--spacing)*4)]"}`}
    >
      {place.photo ? (
        <div className={across ? `${photoBeside.box} lg:w-[calc(50%-var(--spacing)*4)] lg:shrink-0` : ""}>
          <ResponsiveImage
            photo={place.photo}
            sizes={
              across ? "(min-width: 1024px) 480px, 92vw" : "(min-width: 1024px) 480px, (min-width: 768px) 45vw, 92vw"
            }
            className={`aspect-3/2 w-full ${across ? `md:aspect-16/7 ${photoBeside.photo}` : ""}`}
            crop
          />
        </div>
      ) : null}
      <PlaceDetails place={place} centred={across} across={across && !place.photo} className="flex-1 p-6 sm:p-8">
        {children}
      </PlaceDetails>
    </article>
  );
}
