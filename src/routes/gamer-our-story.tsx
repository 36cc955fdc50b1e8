import { content, pageTitle } from "../content";
import { shown, withPreview } from "../content/shown";
import { PageTitle } from "../gamer/PageTitle";
import { StoryTabs } from "../gamer/StoryTabs";
import type { Route } from "./+types/gamer-our-story";

export function loader() {
  const story = shown(content.story);
  // The page opens on the first chapter, whose photo is the first screen's largest element.
  story[0].photo = withPreview(story[0].photo);
  return { title: pageTitle("Our Story"), story };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export default function GamerOurStory({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle>Our Story</PageTitle>
      <StoryTabs chapters={loaderData.story} />
    </>
  );
}
