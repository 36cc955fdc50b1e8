import "../invitation/invitation.css";
import { Unbroken } from "../ui/Unbroken";
import type { ReactNode } from "react";
import { Gamepad2, Laptop } from "lucide-react";
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
        <p className={`caption-caps text-pretty sm:text-sm ${lineRoom(words.welcome, CAPTION_LETTERS)}`}>
          {words.welcome}
        </p>
        <CoupleNames couple={couple} wideColumn />
        {/* A size under the names on a phone, where long names are fitted down to little more than it. */}
        <p className="mt-6 font-serif text-xl text-ink-soft italic sm:text-2xl">
          <time dateTime={wedding.date}>
            <Unbroken>{longDate(wedding.date)}</Unbroken>
          </time>
        </p>
        <Countdown day={day} className="caption-caps mt-2 sm:text-sm" />
        {/* The reply comes first, where a phone's first screen still shows it. */}
        <RsvpOrDayNotice day={day} rsvpUrl={rsvpUrl} buttonClassName={outlineButton} className="mt-6" />
        <Ornament className="mt-6 mb-10" />
        {/* Only a wide screen offers the choice. A smaller one shows the game too, as what waits on a laptop:
            the classic card alone read as one option of one. */}
        <p className="hidden max-w-md text-lg xl:block">{words.chooseExperience}</p>
        <div className="grid w-full max-w-xl gap-5 sm:max-w-2xl sm:grid-cols-2 xl:mt-8">
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
            wideOnly
          >
            <BestOnComputer className="mt-1 xl:hidden" />
          </ExperienceCard>
        </div>
        {/* On a wide screen the game card has its Enter button, and the hint is for both experiences. */}
        <BestOnComputer className="mt-6 max-xl:hidden" />
      </div>
      <FirstPaintEnd />
    </main>
  );
}

function BestOnComputer({ className }: { className: string }) {
  const words = useWords();
  return (
    <p className={`text-sm text-balance text-ink-soft ${className}`}>
      <Laptop aria-hidden="true" className="me-2 inline size-5 align-[-0.3em] text-gold-text" />
      {words.bestOnComputer}
    </p>
  );
}

/**
 * One experience: its name, what it is, and its Enter button. `wideOnly`: the game, entered
 * only from the xl breakpoint; below it the card shows what it is and, with a dashed border,
 * that it waits for a wider screen.
 */
function ExperienceCard({
  title,
  description,
  to,
  label,
  wideOnly = false,
  children,
}: {
  title: string;
  description: string;
  to: string;
  label: string;
  wideOnly?: boolean;
  children?: ReactNode;
}) {
  const words = useWords();
  return (
    <section
      aria-label={title}
      className={`@container flex flex-col items-center gap-2 rounded-sm border border-gold/50 px-6 py-7 ${wideOnly ? "border-dashed xl:border-solid xl:bg-paper-deep/60" : "bg-paper-deep/60"}`}
    >
      {/* The card's width, not its name's, sets the card's: a long name ("Klasyczna") is sized down to the
          card on a narrow phone with large text, where it spilled; its letters are about half an em. */}
      <h2 className="font-serif text-[length:min(var(--text-3xl),18cqi)] font-medium">{title}</h2>
      {/* It takes the card's spare height, so the two cards' buttons keep one line side by side whatever
          the lines of their words (one that fitted the stand-in face and not the web font moved a button). */}
      <p className="flex-1 [overflow-wrap:anywhere] text-ink-soft">{description}</p>
      {children}
      <Link to={to} aria-label={label} className={`mt-3 ${solidButton} ${wideOnly ? "max-xl:hidden" : ""}`}>
        {wideOnly ? <Gamepad2 aria-hidden="true" className="size-5" /> : null}
        {words.landing.enter}
      </Link>
    </section>
  );
}
