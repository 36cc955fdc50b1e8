import type { ReactNode } from "react";
import { Human } from "pixelarticons/react/Human.js";
import type { GamePlace, TravelPlace } from "../../site";
import { useWords } from "../../ui/locale";
import { paired } from "../../ui/rows";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { Unbroken } from "../../ui/Unbroken";
import { gameTextLink } from "../buttons";
import { MapLink } from "../MapLink";
import { Panel } from "../Panel";
import { PhotoPlace } from "../PhotoPlace";
import { PlaceHeading } from "../PlaceHeading";

export type MapPlace = TravelPlace<GamePlace>;

// Panels without a plan or a photo pair up from md, map buttons level at their foot, so Tab goes across and never
// back up. One left alone spans the row, as one with a plan does: its words beside its address, or, with none, its
// map button at the row's end; a plan then takes the row's width under them. A hotel's panel spans the row, its
// photo beside its words. Beside the address, taller words lengthen the button's row, not the address's: the button
// stays under the address.
function panelLayout(places: MapPlace[], walkFrom: number, walking: boolean) {
  /** The panel of a place (lotIndex -1) or of its parking, counted across the column. */
  const of = (index: number, lotIndex = -1) =>
    places.slice(0, index).reduce((count, held) => count + 1 + held.parking.length, 0) + 1 + lotIndex;
  // The walk to the venue is said under its last parking, or under the venue where it has none.
  const walkingAt = walking && places[walkFrom] ? of(walkFrom, places[walkFrom].parking.length - 1) : -1;
  const spanning = places.flatMap(({ place, parking }) => [
    Boolean(place.floorPlan || place.photo),
    ...parking.map(() => false),
  ]);
  const notes = places.flatMap(({ place, parking }, index) => [
    Boolean(place.description) || of(index) === walkingAt,
    ...parking.map((lot, lotIndex) => Boolean(lot.description || lot.note) || of(index, lotIndex) === walkingAt),
  ]);
  const halves = paired(spanning.map((spans) => !spans));
  const across = spanning.map((spans, index) => !spans && !halves[index]);
  const besideNotes = spanning.map((spans, index) => (spans || across[index]) && notes[index]);
  return {
    of,
    walkingAt,
    notes: (index: number) => notes[index],
    width: (index: number) =>
      besideNotes[index]
        ? "md:col-span-2 md:grid md:grid-cols-2 md:grid-rows-[auto_1fr] md:content-start md:gap-x-8"
        : across[index]
          ? "md:col-span-2 md:flex-row md:items-end md:justify-between"
          : spanning[index]
            ? "md:col-span-2"
            : "",
    notesBeside: (index: number) => (besideNotes[index] ? "md:col-start-2 md:row-span-2 md:row-start-1" : ""),
    buttonUnder: (index: number) => (besideNotes[index] ? "md:col-start-1 md:row-start-2 md:mt-0" : ""),
  };
}

/** A place's own words under its heading, or beside it across a row: what the couple says of it, and the walk. */
function PlaceNotes({ className, children }: { className: string; children: ReactNode }) {
  return <div className={`flex flex-col gap-4 ${className}`}>{children}</div>;
}

/** A venue's plan drawn as the game's, with a link to its largest rendition: a phone shows it too small to read. */
function FloorPlan({ plan, priority }: { plan: NonNullable<GamePlace["floorPlan"]>; priority: boolean }) {
  const words = useWords();
  return (
    <div className="flex flex-col gap-2 md:col-span-2">
      <ResponsiveImage
        photo={plan.drawn}
        priority={priority}
        sizes="(min-width: 1024px) 440px, 90vw"
        className="pixelated-plan w-full border-4 border-black"
      />
      <a href={plan.fullSize} className={`${gameTextLink} text-mana self-start text-xl`}>
        {words.places.floorPlanFullSize}
      </a>
    </div>
  );
}

function Told({ text }: { text?: string }) {
  return text ? (
    <p className="text-2xl leading-snug">
      <Unbroken>{text}</Unbroken>
    </p>
  ) : null;
}

export function WorldMap({
  places,
  walkFrom,
  walkingNote: note,
}: {
  places: MapPlace[];
  walkFrom: number;
  walkingNote?: string;
}) {
  const words = useWords();
  const layout = panelLayout(places, walkFrom, Boolean(note));
  const walkingNote = note ? (
    // Its mark in its first line, so the lines under it take the panel's width: beside a column of its own, a
    // phone with text at 200% had no room for a run kept whole ("cake & wine").
    <p className="text-mana text-2xl leading-snug">
      <Human aria-hidden="true" className="me-3 inline-block size-6 align-[-0.2em]" />
      <Unbroken>{note}</Unbroken>
    </p>
  ) : null;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {places.flatMap(({ place, caption, parking }, index) => [
        place.photo ? (
          <PhotoPlace
            key={place.name}
            place={place}
            label={caption}
            across
            className="md:col-span-2"
            below={place.floorPlan ? <FloorPlan plan={place.floorPlan} priority={index === 0} /> : null}
          >
            <Told text={place.description} />
            {layout.of(index) === layout.walkingAt ? walkingNote : null}
          </PhotoPlace>
        ) : (
          <Panel key={place.name} className={`flex flex-col gap-4 ${layout.width(layout.of(index))}`}>
            <PlaceHeading place={place} label={caption} />
            {layout.notes(layout.of(index)) ? (
              <PlaceNotes className={layout.notesBeside(layout.of(index))}>
                <Told text={place.description} />
                {layout.of(index) === layout.walkingAt ? walkingNote : null}
              </PlaceNotes>
            ) : null}
            <div
              className={`flex flex-wrap items-center gap-x-6 gap-y-2 ${place.floorPlan ? "" : "mt-auto"} ${layout.buttonUnder(layout.of(index))}`}
            >
              <MapLink place={place} />
            </div>
            {/* Under the words, across the panel's width where they stand side by side. */}
            {place.floorPlan ? <FloorPlan plan={place.floorPlan} priority={index === 0} /> : null}
          </Panel>
        ),
        ...parking.map((lot, lotIndex) => (
          <Panel key={lot.name} className={`flex flex-col gap-4 ${layout.width(layout.of(index, lotIndex))}`}>
            <PlaceHeading place={lot} label={[words.places.parking]} />
            {layout.notes(layout.of(index, lotIndex)) ? (
              <PlaceNotes className={layout.notesBeside(layout.of(index, lotIndex))}>
                <Told text={lot.description} />
                <Told text={lot.note} />
                {layout.of(index, lotIndex) === layout.walkingAt ? walkingNote : null}
              </PlaceNotes>
            ) : null}
            <div className={`mt-auto ${layout.buttonUnder(layout.of(index, lotIndex))}`}>
              <MapLink place={lot} />
            </div>
          </Panel>
        )),
      ])}
    </div>
  );
}
