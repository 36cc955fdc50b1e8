import { MapPin } from "lucide-react";
import { content, formatLongDate, formatTime, formatTimeRange, pageTitle } from "../content";
import { PageTitle } from "../gamer/PageTitle";
import { Panel } from "../gamer/Panel";

export const meta = () => [{ title: pageTitle("Schedule") }];

export default function GamerSchedule() {
  const { wedding, venue } = content;
  return (
    <>
      <PageTitle>Schedule</PageTitle>
      <Panel className="text-center">
        <h2 className="font-pixel text-base leading-relaxed text-coin sm:text-lg">{venue.name}</h2>
        <p className="mt-3 text-3xl">{formatLongDate(wedding.date, wedding.weekday)}</p>
        <p className="text-3xl text-mana">{formatTimeRange(wedding.startTime, wedding.endTime)}</p>
        <p className="mt-2 inline-flex items-center gap-2 text-2xl">
          <MapPin aria-hidden="true" className="size-5 text-heart" />
          {venue.streetAddress}, {venue.cityZip}
        </p>
      </Panel>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {content.schedule.map((item, index) => (
          <Panel as="li" key={item.title} className="flex flex-col items-center text-center">
            <p className="font-pixel text-[10px] text-mana">Stage {index + 1}</p>
            <time dateTime={item.time} className="mt-3 font-pixel text-lg text-coin">
              {formatTime(item.time)}
            </time>
            <h2 className="mt-3 text-3xl leading-none">{item.title}</h2>
          </Panel>
        ))}
      </ol>
    </>
  );
}
