// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import type { EntryContext } from "react-router";
import handleRequest from "./entry.server";

// React Router's own router, standing in for every route: a page that renders, and one whose render throws.
vi.mock(import("react-router"), async (original) => ({
  ...(await original()),
  ServerRouter: ({ url }: { url: string | URL }) => {
    if (String(url).endsWith("/broken")) throw new Error("A page that cannot be made");
    return <p>Made</p>;
  },
}));

const page = (path: string) => handleRequest(new Request(`http://site${path}`), 200, new Headers(), {} as EntryContext);

describe("the server's entry", () => {
  it("answers a page whole", async () => {
    const response = await page("/classic");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<p>Made</p>");
  });

  // The editor's preview renders with it: a page that fails must fail its request, not stop the editor.
  it("fails the request of a page that cannot be made, and nothing else", async () => {
    await expect(page("/broken")).rejects.toThrow("A page that cannot be made");
    expect((await page("/classic")).status).toBe(200);
  });
});
