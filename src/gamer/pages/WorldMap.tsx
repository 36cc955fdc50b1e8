import { Human } from "pixelarticons/react/Human.js";
import type { ParkingPlace, Place, ShownPhoto } from "../../content";
import { useWords } from "../../ui/locale";
import { paired } from "../../ui/rows";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { Unbroken } from "../../ui/Unbroken";
import { gameTextLink } from "../buttons";
import { MapLink } from "../MapLink";
import { Panel } from "../Panel";
import { PlaceHeading } from "../PlaceHeading";

/** A place of the events as the game's map draws it: its floor plan as pixel art, with the plan as drawn to zoom into. */
export type MapPlace = {
  place: Place;
  caption?: string;
  parking: ParkingPlace[];
  floorPlan?: { drawn: ShownPhoto; fullSize: string };
};

/**
 * Each panel in the order of the day, a place then its parking. Panels without a floor plan pair up
 * from lg (paired), their map buttons level at their foot, so Tab goes across and never back up; a
 * plan's panel, whose buttons stand above the plan, takes the row, and so does a panel left unpaired,
 * its notes in a column beside its name: every panel of the column at one of two widths, and every
 * map button under its address.
 */
function panelLayout(places: MapPlace[]) {
  const plans = places.flatMap(({ floorPlan, parking }) => [Boolean(floorPlan), ...parking.map(() => false)]);
  const halves = paired(plans.map((plan) => !plan));
  const across = plans.map((plan, index) => !plan && !halves[index]);
  return {
    width: (index: number) =>
      across[index]
        ? "lg:col-span-2 lg:grid lg:grid-cols-2 lg:content-start lg:gap-x-8"
        : plans[index]
          ? "lg:col-span-2"
          : "",
    notesBeside: (index: number) => (across[index] ? "lg:col-start-2 lg:row-span-2 lg:row-start-1" : ""),
    buttonUnder: (index: number) => (across[index] ? "lg:col-start-1 lg:row-start-2 lg:mt-0" : ""),
    /** The panel of a place (lotIndex -1) or of its parking, counted across the column. */
    of: (index: number, lotIndex = -1) =>
      places.slice(0, index).reduce((count, held) => count + 1 + held.parking.length, 0) + 1 + lotIndex,
  };
}

/** The places of the day and their parking, as panels of the game's map. */
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
  const layout = panelLayout(places);
  // In the panel of the parking place the walk starts from, or of the place itself without one.
  const walkingNote = note ? (
    <p className="text-mana flex items-start gap-3 text-2xl leading-snug">
      <Human aria-hidden="true" className="mt-1 size-6 shrink-0" />
      {/* One flex item: its words' boxes flow in a line, not each in a column of its own. */}
      <span>
        <Unbroken>{note}</Unbroken>
      </span>
    </p>
  ) : null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {places.flatMap(({ place, floorPlan, caption, parking }, index) => [
        <Panel key={place.name} className={`flex flex-col gap-4 ${layout.width(layout.of(index))}`}>
          <PlaceHeading place={place} label={caption ?? words.places.venue} />
          {index === walkFrom && parking.length === 0 && walkingNote ? (
            <div className={layout.notesBeside(layout.of(index))}>{walkingNote}</div>
          ) : null}
          {/* The map button above the plan; without one, at the panel's foot, level with its pair's. */}
          <div
            className={`flex flex-wrap items-center gap-x-6 gap-y-2 ${floorPlan ? "" : `mt-auto ${layout.buttonUnder(layout.of(index))}`}`}
          >
            <MapLink place={place} />
          </div>
          {floorPlan ? (
            <ResponsiveImage
              photo={floorPlan.drawn}
              priority={index === 0}
              sizes="(min-width: 1024px) 440px, 90vw"
              className="pixelated-plan w-full border-4 border-black"
            />
          ) : null}
          {/* Under the plan, as its caption: a phone shows it too small to read its labels, and this is its
              largest rendition, to zoom into. Above it, the link read as a second button. */}
          {floorPlan ? (
            <a href={floorPlan.fullSize} className={`${gameTextLink} text-mana -mt-2 self-start text-xl`}>
              {words.places.floorPlanFullSize}
            </a>
          ) : null}
        </Panel>,
        ...parking.map((lot, lotIndex) => (
          <Panel key={lot.name} className={`flex flex-col gap-4 ${layout.width(layout.of(index, lotIndex))}`}>
            <PlaceHeading place={lot} label={words.places.parking} />
            {lot.note || (index === walkFrom && lotIndex === parking.length - 1 && walkingNote) ? (
              <div className={`flex flex-col gap-4 ${layout.notesBeside(layout.of(index, lotIndex))}`}>
                {lot.note ? (
                  <p className="text-2xl leading-snug">
                    <Unbroken>{lot.note}</Unbroken>
                  </p>
                ) : null}
                {index === walkFrom && lotIndex === parking.length - 1 ? walkingNote : null}
              </div>
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
