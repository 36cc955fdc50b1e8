import type { ElementType, ReactNode } from "react";

/** A framed game panel, opaque: no fragment of the scene shows through it, and its text keeps AA contrast. */
export function Panel({
  as: Element = "div",
  className = "",
  children,
}: {
  as?: ElementType;
  className?: string;
  children: ReactNode;
}) {
  return <Element className={`pixel-frame bg-panel m-2 p-5 sm:p-7 ${className}`}>{children}</Element>;
}
