// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AddressLine } from "./PostalAddress";

const place = (streetAddress: string, cityZip: string) => ({ name: "", streetAddress, cityZip, mapsUrl: "" });

describe("an address on one line", () => {
  it("puts the comma its street's script writes between the street and the city", () => {
    expect(render(<AddressLine place={place("شارع غورو", "بيروت")} />).container.textContent).toBe("شارع غورو، بيروت");
    expect(render(<AddressLine place={place("ul. Kanonicza 7", "31-002 Kraków")} />).container.textContent).toBe(
      "ul. Kanonicza 7, 31-002 Kraków",
    );
  });
});
