import type { CalendarUrls } from "../site";
import { CalendarPlus } from "lucide-react";
import { ExternalLink } from "./ExternalLink";
import { fill } from "../words/fill";
import { useWords } from "./locale";
import { useIsOver } from "./wedding-day";

/** Gone once the day is over; with `keepRoom` (a first screen) they stay as invisible room, so nothing moves. */
export function CalendarLinks({
  links,
  keepRoom = false,
  className,
  linkClassName,
}: {
  links: CalendarUrls;
  keepRoom?: boolean;
  className: string;
  linkClassName: string;
}) {
  const words = useWords();
  const isOver = useIsOver();
  if (isOver && !keepRoom) return null;
  return (
    <p className={`${className} ${isOver ? "invisible" : ""}`}>
      <a href={links.ics} download className={linkClassName}>
        <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
        {words.calendar.add}
      </a>
      {links.google ? <GoogleCalendarLink href={links.google} className={linkClassName} /> : null}
    </p>
  );
}

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
