import { useRef, useState, type KeyboardEvent } from "react";
import type { ShownChapter } from "../site";
import { cardsInARow } from "../ui/rows";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { liftOnHover } from "./buttons";
import { Panel } from "./Panel";
import { useLocale } from "../ui/locale";
import { fill } from "../words/fill";
import { Unbroken } from "../ui/Unbroken";

const chosenTab = "aria-selected:bg-coin aria-selected:text-night aria-selected:frame-heart";

const tabId = (index: number) => `story-tab-${index}`;
const panelId = (index: number) => `story-chapter-${index}`;

const PHONE_ROW: Record<number, string> = {
  1: "*:w-[calc(50%-var(--spacing)*2)]",
  2: "*:w-[calc(50%-var(--spacing)*2)]",
  3: "*:w-[calc(100%/3-var(--spacing)*8/3)]",
};
// A phone's row holds four tabs: five or six go three to a row, not four over a lone one or two.
const PHONE_TABS_OF_THREE = "max-sm:px-2 max-sm:gap-y-5 max-sm:*:w-[calc(100%/3-var(--spacing)*8/3)]";
const WIDE_ROW: Record<number, string> = {
  1: "sm:*:w-[calc(100%/3-var(--spacing)*8/3)]",
  2: "sm:*:w-[calc(100%/3-var(--spacing)*8/3)]",
  3: "sm:*:w-[calc(100%/3-var(--spacing)*8/3)]",
  4: "sm:*:w-[calc(25%-var(--spacing)*3)]",
};

/** Without JavaScript neither tabs nor thumbnails can choose: they step aside (`noscript:`) and every chapter shows. */
export function StoryTabs({ chapters }: { chapters: ShownChapter[] }) {
  const [selected, setSelected] = useState(0);
  const { words, direction } = useLocale();
  const gameWords = words.game;
  const tabsRef = useRef<HTMLDivElement>(null);

  const select = (index: number, focus = false) => {
    setSelected(index);
    if (focus) tabsRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = chapters.length - 1;
    const next = selected === last ? 0 : selected + 1;
    const previous = selected === 0 ? last : selected - 1;
    // The arrow that points the reading way leads on: the left one in Hebrew or Arabic.
    const rtl = direction === "rtl";
    const target = {
      ArrowRight: rtl ? previous : next,
      ArrowLeft: rtl ? next : previous,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  return (
    <>
      <div
        ref={tabsRef}
        role="tablist"
        aria-label={gameWords.years}
        className={`flex flex-wrap justify-center gap-4 sm:gap-5 ${cardsInARow(chapters.length, 4) === 3 ? PHONE_TABS_OF_THREE : ""} noscript:hidden`}
        onKeyDown={onKeyDown}
      >
        {chapters.map((item, index) => (
          <button
            key={item.year}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selected}
            aria-controls={panelId(index)}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
            className={`pixel-frame bg-panel font-pixel min-h-11 px-2.5 py-3 text-xs text-white sm:px-4 sm:text-base ${chosenTab} ${liftOnHover}`}
          >
            {item.year}
          </button>
        ))}
      </div>

      <Panel className="mt-8">
        <div className="flex flex-col gap-12">
          {chapters.map((chapter, index) => (
            <div
              key={chapter.year}
              role="tabpanel"
              id={panelId(index)}
              aria-labelledby={tabId(index)}
              className={`${index === selected ? "grid" : "hidden noscript:grid"} gap-6 lg:grid-cols-[3fr_2fr] lg:items-center`}
            >
              <ResponsiveImage
                photo={chapter.photo}
                priority={index === 0}
                sizes="(min-width: 1024px) 560px, 90vw"
                className="pixelated aspect-3/2 w-full border-4 border-black"
                crop
              />
              <div>
                <h2 className="font-pixel text-coin text-pixel-base leading-relaxed [overflow-wrap:anywhere] sm:text-lg">
                  <Unbroken>{chapter.title}</Unbroken>
                </h2>
                <p className="mt-4 text-2xl leading-snug [overflow-wrap:anywhere]">
                  <Unbroken>{chapter.text}</Unbroken>
                </p>
              </div>
            </div>
          ))}
        </div>
      </Panel>

      <ul
        aria-label={gameWords.chapters}
        className={`mt-8 flex flex-wrap justify-center gap-4 ${PHONE_ROW[cardsInARow(chapters.length, 3)]} ${WIDE_ROW[cardsInARow(chapters.length, 4)]} noscript:hidden`}
      >
        {chapters.map((item, index) => (
          <li key={item.year}>
            <button
              type="button"
              aria-label={fill(gameWords.showChapter, { year: item.year, title: item.title })}
              aria-pressed={index === selected}
              onClick={() => select(index)}
              className="pixel-frame bg-panel aria-pressed:frame-coin w-inside-frame m-2 block p-1.5 transition-transform motion-safe:hover:-translate-y-1 motion-reduce:transition-none"
            >
              <ResponsiveImage
                photo={item.photo}
                sizes="(min-width: 640px) 220px, 45vw"
                className="pixelated aspect-3/2 w-full"
                crop
              />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
