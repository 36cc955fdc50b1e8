import type { Names, WeddingDay } from "../../site";
import type { MenuItem } from "../../pages";
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
} from "../../text/name-letters";
import { pageTitleProps } from "../../ui/page-focus";
import { Unbroken } from "../../ui/Unbroken";
import { directionOfText } from "../text-direction";
import { isRsvpOpen, useDayStatus } from "../../ui/wedding-day";
import type { SiteWords } from "../../words";
import { DayNotice, DayNoticeRooms, NextOnTheDay } from "../DayNotice";
import { GameMenu } from "../GameMenu";
import { Panel } from "../Panel";
import { PixelHeart } from "../PixelHeart";

/** The names as the title, in gold; 5.5rem is the heart and its gaps, beside an em a letter. */
const TITLE =
  "font-pixel text-coin text-shadow-pixel-lg items-center gap-x-5 gap-y-4 text-center [--pair-width:calc(var(--pair-letters)*3rem+5.5rem)]";

/** Arabic's letters reach further below the line than the pixel face's: their dots stay clear of the heart. */
const leading = ({ partnerOne, partnerTwo }: Names) =>
  /\p{Script=Arabic}/u.test(partnerOne + partnerTwo) ? "leading-relaxed" : "leading-tight";

/** The design's size up to seven letters a name, else as large as fits: n letters of the pixel face need n em. */
function pixelNamesSize(names: Names): string {
  const longest = nameLetters(names);
  if (longest <= 7) return "text-pixel-3xl sm:text-5xl";
  if (longest > LONGEST_ON_ONE_LINE)
    return "text-[min(1.875rem,6cqi)] sm:text-[min(3rem,6cqi)] [overflow-wrap:anywhere]";
  return `text-[length:min(1.875rem,calc(96cqi/var(--name-letters)))] sm:text-[length:min(3rem,calc(96cqi/var(--name-letters)))] ${NAME_LETTERS[longest]}`;
}

// From xl (a 976 px column), names that fit one line at 2rem a letter take one, sized to it.
const ONE_LINE_ON_A_WIDE_SCREEN =
  "xl:[--pair-width:0rem] xl:text-[length:min(3rem,calc((100cqi-5.5rem)/var(--pair-letters)))]";
function oneLineOnAWideScreen(names: Names): string {
  const letters = pairLetterCount(names);
  return letters !== null && letters * 32 + 88 <= 976 ? ONE_LINE_ON_A_WIDE_SCREEN : "";
}

export type HomeProps = {
  names: Names;
  dateLine: string;
  city: string;
  rsvpUrl: string;
  day: WeddingDay | null;
  menu: MenuItem[];
};

export function HomePage({ names, dateLine, city, rsvpUrl, day, menu }: HomeProps) {
  const status = useDayStatus(day);
  const rsvpOpen = isRsvpOpen(status);
  const { game: gameWords, joint } = useWords();
  return (
    <div className="flex flex-col items-center pt-6 sm:pt-10">
      <div className="@container w-full">
        <h1
          {...pageTitleProps}
          className={`${TITLE} ${leading(names)} ${namesPair} ${pairLetters(names)} ${pixelNamesSize(names)} ${oneLineOnAWideScreen(names)}`}
        >
          {/* Each name a box of its own: it goes to a line of its own whole, never "Anne- / Sophie". */}
          <span translate="no">{names.partnerOne}</span>
          <span>
            <PixelHeart className="text-heart mx-auto block size-8 sm:size-10" />
            <span className="sr-only">{` ${joint} `}</span>
          </span>
          <span translate="no">{names.partnerTwo}</span>
        </h1>
      </div>
      <p className="text-shadow-pixel-sm mt-6 text-center text-2xl leading-[1.6] [overflow-wrap:anywhere] text-white sm:text-3xl">
        {/* Its padding at its two ends only: a wrapped line's own end would reach past the paragraph's side. */}
        <span className="bg-night/80 px-3">
          <Unbroken>{dateLine}</Unbroken>
        </span>
        <br />
        <span className="bg-night/80 px-3">
          <bdi dir={directionOfText(city)}>
            <Unbroken>{city}</Unbroken>
          </bdi>
        </span>
      </p>
      <Countdown
        day={day}
        className="font-pixel text-coin text-pixel-sm text-shadow-pixel-sm bg-night/80 mt-4 px-3 text-center leading-[2] empty:bg-transparent"
      />
      <Panel className="w-inside-frame mt-10 max-w-md">
        <p className="font-pixel text-mana motion-safe:animate-blink mb-4 text-center text-xs">
          {gameWords.pressStart}
        </p>
        <GameMenu
          pages={menu}
          rsvpUrl={rsvpOpen ? rsvpUrl : undefined}
          notice={rsvpOpen ? undefined : <DayNotice status={status} />}
          noticeRooms={day ? <DayNoticeRooms /> : undefined}
        />
        {/* Keys are for a keyboard: a phone's or a tablet's guest taps. */}
        <p className="mt-5 hidden text-center text-xl text-white/90 lg:block">
          <Controls words={gameWords} />
        </p>
        {day ? <NextOnTheDay status={status} zone={day.zone} /> : null}
      </Panel>
      {/* The title, date and menu are centred as one block: the title painted alone would move when the menu came. */}
      <FirstPaintEnd />
    </div>
  );
}

/**
 * The keys' hint, its "·" parts side by side, or each centred on a line of its own where they do not fit one: a
 * key stays with what it does, and no dot ends a line.
 */
function Controls({ words }: { words: SiteWords["game"] }) {
  const keys: Record<string, string> = words.keys;
  return (
    <span className="flex flex-wrap justify-center gap-x-8">
      {words.controls.split(" · ").map((part, index) => (
        <span key={index}>
          {part.split(/(\{\w+\})/).map((piece, at) => {
            const key = /^\{(\w+)\}$/.exec(piece)?.[1];
            return key && key in keys ? (
              <kbd key={at} className="font-terminal">
                {keys[key]}
              </kbd>
            ) : (
              piece
            );
          })}
        </span>
      ))}
    </span>
  );
}
