import { pageTitleProps } from "../ui/page-focus";
import { useWords } from "../ui/locale";
import { isBoundJoint } from "../ui/joined-names";
import type { Content } from "../content";
import {
  LONGEST_ON_ONE_LINE,
  NAME_LETTERS,
  nameLetters,
  namesPair,
  pairLetterCount,
  pairLetters,
} from "../ui/name-letters";

/**
 * The names' size, by the letters of the longest part that must stay on one
 * line (nameLetters). Fitting with room to spare, it wraps the same in the web
 * font and in the stand-in drawn before it arrives, so the swap moves nothing
 * (a name that just fitted in one and not the other moved the landing at 360
 * px). A letter of the serif is about half an em wide, so n letters need n/2
 * em, and a hyphenated name's stand-in a little more: the size is at most
 * 180/n % of the width the names have (cqi), down to
 * 320 px (a 1280 px window at 400% zoom), and no more than the design's. Seven
 * letters or fewer keep the design's size.
 */
const DESIGN_SIZE = "text-[min(3.75rem,17vw)] sm:text-8xl";
const FITTED_SIZE =
  "text-[length:min(3.75rem,calc(180cqi/var(--name-letters)))] sm:text-[length:min(6rem,calc(180cqi/var(--name-letters)))]";
/** Longer than any everyday word: it may break, where the line ends, rather than spill. */
const LONGER_NAME_SIZE = "text-[min(3.75rem,9cqi)] sm:text-[min(6rem,9cqi)] [overflow-wrap:anywhere]";

function namesSize(couple: Content["couple"]): string {
  const longest = nameLetters(couple);
  if (longest <= 7) return DESIGN_SIZE;
  if (longest > LONGEST_ON_ONE_LINE) return LONGER_NAME_SIZE;
  return `${FITTED_SIZE} ${NAME_LETTERS[longest]}`;
}

/**
 * On a wide screen, where the card's column is 50rem (the landing's), names that fit on one line
 * at half the design's size or more (half an em a letter of 3rem, and the ampersand and the gaps)
 * take one, sized to it: three lines of a long pair ("Anna-Małgorzata & Bartholomäus") pushed the
 * Enter buttons under a laptop's fold.
 */
const WIDE_COLUMN_PX = 800;
const ONE_LINE_ON_A_WIDE_SCREEN =
  "xl:[--pair-width:0rem] xl:text-[length:min(6rem,calc((100cqi-7rem)*2/var(--pair-letters)))]";
export const fitsOneLineOnAWideScreen = (couple: Content["couple"]) => {
  const letters = pairLetterCount(couple);
  return letters !== null && letters * 0.5 * 48 + 112 <= WIDE_COLUMN_PX;
};

/**
 * Hebrew's letters all stand as tall as a Latin capital, with none that fall below the line: set at the
 * Latin names' size they read as shouted capitals, and a long pair overfilled a tablet's first screen.
 */
const hebrewSized = (name: string) => (/\p{sc=Hebr}/u.test(name) ? "text-[0.85em]" : undefined);

/**
 * The couple's names as the page's one h1, with the gold joint between them ("&", "و"): on one line where all three fit
 * (half an em a letter of the names' 6rem, the ampersand and the gaps 7rem), else stacked.
 * `wideColumn`: the names stand in the landing's 50rem column from xl.
 */
export function CoupleNames({ couple, wideColumn = false }: { couple: Content["couple"]; wideColumn?: boolean }) {
  const { joint } = useWords();
  const wide = wideColumn && fitsOneLineOnAWideScreen(couple) ? ONE_LINE_ON_A_WIDE_SCREEN : "";
  return (
    // The width the names have, which their size follows.
    <div className="@container w-full">
      <h1
        {...pageTitleProps}
        className={`mt-6 ${namesPair} ${pairLetters(couple)} items-baseline gap-x-6 gap-y-2 font-serif leading-none font-medium [--pair-width:calc(var(--pair-letters)*3rem+7rem)] ${namesSize(couple)} ${wide}`}
      >
        {/* Each name a box of its own: it goes to a line of its own whole, never "Anne- / Sophie". The ampersand
            is three quarters of the names' size, and on a phone, where it has a line of its own, no smaller than
            2.25rem: long names fitted to the width left it a speck between them. */}
        <span className={hebrewSized(couple.partnerOne)}>{couple.partnerOne}</span>{" "}
        {isBoundJoint(joint) ? (
          // Hebrew's ו opens the second name, in the joint's gold: "מאיה / ועידו".
          <span className={hebrewSized(couple.partnerTwo)}>
            <span className="text-gold">{joint}</span>
            {couple.partnerTwo}
          </span>
        ) : (
          <>
            <span className="text-[max(0.8em,2.25rem)] text-gold italic sm:text-[0.75em]">{joint}</span>{" "}
            <span className={hebrewSized(couple.partnerTwo)}>{couple.partnerTwo}</span>
          </>
        )}
      </h1>
    </div>
  );
}

/** The double gold frame of an invitation card. */
export const invitationFrame = "border border-gold/50 outline outline-1 outline-offset-[-10px] outline-gold/30";
