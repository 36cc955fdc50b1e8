import type { ReactNode } from "react";
import { ExternalLink } from "./ExternalLink";
import { useWords } from "./locale";

export function RsvpButton({ href, className, children }: { href: string; className: string; children?: ReactNode }) {
  const words = useWords();
  return (
    <ExternalLink href={href} className={className}>
      {children ?? words.day.rsvp}
    </ExternalLink>
  );
}
