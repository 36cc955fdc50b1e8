import { useEffect, type ReactNode } from "react";
import { useLocale } from "../ui/locale";
import { FORGET_PARAMETER } from "./paths";
import { HouseholdGreeting, guestScript } from "./HouseholdGreeting";

/**
 * What a private site, or one with household links, adds around every page: a household's greeting above it,
 * the offer to forget the device's keys below it (src/private/README.md), and, on a private site, the key a
 * visit opened it with, kept while a page is open.
 */
export function PrivateSiteFrame({
  sealed,
  householdLinks,
  greetingStylesheet,
  children,
}: {
  sealed: boolean;
  householdLinks: boolean;
  /** The page's look's stylesheet of the greetings' faces. */
  greetingStylesheet?: string;
  children: ReactNode;
}) {
  const { words, paths } = useLocale();
  useEffect(() => {
    if (!sealed || !("serviceWorker" in navigator)) return;
    void guestScript()
      .then((guest) => guest.keepTheVisit())
      .catch(() => undefined);
  }, [sealed]);
  return (
    <>
      {/* The band's room, kept from the first paint where someone will be greeted (src/private/band-room.ts). */}
      {householdLinks ? (
        <div data-greeting-slot="">
          <HouseholdGreeting stylesheet={greetingStylesheet} />
        </div>
      ) : null}
      {children}
      {sealed ? (
        <p className="px-6 py-8 text-center text-sm">
          {/* Its language's home: the unlock page it ends on speaks as this page does. */}
          <a href={`${paths.home}?${FORGET_PARAMETER}`} className="text-ink-soft underline underline-offset-4">
            {words.private.forget}
          </a>
        </p>
      ) : null}
    </>
  );
}
