import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { Names } from "../site";
import type { SectionLink } from "../pages";
import { useWords } from "../ui/locale";
import { joinedInitials, jointItalic, monogramJoint } from "../text/joined-names";
import { LanguageSwitcher } from "../ui/LanguageSwitcher";
import { languageLink } from "../invitation/buttons";
import { fill } from "../words/fill";
import { fitNavigation } from "./fit-navigation";

/** The sections' list and links as the menu button's panel, and as a row where the row fits (`nav-inline:`). */
const NAV_LIST = {
  menu: "absolute inset-x-0 top-16 hidden flex-col border-b border-gold/30 bg-paper px-5 pb-4 shadow-sm group-has-[details[open]]/nav:flex",
  row: "nav-inline:static nav-inline:flex nav-inline:flex-row nav-inline:gap-8 nav-close:gap-5 nav-inline:border-0 nav-inline:bg-transparent nav-inline:p-0 nav-inline:shadow-none",
};
/** In a row, a link is set as the invitation's small capitals are, a size smaller and closer where they would not fit. */
const ROW_LETTERS =
  "nav-inline:font-sans nav-inline:text-sm nav-close:text-[0.8125rem] nav-inline:font-semibold nav-inline:tracking-[0.15em] nav-close:tracking-[0.07em] nav-inline:uppercase";
const NAV_LINK = {
  menu: "block border-b border-gold/20 py-3 font-serif text-xl",
  row: `nav-inline:border-0 nav-inline:py-1 nav-inline:whitespace-nowrap nav-inline:hover:text-gold-text ${ROW_LETTERS}`,
};

const MENU_ID = "classic-menu";

/** Lays out the deferred sections first, so a smooth jump lands where its section really is. */
function layOutAllSections() {
  document.documentElement.dataset.allSections = "";
}

/** The menu is a <details> disclosure, so it opens before JavaScript arrives and without it. */
export function ClassicHeader({
  initials,
  coupleNames,
  nav,
}: {
  initials: Names;
  coupleNames: string;
  nav: SectionLink[];
}) {
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const words = useWords();
  const classicWords = words.classic;

  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const fit = () => fitNavigation(header);
    const resized = new ResizeObserver(fit);
    resized.observe(header);
    // Its row's parts too, which grow with the text alone when the guest makes the text larger.
    for (const part of header.firstElementChild?.children ?? []) resized.observe(part);
    document.fonts.addEventListener("loadingdone", fit);
    return () => {
      resized.disconnect();
      document.fonts.removeEventListener("loadingdone", fit);
    };
  }, []);

  // The element's own state, not React's: its toggle event arrives a moment after the click that opened it.
  const closeMenu = () => {
    if (detailsRef.current) detailsRef.current.open = false;
    setOpen(false);
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !detailsRef.current?.open) return;
    closeMenu();
    summaryRef.current?.focus();
  };

  return (
    <>
      <header
        ref={headerRef}
        // Its data-nav is the script's, set before hydration from the guest's width: no mismatch to report.
        suppressHydrationWarning
        onKeyDown={closeOnEscape}
        className="sticky top-0 z-40 h-16 border-b border-gold/30 bg-paper/95 backdrop-blur-sm [@media(max-height:420px)]:relative"
      >
        <div className="nav-column:w-full nav-column:max-w-[calc(var(--container-5xl)+var(--spacing)*16)] mx-auto flex h-full w-fit min-w-[min(100%,calc(var(--container-5xl)+var(--spacing)*16))] items-center justify-between gap-6 px-5 sm:px-8">
          <a
            href="#hero"
            // The initials first, as seen, so a guest using voice control can say "click A&J".
            aria-label={fill(classicWords.homeLink, {
              initials: joinedInitials(initials, words.joint),
              names: coupleNames,
            })}
            className="flex min-h-11 min-w-11 shrink-0 items-center justify-center font-serif text-2xl font-medium"
            onClick={() => setOpen(false)}
          >
            {initials.partnerOne}
            <span className={`mx-1 text-gold ${jointItalic(monogramJoint(words.joint))}`}>
              {monogramJoint(words.joint)}
            </span>
            {initials.partnerTwo}
          </a>
          <div className="nav-inline:gap-6 flex items-center gap-2">
            <nav aria-label={classicWords.navigation} className="group/nav">
              <details
                ref={detailsRef}
                open={open}
                onToggle={(event) => setOpen(event.currentTarget.open)}
                className="group/menu nav-inline:hidden"
              >
                <summary
                  ref={summaryRef}
                  aria-label={classicWords.menu}
                  className="flex size-11 cursor-pointer list-none items-center justify-center rounded-full [&::-webkit-details-marker]:hidden"
                >
                  <Menu aria-hidden="true" className="size-6 group-open/menu:hidden" />
                  <X aria-hidden="true" className="hidden size-6 group-open/menu:block" />
                </summary>
              </details>
              {/* The page behind the open menu, dimmed: a tap on it closes the menu, as Escape does. */}
              <div
                aria-hidden="true"
                data-menu-backdrop=""
                onClick={closeMenu}
                className="absolute inset-x-0 top-16 hidden h-dvh bg-ink/30 group-has-[details[open]]/nav:block"
              />
              <ul id={MENU_ID} className={`${NAV_LIST.menu} ${NAV_LIST.row}`}>
                {nav.map((item) => (
                  <li key={item.id}>
                    <a
                      href={`#${item.id}`}
                      onClick={() => {
                        layOutAllSections();
                        setOpen(false);
                      }}
                      className={`${NAV_LINK.menu} ${NAV_LINK.row}`}
                    >
                      {item.label}
                    </a>
                  </li>
                ))}
                <li className="languages-in-menu:block hidden pt-3">
                  <LanguageSwitcher className="" linkClassName={languageLink} />
                </li>
              </ul>
            </nav>
            <LanguageSwitcher
              className="nav-inline:order-none languages-in-menu:hidden -order-1"
              linkClassName={languageLink}
            />
          </div>
        </div>
      </header>
      <script
        // The function's text differs between the server's bundle and the browser's; what runs is the same.
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          __html: `(${fitNavigation.toString()})(document.currentScript.previousElementSibling)`,
        }}
      />
    </>
  );
}
