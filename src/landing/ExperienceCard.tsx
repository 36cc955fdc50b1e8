import type { ReactNode } from "react";
import { Gamepad2, Laptop } from "lucide-react";
import { Link } from "react-router";
import { solidButton } from "../invitation/buttons";
import { useWords } from "../ui/locale";
import { Unbroken } from "../ui/Unbroken";

/** The game's card below xl: dashed, as what waits for a wider screen. */
const WAITING = "border-dashed xl:border-solid xl:bg-paper-deep/60";

export function BestOnComputer({ className }: { className: string }) {
  const words = useWords();
  return (
    <p className={`text-sm text-balance text-ink-soft ${className}`}>
      <Laptop aria-hidden="true" className="me-2 inline size-5 align-[-0.3em] text-gold-text" />
      {words.bestOnComputer}
    </p>
  );
}

/** `wideOnly` (the game) is entered only from xl; below it, a dashed border says it waits for a wider screen. */
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
      className={`@container flex flex-col items-center gap-2 rounded-sm border border-gold/50 px-6 py-7 ${wideOnly ? WAITING : "bg-paper-deep/60"}`}
    >
      {/* Sized to the card (letters about half an em), so a long name fits a narrow phone with large text. */}
      <h2 className="font-serif text-[length:min(var(--text-3xl),18cqi)] font-medium">
        <Unbroken>{title}</Unbroken>
      </h2>
      {/* It takes the spare height, so the two cards' buttons stay level whatever their words' lines. */}
      <p className="flex-1 [overflow-wrap:anywhere] text-ink-soft">{description}</p>
      {children}
      <Link to={to} aria-label={label} className={`mt-3 ${solidButton} ${wideOnly ? "max-xl:hidden" : ""}`}>
        {wideOnly ? <Gamepad2 aria-hidden="true" className="size-5" /> : null}
        {words.landing.enter}
      </Link>
    </section>
  );
}
