import { pageTitleProps } from "../ui/page-focus";
import type { ReactNode } from "react";
import { FirstPaintEnd } from "../ui/FirstPaintEnd";

/** The page may be painted from its title: what follows only adds below. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <>
      <h1
        {...pageTitleProps}
        className="font-pixel text-coin text-pixel-xl text-shadow-pixel my-6 text-center leading-relaxed sm:my-10 sm:text-3xl"
      >
        {children}
      </h1>
      <FirstPaintEnd />
    </>
  );
}
