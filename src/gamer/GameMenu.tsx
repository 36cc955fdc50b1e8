import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { RsvpButton } from "../ui/RsvpButton";
import type { GamerLink } from "../pages";
import { useWords } from "../ui/locale";
import { PixelCursor } from "./PixelCursor";

const UP_KEYS = new Set(["ArrowUp", "w", "W"]);
const DOWN_KEYS = new Set(["ArrowDown", "s", "S"]);

/**
 * The start screen's menu. The mouse picks an item by pointing at it; the
 * keyboard moves a blinking cursor with Up and Down (or W and S) and Enter
 * chooses, as in a game. Moving the cursor also moves focus, so Enter and
 * screen readers act on the item the cursor shows, and the cursor (with the
 * one selected colour, RSVP's included) is the focus indicator.
 *
 * The menu listens only while focus is in it or nowhere (on the body, as when
 * the page has just opened): anywhere else, Enter does what the focused
 * control does and the arrows scroll the page.
 *
 * RSVP leads the menu while replies are open; without an `rsvpUrl`, the
 * `notice` stands in its row, one the cursor passes over, so the pages'
 * rows stay where they were.
 */
export function GameMenu({ pages, rsvpUrl, notice }: { pages: GamerLink[]; rsvpUrl?: string; notice?: ReactNode }) {
  const [selected, setSelected] = useState(0);
  const words = useWords();
  const listRef = useRef<HTMLUListElement>(null);
  const first = rsvpUrl ? 1 : 0;
  const itemCount = pages.length + first;

  useEffect(() => {
    const links = () => [...(listRef.current?.querySelectorAll("a") ?? [])];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const focused = document.activeElement;
      const menuHasFocus = listRef.current?.contains(focused) ?? false;
      if (!menuHasFocus && focused !== null && focused !== document.body) return;
      const step = UP_KEYS.has(event.key) ? -1 : DOWN_KEYS.has(event.key) ? 1 : 0;
      if (step) {
        event.preventDefault();
        const next = (selected + step + itemCount) % itemCount;
        setSelected(next);
        links()[next]?.focus();
      } else if (event.key === "Enter" && !menuHasFocus) {
        // No menu item has focus yet (the guest has not moved the cursor): Enter starts the selected one.
        event.preventDefault();
        links()[selected]?.click();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [selected, itemCount]);

  const item = (index: number, children: ReactNode, key: string) => (
    <li
      key={key}
      onMouseEnter={() => setSelected(index)}
      onFocus={() => setSelected(index)}
      data-selected={index === selected}
      className="group flex items-center gap-3"
    >
      <PixelCursor className="text-coin motion-safe:group-data-[selected=true]:animate-blink mx-1.5 h-[22px] w-3 shrink-0 opacity-0 group-data-[selected=true]:opacity-100" />
      {children}
    </li>
  );

  // Each item in its own colour (RSVP's a heart's), every one coin-yellow where the cursor is.
  const linkLook = (colour: string) =>
    `flex min-h-11 min-w-11 items-center py-2 font-pixel text-pixel-sm leading-relaxed ${colour} outline-none transition-transform group-data-[selected=true]:text-coin motion-safe:group-data-[selected=true]:translate-x-2 motion-safe:group-data-[selected=true]:rtl:-translate-x-2 motion-reduce:transition-none sm:text-base`;

  return (
    <nav aria-label={words.game.mainMenu}>
      {/* From sm the items touch, each a full touch target tall: the menu fits a tablet's first screen under a long
          title. A phone's menu keeps its air, and the scene's foot under it below the first screen, where the day's
          line in the panel moves it. */}
      <ul ref={listRef} className="flex flex-col gap-2 sm:gap-0">
        {rsvpUrl
          ? item(0, <RsvpButton href={rsvpUrl} className={linkLook("text-heart")} />, "rsvp")
          : notice && <li>{notice}</li>}
        {pages.map((page, index) =>
          item(
            index + first,
            <Link to={page.path} className={linkLook("text-white")}>
              {page.label}
            </Link>,
            page.path,
          ),
        )}
      </ul>
    </nav>
  );
}
