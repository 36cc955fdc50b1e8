import type { ElementType, ReactNode } from "react";
import type { ShownPlace } from "../site";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { MapLink } from "./MapLink";
import { Panel } from "./Panel";
import { PlaceHeading } from "./PlaceHeading";

/**
 * A hotel's panel: its photo over its words, or beside them where the panel spans a row from md; what `below` holds
 * (a venue's floor plan) takes the row's width under both.
 */
export function PhotoPlace({
  as,
  place,
  label,
  across,
  className = "",
  children,
  below,
}: {
  as?: ElementType;
  place: ShownPlace;
  label: readonly string[];
  across: boolean;
  className?: string;
  children?: ReactNode;
  below?: ReactNode;
}) {
  return (
    <Panel
      as={as}
      className={`w-inside-frame flex flex-col gap-4 ${across ? "md:grid md:grid-cols-2 md:items-center md:gap-x-8" : ""} ${className}`}
    >
      {place.photo ? (
        <ResponsiveImage
          photo={place.photo}
          sizes="(min-width: 768px) 440px, 90vw"
          className="pixelated aspect-3/2 w-full border-4 border-black"
          crop
        />
      ) : null}
      <div className="flex flex-col gap-4">
        <PlaceHeading place={place} label={label} />
        {children}
        <MapLink place={place} />
      </div>
      {below ? <div className="md:col-span-2">{below}</div> : null}
    </Panel>
  );
}
