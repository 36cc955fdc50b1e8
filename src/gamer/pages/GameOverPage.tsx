import { Link } from "react-router";
import { pageTitleProps } from "../../ui/page-focus";
import { FirstPaintEnd } from "../../ui/FirstPaintEnd";
import { useLocale } from "../../ui/locale";
import { Unbroken } from "../../ui/Unbroken";
import { gameButton } from "../buttons";
import { Panel } from "../Panel";

/** The game's 404: "Game over", and a choice to go on, to the start screen or the landing. */
export function GameOverPage() {
  const { words, paths } = useLocale();
  const gameWords = words.game;
  return (
    <Panel className="w-inside-frame mx-auto mt-8 flex max-w-2xl flex-col items-center text-center sm:mt-14 sm:-mb-6">
      <p className="font-pixel text-heart text-pixel-3xl text-shadow-pixel-lg leading-tight sm:text-5xl">
        {gameWords.gameOver}
      </p>
      <h1 {...pageTitleProps} className="font-pixel text-coin text-pixel-xl mt-4 sm:text-3xl">
        404
      </h1>
      <p className="mt-4 text-3xl">{words.notFound.title}</p>
      <p className="mt-2 text-2xl text-balance text-white/80">
        <Unbroken>{words.notFound.subLine}</Unbroken>
      </p>
      <p className="font-pixel text-mana text-pixel-base motion-safe:animate-blink mt-8">{gameWords.continue}</p>
      <nav aria-label={gameWords.continue} className="mt-4 flex flex-wrap justify-center gap-x-4">
        {/* Named in full, the visible word first (a guest who speaks to the phone says "click Yes"). */}
        <Link
          to={paths.gamer}
          aria-label={`${gameWords.yes}: ${gameWords.startScreen}`}
          className={`${gameButton} min-w-24 justify-center`}
        >
          {gameWords.yes}
        </Link>
        <Link
          to={paths.home}
          aria-label={`${gameWords.no}: ${words.notFound.home}`}
          className={`${gameButton} min-w-24 justify-center`}
        >
          {gameWords.no}
        </Link>
      </nav>
      <FirstPaintEnd />
    </Panel>
  );
}
