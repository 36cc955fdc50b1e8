import { pageTitleProps } from "../ui/page-focus";
import { useWords } from "../ui/locale";
import { isBoundJoint, jointItalic } from "../text/joined-names";
import type { Names } from "../site";
import {
  LONGEST_ON_ONE_LINE,
  NAME_LETTERS,
  nameLetters,
  namesPair,
  pairLetterCount,
  pairLetters,
} from "../text/name-letters";

/** 7rem: the joint and its gaps, beside the names' letters. */
const TITLE =
  "mt-6 items-baseline gap-x-6 gap-y-2 font-serif leading-none font-medium [--pair-width:calc(var(--pair-letters)*3rem+7rem)]";

/** Sized with room to spare (180/n cqi for n letters), so the web font and its fallback wrap alike. */
const DESIGN_SIZE = "text-[min(3.75rem,17vw)] sm:text-8xl";
const FITTED_SIZE =
  "text-[length:min(3.75rem,calc(180cqi/var(--name-letters)))] sm:text-[length:min(6rem,calc(180cqi/var(--name-letters)))]";
const LONGER_NAME_SIZE = "text-[min(3.75rem,9cqi)] sm:text-[min(6rem,9cqi)] [overflow-wrap:anywhere]";

function namesSize(names: Names): string {
  const longest = nameLetters(names);
  if (longest <= 7) return DESIGN_SIZE;
  if (longest > LONGEST_ON_ONE_LINE) return LONGER_NAME_SIZE;
  return `${FITTED_SIZE} ${NAME_LETTERS[longest]}`;
}

/** In the landing's 50rem column, names that fit one line at half the design's size or more take one. */
const WIDE_COLUMN_PX = 800;
const ONE_LINE_ON_A_WIDE_SCREEN =
  "xl:[--pair-width:0rem] xl:text-[length:min(6rem,calc((100cqi-7rem)*2/var(--pair-letters)))]";
export const fitsOneLineOnAWideScreen = (names: Names) => {
  const letters = pairLetterCount(names);
  return letters !== null && letters * 0.5 * 48 + 112 <= WIDE_COLUMN_PX;
};

/** Hebrew letters all stand as tall as a Latin capital: at the Latin size they read as shouted. */
const hebrewSized = (name: string) => (/\p{sc=Hebr}/u.test(name) ? "text-[0.85em]" : undefined);

/** `wideColumn`: the names stand in the landing's 50rem column from xl. */
export function CoupleNames({ names, wideColumn = false }: { names: Names; wideColumn?: boolean }) {
  const wide = wideColumn && fitsOneLineOnAWideScreen(names) ? ONE_LINE_ON_A_WIDE_SCREEN : "";
  return (
    <div className="@container w-full">
      <h1 {...pageTitleProps} className={`${TITLE} ${namesPair} ${pairLetters(names)} ${namesSize(names)} ${wide}`}>
        <PairedNames names={names} jointClassName="text-[max(0.8em,2.25rem)] sm:text-[0.75em]" />
      </h1>
    </div>
  );
}

/**
 * The two names and the joint between them, each a box of its own, so a name wraps whole, never "Anne- / Sophie";
 * Hebrew's ו bound to the second name. A browser's translation leaves a name as it is.
 */
export function PairedNames({ names, jointClassName }: { names: Names; jointClassName: string }) {
  const { joint } = useWords();
  return (
    <>
      <span translate="no" className={hebrewSized(names.partnerOne)}>
        {names.partnerOne}
      </span>{" "}
      {isBoundJoint(joint) ? (
        <span translate="no" className={hebrewSized(names.partnerTwo)}>
          <span className="text-gold">{joint}</span>
          {names.partnerTwo}
        </span>
      ) : (
        <>
          <span className={`${jointClassName} text-gold ${jointItalic(joint)}`}>{joint}</span>{" "}
          <span translate="no" className={hebrewSized(names.partnerTwo)}>
            {names.partnerTwo}
          </span>
        </>
      )}
    </>
  );
}

export const invitationFrame = "border border-gold/50 outline outline-1 outline-offset-[-10px] outline-gold/30";
