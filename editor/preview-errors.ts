/**
 * What the preview says in the editor's terminal when a page fails: one line naming the page and why, where
 * React Router's default is the error's stack, which tells a couple nothing. A page the site does not have (a
 * browser's /favicon.ico) is no error: its 404 page says so in the preview.
 */
type ServerBuild = { entry: { module: object } };
type ErrorArgs = { request: Request };

export function withErrorsInALine<Build extends ServerBuild>(
  build: Build,
  isRouteErrorResponse: (error: unknown) => boolean,
  say: (line: string) => void = console.error,
): Build {
  const handleError = (error: unknown, { request }: ErrorArgs) => {
    if (!isRouteErrorResponse(error)) sayFailure(request, error, say);
  };
  return { ...build, entry: { ...build.entry, module: { ...build.entry.module, handleError } } };
}

/** Says which page failed and why, in a line; nothing of a request the browser gave up. */
export function sayFailure(request: Request, error: unknown, say: (line: string) => void = console.error) {
  if (request.signal.aborted) return;
  const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
  say(`The preview could not make ${new URL(request.url).pathname}: ${reason}`);
}
