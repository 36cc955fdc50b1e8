import type { ReactNode } from "react";
import type { WeddingDay } from "../content/calendar.server";
import { useDayStatus } from "../ui/wedding-day";

/**
 * One thing before the wedding, another on the day (`today`) and another
 * after it (`after`), all in one grid cell: the box is the largest of them
 * from the first paint, so nothing moves when the guest's clock takes over
 * after it. The ones not shown are invisible, out of reach of Tab and screen
 * readers. Where the site keeps the invitation on every date (`day` null),
 * only the first is there.
 */
export function ByTheDay({
  day,
  today,
  after,
  children,
}: {
  day: WeddingDay | null;
  today: ReactNode;
  after: ReactNode;
  children: ReactNode;
}) {
  const { phase } = useDayStatus(day);
  if (!day) return children;
  const shown = (when: typeof phase) => (phase === when ? "" : "invisible");
  return (
    <div className="grid w-full place-items-center *:col-start-1 *:row-start-1">
      <div className={shown("before")}>{children}</div>
      <div className={shown("today")}>{today}</div>
      <div className={shown("after")}>{after}</div>
    </div>
  );
}
