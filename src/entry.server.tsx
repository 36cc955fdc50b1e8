/**
 * React Router's entry for the server, which runs only while the build prerenders the pages (ssr: false) and in
 * the editor's preview: each page whole, then its response. Beside it, what a prerender of a household's own pages
 * takes from the server build of everyone's (pipeline/private/page-sets.ts): the context a request brings its inputs in,
 * and this build's inputs shown with the set's settings.
 */
import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import type { SiteInputs, SiteSettings } from "./site/site.server";

export { inputsContext } from "./site/site-context.server";

export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  let shellMade = false;
  const stream = await renderToReadableStream(<ServerRouter context={context} url={request.url} />, {
    signal: request.signal,
    onError(error: unknown) {
      status = 500;
      // An error before the shell is made fails the render, and React Router reports it; one after, only here.
      if (shellMade) console.error(error);
    },
  });
  shellMade = true;
  // A prerendered page is read whole: nothing of it may arrive later.
  await stream.allReady;
  headers.set("Content-Type", "text/html");
  return new Response(stream, { status, headers });
}

/** This build's content and photos, shown with `settings`: the site a set of households reads. */
export async function inputsShowing(settings: SiteSettings): Promise<SiteInputs> {
  return { ...(await import("virtual:wedding/inputs")), ...settings };
}
