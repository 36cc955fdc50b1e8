import type { Content } from "../content";
import { useDates } from "../ui/locale";
import { Ornament } from "../invitation/Ornament";

export function ClassicFooter({
  coupleNames,
  wedding,
  thankYou,
}: {
  coupleNames: string;
  wedding: Content["wedding"];
  thankYou: string;
}) {
  const { longDate } = useDates();
  return (
    <footer id="thank-you" className="bg-ink px-6 py-20 text-center text-paper">
      <p className="mx-auto max-w-xl font-serif text-3xl leading-snug italic">{thankYou}</p>
      <Ornament className="mx-auto my-8" />
      <p className="font-serif text-2xl">{coupleNames}</p>
      <p className="mt-1 text-sm tracking-[0.2em] text-paper/80 uppercase">{longDate(wedding.date)}</p>
    </footer>
  );
}
