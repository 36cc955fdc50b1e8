import "../gamer/gamer.css";
import { Outlet, useMatch, useMatches } from "react-router";
import { siteContext } from "../site/site-context.server";
import { GameHeader } from "../gamer/GameHeader";
import { Landscape, Sky } from "../gamer/Scene";
import { GAMER_HOME, GAMER_MENU, gamerLink } from "../pages";
import { isLost } from "../gamer/game-layout";
import { mainProps } from "../ui/page-focus";
import type { Route } from "./+types/gamer";
import type { PageHandle } from "../ui/page-focus";

// The root's skip link is drawn in the look of the pages below it.
export const handle: PageHandle = { look: "gamer" };

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { content, words, localPath } = site;
  return {
    names: site.names,
    initials: site.initials,
    coupleNames: site.coupleNames,
    rsvpUrl: content.rsvpUrl,
    home: gamerLink(GAMER_HOME, words, localPath),
    pages: GAMER_MENU.map((page) => gamerLink(page, words, localPath)),
  };
}

export default function GamerLayout({ loaderData }: Route.ComponentProps) {
  const onStartScreen = useMatch({ path: loaderData.home.path, end: true }) !== null;
  // A 404 has no same page in another language: its languages lead to each one's start screen.
  const lost = isLost(useMatches());
  return (
    <div className="bg-night font-terminal relative min-h-dvh overflow-x-clip text-xl text-white">
      <Sky onStartScreen={onStartScreen} />
      <div className="relative flex min-h-dvh flex-col">
        <GameHeader
          {...loaderData}
          onStartScreen={onStartScreen}
          languagesTo={lost ? loaderData.home.path : undefined}
        />
        <main {...mainProps} className="mx-auto w-full max-w-5xl flex-1 px-3 pb-16 sm:px-6">
          <Outlet context={loaderData} />
        </main>
        <Landscape onStartScreen={onStartScreen} />
      </div>
    </div>
  );
}
