import "../invitation/invitation.css";
import { Gamepad2 } from "lucide-react";
import { Link } from "react-router";
import { content, pageHead, words } from "../content/content.server";
import { dayToFollow } from "../content/calendar.server";
import { formatLongDate } from "../content/time";
import { outlineButton, solidButton } from "../invitation/buttons";
import { CoupleNames, invitationFrame } from "../invitation/CoupleNames";
import { Countdown } from "../ui/Countdown";
import { FirstPaintEnd } from "../ui/FirstPaintEnd";
import { RsvpOrDayNotice } from "../invitation/RsvpOrDayNotice";
import { Ornament } from "../invitation/Ornament";
import { CLASSIC, GAMER_HOME, LANDING } from "../pages";
import { mainProps } from "../ui/page-focus";
import type { Route } from "./+types/landing";

export function loader() {
  const { couple, wedding, rsvpUrl } = content;
  return {
    head: pageHead(LANDING),
    couple,
    wedding,
    rsvpUrl,
    words,
    day: dayToFollow(content),
    experiences: { classic: CLASSIC.path, gamer: GAMER_HOME.path },
  };
}

export { meta } from "../ui/head";

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { couple, wedding, rsvpUrl, words, day, experiences } = loaderData;
  return (
    // Centred only from sm up: a phone's card nearly fills the screen, and centred, it would move
    // as a whole while the web fonts arrive and rewrap its lines.
    <main {...mainProps} className="flex min-h-dvh items-start justify-center bg-paper p-3 sm:items-center sm:p-6">
      <div
        className={`flex w-full max-w-4xl flex-col items-center px-6 py-14 text-center ${invitationFrame} sm:px-12 sm:py-20`}
      >
        <p className="caption-caps sm:text-sm">{words.welcome}</p>
        <CoupleNames couple={couple} />
        <p className="mt-6 font-serif text-2xl text-ink-soft italic">
          <time dateTime={wedding.date}>{formatLongDate(wedding.date)}</time>
        </p>
        <Countdown day={day} className="caption-caps mt-2 sm:text-sm" />
        {/* The reply comes first, where a phone's first screen still shows it. */}
        <RsvpOrDayNotice
          day={day}
          rsvpUrl={rsvpUrl}
          thanks={words.thanksAfter}
          buttonClassName={outlineButton}
          className="mt-6"
        />
        <Ornament className="mt-6 mb-10" />
        {/* Only a wide screen offers both experiences; on a smaller one the classic card alone is the invitation. */}
        <p className="hidden max-w-md text-lg xl:block">{words.chooseExperience}</p>
        <div className="grid w-full max-w-xl gap-5 xl:mt-8 xl:max-w-2xl xl:grid-cols-2">
          <ExperienceCard
            title="Classic"
            description="One elegant page to scroll"
            to={experiences.classic}
            label="Enter the classic website"
          />
          <ExperienceCard
            title="Gamer"
            description="Our wedding as a video game"
            to={experiences.gamer}
            label="Enter the gamer website"
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
  return (
    <section
      aria-label={title}
      className={`${className} flex-col items-center gap-2 rounded-sm border border-gold/50 bg-paper-deep/60 px-6 py-7`}
    >
      <h2 className="font-serif text-3xl font-medium">{title}</h2>
      <p className="text-ink-soft">{description}</p>
      <Link to={to} aria-label={label} className={`mt-3 ${solidButton}`}>
        {icon ? <Gamepad2 aria-hidden="true" className="size-5" /> : null}
        Enter
      </Link>
    </section>
  );
}
