import { MapPin } from "lucide-react";
import { content, pageTitle } from "../content";
import { formatLongDate, formatTime, formatTimeRange } from "../content/time";
import { PageTitle } from "../gamer/PageTitle";
import { Panel } from "../gamer/Panel";
import type { Route } from "./+types/gamer-schedule";

export function loader() {
  const { wedding, venue, schedule } = content;
  return { title: pageTitle("Schedule"), wedding, venue: { name: venue.name, streetAddress: venue.streetAddress, cityZip: venue.cityZip }, schedule };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export default function GamerSchedule({ loaderData }: Route.ComponentProps) {
  const { wedding, venue, schedule } = loaderData;
  return (
    <>
      <PageTitle>Schedule</PageTitle>
      <Panel className="text-center">
        <h2 className="font-pixel text-base leading-relaxed text-coin sm:text-lg">{venue.name}</h2>
        <p className="mt-3 text-3xl">{formatLongDate(wedding.date)}</p>
        <p className="text-3xl text-mana">{formatTimeRange(wedding.startTime, wedding.endTime)}</p>
        <p className="mt-2 inline-flex items-center gap-2 text-2xl">
          <MapPin aria-hidden="true" className="size-5 text-heart" />
          {venue.streetAddress}, {venue.cityZip}
        </p>
      </Panel>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {schedule.map((item, index) => (
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
