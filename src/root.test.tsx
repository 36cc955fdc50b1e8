import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

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
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: "404" })).toBeInTheDocument();
    expect(screen.getByText("Oops, sorry we can't find that page")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/");
  });
});
