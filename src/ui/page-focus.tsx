import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useWords } from "./locale";
import type { Look } from "../pages";

const MAIN_ID = "main";

export const mainProps = { id: MAIN_ID, tabIndex: -1 } as const;

export const PAGE_TITLE_ID = "page-title";

export const pageTitleProps = { id: PAGE_TITLE_ID, tabIndex: -1 } as const;

/** Per look: the game's pages load only the game's faces. */
const SKIP_LINK_FONT: Record<Look, string> = {
  invitation: "font-sans font-semibold",
  gamer: "font-pixel text-xs leading-loose",
};

/** What a route tells the root of its pages, as React Router's `handle`: the look they are drawn in. */
export type PageHandle = { look: Look };

/** The look of the deepest route that names one; the invitation's where none does. */
export function lookOf(matches: readonly { handle: unknown }[]): Look {
  return matches.map((match) => (match.handle as PageHandle | undefined)?.look).findLast(Boolean) ?? "invitation";
}

export function SkipLink({ look }: { look: Look }) {
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
 * Focuses the new page's h1 after an in-site navigation, as a page load would start a screen reader at the top.
 * By the path last shown, not a first-render flag: React's development build runs an effect twice on mount, and
 * the editor's preview, a page loaded afresh in a frame after each edit, took the couple's focus from the form.
 */
export function useFocusOnNavigation() {
  const { pathname, hash } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (hash) return;
    document.querySelector<HTMLElement>(`#${MAIN_ID} h1`)?.focus({ preventScroll: true });
    // Only a new page moves focus, not a new hash on the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
