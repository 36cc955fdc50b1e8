import { useEffect, useState, type ReactNode } from "react";
import { useWords } from "../ui/locale";
import { GUEST_SCRIPT, STORED_HOUSEHOLD } from "./addresses";
import { looksLikeALink } from "./link-fragment";
import type { StoredHousehold } from "./household-record";

export type GuestScript = typeof import("./guest");

/** The guest's script, a file of its own (pipeline/private/scripts.ts), loaded only by a page that has a guest to greet. */
export const guestScript = (): Promise<GuestScript> => import(/* @vite-ignore */ GUEST_SCRIPT);

type Shown = { kind: "greeted"; household: StoredHousehold } | { kind: "broken" } | null;

function Band({ label, role, children }: { label?: string; role?: "status"; children: ReactNode }) {
  const Tag = label ? "aside" : "div";
  return (
    // data-greeting: the game's pages give it their colours (src/app.css).
    <Tag
      aria-label={label}
      role={role}
      data-greeting=""
      className="relative z-10 flex flex-wrap items-center justify-center gap-x-4 bg-paper-deep px-5 py-1 text-center text-ink"
    >
      {children}
    </Tag>
  );
}

function BandButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button type="button" onClick={onClick} className="min-h-11 px-2 text-sm underline underline-offset-4">
      {children}
    </button>
  );
}

/**
 * The greeting a household's link opens the site with, as the couple wrote it, above every page, or a sentence
 * when the link opens no household. A device that kept its household is greeted at once, then as the worker
 * says it is greeted now, or not at all once the household is off the list.
 */
export function HouseholdGreeting({ load = guestScript }: { load?: () => Promise<GuestScript> }) {
  const words = useWords().household;
  const [shown, setShown] = useState<Shown>(null);
  useEffect(() => {
    if (!looksLikeALink(location.hash) && !localStorage.getItem(STORED_HOUSEHOLD)) return;
    let current = true;
    const show = (next: Shown) => current && setShown(next);
    void load()
      .then(async (guest) => {
        const arrival = await guest.arrive().catch(() => ({ kind: "broken" }) as const);
        if (arrival.kind === "broken") return show({ kind: "broken" });
        if (arrival.kind !== "greeted") return;
        show({ kind: "greeted", household: arrival.household });
        if (!arrival.kept) return;
        const now = await guest.keptHouseholdNow(arrival.household);
        show(now && { kind: "greeted", household: now });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [load]);
  if (shown?.kind === "broken") {
    return (
      <Band role="status">
        <p dir="auto" className="py-2 text-sm">
          {words.brokenLink}
        </p>
        <BandButton onClick={() => setShown(null)}>{words.close}</BandButton>
      </Band>
    );
  }
  if (shown?.kind !== "greeted") return null;
  const forget = () => {
    setShown(null);
    void load()
      .then((guest) => guest.forgetEverything())
      .catch(() => undefined);
  };
  // A household the couple address otherwise than the site's guests ("Sie", not "ihr") has its own words.
  const { greeting, words: own = words } = shown.household;
  return (
    <Band label={own.yourInvitation}>
      <p dir="auto" className="py-2 font-serif text-lg italic sm:text-xl">
        {greeting}
      </p>
      <BandButton onClick={forget}>{own.notUs}</BandButton>
    </Band>
  );
}
