import { describe, expect, it } from "vitest";
import { formatDateSpan } from "./date-span";

describe("formatDateSpan", () => {
  it("writes one day as the invitation does, and a weekend as briefly as it reads", () => {
    expect(formatDateSpan("2024-10-25", "2024-10-25")).toBe("Friday, October 25 2024");
    expect(formatDateSpan("2027-06-11", "2027-06-13")).toBe("June 11 – 13 2027");
    expect(formatDateSpan("2027-05-31", "2027-06-01")).toBe("May 31 – June 1 2027");
    expect(formatDateSpan("2027-12-31", "2028-01-01")).toBe("December 31 2027 – January 1 2028");
  });
});
