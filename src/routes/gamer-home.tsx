import { pageTitleProps } from "../ui/page-focus";
import { content, pageDescription, pageHead } from "../content/content.server";
import { dayToFollow } from "../content/calendar.server";
import { mainEvent } from "../content/events.server";
import { formatLongDate } from "../content/time";
import { DayNotice, NextOnTheDay } from "../gamer/DayNotice";
import { GameMenu } from "../gamer/GameMenu";
import { Panel } from "../gamer/Panel";
import { PixelHeart } from "../gamer/PixelHeart";
import { GAMER_HOME, GAMER_MENU, gamerLink } from "../pages";
import { Countdown } from "../ui/Countdown";
import { FirstPaintEnd } from "../ui/FirstPaintEnd";
import { isRsvpOpen, useDayStatus } from "../ui/wedding-day";
import type { Route } from "./+types/gamer-home";

export function loader() {
  const { couple, wedding, rsvpUrl } = content;
  return {
    head: pageHead(GAMER_HOME, pageDescription("gamer")),
    couple,
    wedding,
    cityZip: mainEvent(content).place.cityZip,
    rsvpUrl,
    day: dayToFollow(content),
    menu: GAMER_MENU.map(gamerLink),
  };
}

export { meta } from "../ui/head";

/** The start screen: the couple as the title, the date, and the menu. */
export default function GamerHome({ loaderData }: Route.ComponentProps) {
  const { couple, wedding, cityZip, rsvpUrl, day, menu } = loaderData;
  const status = useDayStatus(day);
  const rsvpOpen = isRsvpOpen(status);
  return (
    <div className="flex flex-col items-center pt-6 sm:pt-10">
      <h1
        {...pageTitleProps}
        className="font-pixel text-coin text-pixel-3xl text-shadow-pixel-lg max-w-full text-center leading-tight sm:text-5xl"
      >
        {couple.partnerOne}
        <PixelHeart className="text-heart mx-auto my-4 block size-8 sm:mx-5 sm:my-0 sm:inline-block sm:size-10" />
        <span className="sr-only"> &amp; </span>
        {couple.partnerTwo}
      </h1>
      <p className="text-shadow-pixel-sm mt-6 text-center text-2xl text-white sm:text-3xl">
        {formatLongDate(wedding.date)}
        <br />
        {cityZip}
      </p>
      <Countdown day={day} className="font-pixel text-coin text-pixel-sm text-shadow-pixel-sm mt-4 text-center" />
      <Panel className="mt-10 w-full max-w-md">
        <p className="font-pixel text-mana motion-safe:animate-blink mb-4 text-center text-xs">Press start</p>
        <GameMenu
          pages={menu}
          rsvpUrl={rsvpOpen ? rsvpUrl : undefined}
          notice={rsvpOpen ? undefined : <DayNotice status={status} />}
        />
        {/* Keys are for a keyboard: a phone's guest taps. The pixel face has no arrows, so they are named. */}
        <p className="mt-5 hidden text-center text-xl text-white/90 md:block">
          <kbd className="font-terminal">Up</kbd>/<kbd className="font-terminal">Down</kbd> or{" "}
          <kbd className="font-terminal">W</kbd>/<kbd className="font-terminal">S</kbd> to move ·{" "}
          <kbd className="font-terminal">Enter</kbd> to choose
        </p>
        {day ? <NextOnTheDay status={status} zone={day.zone} /> : null}
      </Panel>
      {/* The title, date and menu stand centred as one block: the title painted alone would move up when the menu came. */}
      <FirstPaintEnd />
    </div>
  );
}
