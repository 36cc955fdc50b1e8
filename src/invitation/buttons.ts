/**
 * The invitation's link looks (two buttons and a text link), for the landing,
 * 404 and classic pages. The buttons lift on hover unless the guest prefers
 * less motion. A word wider than the button can be (a long one, in large
 * text on a narrow screen) breaks rather than spill out of its card, and the
 * sides narrow with the screen.
 */
const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-[0.2em] uppercase [overflow-wrap:anywhere] transition duration-300 motion-safe:hover:-translate-y-1 motion-safe:hover:shadow-lg motion-reduce:transition-none";

// Hover warms the button to gold: greying it would read as disabled.
export const solidButton = `${base} bg-ink px-[min(2rem,8vw)] py-3 text-paper hover:bg-gold-text`;
export const outlineButton = `${base} border border-ink px-[min(2rem,8vw)] py-3 hover:bg-ink hover:text-paper`;

/** A link in running text's place: gold, underlined, still a 44 px target. */
export const textLink =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-gold-text underline decoration-gold/60 underline-offset-4 hover:decoration-gold-text";

/**
 * The "Add to calendar" pair, side by side from sm up, one above the other on a phone: side by
 * side where they just fitted, a pair that fitted in the stand-in face and not the web font
 * (Portuguese's "Adicionar ao calendário") moved the second when the font came.
 */
export const calendarRow = "flex flex-wrap items-center justify-center gap-x-6 text-sm max-sm:flex-col";

/** A link of the language switcher: the code in small caps, the current one in gold and underlined. */
export const languageLink =
  "flex min-h-11 min-w-11 items-center justify-center px-1 text-sm font-semibold tracking-[0.15em] text-ink-soft underline-offset-4 hover:text-gold-text aria-[current=true]:text-gold-text aria-[current=true]:underline";
