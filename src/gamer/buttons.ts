/** The game's small action button (maps, calendar): cyan in a black pixel frame, lifting on hover unless motion is reduced. */
export const gameButton =
  "pixel-frame bg-mana font-pixel text-night m-2 inline-flex min-h-11 items-center gap-2 px-3 py-2 text-[11px] transition-transform frame-black motion-safe:hover:-translate-y-1 motion-reduce:transition-none";

/** A link of the language switcher, as the game writes its captions: the current one in coin yellow. */
export const languageLink =
  "font-pixel text-pixel-2xs flex min-h-11 min-w-11 items-center justify-center text-white hover:text-mana aria-[current=true]:text-coin";
