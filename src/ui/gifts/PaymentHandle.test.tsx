// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { handleParts, PaymentHandle } from "./PaymentHandle";

describe("handleParts", () => {
  it("splits an email before its last @ and after each dot, and nothing else", () => {
    expect(handleParts("your-zelle-email@example.com")).toEqual(["your-zelle-email", "@example.", "com"]);
    expect(handleParts('"a@b"@example.com')).toEqual(['"a@b"', "@example.", "com"]);
    expect(handleParts("marisa.and.sam@mail.example.pt")).toEqual([
      "marisa.",
      "and.",
      "sam",
      "@mail.",
      "example.",
      "pt",
    ]);
    expect(handleParts("@your-venmo-handle")).toEqual(["@your-venmo-handle"]);
    expect(handleParts("+1 555 0100")).toEqual(["+1 555 0100"]);
  });
});

describe("PaymentHandle", () => {
  it("reads and copies as the handle itself", () => {
    const { container } = render(
      <p>
        <PaymentHandle handle="your-zelle-email@example.com" />
      </p>,
    );
    expect(container.textContent).toBe("your-zelle-email@example.com");
    expect(container.querySelectorAll("wbr")).toHaveLength(2);
  });
});
