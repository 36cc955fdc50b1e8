import { Link } from "react-router";
import type { Content } from "../content";
import type { WeddingDay } from "../content/calendar.server";
import type { GamerLink } from "../pages";
import { joinedInitials } from "../ui/joined-names";
import { LanguageSwitcher } from "../ui/LanguageSwitcher";
import { useLocale } from "../ui/locale";
import { fill } from "../words/plural";
import { languageLink, languagePanel } from "./buttons";
import { IconBar, RsvpQuestSlot } from "./IconBar";
import { PixelHeart } from "./PixelHeart";

export type GameHeaderProps = {
  couple: Content["couple"];
  coupleNames: string;
  rsvpUrl: string;
  day: WeddingDay | null;
  home: GamerLink;
  pages: GamerLink[];
};

/** The logo home, the languages and, on all but the start screen, the icon bar. */
export function GameHeader({
  couple,
  coupleNames,
  rsvpUrl,
  day,
  home,
  pages,
  onStartScreen,
}: GameHeaderProps & { onStartScreen: boolean }) {
  const { words, paths, languages } = useLocale();
  // On a phone the RSVP quest stands beside the logo, one row less before the title, where that row holds
  // no languages; beside both it would fill the row in one face and not in the other, and move the page as
  // the web font came. With languages, the icon bar holds it, under or after the icons.
  const questBesideLogo = languages.length < 2;
  return (
    <header className="flex flex-col items-center gap-5 px-3 pt-5 xl:grid xl:grid-cols-[1fr_auto_1fr] xl:px-10">
      <div className="flex flex-wrap items-center justify-center gap-3 xl:justify-self-start">
        <Link
          to={paths.home}
          // The initials first, as seen, so a guest who speaks to the phone can say "click A&J".
          aria-label={fill(words.game.homeLink, {
            initials: joinedInitials(couple, words.joint),
            names: coupleNames,
          })}
          className="pixel-frame bg-panel font-pixel flex items-center gap-3 px-4 py-3 text-xs text-white sm:text-sm"
        >
          <PixelHeart className="text-heart size-5" />
          {joinedInitials(couple, words.joint)}
        </Link>
        {questBesideLogo && !onStartScreen ? (
          <div className="sm:hidden">
            <RsvpQuestSlot rsvpUrl={rsvpUrl} day={day} />
          </div>
        ) : null}
        <LanguageSwitcher className={`${languagePanel} xl:hidden`} linkClassName={languageLink} />
      </div>
      {onStartScreen ? null : (
        <IconBar home={home} pages={pages} rsvpUrl={rsvpUrl} day={day} questOnPhone={!questBesideLogo} />
      )}
      {/* The languages from xl up, in a column as wide as the logo's, so the icon bar stands in the middle. */}
      <div className="hidden xl:col-start-3 xl:flex xl:justify-self-end">
        <LanguageSwitcher className={languagePanel} linkClassName={languageLink} />
      </div>
    </header>
  );
}
