import { useOutletContext } from "react-router";
import type { Route } from "../routes/+types/gamer";

/** What every page of the game has from its layout (src/routes/gamer.tsx): sent once, for the start screen too. */
export type GameLayoutData = Route.ComponentProps["loaderData"];

export const useGameLayout = () => useOutletContext<GameLayoutData>();

/** A page of the game says to its layout, in its route's `handle`, that it is the 404 page, which has no same page in another language. */
export type GamePageHandle = { lost: true };

export const isLost = (matches: readonly { handle: unknown }[]) =>
  matches.some((match) => (match.handle as Partial<GamePageHandle> | undefined)?.lost === true);
