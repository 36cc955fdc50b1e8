import { describe, expect, it } from "vitest";
import { cityOf, townBeside } from "./city.server";

describe("a place's town, without its postcode", () => {
  it.each([
    ["Long Beach, CA 90802", "Long Beach, CA"],
    ["6900 Lugano", "Lugano"],
    ["45500 San Pedro Tlaquepaque, Jal.", "San Pedro Tlaquepaque, Jal."],
    ["30-398 Kraków", "Kraków"],
    ["London SW1A 1AA", "London"],
    ["1012 AB Amsterdam", "Amsterdam"],
    ["Toronto, ON M5V 3L9", "Toronto, ON"],
    ["بيروت، لبنان", "بيروت، لبنان"],
    ["2710-616 Sintra, Portugal", "Sintra, Portugal"],
  ])("%s: %s", (cityZip, city) => {
    expect(cityOf(cityZip)).toBe(city);
  });

  it("is the whole line where it is nothing but a postcode", () => {
    expect(cityOf("90802")).toBe("90802");
  });
});

describe("the town printed under a place's name", () => {
  it("is left out where the name says it, in any case or spacing", () => {
    expect(townBeside("Hotel Sacher Wien", "1010 Wien")).toBeUndefined();
    expect(townBeside("Kraków\u00a0Marriott", "31-142 KRAKÓW")).toBeUndefined();
    expect(townBeside("Villa Long Beach", "Long Beach, CA 90802")).toBeUndefined();
  });

  it("is printed where the name only holds its letters inside a word", () => {
    expect(townBeside("Palais Ferstel", "1010 Wien")).toBe("Wien");
    expect(townBeside("Wiener Rathaus", "1010 Wien")).toBe("Wien");
    expect(townBeside("Lugano Nord", "Long Beach, CA 90802")).toBe("Long Beach, CA");
  });
});
