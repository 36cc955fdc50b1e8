import type { ComponentProps } from "react";
import { useWords } from "./locale";

type ExternalLinkProps = Omit<ComponentProps<"a">, "target" | "rel"> & { href: string };

export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const words = useWords();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {words.opensInNewTab}</span>
    </a>
  );
}
