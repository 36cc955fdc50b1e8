import { useEffect, useState } from "react";

export const SCROLL_THRESHOLD_PX = 500;
export const AUTO_HIDE_MS = 3000;

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
