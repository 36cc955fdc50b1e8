import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { Content } from "../content";
import type { SectionLink } from "../pages";
import { useLocale } from "../ui/locale";
import { joinedInitials, monogramJoint } from "../ui/joined-names";
import { LanguageSwitcher } from "../ui/LanguageSwitcher";
import { languageLink } from "../invitation/buttons";
import { fill } from "../words/plural";
import { initialOf } from "../ui/initials";
import { fitNavigation } from "./fit-navigation";

const MENU_ID = "classic-menu";

/**
 * Before a jump to a section, lays out the sections that wait until they are
 * near the screen (`deferred-layout` in invitation.css), so the smooth scroll is
 * aimed at where the section really is and nothing grows on the way there.
 */
function layOutAllSections() {
  document.documentElement.dataset.allSections = "";
}

/**
 * The sticky header. Where they fit in a row, the sections are a row of anchor
 * links; where they do not, the same list opens from a menu button. The header
 * measures the row before the page is first drawn (an inline script after it),
 * and again when its width or the faces change: a phone turned sideways. The button is
 * a <details> disclosure, so it opens before JavaScript arrives and without it,
 * and screen readers hear it as a button that is expanded or collapsed; with
 * JavaScript, choosing a section or pressing Escape closes it. Anchors do the
 * scrolling (smooth through CSS unless the guest prefers less motion). On a
 * short window (a laptop zoomed to 400%, a phone on its side) the header
 * scrolls away with the page instead of covering a third of it.
 */
export function ClassicHeader({
  couple,
  coupleNames,
  nav,
}: {
  couple: Content["couple"];
  coupleNames: string;
  nav: SectionLink[];
}) {
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const { partnerOne, partnerTwo } = couple;
  const { words } = useLocale();
  const said = words.classic;

  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const fit = () => fitNavigation(header);
    // It fires once at the start too, for the faces the inline script ran before.
    const resized = new ResizeObserver(fit);
    resized.observe(header);
    document.fonts.addEventListener("loadingdone", fit);
    return () => {
      resized.disconnect();
      document.fonts.removeEventListener("loadingdone", fit);
    };
  }, []);

  const closeOnEscape = (event: KeyboardEvent) => {
    const details = detailsRef.current;
    // The element's own state, not React's: its toggle event arrives a moment after the click that opened it.
    if (event.key !== "Escape" || !details?.open) return;
    details.open = false;
    setOpen(false);
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
        {/* The page's column and its padding, so the initials stand over its edge; wider where a row of long names needs it. */}
        <div className="mx-auto flex h-full w-fit min-w-[min(100%,calc(var(--container-5xl)+var(--spacing)*16))] items-center justify-between gap-6 px-5 sm:px-8">
          <a
            href="#hero"
            // The initials first, as seen, so a guest who speaks to the phone can say "click A&J".
            aria-label={fill(said.homeLink, { initials: joinedInitials(couple, words.joint), names: coupleNames })}
            className="flex min-h-11 min-w-11 items-center justify-center font-serif text-2xl font-medium"
            onClick={() => setOpen(false)}
          >
            {initialOf(partnerOne)}
            <span className="mx-1 text-gold italic">{monogramJoint(words.joint)}</span>
            {initialOf(partnerTwo)}
          </a>
          <div className="nav-inline:gap-6 flex items-center gap-2">
            <nav aria-label={said.navigation} className="group/nav">
              <details
                ref={detailsRef}
                open={open}
                onToggle={(event) => setOpen(event.currentTarget.open)}
                className="group/menu nav-inline:hidden"
              >
                <summary
                  ref={summaryRef}
                  aria-label={said.menu}
                  className="flex size-11 cursor-pointer list-none items-center justify-center rounded-full [&::-webkit-details-marker]:hidden"
                >
                  <Menu aria-hidden="true" className="size-6 group-open/menu:hidden" />
                  <X aria-hidden="true" className="hidden size-6 group-open/menu:block" />
                </summary>
              </details>
              <ul
                id={MENU_ID}
                className="nav-inline:static nav-inline:flex nav-inline:flex-row nav-inline:gap-8 nav-inline:border-0 nav-inline:bg-transparent nav-inline:p-0 nav-inline:shadow-none absolute inset-x-0 top-16 hidden flex-col border-b border-gold/30 bg-paper px-5 pb-4 shadow-sm group-has-[details[open]]/nav:flex"
              >
                {nav.map((item) => (
                  <li key={item.id}>
                    <a
                      href={`#${item.id}`}
                      onClick={() => {
                        layOutAllSections();
                        setOpen(false);
                      }}
                      className="nav-inline:border-0 nav-inline:py-1 nav-inline:whitespace-nowrap nav-inline:font-sans nav-inline:text-sm nav-inline:font-semibold nav-inline:tracking-[0.15em] nav-inline:uppercase nav-inline:hover:text-gold-text block border-b border-gold/20 py-3 font-serif text-xl"
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
            {/* Before the menu button, which keeps the screen's edge; after the sections in a row. */}
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
