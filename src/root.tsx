import { use, useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { pageTitle } from "./site/page-head.server";
import { siteContext, siteMiddleware } from "./site/site-context.server";
import { pageLocale } from "./site/locale.server";
import { LocaleContext } from "./ui/locale";
import { NotFoundPage } from "./invitation/NotFoundPage";
import { FIRST_PAINT_END_ID } from "./ui/FirstPaintEnd";
import { DayPhaseScript } from "./ui/DayPhaseScript";
import { dayPhasesOf } from "./ui/day-phases";
import { DayPhasesContext, useDayPhase } from "./ui/wedding-day";
import { SkipLink, useFocusOnNavigation, lookOf } from "./ui/page-focus";
import { reportWebVitals } from "./vitals";
import { SERVICE_WORKER } from "./private/paths";
import { PrivateSiteFrame } from "./private/PrivateSiteFrame";
import { BAND_ROOM_SCRIPT } from "./private/band-room-script.server";
import { GREETING_STYLESHEETS } from "./private/greeting-stylesheets";
import type { Route } from "./+types/root";
import { PALETTE } from "./palette";
import "./app.css";

// Every page's loaders read their site from the context this puts it in (src/site/site-context.server.ts).
export const middleware: Route.MiddlewareFunction[] = [siteMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { allowSearchEngines, vitalsEndpoint, day, access } = site;
  return {
    dayPhases: day && dayPhasesOf(day),
    allowSearchEngines,
    vitalsEndpoint,
    notFoundTitle: pageTitle(site, site.words.pages.notFound),
    locale: pageLocale(site),
    // What a private site, or one with household links, adds around every page (src/private/PrivateSiteFrame.tsx).
    sealed: access.sealed,
    householdLinks: access.householdLinks,
    bandRoomScript: access.householdLinks ? BAND_ROOM_SCRIPT : undefined,
    greetingStylesheets: access.householdLinks ? GREETING_STYLESHEETS : undefined,
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  // The look the page is drawn in: its skip link's faces, the greeting band's and its room (src/app.css).
  const look = lookOf(useMatches());
  return (
    // data-day and the band's room are the guest's, set before the first paint: no mismatch to report.
    <html lang={root?.locale.language} dir={root?.locale.direction} data-look={look} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {root?.dayPhases ? <DayPhaseScript phases={root.dayPhases} /> : null}
        {/* The greeting band's room, kept before the first paint (src/private/band-room.ts). */}
        {root?.bandRoomScript ? <script dangerouslySetInnerHTML={{ __html: root.bandRoomScript }} /> : null}
        {root?.allowSearchEngines ? null : <meta name="robots" content="noindex, nofollow" />}
        {/* PNGs, not the SVG: Chrome draws an SVG icon as a document on the page's main thread while it loads. */}
        <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <meta name="theme-color" content={PALETTE.paper} />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* No paint before the first screen is parsed: a first paint of half of it would move when the rest came. */}
        <link rel="expect" href={`#${FIRST_PAINT_END_ID}`} blocking="render" />
        <Meta />
        <Links />
      </head>
      <body>
        {root ? (
          <LocaleContext value={root.locale}>
            <DayPhasesContext value={root.dayPhases}>
              {/* First, so that it stays the first thing a keyboard reaches. */}
              <SkipLink look={look} />
              <PrivateSiteFrame
                sealed={root.sealed}
                householdLinks={root.householdLinks}
                greetingStylesheet={root.greetingStylesheets?.[look]}
              >
                {children}
              </PrivateSiteFrame>
            </DayPhasesContext>
          </LocaleContext>
        ) : (
          children
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { vitalsEndpoint } = loaderData;
  useFocusOnNavigation();
  const phase = useDayPhase();
  // The one writer of the attribute the head's script sets before the first paint, as the guest's day moves on.
  useEffect(() => {
    if (phase) document.documentElement.dataset.day = phase;
  }, [phase]);
  useEffect(() => {
    // Read by the browser tests, by CSS that needs JS, and by `npm run bench` as a user timing.
    document.documentElement.dataset.hydrated = "true";
    performance.mark("hydrated");
    if (import.meta.env.PROD && "serviceWorker" in navigator)
      navigator.serviceWorker.register(SERVICE_WORKER).catch(() => {});
    return reportWebVitals(vitalsEndpoint);
  }, [vitalsEndpoint]);
  return <Outlet />;
}

/** Any routing error shows the 404 page: the spec defines no other error screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = use(LocaleContext);
  if (import.meta.env.DEV && !(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  // Where the root's own loader failed (only `npm run dev` and the editor's preview run it), no page has its
  // words: the error's message, never its stack.
  if (!locale) return <p>{String(error)}</p>;
  return <NotFoundPage />;
}
