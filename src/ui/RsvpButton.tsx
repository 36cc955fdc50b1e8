import type { ReactNode } from "react";
import { ExternalLink } from "./ExternalLink";
import { useWords } from "./locale";

/**
 * The couple's RSVP page on the wedding-planning site. Each experience styles
 * it its own way; the destination and the new-tab behaviour are the same.
 */
export function RsvpButton({ href, className, children }: { href: string; className: string; children?: ReactNode }) {
  const words = useWords();
  return (
    <ExternalLink href={href} className={className}>
      {children ?? words.day.rsvp}
    </ExternalLink>
  );
}
