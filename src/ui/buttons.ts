/**
 * The invitation's two button looks, for the landing, 404 and classic pages.
 * Both lift on hover unless the guest prefers less motion.
 */
const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-[0.2em] uppercase transition duration-300 motion-safe:hover:-translate-y-1 motion-safe:hover:shadow-lg motion-reduce:transition-none";

export const solidButton = `${base} bg-ink px-8 py-3 text-paper hover:bg-ink-soft`;
export const outlineButton = `${base} border border-ink px-8 py-3 hover:bg-ink hover:text-paper`;
