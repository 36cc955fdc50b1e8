import { CalendarPlus } from "lucide-react";
import type { CalendarLinks as Links } from "../content/calendar.server";
import { ExternalLink } from "./ExternalLink";
import { useWords } from "./locale";

/**
 * "Add to calendar": the .ics file, which Apple Calendar, Outlook and most
 * phones open, and Google Calendar's own page with the same event. A weekend
 * of events offers the file (every event) here, and each event its own Google
 * link beside it. Each experience gives the links its look.
 */
export function CalendarLinks({
  links,
  className,
  linkClassName,
}: {
  links: Pick<Links, "ics"> & Partial<Links>;
  className: string;
  linkClassName: string;
}) {
  const words = useWords();
  return (
    <p className={className}>
      <a href={links.ics} download className={linkClassName}>
        <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
        {words.calendar.add}
      </a>
      {links.google ? (
        <ExternalLink href={links.google} className={linkClassName}>
          {words.calendar.google}
        </ExternalLink>
      ) : null}
    </p>
  );
}
