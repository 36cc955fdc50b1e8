import type { ElementType, ReactNode } from "react";

/** Opaque, so its text keeps AA contrast over the scene; `flush` has no padding, for rows that reach its frame. */
export function Panel({
  as: Element = "div",
  flush = false,
  className = "",
  children,
}: {
  as?: ElementType;
  flush?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return <Element className={`pixel-frame bg-panel m-2 ${flush ? "" : "p-5 sm:p-7"} ${className}`}>{children}</Element>;
}
