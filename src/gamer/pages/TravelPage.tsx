import { Car } from "pixelarticons/react/Car.js";
import { Human } from "pixelarticons/react/Human.js";
import type { GameTravel } from "../../site";
import { useWords } from "../../ui/locale";
import { Unbroken } from "../../ui/Unbroken";
import { PageTitle } from "../PageTitle";
import { Panel } from "../Panel";
import { Inns } from "./Inns";
import { WorldMap } from "./WorldMap";

export type TravelProps = GameTravel & { title: string };

// mx-1: the first letter over the panels' white edge, as their frame's black outer half is lost on the night.
const sectionHeading = "font-pixel text-coin text-pixel-sm text-shadow-pixel-sm mx-1 sm:text-base";

export function TravelPage({ title, places, walkFrom, drivingNote, walkingNote, hotels }: TravelProps) {
  const words = useWords();
  // No place's card says which walk it is (two have their parking): it stands with the drive's, above them.
  const walkingNoteFirst = walkingNote && walkFrom === -1;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {drivingNote || walkingNoteFirst ? (
        // As wide as its lines, under the title: a hint, not a card with its right half empty; as wide as the
        // panels below where its lines would come within a few letters of them, not a near miss.
        <div className="@container mb-10 flex justify-center">
          {/* Each mark in its note's line, so the lines below it take the panel's width, and a first word too long
            to stand beside it goes whole to the next line. */}
          <Panel className="flex flex-col gap-4 text-2xl @max-3xl:flex-1">
            {drivingNote ? (
              <p className="max-w-[26em] [overflow-wrap:anywhere] @max-3xl:max-w-none">
                <Car aria-hidden="true" className="text-heart me-4 inline-block size-6 align-[-0.2em]" />
                <Unbroken>{drivingNote}</Unbroken>
              </p>
            ) : null}
            {walkingNoteFirst ? (
              <p className="text-mana max-w-[26em] [overflow-wrap:anywhere] @max-3xl:max-w-none">
                <Human aria-hidden="true" className="me-4 inline-block size-6 align-[-0.2em]" />
                <Unbroken>{walkingNote}</Unbroken>
              </p>
            ) : null}
          </Panel>
        </div>
      ) : null}
      <h2 className={`${sectionHeading} mb-5`}>{words.game.worldMap}</h2>
      <WorldMap places={places} walkFrom={walkFrom} walkingNote={walkingNote} />
      {hotels.length > 0 ? (
        <>
          <h2 className={`${sectionHeading} mt-10 mb-5`}>{words.game.inns}</h2>
          <Inns hotels={hotels} />
        </>
      ) : null}
    </>
  );
}
