import { describe, expect, it } from "vitest";
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { withErrorsInALine } from "./preview-errors";

type HandleError = (error: unknown, args: { request: Request }) => void;

function handlerSaying(lines: string[]): HandleError {
  const build = withErrorsInALine({ entry: { module: {} } }, isRouteErrorResponse, (line) => lines.push(line));
  return (build.entry.module as { handleError: HandleError }).handleError;
}

describe("the preview's errors in the terminal", () => {
  it("are one line naming the page and why, with no stack", () => {
    const lines: string[] = [];
    const failing = new TypeError("Cannot read properties of undefined (reading 'name')\n    at Hero (Hero.tsx:12:3)");
    handlerSaying(lines)(failing, { request: new Request("http://127.0.0.1:5000/gamer/travel") });
    expect(lines).toEqual([
      "The preview could not make /gamer/travel: Cannot read properties of undefined (reading 'name')",
    ]);
  });

  it("say nothing of a page the site does not have, nor of a request the browser gave up", () => {
    const lines: string[] = [];
    const handleError = handlerSaying(lines);
    const missing = new ErrorResponse(404, "Not Found", new Error('No route matches URL "/favicon.ico"'), true);
    handleError(missing, { request: new Request("http://127.0.0.1:5000/favicon.ico") });
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("aborted"), {
      request: new Request("http://127.0.0.1:5000/", { signal: controller.signal }),
    });
    expect(lines).toEqual([]);
  });
});
