import type { Names } from "../site";
import { useIsOver } from "../ui/wedding-day";
import { Ornament } from "../invitation/Ornament";
import { PairedNames } from "../invitation/CoupleNames";
import { pairLetters, pairOrStacked } from "../text/name-letters";
import { Unbroken } from "../ui/Unbroken";
import { Sentences } from "../ui/Sentences";

/** Cormorant's letters half an em of the line's 1.5rem, and the joint with its gaps: on one line, or one a line. */
const PAIR_WIDTH = "[--pair-width:calc(var(--pair-letters)*0.75rem+3rem)]";

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
      <p className={`gap-x-3 font-serif text-2xl ${pairOrStacked} ${pairLetters(names)} ${PAIR_WIDTH}`}>
        <PairedNames names={names} jointClassName="" />
      </p>
      <p className="mt-1 text-sm tracking-[0.2em] text-paper/80 uppercase">
        <Unbroken>{dateLine}</Unbroken>
      </p>
    </footer>
  );
}
