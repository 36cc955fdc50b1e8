// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InLocale, testLocale } from "../../tests/support/test-locale";
import { wordsFor } from "../words";
import { PrivateSiteFrame } from "./PrivateSiteFrame";

describe("a private site's frame", () => {
  it("offers to forget the device's keys on the page's own language's home, whose unlock page speaks it", () => {
    const french = { ...testLocale("fr"), paths: { home: "/fr/", gamer: "/fr/gamer" } };
    render(
      <InLocale locale={french}>
        <PrivateSiteFrame sealed householdLinks={false}>
          <p>La page</p>
        </PrivateSiteFrame>
      </InLocale>,
    );
    expect(screen.getByRole("link", { name: wordsFor("fr").private.forget })).toHaveAttribute("href", "/fr/?forget");
  });
});
