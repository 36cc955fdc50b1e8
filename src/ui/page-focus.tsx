import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useWords } from "./locale";

/** The id of every page's <main>, which the skip link moves focus into. */
export const MAIN_ID = "main";

/** What a page's <main> needs to take focus from the skip link. */
export const mainProps = { id: MAIN_ID, tabIndex: -1 } as const;

/** The id of every page's one h1. */
export const PAGE_TITLE_ID = "page-title";

/** What a page's h1 needs: its id, and to take focus after a navigation inside the site. */
export const pageTitleProps = { id: PAGE_TITLE_ID, tabIndex: -1 } as const;

/** Each look's letters for the skip link: the game's pages load only the game's faces. */
const SKIP_LINK_FONT = { invitation: "font-sans font-semibold", gamer: "font-pixel text-xs leading-loose" };

/** The first Tab stop on every page, hidden until it has focus, in the face of the page's look. */
export function SkipLink({ look }: { look: keyof typeof SKIP_LINK_FONT }) {
  const words = useWords();
  return (
    <a
      href={`#${MAIN_ID}`}
      className={`fixed start-3 top-3 z-[100] -translate-y-[200%] rounded-sm bg-ink px-4 py-3 text-base text-paper shadow-lg focus:translate-y-0 ${SKIP_LINK_FONT[look]}`}
    >
      {words.skipToContent}
    </a>
  );
}

/**
 * After a navigation inside the site, moves focus to the new page's h1, as a
 * page load would start a screen reader at the top: it hears the new page's
 * name, and Tab goes on from there. A jump to an anchor keeps the browser's
 * own focus and scroll.
 */
export function useFocusOnNavigation() {
  const { pathname, hash } = useLocation();
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    if (hash) return;
    document.querySelector<HTMLElement>(`#${MAIN_ID} h1`)?.focus({ preventScroll: true });
    // Only a new page moves focus, not a new hash on the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
