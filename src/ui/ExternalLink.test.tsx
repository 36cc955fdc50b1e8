import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ExternalLink } from "./ExternalLink";

describe("ExternalLink", () => {
  it("opens a new tab without an opener and says so to screen readers", () => {
    render(<ExternalLink href="https://example.com/rsvp">RSVP</ExternalLink>);
    const link = screen.getByRole("link", { name: /^RSVP\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute("href", "https://example.com/rsvp");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
