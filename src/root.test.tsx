// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";
import { InLocale } from "../tests/support/test-locale";

describe("the root error boundary", () => {
  it("shows the 404 page for any routing error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Stub = createRoutesStub([
      {
        path: "/",
        ErrorBoundary,
        Component() {
          throw new Error("a broken screen");
        },
      },
    ]);
    render(
      <InLocale>
        <Stub initialEntries={["/"]} />
      </InLocale>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "404" })).toBeInTheDocument();
    expect(screen.getByText("Oops, sorry we can’t find that page")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/");
  });

  it("says the error's message, and not its stack, where the root's loader failed and no page has its words", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Stub = createRoutesStub([
      {
        path: "/",
        ErrorBoundary,
        loader() {
          throw new Error("The content has no couple.");
        },
        Component: () => null,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByText("Error: The content has no couple.")).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\bat \S+ \(/);
  });

  it("logs a real error while the site is worked on, and not a page that is missing", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = new Error("a broken screen");
    const Stub = createRoutesStub([
      {
        path: "/",
        ErrorBoundary,
        Component: () => {
          throw broken;
        },
      },
    ]);
    render(
      <InLocale>
        <Stub initialEntries={["/"]} />
      </InLocale>,
    );
    await screen.findByRole("heading", { level: 1, name: "404" });
    expect(logged).toHaveBeenCalledWith(broken);

    logged.mockClear();
    const Missing = createRoutesStub([{ path: "/", ErrorBoundary, Component: () => null }]);
    render(
      <InLocale>
        <Missing initialEntries={["/no-such-page"]} />
      </InLocale>,
    );
    await screen.findAllByRole("heading", { level: 1, name: "404" });
    expect(logged).not.toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
  });
});
