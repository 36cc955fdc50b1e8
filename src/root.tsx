import { useEffect, type ReactNode } from "react";
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
import { pageTitle, siteAt } from "./content/content.server";
import { pageLocale } from "./content/locale.server";
import { LocaleContext } from "./ui/locale";
import { NotFoundPage } from "./invitation/NotFoundPage";
import { FIRST_PAINT_END_ID } from "./ui/FirstPaintEnd";
import { DayPhaseScript } from "./ui/DayPhaseScript";
import { SkipLink, useFocusOnNavigation } from "./ui/page-focus";
import { reportWebVitals } from "./vitals";
import type { Route } from "./+types/root";
import "./app.css";

/** Runs for every page as it is prerendered: what the whole site shares, in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const site = siteAt(request);
  const { allowSearchEngines, vitalsEndpoint } = site.content.site;
  const { day } = site;
  return {
    dayPhases: day && { morning: day.morning, end: day.end },
    allowSearchEngines,
    vitalsEndpoint,
    notFoundTitle: pageTitle(site, site.words.pages.notFound),
    locale: pageLocale(site),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const site = useRouteLoaderData<typeof loader>("root");
  // The game's pages load only the game's faces: the skip link is in their letters there.
  // Its route's id is its module's, under a language's code for the others (src/routes.ts): "en/routes/gamer".
  const inGame = useMatches().some((match) => /(^|\/)routes\/gamer$/.test(match.id));
  return (
    // Its data-day is the guest's, set before the first paint (DayPhaseScript): no mismatch to report.
    <html lang={site?.locale.language} dir={site?.locale.direction} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {site?.dayPhases ? <DayPhaseScript phases={site.dayPhases} /> : null}
        {site?.allowSearchEngines ? null : <meta name="robots" content="noindex, nofollow" />}
        {/* PNGs (pipeline/social-images.ts), not the SVG they are drawn from: Chrome draws an SVG icon (the tab's, and the manifest's) as a document of its own on the page's main thread while it loads: two long tasks in Lighthouse's mobile run. */}
        <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <meta name="theme-color" content="#faf6ee" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* No paint before the page's first screen is parsed, where browsers take it (Chrome, Safari): on a slow line the HTML arrives in pieces, and a first paint of half the icon bar, half the couple's names or half a centred block moves when the rest comes. */}
        <link rel="expect" href={`#${FIRST_PAINT_END_ID}`} blocking="render" />
        <Meta />
        <Links />
      </head>
      <body>
        {site ? (
          <LocaleContext value={site.locale}>
            <SkipLink look={inGame ? "gamer" : "invitation"} />
            {children}
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
  useEffect(() => {
    // Marks the moment the page is interactive: for the browser tests, for CSS
    // that needs JS, and as a user timing that `npm run bench` reads from Lighthouse.
    document.documentElement.dataset.hydrated = "true";
    performance.mark("hydrated");
    // Offline at the venue: the worker precaches every page once the guest has the site open.
    if (import.meta.env.PROD && "serviceWorker" in navigator)
      navigator.serviceWorker.register("/sw.js").catch(() => {});
    return reportWebVitals(vitalsEndpoint);
  }, [vitalsEndpoint]);
  return <Outlet />;
}

/** Any routing error shows the 404 page: the spec defines no other error screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Guests only ever see the 404 page; while the site is being worked on, a
  // real error (not a 404) is also logged, so that it is not mistaken for one.
  if (import.meta.env.DEV && !(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  return <NotFoundPage />;
}
