import type { ReactNode } from "react";
import { ExternalLink } from "./ExternalLink";

/**
 * The couple's RSVP page on the wedding-planning site. Each experience styles
 * it its own way; the destination and the new-tab behaviour are the same.
 */
export function RsvpButton({
  href,
  className,
  children = "RSVP",
}: {
  href: string;
  className: string;
  children?: ReactNode;
}) {
  return (
    <ExternalLink href={href} className={className}>
      {children}
    </ExternalLink>
  );
}
