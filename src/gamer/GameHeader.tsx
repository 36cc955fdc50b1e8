import { Link } from "react-router";
import type { Names } from "../site";
import type { GamerLink } from "../pages";
import { joinedInitials } from "../text/joined-names";
import { LanguageSwitcher } from "../ui/LanguageSwitcher";
import { useLocale } from "../ui/locale";
import { fill } from "../words/fill";
import { languageLink, languagePanel } from "./buttons";
import { IconBar, RsvpQuestSlot } from "./IconBar";
import { PixelHeart } from "./PixelHeart";

export type GameHeaderProps = {
  initials: Names;
  coupleNames: string;
  rsvpUrl: string;
  home: GamerLink;
  pages: GamerLink[];
};

export function GameHeader({
  initials,
  coupleNames,
  rsvpUrl,
  home,
  pages,
  onStartScreen,
  languagesTo,
}: GameHeaderProps & { onStartScreen: boolean; languagesTo?: string }) {
  const { words, paths, languages } = useLocale();
  // Not beside both the logo and the languages: the row would fill in one face and not the other as the web font came.
  const questBesideLogo = languages.length < 2;
  return (
    <header className="flex flex-col items-center gap-5 px-3 pt-5 xl:grid xl:grid-cols-[1fr_auto_1fr] xl:px-10">
      <div className="flex flex-wrap items-center justify-center gap-3 xl:justify-self-start">
        <Link
          to={paths.home}
          // The initials first, as seen, so a guest who speaks to the phone can say "click A&J".
          aria-label={fill(words.game.homeLink, {
            initials: joinedInitials(initials, words.joint),
            names: coupleNames,
          })}
          // The pixel face's own "&" and spaces on every page: a right-to-left page's sentence face sets them lighter.
          className="pixel-frame bg-panel font-pixel-own flex items-center gap-3 px-4 py-3 text-xs text-white sm:text-sm"
        >
          <PixelHeart className="text-heart size-5" />
          {joinedInitials(initials, words.joint)}
        </Link>
        {questBesideLogo && !onStartScreen ? (
          <div className="sm:hidden">
            <RsvpQuestSlot rsvpUrl={rsvpUrl} />
          </div>
        ) : null}
        <LanguageSwitcher page={languagesTo} className={`${languagePanel} xl:hidden`} linkClassName={languageLink} />
      </div>
      {onStartScreen ? null : <IconBar home={home} pages={pages} rsvpUrl={rsvpUrl} questOnPhone={!questBesideLogo} />}
      <div className="hidden xl:col-start-3 xl:flex xl:justify-self-end">
        <LanguageSwitcher page={languagesTo} className={languagePanel} linkClassName={languageLink} />
      </div>
    </header>
  );
}
