// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ScheduledMoment } from "../site";
import { InLocale } from "../../tests/support/test-locale";
import { ScheduleSection } from "./ScheduleSection";

const moment = (time: string, title: string): ScheduledMoment => ({ time, shownTime: time, title });

const sectionWith = (moments: ScheduledMoment[]) =>
  render(
    <InLocale>
      <ScheduleSection
        schedule={{
          zone: "Central European Time (CET)",
          dateSpan: "June 12, 2027",
          calendar: { ics: "/wedding.ics" },
          only: { moments },
        }}
      />
    </InLocale>,
  ).container;

describe("ScheduleSection", () => {
  it("marks each moment on a line that joins them", () => {
    const marks = sectionWith([moment("16:00", "Ceremony"), moment("18:00", "Dinner")]).querySelectorAll(
      "ol li [aria-hidden]",
    );
    expect(marks).toHaveLength(2);
  });

  it("sets a moment alone without a mark: one mark is no line", () => {
    const list = sectionWith([moment("19:30", "Kiddush and dinner")]).querySelector("ol");
    expect(list?.textContent).toContain("19:30");
    expect(list?.textContent).toContain("Kiddush and dinner");
    expect(list?.querySelectorAll("[aria-hidden]")).toHaveLength(0);
  });
});
