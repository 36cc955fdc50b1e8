import type { ReactNode } from "react";

/** Sections alternate the deeper paper (the hero counts first), so two neighbours never run together. */
export function Section({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section id={id} className="deferred-layout scroll-mt-16 px-5 py-20 odd:bg-paper-deep/60 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-5xl">{children}</div>
    </section>
  );
}
