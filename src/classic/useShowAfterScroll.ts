import { useEffect, useState } from "react";

/** The button appears once the page is scrolled further down than this. */
export const SCROLL_THRESHOLD_PX = 500;
/** ...and fades out by itself this long after it appeared. */
export const AUTO_HIDE_MS = 3000;

/**
 * Whether the scroll-to-top button shows: from the moment the page scrolls
 * past the threshold until AUTO_HIDE_MS later, or until it is back at or
 * above the threshold. A scroll past the threshold after it has hidden shows
 * it again, with a new timer.
 */
export function useShowAfterScroll(): boolean {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let shown = false;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;

    const hide = () => {
      shown = false;
      clearTimeout(hideTimer);
      setVisible(false);
    };
    const onScroll = () => {
      if (window.scrollY <= SCROLL_THRESHOLD_PX) {
        if (shown) hide();
      } else if (!shown) {
        shown = true;
        setVisible(true);
        hideTimer = setTimeout(hide, AUTO_HIDE_MS);
      }
    };

    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      clearTimeout(hideTimer);
    };
  }, []);

  return visible;
}
