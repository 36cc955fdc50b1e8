import { content, pageTitle } from "../content";
import { shown } from "../content/shown";
import { PageTitle } from "../gamer/PageTitle";
import { StoryTabs } from "../gamer/StoryTabs";
import type { Route } from "./+types/gamer-our-story";

export function loader() {
  return { title: pageTitle("Our Story"), story: shown(content.story) };
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
