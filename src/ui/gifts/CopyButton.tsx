import { useEffect, useState, type ReactNode } from "react";
import { useWords } from "../locale";
import { fill } from "../../words/fill";

export function CopyButton({ text, className, children }: { text: string; className: string; children: ReactNode }) {
  const [result, setResult] = useState<"copied" | "failed" | null>(null);
  const said = useWords().gifts;
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

  const labels = [
    [null, children],
    ["copied", said.copied],
    ["failed", said.copyFailed],
  ] as const;
  return (
    <>
      <button type="button" onClick={copy} className={className}>
        {/* Each label in one cell, the others kept unseen: the button is as wide as its longest, and never moves. */}
        <span className="inline-grid">
          {labels.map(([shows, label]) => (
            <span key={shows ?? "copy"} className={`[grid-area:1/1] ${shows === result ? "" : "invisible"}`}>
              {label}
            </span>
          ))}
        </span>
      </button>
      <span role="status" className="sr-only">
        {result === "copied" ? fill(said.copiedStatus, { text }) : result === "failed" ? said.copyFailedStatus : ""}
      </span>
    </>
  );
}
