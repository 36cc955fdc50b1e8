/** The game's small action button (maps, calendar): cyan in a black pixel frame, lifting on hover unless motion is reduced. */
export const gameButton =
  "pixel-frame bg-mana font-pixel text-night m-2 inline-flex min-h-11 items-center gap-2 px-3 py-2 text-[11px] transition-transform frame-black motion-safe:hover:-translate-y-1 motion-reduce:transition-none";

/** A link in running text's place, underlined, lit coin yellow on hover, still a 44 px target: its colour and size are its place's. */
export const gameTextLink = "hover:text-coin inline-flex min-h-11 items-center underline underline-offset-4";

/** The language switcher: a panel framed as the logo beside it is, as tall. */
export const languagePanel = "pixel-frame bg-panel px-1";

/** A link of the language switcher, in the logo's letters: the current one in coin yellow. */
export const languageLink =
  "font-pixel flex min-h-11 min-w-11 items-center justify-center text-xs text-white hover:text-mana aria-[current=true]:text-coin sm:text-sm";
