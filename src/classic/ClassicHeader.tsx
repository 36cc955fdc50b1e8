import { Menu, X } from "lucide-react";
import { useState } from "react";
import type { Content } from "../content";
import { CLASSIC_NAV } from "./sections";

const MENU_ID = "classic-menu";

/**
 * Before a jump to a section, lays out the sections that wait until they are
 * near the screen (`deferred-layout` in classic.css), so the smooth scroll is
 * aimed at where the section really is and nothing grows on the way there.
 */
function layOutAllSections() {
  document.documentElement.dataset.allSections = "";
}

/**
 * The sticky header. From the md breakpoint up the sections are a row of
 * anchor links; below it the same list is a dropdown behind a menu button.
 * Anchors do the scrolling (smooth through CSS unless the guest prefers less
 * motion), so the links work before JavaScript arrives.
 */
export function ClassicHeader({ couple }: { couple: Content["couple"] }) {
  const [open, setOpen] = useState(false);
  const { partnerOne, partnerTwo } = couple;

  return (
    <header className="sticky top-0 z-40 h-16 border-b border-gold/30 bg-paper/95 backdrop-blur-sm">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between px-5 sm:px-8">
        <a href="#hero" className="font-serif text-2xl font-medium" onClick={() => setOpen(false)}>
          {partnerOne[0]}
          <span className="mx-1 text-gold italic">&amp;</span>
          {partnerTwo[0]}
          <span className="sr-only">, back to the top</span>
        </a>
        <nav aria-label="Sections">
          <button
            type="button"
            className="-mr-2 rounded-full p-2 md:hidden"
            aria-label="Menu"
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpen((isOpen) => !isOpen)}
          >
            {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
          <ul
            id={MENU_ID}
            className={`${open ? "flex" : "hidden"} absolute inset-x-0 top-16 flex-col border-b border-gold/30 bg-paper px-5 pb-4 shadow-sm md:static md:flex md:flex-row md:gap-8 md:border-0 md:p-0 md:shadow-none`}
          >
            {CLASSIC_NAV.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  onClick={() => {
                    layOutAllSections();
                    setOpen(false);
                  }}
                  className="block border-b border-gold/20 py-3 font-serif text-xl md:border-0 md:py-1 md:font-sans md:text-sm md:font-semibold md:tracking-[0.15em] md:uppercase md:hover:text-gold-text"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
