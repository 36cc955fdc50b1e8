import { GameOverPage } from "../gamer/pages/GameOverPage";
import type { Route } from "./+types/gamer-not-found";
import type { GamePageHandle } from "../gamer/game-layout";

export const handle: GamePageHandle = { lost: true };

// No loader: any unknown path under /gamer lands here, and only /gamer/404 is prerendered.
export const meta: Route.MetaFunction = ({ matches }) => [{ title: matches[0].loaderData?.notFoundTitle }];

export default function GamerNotFound() {
  return <GameOverPage />;
}
