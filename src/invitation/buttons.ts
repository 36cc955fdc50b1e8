const rise =
  "transition duration-300 motion-safe:hover:-translate-y-1 motion-safe:hover:shadow-lg motion-reduce:transition-none";
const base = `inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-[0.2em] uppercase [overflow-wrap:anywhere] ${rise}`;

// Hover warms the button to gold: greying it would read as disabled.
export const solidButton = `${base} bg-ink px-[min(2rem,8vw)] py-3 text-paper hover:bg-gold-text`;
export const outlineButton = `${base} border border-ink px-[min(2rem,8vw)] py-3 hover:bg-ink hover:text-paper`;

export const textLink =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-gold-text underline decoration-gold/60 underline-offset-4 hover:decoration-gold-text";

/** Stacked on a phone: side by side, a pair that fitted the fallback face moved when the web font came. */
export const calendarRow = "flex flex-wrap items-center justify-center gap-x-6 text-sm max-sm:flex-col";

const current = "aria-[current=true]:text-gold-text aria-[current=true]:underline";
export const languageLink = `flex min-h-11 min-w-11 items-center justify-center px-1 text-sm font-semibold tracking-[0.15em] text-ink-soft underline-offset-4 hover:text-gold-text ${current}`;

/**
 * The language switcher in an invitation card's top corner (the card is `relative`); on a phone in the flow above
 * its words, where a row too long (text at 200%) wraps.
 */
export const cornerLanguages =
  "-mt-11 mb-2 self-end sm:absolute sm:end-4 sm:top-3 sm:m-0 [&>ul]:flex-wrap [&>ul]:justify-end";
