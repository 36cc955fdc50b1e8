import { useEffect, useState, type ReactNode } from "react";
import { useWords } from "./locale";
import { fill } from "../words/plural";

/**
 * Copies a text to the clipboard and says so: the button reads "Copied" for a
 * few seconds, and a screen reader hears it. Where the clipboard is refused,
 * it says that instead; the text itself stays selectable beside it.
 */
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

  return (
    <>
      <button type="button" onClick={copy} className={className}>
        {result === "copied" ? said.copied : result === "failed" ? said.copyFailed : children}
      </button>
      <span role="status" className="sr-only">
        {result === "copied" ? fill(said.copiedStatus, { text }) : result === "failed" ? said.copyFailedStatus : ""}
      </span>
    </>
  );
}
