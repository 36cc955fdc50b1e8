import { MapPin } from "pixelarticons/react/MapPin.js";
import { content, coupleNames, gamerPageHead } from "../content/content.server";
import { calendarLinks } from "../content/calendar.server";
import { formatLongDate, formatTime, formatTimeRange, venueZone } from "../content/time";
import { CalendarLinks } from "../ui/CalendarLinks";
import { gameButton } from "../gamer/buttons";
import { PageTitle } from "../gamer/PageTitle";
import { Panel } from "../gamer/Panel";
import type { Route } from "./+types/gamer-schedule";

export function loader() {
  const { wedding, venue, schedule } = content;
  return {
    ...gamerPageHead("schedule"),
    wedding,
    zone: venueZone(wedding.date, wedding.timeZone),
    calendar: calendarLinks(content, coupleNames),
    venue: { name: venue.name, streetAddress: venue.streetAddress, cityZip: venue.cityZip },
    schedule,
  };
}

export { meta } from "../ui/head";

export default function GamerSchedule({ loaderData }: Route.ComponentProps) {
  const { wedding, zone, calendar, venue, schedule } = loaderData;
  return (
    <>
      <PageTitle>{loaderData.title}</PageTitle>
      <Panel className="text-center">
        <h2 className="font-pixel text-coin text-pixel-base leading-relaxed sm:text-lg">{venue.name}</h2>
        <p className="mt-3 text-3xl">{formatLongDate(wedding.date)}</p>
        <p className="text-mana text-3xl">
          {formatTimeRange(wedding.startTime, wedding.endTime)} <abbr title={zone.name}>{zone.abbreviation}</abbr>
        </p>
        <p className="text-xl">All times are {zone.name}</p>
        <p className="mt-2 text-2xl">
          {/* A narrow screen breaks the line between the street and the city, not inside either; the pin goes with the street. */}
          <span className="inline-block">
            <MapPin aria-hidden="true" className="text-heart mr-2 inline size-6 align-[-0.2em]" />
            {venue.streetAddress},
          </span>{" "}
          <span className="inline-block">{venue.cityZip}</span>
        </p>
        <CalendarLinks
          links={calendar}
          className="mt-4 flex flex-wrap justify-center gap-x-2"
          linkClassName={gameButton}
        />
      </Panel>
      {/* Rows of two, then four, with a last short row centred: a schedule may have any number of items. */}
      <ol className="mt-8 flex flex-wrap justify-center gap-4">
        {schedule.map((item, index) => (
          <Panel
            as="li"
            key={item.title}
            className="w-inside-frame flex flex-col items-center text-center sm:w-[calc(50%-var(--spacing)*6)] xl:w-[calc(25%-var(--spacing)*7)]"
          >
            <p className="font-pixel text-mana text-pixel-2xs">Stage {index + 1}</p>
            <time dateTime={item.time} className="font-pixel text-coin text-pixel-lg mt-3">
              {formatTime(item.time)}
            </time>
            <h2 className="mt-3 text-3xl leading-none">{item.title}</h2>
          </Panel>
        ))}
      </ol>
    </>
  );
}
