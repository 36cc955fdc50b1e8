import { pageTitle } from "../content";
import { PageTitle } from "../gamer/PageTitle";
import { StoryTabs } from "../gamer/StoryTabs";

export const meta = () => [{ title: pageTitle("Our Story") }];

export default function GamerOurStory() {
  return (
    <>
      <PageTitle>Our Story</PageTitle>
      <StoryTabs />
    </>
  );
}
