/** The game's small action button (maps, calendar): cyan in a black pixel frame, lifting on hover unless motion is reduced. */
export const gameButton =
  "pixel-frame bg-mana font-pixel text-night m-2 inline-flex min-h-11 items-center gap-2 px-3 py-2 text-[11px] transition-transform frame-black motion-safe:hover:-translate-y-1 motion-reduce:transition-none";
