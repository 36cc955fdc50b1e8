import { CalendarPlus } from "lucide-react";
import type { CalendarLinks as Links } from "../content/calendar.server";
import { ExternalLink } from "./ExternalLink";
import { fill } from "../words/plural";
import { useWords } from "./locale";
import { useIsOver } from "./wedding-day";

/**
 * "Add to calendar": the .ics file, which Apple Calendar, Outlook and most
 * phones open, and Google Calendar's own page with the same event. A weekend
 * of events offers the file (every event) here, and each event its own Google
 * link beside it. Each experience gives the links its look. Once the day it
 * follows is over there is nothing to add, and they go: on a screen that may
 * be the first one (`keepRoom`), unseen in the room they kept, since the
 * guest's clock takes over after the first paint and must move nothing.
 */
export function CalendarLinks({
  links,
  dayEnd,
  keepRoom = false,
  className,
  linkClassName,
}: {
  links: Pick<Links, "ics"> & Partial<Links>;
  /** When the day the site follows ends (WeddingDay's `end`); null where it keeps the invitation on every date. */
  dayEnd: string | null;
  keepRoom?: boolean;
  className: string;
  linkClassName: string;
}) {
  const words = useWords();
  const over = useIsOver(dayEnd);
  if (over && !keepRoom) return null;
  return (
    <p className={`${className} ${over ? "invisible" : ""}`}>
      <a href={links.ics} download className={linkClassName}>
        <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
        {words.calendar.add}
      </a>
      {links.google ? <GoogleCalendarLink href={links.google} className={linkClassName} /> : null}
    </p>
  );
}

/**
 * Google Calendar's page for an event, with the calendar's mark as the file's link has: a phone stacks the two,
 * and the second read as a stray line without it. `name`: the event's, for a screen reader, where each event
 * of a weekend has its own.
 */
export function GoogleCalendarLink({ href, name, className }: { href: string; name?: string; className: string }) {
  const words = useWords();
  return (
    <ExternalLink href={href} className={className}>
      <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
      {words.calendar.google}
      {name ? <span className="sr-only"> {fill(words.forName, { name })}</span> : null}
    </ExternalLink>
  );
}
