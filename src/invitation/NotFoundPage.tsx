import { Link } from "react-router";
import { solidButton } from "./buttons";
import { FirstPaintEnd } from "../ui/FirstPaintEnd";
import { invitationFrame } from "./CoupleNames";
import { Ornament } from "./Ornament";
import type { ReactNode } from "react";
import { lineRoom } from "./line-room";
import { useLocale } from "../ui/locale";
import { mainProps, pageTitleProps } from "../ui/page-focus";

/**
 * The root error boundary also shows it, where only the base stylesheet may be loaded; `languages`, the switcher
 * the 404 route sets in the card's corner, is left out of the script every page loads.
 */
export function NotFoundPage({ languages }: { languages?: ReactNode }) {
  const { words, paths } = useLocale();
  return (
    <main {...mainProps} className="bg-paper-glow flex min-h-dvh items-center justify-center bg-paper px-5 py-10">
      <div
        className={`relative flex w-full max-w-xl flex-col items-center px-6 py-14 text-center sm:px-12 sm:py-20 ${invitationFrame}`}
      >
        {languages}
        <h1 {...pageTitleProps} className="font-serif text-8xl font-medium text-gold-text lining-nums">
          404
        </h1>
        <Ornament className="my-6" />
        <p className={`w-full font-serif text-3xl ${lineRoom(words.notFound.title, 23)}`}>{words.notFound.title}</p>
        <p className={`mt-3 w-full max-w-md text-balance text-ink-soft ${lineRoom(words.notFound.subLine, 38)}`}>
          {words.notFound.subLine}
        </p>
        <Link to={paths.home} className={`mt-10 ${solidButton}`}>
          {words.notFound.home}
        </Link>
      </div>
      <FirstPaintEnd />
    </main>
  );
}
