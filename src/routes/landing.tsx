import "../invitation/invitation.css";
import { Gamepad2 } from "lucide-react";
import { Link } from "react-router";
import { pageHead, siteAt } from "../content/content.server";
import { dayToFollow } from "../content/calendar.server";
import { languageLink, outlineButton, solidButton, textLink } from "../invitation/buttons";
import { LanguageOffer, LanguageSwitcher } from "../ui/LanguageSwitcher";
import { CoupleNames, invitationFrame } from "../invitation/CoupleNames";
import { Countdown } from "../ui/Countdown";
import { FirstPaintEnd } from "../ui/FirstPaintEnd";
import { RsvpOrDayNotice } from "../invitation/RsvpOrDayNotice";
import { Ornament } from "../invitation/Ornament";
import { CAPTION_LETTERS, lineRoom } from "../invitation/line-room";
import { CLASSIC, GAMER_HOME, LANDING } from "../pages";
import { mainProps } from "../ui/page-focus";
import { useDates, useWords } from "../ui/locale";
import { pathIn } from "../languages";
import type { Route } from "./+types/landing";

export function loader({ request }: Route.LoaderArgs) {
  const site = siteAt(request);
  const { couple, wedding, rsvpUrl } = site.content;
  return {
    head: pageHead(site, LANDING),
    couple,
    wedding,
    rsvpUrl,
    day: dayToFollow(site.content, site.dates),
    experiences: { classic: pathIn(site.language, CLASSIC.path), gamer: pathIn(site.language, GAMER_HOME.path) },
  };
}

export { meta } from "../ui/head";

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { couple, wedding, rsvpUrl, day, experiences } = loaderData;
  const words = useWords();
  const { longDate } = useDates();
  return (
    // Centred only from sm up: a phone's card nearly fills the screen, and centred, it would move
    // as a whole while the web fonts arrive and rewrap its lines.
    <main {...mainProps} className="flex min-h-dvh items-start justify-center bg-paper p-3 sm:items-center sm:p-6">
      <div
        className={`relative flex w-full max-w-4xl flex-col items-center px-6 py-14 text-center ${invitationFrame} sm:px-12 sm:py-20`}
      >
        {/* In the card's corner, inside its frame: the languages take no line of the invitation. */}
        <LanguageSwitcher className="absolute end-4 top-3" linkClassName={languageLink} />
        {/* On a phone under the languages, which take the card's corner; from sm up beside them. */}
        <LanguageOffer className="-mt-2 mb-2 text-sm sm:-mt-8" linkClassName={textLink} />
        <p className={`caption-caps text-balance sm:text-sm ${lineRoom(words.welcome, CAPTION_LETTERS)}`}>
          {words.welcome}
        </p>
        <CoupleNames couple={couple} />
        <p className="mt-6 font-serif text-2xl text-ink-soft italic">
          <time dateTime={wedding.date}>{longDate(wedding.date)}</time>
        </p>
        <Countdown day={day} className="caption-caps mt-2 sm:text-sm" />
        {/* The reply comes first, where a phone's first screen still shows it. */}
        <RsvpOrDayNotice day={day} rsvpUrl={rsvpUrl} buttonClassName={outlineButton} className="mt-6" />
        <Ornament className="mt-6 mb-10" />
        {/* Only a wide screen offers both experiences; on a smaller one the classic card alone is the invitation. */}
        <p className="hidden max-w-md text-lg xl:block">{words.chooseExperience}</p>
        <div className="grid w-full max-w-xl gap-5 xl:mt-8 xl:max-w-2xl xl:grid-cols-2">
          <ExperienceCard
            title={words.pages.classic}
            description={words.landing.classicDescription}
            to={experiences.classic}
            label={words.landing.enterClassic}
          />
          <ExperienceCard
            title={words.pages.gamer}
            description={words.landing.gamerDescription}
            to={experiences.gamer}
            label={words.landing.enterGamer}
            icon
            className="hidden xl:flex"
          />
        </div>
        <p className="mt-6 text-sm text-ink-soft">{words.bestOnComputer}</p>
      </div>
      <FirstPaintEnd />
    </main>
  );
}

function ExperienceCard({
  title,
  description,
  to,
  label,
  icon = false,
  className = "flex",
}: {
  title: string;
  description: string;
  to: string;
  label: string;
  icon?: boolean;
  className?: string;
}) {
  const words = useWords();
  return (
    <section
      aria-label={title}
      className={`${className} flex-col items-center gap-2 rounded-sm border border-gold/50 bg-paper-deep/60 px-6 py-7`}
    >
      <h2 className="font-serif text-3xl font-medium">{title}</h2>
      {/* It takes the card's spare height, so the two cards' buttons keep one line side by side whatever
          the lines of their words (one that fitted the stand-in face and not the web font moved a button). */}
      <p className="flex-1 [overflow-wrap:anywhere] text-ink-soft">{description}</p>
      <Link to={to} aria-label={label} className={`mt-3 ${solidButton}`}>
        {icon ? <Gamepad2 aria-hidden="true" className="size-5" /> : null}
        {words.landing.enter}
      </Link>
    </section>
  );
}
