import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { RsvpButton } from "../ui/RsvpButton";
import type { MenuItem } from "../pages";
import { useWords } from "../ui/locale";
import { PixelCursor } from "./PixelCursor";

/** The chosen item (`chosen:`, gamer.css) steps aside, towards the line's end, in gold. */
const stepsAside =
  "transition-transform chosen:text-coin motion-safe:chosen:translate-x-2 motion-safe:chosen:rtl:-translate-x-2 motion-reduce:transition-none";

// W and S by where they sit, so AZERTY's Z (KeyW) moves up as the words say (words.game.keys).
const isUp = (event: KeyboardEvent) => event.key === "ArrowUp" || event.code === "KeyW";
const isDown = (event: KeyboardEvent) => event.key === "ArrowDown" || event.code === "KeyS";

/** The start screen's menu: Up/Down or W/S move the cursor, which is also the focus, and Enter chooses. */
export function GameMenu({
  pages,
  rsvpUrl,
  notice,
  noticeRooms,
}: {
  pages: MenuItem[];
  rsvpUrl?: string;
  /** What the RSVP's row says once replies are closed, and the room it takes there until then. */
  notice?: ReactNode;
  noticeRooms?: ReactNode;
}) {
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
      // Focus elsewhere: Enter is the focused control's and the arrows scroll the page.
      if (!menuHasFocus && focused !== null && focused !== document.body) return;
      const step = isUp(event) ? -1 : isDown(event) ? 1 : 0;
      if (step) {
        event.preventDefault();
        const next = (selected + step + itemCount) % itemCount;
        setSelected(next);
        links()[next]?.focus();
      } else if (event.key === "Enter" && !menuHasFocus) {
        event.preventDefault();
        links()[selected]?.click();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [selected, itemCount]);

  const item = (index: number, children: ReactNode, key: string, rooms?: ReactNode) => (
    <li
      key={key}
      onMouseEnter={() => setSelected(index)}
      onFocus={() => setSelected(index)}
      data-selected={index === selected}
      className="group grid items-center *:col-start-1 *:row-start-1"
    >
      <span className="flex items-center gap-3">
        <PixelCursor className="text-coin motion-safe:chosen:animate-blink chosen:opacity-100 mx-1.5 h-[22px] w-3 shrink-0 opacity-0" />
        {children}
      </span>
      {rooms}
    </li>
  );

  const linkLook = (colour: string) =>
    `flex min-h-11 min-w-11 items-center py-2 font-pixel text-pixel-sm leading-relaxed outline-none sm:text-base ${colour} ${stepsAside}`;

  return (
    <nav aria-label={words.game.mainMenu}>
      {/* From sm the items touch, each a full touch target tall, so the menu fits a tablet's first screen. */}
      <ul ref={listRef} className="flex flex-col gap-2 sm:gap-0">
        {rsvpUrl
          ? item(0, <RsvpButton href={rsvpUrl} className={linkLook("text-heart")} />, "rsvp", noticeRooms)
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
