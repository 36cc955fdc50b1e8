import type { ReactNode } from "react";

/**
 * One section of the classic page. `scroll-mt` keeps a section that is
 * scrolled to from coming to rest under the sticky header; `deferred-layout`
 * (invitation.css) lays it out only when it comes near the screen. The sections
 * take turns at the deeper paper by their place on the page (the hero is the
 * first), so two beside each other never run together as one.
 */
export function Section({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section id={id} className="deferred-layout scroll-mt-16 px-5 py-20 odd:bg-paper-deep/60 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-5xl">{children}</div>
    </section>
  );
}
