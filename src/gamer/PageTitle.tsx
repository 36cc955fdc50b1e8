import { pageTitleProps } from "../ui/page-focus";
import type { ReactNode } from "react";
import { FirstPaintEnd } from "../ui/FirstPaintEnd";

/**
 * A page's one h1, as a game's screen title. The page may be painted from
 * here: the header and title above are whole, and what follows only adds below.
 */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <>
      <h1
        {...pageTitleProps}
        className="font-pixel text-coin text-pixel-xl my-6 text-center leading-relaxed [text-shadow:3px_3px_0_#000] sm:my-10 sm:text-3xl"
      >
        {children}
      </h1>
      <FirstPaintEnd />
    </>
  );
}
