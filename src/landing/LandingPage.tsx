import type { Names, WeddingDay } from "../site";
import { cornerLanguages, languageLink, outlineButton, textLink } from "../invitation/buttons";
import { CoupleNames, invitationFrame } from "../invitation/CoupleNames";
import { CAPTION_LETTERS, lineRoom } from "../invitation/line-room";
import { Ornament } from "../invitation/Ornament";
import { RsvpOrDayNotice } from "../invitation/RsvpOrDayNotice";
import { Countdown } from "../ui/Countdown";
import { FirstPaintEnd } from "../ui/FirstPaintEnd";
import { LanguageOffer, LanguageSwitcher } from "../ui/LanguageSwitcher";
import { useWords } from "../ui/locale";
import { mainProps } from "../ui/page-focus";
import { Unbroken } from "../ui/Unbroken";
import { BestOnComputer, ExperienceCard } from "./ExperienceCard";

export type LandingProps = {
  names: Names;
  /** The wedding's date, "2027-06-12". */
  date: string;
  dateLine: string;
  rsvpUrl: string;
  day: WeddingDay | null;
  experiences: { classic: string; gamer: string };
};

export function LandingPage({ names, date, dateLine, rsvpUrl, day, experiences }: LandingProps) {
  const words = useWords();
  return (
    // Centred only from sm up: a phone's card, centred, would move as a whole as the web fonts rewrap its lines.
    <main {...mainProps} className="flex min-h-dvh items-start justify-center bg-paper p-3 sm:items-center sm:p-6">
      <div
        className={`relative flex w-full max-w-4xl flex-col items-center px-6 py-14 text-center ${invitationFrame} sm:px-12 sm:py-20`}
      >
        <LanguageSwitcher className={cornerLanguages} linkClassName={languageLink} />
        <LanguageOffer className="-mt-2 mb-2 text-sm sm:-mt-8" linkClassName={textLink} />
        <p className={`caption-caps text-pretty sm:text-sm ${lineRoom(words.welcome, CAPTION_LETTERS)}`}>
          <Unbroken tracked>{words.welcome}</Unbroken>
        </p>
        <CoupleNames names={names} wideColumn />
        <p className="mt-6 font-serif text-xl text-ink-soft italic sm:text-2xl">
          <time dateTime={date}>
            <Unbroken>{dateLine}</Unbroken>
          </time>
        </p>
        <Countdown day={day} className="caption-caps mt-2 sm:text-sm" />
        <RsvpOrDayNotice day={day} rsvpUrl={rsvpUrl} buttonClassName={outlineButton} className="mt-6" />
        <Ornament className="mt-6 mb-10" />
        {/* A smaller screen shows the game too, as what waits on a laptop, though only a wide one offers the choice. */}
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
        <BestOnComputer className="mt-6 max-xl:hidden" />
      </div>
      <FirstPaintEnd />
    </main>
  );
}
