import { content, formatLongDate, formatTimeRange, pageTitle } from "../content";
import { ScheduleList } from "../ui/plain";

export const meta = () => [{ title: pageTitle("Schedule") }];

export default function GamerSchedule() {
  const { wedding, venue } = content;
  return (
    <>
      <h1 className="text-3xl">Schedule</h1>
      <p>{venue.name}</p>
      <p>{formatLongDate(wedding.date, wedding.weekday)}</p>
      <p>{formatTimeRange(wedding.startTime, wedding.endTime)}</p>
      <p>{venue.streetAddress}, {venue.cityZip}</p>
      <ScheduleList />
    </>
  );
}
