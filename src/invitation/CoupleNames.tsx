import { pageTitleProps } from "../ui/page-focus";
import type { Content } from "../content";

/** The couple's names as the page's one h1, with a gold ampersand; stacked on phones. */
export function CoupleNames({ couple }: { couple: Content["couple"] }) {
  return (
    <h1
      {...pageTitleProps}
      className="mt-6 max-w-full font-serif text-[min(3.75rem,17vw)] leading-none font-medium sm:text-8xl"
    >
      {couple.partnerOne} <span className="mx-1 block text-5xl text-gold italic sm:inline sm:text-7xl">&amp;</span>{" "}
      {couple.partnerTwo}
    </h1>
  );
}

/** The double gold frame of an invitation card. */
export const invitationFrame = "border border-gold/50 outline outline-1 outline-offset-[-10px] outline-gold/30";
