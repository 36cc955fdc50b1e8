import type { ElementType, ReactNode } from "react";

/**
 * A framed game panel, opaque: no fragment of the scene shows through it, and its text keeps AA
 * contrast. A `flush` panel has no padding, for rows that reach its frame (the FAQ's).
 */
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
