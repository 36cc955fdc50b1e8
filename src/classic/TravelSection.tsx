import type { ReactNode } from "react";
import { Car, Footprints } from "lucide-react";
import type { ClassicPlace, ClassicTravel, ShownPhoto, TravelPlace } from "../site";
import { textLink } from "../invitation/buttons";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { PlaceDetails } from "./PlaceCard";
import { cardWidths, type CardWidth } from "../ui/rows";
import { Section } from "./Section";
import { SectionHeading } from "./SectionHeading";
import { useWords } from "../ui/locale";
import { Unbroken } from "../ui/Unbroken";
import { photoBeside } from "./photo-beside";

type TravelSectionProps = Omit<ClassicTravel, "hotels">;

/** A small card with no other to pair with takes the whole row, its words laid across it (PlaceDetails' `across`). */
const WIDTHS: Record<CardWidth, string> = {
  half: "",
  lone: "md:col-span-2",
  whole: "md:col-span-2",
};

function PlaceArticle({
  held,
  walkingNote,
  width,
  children,
}: {
  held: TravelPlace<ClassicPlace>;
  walkingNote?: ReactNode;
  width: CardWidth;
  children?: ReactNode;
}) {
  const { place } = held;
  // A photo over details alone would leave half a laptop's card empty under it: there it stands beside them.
  const beside = Boolean(place.photo) && !children;
  return (
    <article
      className={`overflow-hidden rounded-sm border border-gold/40 bg-paper ${beside ? "grid grid-cols-1 lg:grid-cols-2" : "flex flex-col"} ${WIDTHS[width]}`}
    >
      {place.photo ? (
        <div className={beside ? photoBeside.box : ""}>
          <ResponsiveImage
            photo={place.photo}
            sizes={
              beside ? "(min-width: 1100px) 512px, (min-width: 1024px) 46vw, 92vw" : "(min-width: 1100px) 1024px, 92vw"
            }
            className={`aspect-3/2 w-full md:aspect-2/1 ${beside ? photoBeside.photo : ""}`}
            crop
          />
        </div>
      ) : null}
      <div className={`grid flex-1 grid-cols-1 gap-8 p-6 sm:p-8 ${children ? "md:grid-cols-2 md:gap-0" : ""}`}>
        {/* Alone across a whole card, its lines are kept to a reading measure: 65ch sets 90 letters of Dutch. */}
        <PlaceDetails
          place={place}
          caption={held.caption}
          across={width === "lone"}
          className={children ? "md:pe-8" : width === "lone" ? "" : "max-w-[36em]"}
        >
          {walkingNote}
        </PlaceDetails>
        {children}
      </div>
      {place.floorPlan ? <FloorPlan plan={place.floorPlan} className={beside ? "lg:col-span-2" : ""} /> : null}
    </article>
  );
}

/** A place's floor plan, in its card under its details, as guests look for the tables once they are there. */
function FloorPlan({ plan, className }: { plan: ShownPhoto; className: string }) {
  const words = useWords();
  return (
    <figure className={`border-t border-gold/40 p-6 sm:p-8 ${className}`}>
      <ResponsiveImage
        photo={plan}
        sizes="(min-width: 720px) 640px, 88vw"
        className="mx-auto w-full max-w-2xl mix-blend-multiply grayscale"
      />
      <figcaption className="mx-auto mt-2 flex max-w-2xl flex-wrap items-center justify-between gap-x-4 text-sm text-ink-soft">
        {words.places.floorPlan}
        <a href={plan.img.src} className={textLink}>
          {words.places.fullSize}
        </a>
      </figcaption>
    </figure>
  );
}

export function TravelSection({ places, walkFrom, drivingNote, walkingNote: note }: TravelSectionProps) {
  // A place with no photo, parking or floor plan takes half a row, two by two as they come.
  const widths = cardWidths(
    places.map(({ place, parking }) => !place.photo && !place.floorPlan && parking.length === 0),
  );
  const words = useWords();
  // The walk from where the car is left, marked as the drive is: a way there, not the car park's own detail.
  const walkingNote = note ? (
    <p className="flex items-start gap-3 text-ink-soft">
      <Footprints aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-text" />
      <span className="min-w-0">
        <Unbroken>{note}</Unbroken>
      </span>
    </p>
  ) : null;
  return (
    <Section id="travel-info">
      <SectionHeading caption={words.classic.travelCaption}>{words.classic.travel}</SectionHeading>
      {drivingNote || (note && walkFrom === -1) ? (
        // Centred under the heading, as wide as its lines, each with its mark in the first one.
        <div className="mx-auto mb-12 flex max-w-[36em] flex-col gap-3 text-center text-lg text-balance break-words text-ink-soft">
          {drivingNote ? (
            <p>
              <Car aria-hidden="true" className="me-3 inline-block size-5 align-[-0.15em] text-gold-text" />
              <Unbroken>{drivingNote}</Unbroken>
            </p>
          ) : null}
          {note && walkFrom === -1 ? (
            <p>
              <Footprints aria-hidden="true" className="me-3 inline-block size-5 align-[-0.15em] text-gold-text" />
              <Unbroken>{note}</Unbroken>
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
        {places.map((held, index) => (
          <PlaceArticle
            key={held.place.name}
            held={held}
            walkingNote={index === walkFrom && held.parking.length === 0 ? walkingNote : null}
            width={widths[index]}
          >
            {held.parking.length > 0 ? (
              <div className="flex flex-col gap-8 border-t border-gold/40 pt-8 md:border-s md:border-t-0 md:ps-8 md:pt-0">
                {held.parking.map((lot, lotIndex) => (
                  <PlaceDetails key={lot.name} place={lot} caption={[words.places.parking]} className="flex-1">
                    {lot.note ? (
                      <p>
                        <Unbroken>{lot.note}</Unbroken>
                      </p>
                    ) : null}
                    {index === walkFrom && lotIndex === held.parking.length - 1 ? walkingNote : null}
                  </PlaceDetails>
                ))}
              </div>
            ) : null}
          </PlaceArticle>
        ))}
      </div>
    </Section>
  );
}
