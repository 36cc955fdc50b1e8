import type { ElementType, ReactNode } from "react";

/** A framed game panel: dark enough behind its text for AA contrast over the scene. */
export function Panel({
  as: Element = "div",
  className = "",
  children,
}: {
  as?: ElementType;
  className?: string;
  children: ReactNode;
}) {
  return <Element className={`pixel-frame bg-panel/95 m-2 p-5 sm:p-7 ${className}`}>{children}</Element>;
}
