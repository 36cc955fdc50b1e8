import type { ReactNode } from "react";
import { content } from "../content";
import { ExternalLink } from "./ExternalLink";

/**
 * The couple's RSVP page on the wedding-planning site. Each experience styles
 * it its own way; the destination and the new-tab behaviour are the same.
 */
export function RsvpButton({ className, children = "RSVP" }: { className: string; children?: ReactNode }) {
  return (
    <ExternalLink href={content.rsvpUrl} className={className}>
      {children}
    </ExternalLink>
  );
}
