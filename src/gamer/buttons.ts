/** A pixel button's lift as the pointer comes over it. */
export const liftOnHover = "transition-transform motion-safe:hover:-translate-y-1 motion-reduce:transition-none";

export const gameButton = `pixel-frame bg-mana font-pixel text-night frame-black m-2 inline-flex min-h-11 items-center gap-2 px-3 py-2 text-[11px] ${liftOnHover}`;

export const gameTextLink = "hover:text-coin inline-flex min-h-11 items-center underline underline-offset-4";

export const languagePanel = "pixel-frame bg-panel px-1";

export const languageLink =
  "font-pixel flex min-h-11 min-w-11 items-center justify-center text-xs text-white hover:text-mana aria-[current=true]:text-coin sm:text-sm";
