import type { GameSchedule } from "../../site";
import { CalendarLinks } from "../../ui/CalendarLinks";
import { useWords } from "../../ui/locale";
import { Unbroken } from "../../ui/Unbroken";
import { fill } from "../../words/fill";
import { gameButton } from "../buttons";
import { PageTitle } from "../PageTitle";
import { Quest } from "./Quest";

export type ScheduleProps = {
  title: string;
  schedule: GameSchedule;
};

export function SchedulePage({ title, schedule }: ScheduleProps) {
  const words = useWords();
  const { calendar, zone } = schedule;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {"quests" in schedule ? (
        <>
          <div className="mx-2 text-center">
            <p className="text-shadow-pixel-sm text-2xl text-balance">
              <Unbroken>{fill(words.calendar.allTimes, { zone })}</Unbroken>
            </p>
            <CalendarLinks
              links={calendar}
              keepRoom
              className="mt-2 flex flex-wrap justify-center gap-x-2 gap-y-5"
              linkClassName={gameButton}
            />
          </div>
          {schedule.quests.map((event) => (
            <Quest key={event.name} event={event} zone={zone} calendar={calendar} />
          ))}
        </>
      ) : (
        <Quest event={schedule.only} zone={zone} calendar={calendar} />
      )}
    </>
  );
}
