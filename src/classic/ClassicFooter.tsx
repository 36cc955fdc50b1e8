import { useIsOver } from "../ui/wedding-day";
import { Ornament } from "../invitation/Ornament";
import { Unbroken } from "../ui/Unbroken";
import { Sentences } from "../ui/Sentences";

export function ClassicFooter({
  coupleNames,
  dateLine,
  thankYou,
}: {
  coupleNames: string;
  dateLine: string;
  thankYou: string;
}) {
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
      <p className="font-serif text-2xl">
        <Unbroken>{coupleNames}</Unbroken>
      </p>
      <p className="mt-1 text-sm tracking-[0.2em] text-paper/80 uppercase">
        <Unbroken>{dateLine}</Unbroken>
      </p>
    </footer>
  );
}
