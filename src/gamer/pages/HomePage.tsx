import type { Content } from "../../content";
import type { WeddingDay } from "../../content/calendar.server";
import type { GamerLink } from "../../pages";
import { Countdown } from "../../ui/Countdown";
import { FirstPaintEnd } from "../../ui/FirstPaintEnd";
import { useWords } from "../../ui/locale";
import {
  LONGEST_ON_ONE_LINE,
  NAME_LETTERS,
  nameLetters,
  namesPair,
  pairLetterCount,
  pairLetters,
} from "../../ui/name-letters";
import { pageTitleProps } from "../../ui/page-focus";
import { Unbroken } from "../../ui/Unbroken";
import { isRsvpOpen, useDayStatus } from "../../ui/wedding-day";
import type { SiteWords } from "../../words";
import { DayNotice, NextOnTheDay } from "../DayNotice";
import { GameMenu } from "../GameMenu";
import { Panel } from "../Panel";
import { PixelHeart } from "../PixelHeart";

/**
 * The title's size: the design's for names of seven letters or fewer, or, for a longer name, as large as fits the
 * width the names have. Every letter of the pixel face is an em wide, so n
 * letters need n em: 96/n % of that width (cqi), its shadow included.
 */
function pixelNamesSize(couple: Content["couple"]): string {
  const longest = nameLetters(couple);
  if (longest <= 7) return "text-pixel-3xl sm:text-5xl";
  if (longest > LONGEST_ON_ONE_LINE)
    return "text-[min(1.875rem,6cqi)] sm:text-[min(3rem,6cqi)] [overflow-wrap:anywhere]";
  return `text-[length:min(1.875rem,calc(96cqi/var(--name-letters)))] sm:text-[length:min(3rem,calc(96cqi/var(--name-letters)))] ${NAME_LETTERS[longest]}`;
}

/**
 * From xl, where the page's column is 61rem (976 px), names that fit on one line at two thirds of the
 * design's size (an em a letter of 2rem, and the heart and its gaps) take one, sized to it: three lines
 * of a long pair pushed the day's notice under a laptop's fold.
 */
const ONE_LINE_ON_A_WIDE_SCREEN =
  "xl:[--pair-width:0rem] xl:text-[length:min(3rem,calc((100cqi-5.5rem)/var(--pair-letters)))]";
function oneLineOnAWideScreen(couple: Content["couple"]): string {
  const letters = pairLetterCount(couple);
  return letters !== null && letters * 32 + 88 <= 976 ? ONE_LINE_ON_A_WIDE_SCREEN : "";
}

export type HomeProps = {
  couple: Content["couple"];
  /** The wedding's date as the page writes it. */
  longDate: string;
  city: string;
  rsvpUrl: string;
  day: WeddingDay | null;
  menu: GamerLink[];
};

/** The start screen: the couple as the title, the date, and the menu. */
export function HomePage({ couple, longDate, city, rsvpUrl, day, menu }: HomeProps) {
  const status = useDayStatus(day);
  const rsvpOpen = isRsvpOpen(status);
  const { game: said, joint } = useWords();
  return (
    <div className="flex flex-col items-center pt-6 sm:pt-10">
      {/* The width the names have, which their size follows. */}
      <div className="@container w-full">
        {/* On one line where all three fit (an em a letter of the names' 3rem, the heart and its gaps 5.5rem), else stacked. */}
        <h1
          {...pageTitleProps}
          className={`font-pixel text-coin text-shadow-pixel-lg ${namesPair} ${pairLetters(couple)} items-center gap-x-5 gap-y-4 text-center leading-tight [--pair-width:calc(var(--pair-letters)*3rem+5.5rem)] ${pixelNamesSize(couple)} ${oneLineOnAWideScreen(couple)}`}
        >
          {/* Each name a box of its own: it goes to a line of its own whole, never "Anne- / Sophie". */}
          <span>{couple.partnerOne}</span>
          <span>
            <PixelHeart className="text-heart mx-auto block size-8 sm:size-10" />
            <span className="sr-only">{` ${joint} `}</span>
          </span>
          <span>{couple.partnerTwo}</span>
        </h1>
      </div>
      {/* On chips of the night, as the countdown under them: where the names take three lines, the peaks' snow is behind. */}
      <p className="text-shadow-pixel-sm mt-6 text-center text-2xl leading-[1.6] text-white sm:text-3xl">
        <span className="bg-night/80 box-decoration-clone px-3">
          <Unbroken>{longDate}</Unbroken>
        </span>
        <br />
        <span className="bg-night/80 px-3">
          <bdi>{city}</bdi>
        </span>
      </p>
      <Countdown
        day={day}
        // On a chip of the night, as a HUD counter is: the scene behind it is the peaks and the dusk. Its room
        // is a line of its own from the first paint, empty and filled alike (a padding would come with the words).
        className="font-pixel text-coin text-pixel-sm text-shadow-pixel-sm bg-night/80 mt-4 px-3 text-center leading-[2] empty:bg-transparent"
      />
      <Panel className="w-inside-frame mt-10 max-w-md">
        <p className="font-pixel text-mana motion-safe:animate-blink mb-4 text-center text-xs">{said.pressStart}</p>
        <GameMenu
          pages={menu}
          rsvpUrl={rsvpOpen ? rsvpUrl : undefined}
          notice={rsvpOpen ? undefined : <DayNotice status={status} />}
        />
        {/* Keys are for a keyboard: a phone's or a tablet's guest taps. The pixel face has no arrows, so they are named. */}
        <p className="mt-5 hidden text-center text-xl text-white/90 lg:block">
          <Controls words={said} />
        </p>
        {day ? <NextOnTheDay status={status} zone={day.zone} /> : null}
      </Panel>
      {/* The title, date and menu stand centred as one block: the title painted alone would move up when the menu came. */}
      <FirstPaintEnd />
    </div>
  );
}

/** "Up/Down or W/S to move · Enter to choose", each key a <kbd>, in the order the language says them. */
function Controls({ words }: { words: SiteWords["game"] }) {
  const keys: Record<string, string> = { ...words.keys, w: "W", s: "S" };
  return words.controls.split(/(\{\w+\})/).map((part, index) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key && key in keys ? (
      <kbd key={index} className="font-terminal">
        {keys[key]}
      </kbd>
    ) : (
      part
    );
  });
}
