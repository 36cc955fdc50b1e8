import { Lock } from "pixelarticons/react/Lock.js";
import { Sword } from "pixelarticons/react/Sword.js";
import { NavLink } from "react-router";
import { RsvpButton } from "../ui/RsvpButton";
import { useDayPhase, useDayPhases } from "../ui/wedding-day";
import type { DayPhase } from "../ui/day-phases";
import { PixelHeart } from "./PixelHeart";
import type { GamerLink } from "../pages";
import { PIXEL_ICONS } from "./icons";
import { useWords } from "../ui/locale";
import { RoomFor } from "../ui/RoomFor";
import { hotbarRows, oneRowFrom, questFitsHalfARow, type BarBreakpoint } from "./bar-widths";

/** A page's name under its icon, on a pointer's hover or the keyboard's focus, from sm up. */
const TOOLTIP = [
  "pointer-events-none invisible absolute top-full z-20 mt-3 max-sm:hidden group-hover:visible group-focus-visible:visible",
  "bg-coin font-pixel text-night text-pixel-2xs border-2 border-black px-2 py-1.5 whitespace-nowrap",
].join(" ");

/** The HUD: each page's icon and caption, its full name in a tooltip, and the RSVP quest in the middle. */
export function IconBar({
  home,
  pages: menu,
  rsvpUrl,
  questOnPhone,
}: {
  home: GamerLink;
  pages: GamerLink[];
  rsvpUrl: string;
  /** Whether a phone's quest is the bar's, rather than beside the logo. */
  questOnPhone: boolean;
}) {
  const words = useWords();
  const pages = [home, ...menu];
  const middle = Math.ceil(pages.length / 2);
  const captions = pages.map((page) => page.caption);
  // A phone's pages are one hotbar where their captions fit its row, or two rows of it: six frames of their own would touch.
  const hotbarRowCount = hotbarRows(captions);
  const hotbar = hotbarRowCount > 0;
  const followed = useDayPhases() !== null;
  const questLabels = followed ? [words.day.rsvp, words.day.today, words.game.thanksShort] : [words.day.rsvp];
  const inRowsOfFour = questFitsHalfARow(questLabels);
  const oneRow = oneRowFrom(captions, questLabels);
  // Tooltips at the ends of the bar open inwards, so they never run off a phone's screen.
  const align = (index: number) => (index === 0 ? "start" : index === pages.length - 1 ? "end" : "center");
  const phoneQuest = <RsvpQuestSlot rsvpUrl={rsvpUrl} />;
  return (
    <nav aria-label={words.game.gamePages} className="max-sm:self-stretch">
      <ul
        className={`flex flex-wrap items-center justify-center gap-1 sm:gap-4 ${hotbarRowCount === 2 ? phoneHotbarInTwoRows(pages.length / 2) : hotbar ? PHONE_HOTBAR : inRowsOfFour ? PHONE_ROWS : PHONE_FLOW}`}
      >
        {pages.slice(0, middle).map((page, index) => (
          <IconLink key={page.path} page={page} end={page === home} align={align(index)} hotbar={hotbar} />
        ))}
        {/* min-w-44: the 176 px bar-widths.ts counts for the quest. */}
        <li className={`mx-3 min-w-44 justify-center ${QUEST_BETWEEN[oneRow]}`}>
          <RsvpQuestSlot rsvpUrl={rsvpUrl} />
        </li>
        {pages.slice(middle).map((page, index) => (
          <IconLink key={page.path} page={page} end={false} align={align(middle + index)} hotbar={hotbar} />
        ))}
        {QUEST_UNDER[oneRow] ? (
          <li className={`basis-full justify-center ${QUEST_UNDER[oneRow]}`}>
            <RsvpQuestSlot rsvpUrl={rsvpUrl} />
          </li>
        ) : null}
        {questOnPhone && !hotbar ? (
          <li className={`${inRowsOfFour ? PHONE_QUEST_CELL : ""} flex justify-center sm:hidden`}>{phoneQuest}</li>
        ) : null}
      </ul>
      {questOnPhone && hotbar ? <div className="mt-5 sm:hidden">{phoneQuest}</div> : null}
    </nav>
  );
}

// The quest is written in each place it may stand, shown at its widths only, so Tab and a screen reader meet it where the eye does.
const QUEST_BETWEEN: Record<BarBreakpoint, string> = {
  sm: "max-sm:hidden sm:flex",
  md: "max-md:hidden md:flex",
  lg: "max-lg:hidden lg:flex",
  xl: "max-xl:hidden xl:flex",
};
const QUEST_UNDER: Record<BarBreakpoint, string> = {
  sm: "",
  md: "hidden sm:max-md:flex",
  lg: "hidden sm:max-lg:flex",
  xl: "hidden sm:max-xl:flex",
};

// Rows 16 px apart: each frame reaches 8 px past its box, and the quest's overlapped the row above.
const PHONE_ROWS =
  "max-sm:mx-2 max-sm:gap-y-4 max-sm:*:grow max-sm:*:basis-[calc((100%-3*var(--spacing))/4)] max-sm:items-stretch";

const PHONE_FLOW = "max-sm:mx-2 max-sm:gap-y-4 max-sm:*:grow max-sm:items-stretch";

const PHONE_QUEST_CELL = "max-sm:basis-[calc((100%-var(--spacing))/2)]!";

