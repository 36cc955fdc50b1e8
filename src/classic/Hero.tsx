import type { Names, ShownPhoto, WeddingDay } from "../site";
import { Unbroken } from "../ui/Unbroken";
import { useWords } from "../ui/locale";
import { solidButton } from "../invitation/buttons";
import { Ornament } from "../invitation/Ornament";
import { CAPTION_LETTERS, lineRoom } from "../invitation/line-room";
import { CoupleNames, invitationFrame } from "../invitation/CoupleNames";
import { FirstPaintEnd } from "../ui/FirstPaintEnd";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { RsvpOrDayNotice } from "../invitation/RsvpOrDayNotice";
import { fill } from "../words/fill";
import { UntilItIsOver } from "./UntilItIsOver";

type HeroProps = {
  names: Names;
  /** The wedding's date, "2027-06-12". */
  date: string;
  rsvpUrl: string;
  photo?: ShownPhoto;
  dateLine: string;
  /** The wedding's time and where it is: "5:00 PM", "The Skylight Club", "Long Beach, CA". */
  /** The main event's time and place, and its town unless the place's name says it. */
  main: { shownTime: string; place: string; city?: string };
  /** Null where the site keeps the invitation on every date. */
  day: WeddingDay | null;
};

export function Hero({ names, photo, date, dateLine, main, rsvpUrl, day }: HeroProps) {
  const words = useWords();
  // Where a household is greeted, its band takes the top of the first screen: the hero, a screen less the band's
  // room and with less room around it, keeps its RSVP on it, and on a laptop its card whole.
  return (
    <section
      id="hero"
      className="bg-paper-glow flex min-h-[calc(100svh-var(--spacing)*16-var(--band-room,0px))] scroll-mt-16 items-center justify-center px-4 py-16 sm:px-8 lg:py-12 [html[data-greeted]_&]:max-sm:py-6 [html[data-greeted]_&]:lg:py-6"
    >
      <div
        className={`grid w-full grid-cols-1 items-center gap-10 ${photo ? "max-w-5xl lg:grid-cols-[5fr_6fr] lg:items-stretch lg:gap-12" : "max-w-3xl"}`}
      >
        <div
          className={`grid w-full items-center ${photo ? "max-lg:min-h-[calc(100svh-var(--spacing)*32)] lg:h-full" : ""}`}
        >
          <div
            className={`flex w-full flex-col items-center px-6 py-16 text-center ${invitationFrame} sm:py-24 lg:h-full lg:py-16 [html[data-greeted]_&]:lg:py-12`}
          >
            <UntilItIsOver
              after={
                <p className={`caption-caps sm:text-sm ${lineRoom(words.announcementAfter, CAPTION_LETTERS)}`}>
                  <Unbroken tracked>{words.announcementAfter}</Unbroken>
                </p>
              }
            >
              <p className={`caption-caps sm:text-sm ${lineRoom(words.announcement, CAPTION_LETTERS)}`}>
                <Unbroken tracked>{words.announcement}</Unbroken>
              </p>
            </UntilItIsOver>
            <CoupleNames names={names} />
            <Ornament className="my-8" />
            <p className="font-serif text-2xl sm:text-3xl">
              <time dateTime={date}>
                <Unbroken>{dateLine}</Unbroken>
              </time>
            </p>
            <p className="mt-2 [overflow-wrap:anywhere] text-ink-soft">
              {/* A line each: side by side, a long place wrapped and left the "·" between them at a line's end. */}
              <span className="inline-block">{fill(words.invitationTime, { time: main.shownTime })}</span>
              <br />
              <span className="inline-block">
                <Unbroken>{main.place}</Unbroken>
              </span>
              {main.city ? (
                <>
                  <br />
                  <bdi>
                    <Unbroken>{main.city}</Unbroken>
                  </bdi>
                </>
              ) : null}
            </p>
            <RsvpOrDayNotice day={day} rsvpUrl={rsvpUrl} buttonClassName={solidButton} className="mt-6" />
          </div>
        </div>
        {photo ? (
          <figure
            className={`w-full max-w-lg justify-self-center bg-paper p-3 lg:order-first lg:max-w-none ${invitationFrame}`}
          >
            <ResponsiveImage
              photo={photo}
              sizes="(min-width: 1088px) 440px, (min-width: 1024px) 42vw, 92vw"
              className="aspect-[4/5] w-full lg:aspect-auto lg:h-full"
              crop
            />
          </figure>
        ) : null}
      </div>
      <FirstPaintEnd />
    </section>
  );
}
