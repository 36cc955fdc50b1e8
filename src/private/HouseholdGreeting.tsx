import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useWords } from "../ui/locale";
import { GUEST_SCRIPT, STORED_HOUSEHOLD } from "./paths";
import { looksLikeALink } from "./link-fragment";
import { GREETED_ATTRIBUTE } from "./band-room";
import type { StoredHousehold } from "./household-record";

export type GuestScript = typeof import("./guest");

/** The guest's script, a file of its own (pipeline/private/scripts.ts), loaded only by a page that has a guest to greet. */
export const guestScript = (): Promise<GuestScript> => import(/* @vite-ignore */ GUEST_SCRIPT);

type Shown = { kind: "greeted"; household: StoredHousehold } | { kind: "broken" } | null;

/** No band after all (nobody to greet, or "Not you?"): the room the page kept for it goes (./band-room.ts). */
const leaveNoRoom = () => document.documentElement.removeAttribute(GREETED_ATTRIBUTE);

function Band({
  label,
  role,
  bandRef,
  hidden = false,
  children,
}: {
  label?: string;
  role?: "status";
  bandRef?: RefObject<HTMLElement | null>;
  /** Not drawn yet, and out of the page's flow: its room keeps the page where it is while its letters come. */
  hidden?: boolean;
  children: ReactNode;
}) {
  const Tag = label ? "aside" : "div";
  return (
    // data-greeting: the game's pages give it their colours (src/app.css).
    <Tag
      ref={bandRef as RefObject<HTMLDivElement>}
      aria-label={label}
      role={role}
      data-greeting=""
      className={`${hidden ? "invisible absolute inset-x-0 top-0" : "relative"} z-10 flex flex-wrap content-center items-center justify-center gap-x-4 bg-paper-deep px-5 py-1 text-center text-ink`}
    >
      {children}
    </Tag>
  );
}

function BandButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="min-h-11 px-2 text-sm text-ink-soft underline underline-offset-4"
    >
      {children}
    </button>
  );
}

/**
 * The greeting a household's link opens the site with, as the couple wrote it, above every page, or a sentence
 * when the link opens no household. A device that kept its household is greeted at once, then as the worker
 * says it is greeted now, or not at all once the household is off the list.
 */
export function HouseholdGreeting({
  stylesheet,
  load = guestScript,
}: {
  /** The page's look's stylesheet of the greetings' faces (./greeting-stylesheets.ts), which the band's letters need. */
  stylesheet?: string;
  load?: () => Promise<GuestScript>;
}) {
  const words = useWords().household;
  const [shown, setShown] = useState<Shown>(null);
  const band = useRef<HTMLElement>(null);
  useEffect(() => {
    // The head's script kept no room either (./band-room.ts).
    if (!looksLikeALink(location.hash) && !localStorage.getItem(STORED_HOUSEHOLD)) return;
    let current = true;
    const show = (next: Shown) => {
      if (!current) return;
      if (!next) leaveNoRoom();
      setShown(next);
    };
    void load()
      .then(async (guest) => {
        const arrival = await guest.arrive().catch(() => ({ kind: "broken" }) as const);
        if (arrival.kind === "broken") return show({ kind: "broken" });
        if (arrival.kind === "none") return show(null);
        if (arrival.kind !== "greeted") return;
        show({ kind: "greeted", household: arrival.household });
        if (!arrival.kept) return;
        const now = await guest.keptHouseholdNow(arrival.household);
        show(now && { kind: "greeted", household: now });
      })
      .catch(leaveNoRoom);
    return () => {
      current = false;
    };
  }, [load]);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (shown?.kind !== "greeted") return;
    let current = true;
    void load()
      .then((guest) => band.current && guest.drawBand(band.current))
      .catch(() => undefined)
      .then(() => current && setDrawn(true));
    return () => {
      current = false;
    };
  }, [shown, load]);
  if (shown?.kind === "broken") {
    return (
      <Band role="status">
        <p dir="auto" className="py-2 text-sm">
          {words.brokenLink}
        </p>
        <BandButton
          onClick={() => {
            leaveNoRoom();
            setShown(null);
          }}
        >
          {words.close}
        </BandButton>
      </Band>
    );
  }
  if (shown?.kind !== "greeted") return null;
  const forget = () => {
    leaveNoRoom();
    setShown(null);
    void load()
      .then((guest) => guest.forgetEverything())
      .catch(() => undefined);
  };
  const { greeting } = shown.household;
  return (
    <Band label={words.yourInvitation} bandRef={band} hidden={!drawn}>
      {/* The one the head's script asked for, or, after a move to the other look, the other (./band-room.ts). */}
      {stylesheet ? <link rel="stylesheet" href={stylesheet} precedence="greeting-faces" /> : null}
      <p dir="auto" className="py-2 font-serif text-xl text-balance italic sm:text-2xl">
        {greeting}
      </p>
      <BandButton onClick={forget}>{words.notUs}</BandButton>
    </Band>
  );
}