// Its black between the slots is the bar's own, showing through the 4 px gaps. Each slot a third (or half) of
// the row, unless text so large its caption is wider: then the row takes fewer, rather than set it over the next.
const phoneHotbarInTwoRows = (columns: number) =>
  `pixel-frame bg-transparent sm:[box-shadow:none] max-sm:mx-2 max-sm:items-stretch max-sm:gap-1 max-sm:bg-black max-sm:*:bg-panel max-sm:*:min-w-max max-sm:*:grow ${columns === 3 ? "max-sm:*:basis-[calc((100%-3*var(--spacing))/3)]" : "max-sm:*:basis-[calc((100%-2*var(--spacing))/2)]"}`;

// Frame taken off from sm rather than put on below it, shadows in plain CSS: either other way adds CSS every page inlines.
const PHONE_HOTBAR =
  "pixel-frame bg-panel sm:bg-transparent sm:[box-shadow:none] max-sm:mx-2 max-sm:gap-0 max-sm:*:flex-auto max-sm:*:border-black max-sm:[&>li+li]:border-s-4";

// One least height for the button and every badge, so the page below keeps its place as the state changes. A
// label too long for its room (a couple's own words, text at 200%) wraps between its words, as its room does.
const questLook = "pixel-frame font-pixel flex min-h-12 items-center gap-2 px-3 py-3 text-xs sm:px-5 sm:text-sm";

/** The quest in a box as wide as its widest state, so nothing beside it rewraps when the guest's clock takes over. */
export function RsvpQuestSlot({ rsvpUrl }: { rsvpUrl: string }) {
  const words = useWords();
  const followed = useDayPhases() !== null;
  return (
    <div className="grid justify-items-center *:col-start-1 *:row-start-1">
      <RsvpQuest rsvpUrl={rsvpUrl} />
      {followed
        ? [words.day.rsvp, words.day.today, words.game.thanksShort].map((label) => (
            <span key={label} aria-hidden="true" className={`${questLook} invisible`}>
              <span className="size-6" />
              <RoomFor text={label} className="" />
            </span>
          ))
        : null}
    </div>
  );
}

function RsvpQuest({ rsvpUrl }: { rsvpUrl: string }) {
  const words = useWords();
  const phase = useDayPhase() ?? "before";
  return phase === "before" ? (
    <RsvpButton
      href={rsvpUrl}
      className={`${questLook} group bg-heart text-night frame-coin transition-transform motion-safe:hover:-translate-y-1 motion-reduce:transition-none`}
    >
      <Sword aria-hidden="true" className="size-6" />
      {words.day.rsvp}
    </RsvpButton>
  ) : (
    <QuestBadge phase={phase} />
  );
}

function QuestBadge({ phase }: { phase: Exclude<DayPhase, "before"> }) {
  const words = useWords();
  if (phase === "closed") {
    return (
      <p className={`${questLook} bg-panel text-white/60`}>
        <Lock aria-hidden="true" className="size-6" />
        <span aria-hidden="true">{words.day.rsvp}</span>
        <span className="sr-only">{words.game.rsvpClosed}</span>
      </p>
    );
  }
  return (
    <p className={`${questLook} bg-panel text-coin`}>
      <PixelHeart className="text-heart size-5" />
      {phase === "today" ? words.day.today : words.game.thanksShort}
    </p>
  );
}

const TOOLTIP_ALIGN = {
  start: "start-0",
  center: "left-1/2 -translate-x-1/2",
  end: "end-0",
};

const HOTBAR_SLOT = "max-sm:px-0 max-sm:motion-safe:hover:translate-y-0 max-sm:[box-shadow:none]";
const HOTBAR_CURRENT =
  "max-sm:px-0 max-sm:motion-safe:hover:translate-y-0 max-sm:bg-white/10 max-sm:[box-shadow:inset_0_-4px_0_var(--color-coin)]";

function IconLink({
  page,
  end,
  align,
  hotbar,
}: {
  page: GamerLink;
  end: boolean;
  align: keyof typeof TOOLTIP_ALIGN;
  hotbar: boolean;
}) {
  const Icon = PIXEL_ICONS[page.icon];
  return (
    <li>
      {/* Only Home must match exactly: a page prerendered as a folder's index.html may be at its path with a slash. */}
      <NavLink
        to={page.path}
        end={end}
        aria-label={page.label}
        className={({ isActive }) =>
          `group pixel-frame bg-panel relative flex min-h-14 min-w-11 flex-col items-center justify-center gap-1 px-1 transition-transform motion-safe:hover:-translate-y-1 motion-reduce:transition-none sm:min-h-16 sm:min-w-16 sm:px-2 ${hotbar ? (isActive ? HOTBAR_CURRENT : HOTBAR_SLOT) : ""} ${
            isActive ? "text-coin frame-coin" : "hover:text-mana text-white"
          }`
        }
      >
        <Icon aria-hidden="true" className="size-6" />
        {/* The terminal face is small for its size: 18 px reads as another face's 14. */}
        <span aria-hidden="true" className="text-lg leading-none">
          {page.caption}
        </span>
        <span aria-hidden="true" data-tooltip className={`${TOOLTIP} ${TOOLTIP_ALIGN[align]}`}>
          {page.label}
        </span>
      </NavLink>
    </li>
  );
}
