import { content, pageTitle } from "../content";

export const meta = () => [{ title: pageTitle("Our Story") }];

export default function GamerOurStory() {
  return (
    <>
      <h1 className="text-3xl">Our Story</h1>
      <ol>
        {content.story.map((chapter) => (
          <li key={chapter.gamerYear}>
            <h2>{chapter.gamerYear}: {chapter.title}</h2>
            <p>{chapter.text}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
