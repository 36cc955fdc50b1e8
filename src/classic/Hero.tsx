import type { Content } from "../content";
import type { CalendarLinks as Links, WeddingDay } from "../content/calendar";
import { formatLongDate, formatTime, type VenueZone } from "../content/time";
import { CalendarLinks } from "../ui/CalendarLinks";
import { calendarRow, solidButton, textLink } from "../ui/buttons";
import { Ornament } from "../ui/Ornament";
import { CoupleNames, invitationFrame } from "../ui/CoupleNames";
import { RsvpOrDayNotice } from "../ui/RsvpOrDayNotice";

type HeroProps = Pick<Content, "couple" | "wedding" | "rsvpUrl"> & {
  venue: Pick<Content["venue"], "name" | "cityZip">;
  /** The line above the names: "We're getting married". */
  announcement: string;
  zone: VenueZone;
  calendar: Links;
  day: WeddingDay;
  /** What replaces the RSVP once the day is over. */
  thanks: string;
};

export function Hero({ couple, wedding, venue, rsvpUrl, announcement, zone, calendar, day, thanks }: HeroProps) {
  return (
    <section
      id="hero"
      className="flex min-h-[calc(100svh-var(--spacing)*16)] scroll-mt-16 items-center justify-center bg-[radial-gradient(ellipse_at_top,var(--color-paper)_0%,var(--color-paper-deep)_100%)] px-4 py-16"
    >
      <div className={`flex w-full max-w-3xl flex-col items-center px-6 py-16 text-center ${invitationFrame} sm:py-24`}>
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-text uppercase sm:text-sm">{announcement}</p>
        <CoupleNames couple={couple} />
        <Ornament className="my-8" />
        <p className="font-serif text-2xl sm:text-3xl">
          <time dateTime={wedding.date}>{formatLongDate(wedding.date)}</time>
        </p>
        <p className="mt-2 text-ink-soft">
          {formatTime(wedding.startTime)} <abbr title={zone.name}>{zone.abbreviation}</abbr> · {venue.name}
          <br />
          {venue.cityZip}
        </p>
        <RsvpOrDayNotice day={day} rsvpUrl={rsvpUrl} thanks={thanks} buttonClassName={solidButton} className="mt-6" />
        <CalendarLinks links={calendar} className={`mt-2 ${calendarRow}`} linkClassName={textLink} />
      </div>
    </section>
  );
}
