import type { WeddingDay } from "../site";
import type { ReactNode } from "react";
import { useIsOver } from "../ui/wedding-day";

/**
 * Shows one thing until the wedding is over and another after, by the guest's clock. Both are in one grid cell, so
 * the box is the larger from the first paint and the clock taking over moves nothing.
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
