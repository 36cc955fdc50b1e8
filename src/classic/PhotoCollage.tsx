import type { ShownPhoto } from "../content";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { Section } from "./Section";
import { useWords } from "../ui/locale";
import { SectionHeading } from "./SectionHeading";

/**
 * One large photo, a tall one, a small one, then a tall and a wide one: a
 * pattern of five cells that tiles without gaps on phones (two columns) and
 * wider screens (six), repeating for a sixth photo and on. Each cell has its
 * image's `sizes`, so a small cell never downloads a large file.
 */
const CELLS = [
  {
    span: "col-span-2 row-span-2 md:col-span-4 md:row-span-3",
    sizes: "(min-width: 1024px) 660px, (min-width: 768px) 64vw, 92vw",
  },
  { span: "row-span-2 md:col-span-2 md:row-span-2", sizes: "(min-width: 1024px) 330px, (min-width: 768px) 32vw, 46vw" },
  { span: "md:col-span-2", sizes: "(min-width: 1024px) 330px, (min-width: 768px) 32vw, 46vw" },
  { span: "row-span-2 md:col-span-2 md:row-span-2", sizes: "(min-width: 1024px) 330px, (min-width: 768px) 32vw, 46vw" },
  { span: "md:col-span-4 md:row-span-2", sizes: "(min-width: 1024px) 660px, (min-width: 768px) 64vw, 46vw" },
];

/** The whole row, for a photo that starts a round of the pattern and ends the collage. */
const LAST_ALONE = {
  span: "col-span-2 row-span-2 md:col-span-6 md:row-span-3",
  sizes: "(min-width: 1024px) 1000px, 92vw",
};

export function PhotoCollage({ photos }: { photos: ShownPhoto[] }) {
  const words = useWords();
  return (
    <Section id="photos">
      <SectionHeading caption={words.classic.photosCaption}>{words.classic.photos}</SectionHeading>
      <ul className="grid auto-rows-[8.5rem] grid-cols-2 gap-2 sm:auto-rows-[11rem] sm:gap-3 md:auto-rows-[9rem] md:grid-cols-6 lg:auto-rows-[11rem]">
        {photos.map((photo, index) => {
          // A round's first cell alone at the end (a sixth photo, an eleventh) would leave a hole beside it: it spans the row.
          const aloneAtTheEnd = index > 0 && index % CELLS.length === 0 && index === photos.length - 1;
          const cell = aloneAtTheEnd ? LAST_ALONE : CELLS[index % CELLS.length];
          return (
            <li key={`${photo.img.src}-${index}`} className={`${cell.span} overflow-hidden rounded-sm`}>
              <ResponsiveImage photo={photo} sizes={cell.sizes} className="size-full object-cover" />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
