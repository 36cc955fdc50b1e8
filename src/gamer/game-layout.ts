import { useOutletContext } from "react-router";
import type { Route } from "../routes/+types/gamer";

/** What every page of the game has from its layout (src/routes/gamer.tsx): sent once, for the start screen too. */
export type GameLayoutData = Route.ComponentProps["loaderData"];

export const useGameLayout = () => useOutletContext<GameLayoutData>();
