import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { content } from "./content";
import NotFound from "./routes/not-found";
import { reportWebVitals } from "./vitals";
import "./app.css";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content={content.site.description} />
        {content.site.allowSearchEngines ? null : <meta name="robots" content="noindex, nofollow" />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Marks the moment the page is interactive, for the browser tests and for CSS that needs JS.
    document.documentElement.dataset.hydrated = "true";
    return reportWebVitals(content.site.vitalsEndpoint);
  }, []);
  return <Outlet />;
}

/** Any routing error shows the 404 page: the spec defines no other error screen. */
export function ErrorBoundary() {
  return <NotFound />;
}
