import { useEffect, useState, type ReactNode } from "react";
import { useWords } from "../locale";
import { fill } from "../../words/fill";

export function CopyButton({ text, className, children }: { text: string; className: string; children: ReactNode }) {
  const [result, setResult] = useState<"copied" | "failed" | null>(null);
  const giftWords = useWords().gifts;
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), 3000);
    return () => clearTimeout(timer);
  }, [result]);

  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setResult("copied"),
      () => setResult("failed"),
    );

  // "Copy", or "Copied" for a while: the button keeps its one line and its width; a failure is said below it.
  const labels = [
    [null, children],
    ["copied", giftWords.copied],
  ] as const;
  const shown = result === "copied" ? "copied" : null;
  return (
    <span className="inline-flex flex-col items-center">
      <button type="button" onClick={copy} className={className}>
        {/* Each label in one cell, the other kept unseen: the button is as wide as its longer, and never moves. */}
        <span className="inline-grid">
          {labels.map(([shows, label]) => (
            <span key={shows ?? "copy"} className={`[grid-area:1/1] ${shows === shown ? "" : "invisible"}`}>
              {label}
            </span>
          ))}
        </span>
      </button>
      <span role="status" className={result === "failed" ? "mt-2 max-w-3xs text-balance" : "sr-only"}>
        {result === "copied"
          ? fill(giftWords.copiedStatus, { text })
          : result === "failed"
            ? giftWords.copyFailedStatus
            : ""}
      </span>
    </span>
  );
}
