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
