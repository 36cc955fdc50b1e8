import { gamerPageHead } from "../site/page-head.server";
import { siteContext } from "../site/site-context.server";
import { asPixelArt, shownStory } from "../site/shown.server";
import { PageTitle } from "../gamer/PageTitle";
import { StoryTabs } from "../gamer/StoryTabs";
import type { Route } from "./+types/gamer-our-story";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { photos } = site;
  // The page opens on the first chapter, whose photo is the first screen's largest element: it comes inline.
  const story = shownStory(photos, site.content.story, "gamerYear", (photo, index) =>
    asPixelArt(photos, photo, "photo", { firstScreen: index === 0 }),
  );
  return { ...gamerPageHead(site, "story"), story };
}

export { meta } from "../ui/head";

export default function GamerOurStory({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle>{loaderData.title}</PageTitle>
      <StoryTabs chapters={loaderData.story} />
    </>
  );
}
