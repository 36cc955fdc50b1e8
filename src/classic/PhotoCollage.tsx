import type { ShownPhoto } from "../site";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { Section } from "./Section";
import { useWords } from "../ui/locale";
import { SectionHeading } from "./SectionHeading";
import { collageCells } from "./collage-cells";

/** A cut-out (transparent ground) is shown whole and framed: cropped like a photo, it looks cut flat. */
const CUT_OUT_CELL = "border border-gold/40 bg-paper p-3 sm:p-4";

export function PhotoCollage({ photos }: { photos: ShownPhoto[] }) {
  const words = useWords();
  const cells = collageCells(photos.length);
  return (
    <Section id="photos">
      <SectionHeading caption={words.classic.photosCaption}>{words.classic.photos}</SectionHeading>
      <ul className="grid auto-rows-[8.5rem] grid-cols-2 gap-2 sm:auto-rows-[11rem] sm:gap-3 md:auto-rows-[9rem] md:grid-cols-6 lg:auto-rows-[11rem]">
        {photos.map((photo, index) => {
          const cell = cells[index];
          return (
            <li
              key={`${photo.img.src}-${index}`}
              className={`${cell.span} overflow-hidden rounded-sm ${photo.cutOut ? CUT_OUT_CELL : ""}`}
            >
              <ResponsiveImage
                photo={photo}
                sizes={cell.sizes}
                className={`size-full ${photo.cutOut ? "object-contain" : ""}`}
                crop={!photo.cutOut}
              />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
