import { CalendarPlus } from "lucide-react";
import type { CalendarLinks as Links } from "../content/calendar.server";
import { ExternalLink } from "./ExternalLink";

/**
 * "Add to calendar": the .ics file, which Apple Calendar, Outlook and most
 * phones open, and Google Calendar's own page with the same event. Each
 * experience gives the links its look.
 */
export function CalendarLinks({
  links,
  className,
  linkClassName,
}: {
  links: Links;
  className: string;
  linkClassName: string;
}) {
  return (
    <p className={className}>
      <a href={links.ics} download className={linkClassName}>
        <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
        Add to calendar
      </a>
      <ExternalLink href={links.google} className={linkClassName}>
        Google Calendar
      </ExternalLink>
    </p>
  );
}
