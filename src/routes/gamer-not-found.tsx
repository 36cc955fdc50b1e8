import { pageTitleProps } from "../ui/page-focus";
import { Link } from "react-router";
import { gameButton } from "../gamer/buttons";
import { Panel } from "../gamer/Panel";
import { FirstPaintEnd } from "../ui/FirstPaintEnd";
import { useLocale } from "../ui/locale";
import type { Route } from "./+types/gamer-not-found";

// No loader: any unknown path under /gamer lands here, and only /gamer/404 is prerendered. The title comes from the root's data.
export const meta: Route.MetaFunction = ({ matches }) => [{ title: matches[0].loaderData?.notFoundTitle }];

/** A mistyped /gamer address: the game is over, with the spec's 404 words, and a choice to continue. */
export default function GamerNotFound() {
  const { words, paths } = useLocale();
  const said = words.game;
  return (
    <Panel className="mx-auto mt-10 flex max-w-2xl flex-col items-center text-center sm:mt-16">
      <p className="font-pixel text-heart text-pixel-3xl text-shadow-pixel-lg leading-tight sm:text-5xl">
        {said.gameOver}
      </p>
      <h1 {...pageTitleProps} className="font-pixel text-coin text-pixel-xl mt-6 sm:text-3xl">
        404
      </h1>
      <p className="mt-6 text-3xl">{words.notFound.title}</p>
      <p className="mt-2 text-2xl text-white/80">{words.notFound.subLine}</p>
      <p className="font-pixel text-mana text-pixel-base motion-safe:animate-blink mt-10">{said.continue}</p>
      <nav aria-label={said.continue} className="mt-4 flex flex-wrap justify-center">
        <Link to={paths.home} className={gameButton}>
          {words.notFound.home}
        </Link>
        <Link to={paths.gamer} className={gameButton}>
          {said.startScreen}
        </Link>
      </nav>
      <FirstPaintEnd />
    </Panel>
  );
}
