import { describe, expect, it } from "vitest";
import { cityOf } from "./city";

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
