import type { ReactNode } from "react";

/**
 * One section of the classic page. `scroll-mt` keeps a section that is
 * scrolled to from coming to rest under the sticky header; `deferred-layout`
 * (classic.css) lays it out only when it comes near the screen.
 */
export function Section({ id, className = "", children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <section id={id} className={`deferred-layout scroll-mt-16 px-5 py-20 sm:px-8 sm:py-28 ${className}`}>
      <div className="mx-auto max-w-5xl">{children}</div>
    </section>
  );
}
