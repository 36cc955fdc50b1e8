import type { ReactNode } from "react";
import type { WeddingDay } from "../content/calendar.server";
import { useIsOver } from "../ui/wedding-day";

/**
 * One thing while the wedding is ahead or on, and `after` it another, both in
 * one grid cell: the box is the larger of the two from the first paint, so
 * nothing moves when the guest's clock takes over after it. The one not shown
 * is invisible, out of reach of Tab and screen readers. Where the site keeps
 * the invitation on every date (`day` null), only the first is there.
 */
export function UntilItIsOver({
  day,
  after,
  children,
}: {
  day: WeddingDay | null;
  after: ReactNode;
  children: ReactNode;
}) {
  const over = useIsOver(day?.end ?? null);
  if (!day) return children;
  return (
    <div className="grid w-full place-items-center *:col-start-1 *:row-start-1">
      <div className={over ? "invisible" : ""}>{children}</div>
      <div className={over ? "" : "invisible"}>{after}</div>
    </div>
  );
}
