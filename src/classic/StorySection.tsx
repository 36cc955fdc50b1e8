import type { ShownChapter } from "../site";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { Section } from "./Section";
import { SectionHeading } from "./SectionHeading";
import { useWords } from "../ui/locale";
import { Unbroken } from "../ui/Unbroken";

export function StorySection({ story }: { story: ShownChapter[] }) {
  const words = useWords();
  return (
    <Section id="our-story">
      <SectionHeading caption={words.classic.storyCaption}>{words.pages.story.title}</SectionHeading>
      <ol className="flex flex-col gap-16 sm:gap-24">
        {story.map((chapter, index) => (
          <li key={chapter.year} className="grid items-center gap-8 [overflow-wrap:anywhere] md:grid-cols-2 md:gap-14">
            <div className={`rounded-sm border border-gold/40 bg-paper p-2 ${index % 2 ? "md:order-2" : ""}`}>
              <ResponsiveImage
                photo={chapter.photo}
                sizes="(min-width: 1024px) 480px, (min-width: 768px) 45vw, 92vw"
                className="aspect-3/2 w-full rounded-[2px]"
                crop
              />
            </div>
            {/* Before its photo, the words keep one start, as a paragraph reads, and stand by the photo: a short
                chapter's block, as wide as its words, at the column's end. */}
            <div className={index % 2 ? "md:ms-auto md:w-fit" : ""}>
              <p className="font-serif text-5xl text-gold-text italic">{chapter.year}</p>
              <h3 className="mt-2 font-serif text-3xl font-medium">
                <Unbroken>{chapter.title}</Unbroken>
              </h3>
              <p className="mt-4 text-lg leading-relaxed text-ink-soft">
                <Unbroken>{chapter.text}</Unbroken>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
