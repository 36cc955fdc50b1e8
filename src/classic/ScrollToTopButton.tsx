import { ArrowUp } from "lucide-react";
import { scrollBehavior } from "./motion";
import { useShowAfterScroll } from "./useShowAfterScroll";
import { useWords } from "../ui/locale";

export function ScrollToTopButton() {
  const visible = useShowAfterScroll();
  const words = useWords();
  return (
    <button
      type="button"
      aria-label={words.classic.backToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
      className={`fixed end-5 bottom-5 z-30 flex size-12 items-center justify-center rounded-full border border-gold/60 bg-ink text-paper shadow-lg ring-8 ring-paper/90 transition-[opacity,visibility,translate] duration-500 motion-reduce:transition-none sm:end-8 sm:bottom-8 ${
        visible ? "visible opacity-100" : "invisible opacity-0"
      } motion-safe:hover:-translate-y-1`}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
