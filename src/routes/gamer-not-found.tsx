import { pageTitleProps } from "../ui/page-focus";
import { Link } from "react-router";
import { gameButton } from "../gamer/buttons";
import { Panel } from "../gamer/Panel";
import { FirstPaintEnd } from "../ui/FirstPaintEnd";
import { NOT_FOUND_SUB_LINE, NOT_FOUND_TEXT } from "../ui/not-found-words";
import type { Route } from "./+types/gamer-not-found";

// No loader: any unknown path under /gamer lands here, and only /gamer/404 is prerendered. The title comes from the root's data.
export const meta: Route.MetaFunction = ({ matches }) => [{ title: matches[0].loaderData?.notFoundTitle }];

/** A mistyped /gamer address: the game is over, with the spec's 404 words, and a choice to continue. */
export default function GamerNotFound() {
  return (
    <Panel className="mx-auto mt-10 flex max-w-2xl flex-col items-center text-center sm:mt-16">
      <p className="font-pixel text-heart text-pixel-3xl text-shadow-pixel-lg leading-tight sm:text-5xl">GAME OVER</p>
      <h1 {...pageTitleProps} className="font-pixel text-coin text-pixel-xl mt-6 sm:text-3xl">
        404
      </h1>
      <p className="mt-6 text-3xl">{NOT_FOUND_TEXT}</p>
      <p className="mt-2 text-2xl text-white/80">{NOT_FOUND_SUB_LINE}</p>
      <p className="font-pixel text-mana text-pixel-base motion-safe:animate-blink mt-10">Continue?</p>
      <nav aria-label="Continue" className="mt-4 flex flex-wrap justify-center">
        <Link to="/" className={gameButton}>
          Home page
        </Link>
        <Link to="/gamer" className={gameButton}>
          Start screen
        </Link>
      </nav>
      <FirstPaintEnd />
    </Panel>
  );
}
