import type { ComponentProps } from "react";
import { useWords } from "./locale";

type ExternalLinkProps = Omit<ComponentProps<"a">, "target" | "rel"> & { href: string };

/**
 * Every link that leaves the site: RSVP, maps, articles. It opens a new tab
 * without giving that page a handle on this one, and tells screen-reader
 * users where they are going.
 */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const words = useWords();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {words.opensInNewTab}</span>
    </a>
  );
}
