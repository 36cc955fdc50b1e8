import type { Names } from "../site";
import { useIsOver } from "../ui/wedding-day";
import { Ornament } from "../invitation/Ornament";
import { PairedNames } from "../invitation/CoupleNames";
import { LONGEST_ON_ONE_LINE, NAME_LETTERS, nameLetters, pairLetters, pairOrStacked } from "../text/name-letters";
import { Unbroken } from "../ui/Unbroken";
import { Sentences } from "../ui/Sentences";

/** Cormorant's letters half an em of the line's 1.5rem, and the joint with its gaps: on one line, or one a line. */
const PAIR_WIDTH = "[--pair-width:calc(var(--pair-letters)*0.75rem+3rem)]";

/** Each name whole on its line, as the hero's: n letters at 180/n cqi, up to the footer's own size. */
function namesSize(names: Names): string {
  const longest = Math.min(nameLetters(names), LONGEST_ON_ONE_LINE);
  if (longest <= 7) return "text-2xl";
  return `text-[length:min(var(--text-2xl),calc(180cqi/var(--name-letters)))] ${NAME_LETTERS[longest]}`;
}

export function ClassicFooter({ names, dateLine, thankYou }: { names: Names; dateLine: string; thankYou: string }) {
  const isOver = useIsOver();
  return (
    <footer id="thank-you" className={`bg-ink px-6 text-center text-paper ${isOver ? "py-14" : "py-20"}`}>
      {isOver ? null : (
        <>
          <p className="mx-auto max-w-2xl font-serif text-3xl leading-snug text-balance italic">
            <Sentences>{thankYou}</Sentences>
          </p>
          <Ornament className="mx-auto my-8" />
        </>
      )}
      <div className="@container">
        <p className={`gap-x-3 font-serif ${namesSize(names)} ${pairOrStacked} ${pairLetters(names)} ${PAIR_WIDTH}`}>
          <PairedNames names={names} jointClassName="" />
        </p>
      </div>
      <p className="mt-1 text-sm tracking-[0.2em] text-paper/80 uppercase">
        <Unbroken>{dateLine}</Unbroken>
      </p>
    </footer>
  );
}
