import type { ReactNode } from "react";
import { Gamepad2, Laptop } from "lucide-react";
import { Link } from "react-router";
import { solidButton } from "../invitation/buttons";
import { useWords } from "../ui/locale";

export function BestOnComputer({ className }: { className: string }) {
  const words = useWords();
  return (
    <p className={`text-sm text-balance text-ink-soft ${className}`}>
      <Laptop aria-hidden="true" className="me-2 inline size-5 align-[-0.3em] text-gold-text" />
      {words.bestOnComputer}
    </p>
  );
}

/**
 * One experience: its name, what it is, and its Enter button. `wideOnly`: the game, entered
 * only from the xl breakpoint; below it the card shows what it is and, with a dashed border,
 * that it waits for a wider screen.
 */
export function ExperienceCard({
  title,
  description,
  to,
  label,
  wideOnly = false,
  children,
}: {
  title: string;
  description: string;
  to: string;
  label: string;
  wideOnly?: boolean;
  children?: ReactNode;
}) {
  const words = useWords();
  return (
    <section
      aria-label={title}
      className={`@container flex flex-col items-center gap-2 rounded-sm border border-gold/50 px-6 py-7 ${wideOnly ? "border-dashed xl:border-solid xl:bg-paper-deep/60" : "bg-paper-deep/60"}`}
    >
      {/* The card's width, not its name's, sets the card's: a long name ("Klasyczna") is sized down to the
          card on a narrow phone with large text, where it spilled; its letters are about half an em. */}
      <h2 className="font-serif text-[length:min(var(--text-3xl),18cqi)] font-medium">{title}</h2>
      {/* It takes the card's spare height, so the two cards' buttons keep one line side by side whatever
          the lines of their words (one that fitted the stand-in face and not the web font moved a button). */}
      <p className="flex-1 [overflow-wrap:anywhere] text-ink-soft">{description}</p>
      {children}
      <Link to={to} aria-label={label} className={`mt-3 ${solidButton} ${wideOnly ? "max-xl:hidden" : ""}`}>
        {wideOnly ? <Gamepad2 aria-hidden="true" className="size-5" /> : null}
        {words.landing.enter}
      </Link>
    </section>
  );
}
