import type { ReactNode } from "react";
import { Ornament } from "../invitation/Ornament";
import { Unbroken } from "../ui/Unbroken";

export function SectionHeading({ caption, children }: { caption?: string; children: ReactNode }) {
  return (
    <div className="mb-12 flex flex-col items-center text-center sm:mb-16">
      {caption ? (
        <p className="caption-caps mb-3">
          <Unbroken tracked>{caption}</Unbroken>
        </p>
      ) : null}
      <h2 className="font-serif text-4xl font-medium [overflow-wrap:anywhere] sm:text-5xl">{children}</h2>
      <Ornament className="mt-5" />
    </div>
  );
}
