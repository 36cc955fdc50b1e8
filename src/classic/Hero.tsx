import type { Content, Place, ShownPhoto } from "../content";
import { Unbroken } from "../ui/Unbroken";
import type { WeddingDay } from "../content/calendar.server";
import type { VenueZone } from "../content";
import { useWords } from "../ui/locale";
import { solidButton } from "../invitation/buttons";
import { Ornament } from "../invitation/Ornament";
import { CAPTION_LETTERS, lineRoom } from "../invitation/line-room";
import { CoupleNames, invitationFrame } from "../invitation/CoupleNames";
import { FirstPaintEnd } from "../ui/FirstPaintEnd";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { RsvpOrDayNotice } from "../invitation/RsvpOrDayNotice";
import { ZoneAbbr } from "../ui/ZoneAbbr";
import { UntilItIsOver } from "./UntilItIsOver";

type HeroProps = Pick<Content, "couple" | "wedding" | "rsvpUrl"> & {
  /** The couple's photo, beside the invitation from lg up and under it on smaller screens. */
  photo?: ShownPhoto;
  /** The wedding's date as the page writes it: "Saturday, June 19, 2027". */
  longDate: string;
  /** The wedding itself: when it starts, and where: its place's name and town. */
  main: { clock: string; place: Pick<Place, "name">; city: string };
  zone: VenueZone;
  /** Null where the site keeps the invitation on every date. */
  day: WeddingDay | null;
};

export function Hero({ couple, photo, wedding, longDate, main, rsvpUrl, zone, day }: HeroProps) {
  const words = useWords();
  return (
    <section
      id="hero"
      className="flex min-h-[calc(100svh-var(--spacing)*16)] scroll-mt-16 items-center justify-center bg-[radial-gradient(ellipse_at_top,var(--color-paper)_0%,var(--color-paper-deep)_100%)] px-4 py-16 sm:px-8 lg:py-12"
    >
      <div
        className={`grid w-full grid-cols-1 items-center gap-10 ${photo ? "max-w-5xl lg:grid-cols-[5fr_6fr] lg:items-stretch lg:gap-12" : "max-w-3xl"}`}
      >
        {/*
          On a laptop the card, and the photo as tall as it, end on the first screen (900 px: the names stacked,
          at their full size, filled it at a tablet's spacing).
          On a phone, with a photo under it, the card stands in the middle of the first screen (the header and the
          section's padding are 8rem), so the photo, loaded lazily, never peeps into it; the card is as tall as its
          words, not stretched round a gap.
        */}
        <div
          className={`grid w-full items-center ${photo ? "max-lg:min-h-[calc(100svh-var(--spacing)*32)] lg:h-full" : ""}`}
        >
          <div
            className={`flex w-full flex-col items-center px-6 py-16 text-center ${invitationFrame} sm:py-24 lg:h-full lg:py-16`}
          >
            {/* "We're getting married", and once the day is over, in its place, "Just married". */}
            <UntilItIsOver
              day={day}
              after={
                <p className={`caption-caps sm:text-sm ${lineRoom(words.announcementAfter, CAPTION_LETTERS)}`}>
                  {words.announcementAfter}
                </p>
              }
            >
              <p className={`caption-caps sm:text-sm ${lineRoom(words.announcement, CAPTION_LETTERS)}`}>
                {words.announcement}
              </p>
            </UntilItIsOver>
            <CoupleNames couple={couple} />
            <Ornament className="my-8" />
            <p className="font-serif text-2xl sm:text-3xl">
              <time dateTime={wedding.date}>
                <Unbroken>{longDate}</Unbroken>
              </time>
            </p>
            <p className="mt-2 text-ink-soft">
              {/* On a phone the time and the place have a line each, whatever their length: side by side, a
                pair that only just fitted in the stand-in face took two lines in the web font, and the
                invitation under it moved when the font came. From sm up there is room for both. */}
              <span className="inline-block">
                {main.clock} <ZoneAbbr zone={zone} />
                <span className="max-sm:hidden"> ·</span>
              </span>
              <br className="sm:hidden" />{" "}
              <span className="inline-block">
                <Unbroken>{main.place.name}</Unbroken>
              </span>
              <br />
              <bdi>{main.city}</bdi>
            </p>
            {/* The calendar's links are the schedule's, under the times they add. */}
            <RsvpOrDayNotice day={day} rsvpUrl={rsvpUrl} buttonClassName={solidButton} className="mt-6" />
          </div>
        </div>
        {/*
        After the invitation, which a phone's first screen shows whole (names, date, RSVP), so the
        photo is below the fold there and loads lazily; from lg up it stands to the invitation's left, as
        tall as the card, both in the page's one column.
      */}
        {photo ? (
          <figure
            className={`w-full max-w-lg justify-self-center bg-paper p-3 lg:order-first lg:max-w-none ${invitationFrame}`}
          >
            <ResponsiveImage
              photo={photo}
              sizes="(min-width: 1088px) 440px, (min-width: 1024px) 42vw, 92vw"
              className="aspect-[4/5] w-full object-cover lg:aspect-auto lg:h-full"
            />
          </figure>
        ) : null}
      </div>
      <FirstPaintEnd />
    </section>
  );
}
