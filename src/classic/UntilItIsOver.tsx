import type { ReactNode } from "react";
import { useDayPhases, useIsOver } from "../ui/wedding-day";

/**
 * Shows one thing until the wedding is over and another after, by the guest's clock. Both are in one grid cell, so
 * the box is the larger from the first paint and the clock taking over moves nothing.
 */
export function UntilItIsOver({ after, children }: { after: ReactNode; children: ReactNode }) {
  const followed = useDayPhases() !== null;
  const isOver = useIsOver();
  if (!followed) return children;
  return (
    <div className="grid w-full place-items-center *:col-start-1 *:row-start-1">
      <div className={isOver ? "invisible" : ""}>{children}</div>
      <div className={isOver ? "" : "invisible"}>{after}</div>
    </div>
  );
}
