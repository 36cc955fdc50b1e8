import "../gamer/gamer.css";
import { Link, Outlet, useMatch } from "react-router";
import { siteAt } from "../content/content.server";
import { dayToFollow } from "../content/calendar.server";
import { IconBar, RsvpQuestSlot } from "../gamer/IconBar";
import { GAMER_HOME, GAMER_MENU, gamerLink } from "../pages";
import { PixelHeart } from "../gamer/PixelHeart";
import { mainProps } from "../ui/page-focus";
import { useLocale } from "../ui/locale";
import { joinedInitials } from "../ui/joined-names";
import { LanguageSwitcher } from "../ui/LanguageSwitcher";
import { languageLink, languagePanel } from "../gamer/buttons";
import { fill } from "../words/plural";
import type { Route } from "./+types/gamer";

export function loader({ request }: Route.LoaderArgs) {
  const site = siteAt(request);
  const { content, words, language } = site;
  return {
    couple: content.couple,
    coupleNames: site.coupleNames,
    rsvpUrl: content.rsvpUrl,
    day: dayToFollow(content, site.dates),
    home: gamerLink(GAMER_HOME, words, language),
    pages: GAMER_MENU.map((page) => gamerLink(page, words, language)),
  };
}

/** Every /gamer page: the scene behind, the logo home, and the HUD on all but the start screen. */
export default function GamerLayout({ loaderData }: Route.ComponentProps) {
  const { couple, coupleNames, rsvpUrl, day, home, pages } = loaderData;
  const onStartScreen = useMatch({ path: home.path, end: true }) !== null;
  const { words, paths, languages } = useLocale();
  // On a phone the RSVP quest stands beside the logo, one row less before the title, where that row holds
  // no languages; beside both it would fill the row in one face and not in the other, and move the page as
  // the web font came. With languages, the icon bar holds it, under or after the icons.
  const questBesideLogo = languages.length < 2;
  return (
    <div className="bg-night font-terminal relative min-h-dvh overflow-x-clip text-xl text-white">
      {/*
        The sky behind the whole page, however long, not a fixed window's worth. The road up the hill leads to the
        start menu from sm up; on a phone the menu is as wide as the screen and would cut it, and there the dusk
        reaches up behind the menu, as tall as a tablet's, so the first screen is not all night.
      */}
      <div
        aria-hidden="true"
        data-scene-layer="sky"
        className={`scene-sky absolute inset-0 ${onStartScreen ? "sm:scene-start max-sm:[--sky-height:60rem]!" : ""}`}
      />
      {/* Stars and the moon only in the margins beside the page's column (64rem wide), never behind a title. */}
      <div
        aria-hidden="true"
        data-scene-layer="stars"
        className="scene-stars fixed top-0 left-0 hidden h-[60vh] w-[calc(50vw-34rem)] xl:block"
      />
      <div
        aria-hidden="true"
        data-scene-layer="stars"
        className="scene-stars fixed top-0 right-0 hidden h-[60vh] w-[calc(50vw-34rem)] xl:block"
      />
      <div
        aria-hidden="true"
        data-scene-layer="moon"
        className="scene-moon fixed top-24 right-[calc(25vw-17rem-3rem)] hidden size-24 xl:block"
      />
      <div className="relative flex min-h-dvh flex-col">
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
        <main {...mainProps} className="mx-auto w-full max-w-5xl flex-1 px-3 pb-16 sm:px-6">
          <Outlet />
        </main>
        <div aria-hidden="true" className={`scene-landscape h-52 sm:h-78 ${onStartScreen ? "sm:hidden" : ""}`} />
      </div>
    </div>
  );
}
