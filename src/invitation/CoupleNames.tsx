import { pageTitleProps } from "../ui/page-focus";
import type { Content } from "../content";

/**
 * The names' size, by the letters in their longest word: each word fits whole
 * on its line down to 320 px (a 1280 px window at 400% zoom). A letter of the
 * serif is about half an em wide, so a word of n letters needs n/2 em: the
 * size is at most 190/n % of the width the names have (cqi), and no more than
 * the design's. Names of seven letters or fewer keep the design's size.
 */
const NAME_SIZES: { upTo: number; className: string }[] = [
  { upTo: 7, className: "text-[min(3.75rem,17vw)] sm:text-8xl" },
  { upTo: 10, className: "text-[min(3.75rem,19cqi)] sm:text-[min(6rem,19cqi)]" },
  { upTo: 13, className: "text-[min(3.75rem,14cqi)] sm:text-[min(6rem,14cqi)]" },
  { upTo: 16, className: "text-[min(3.75rem,11cqi)] sm:text-[min(6rem,11cqi)]" },
];
/** Longer than any everyday word: it may break, where the line ends, rather than spill. */
const LONGER_NAME_SIZE = "text-[min(3.75rem,9cqi)] sm:text-[min(6rem,9cqi)] [overflow-wrap:anywhere]";

function nameSize(couple: Content["couple"]): string {
  const longest = Math.max(...`${couple.partnerOne} ${couple.partnerTwo}`.split(/\s+/).map((word) => [...word].length));
  return NAME_SIZES.find(({ upTo }) => longest <= upTo)?.className ?? LONGER_NAME_SIZE;
}

/** The couple's names as the page's one h1, with a gold ampersand; stacked on phones. */
export function CoupleNames({ couple }: { couple: Content["couple"] }) {
  return (
    // The width the names have, which their size follows.
    <div className="@container w-full">
      <h1
        {...pageTitleProps}
        className={`mx-auto mt-6 w-fit max-w-full font-serif leading-none font-medium ${nameSize(couple)}`}
      >
        {couple.partnerOne} <span className="mx-1 block text-5xl text-gold italic sm:inline sm:text-7xl">&amp;</span>{" "}
        {couple.partnerTwo}
      </h1>
    </div>
  );
}

/** The double gold frame of an invitation card. */
export const invitationFrame = "border border-gold/50 outline outline-1 outline-offset-[-10px] outline-gold/30";
