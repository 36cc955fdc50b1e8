import { useContext } from "react";
import { lineRuns } from "../text/line-runs";
import { ordinalParts } from "../text/ordinals";
import { LocaleContext } from "./locale";

/** Keeps hyphenated words, abbreviations and phone numbers whole (src/text/line-runs.ts), and raises ordinals' endings. */
export function Unbroken({ children }: { children: string }) {
  const words = useContext(LocaleContext)?.words;
  const runs = lineRuns(children, words?.keptWithNext ?? []);
  const endings = words?.ordinalEndings ?? [];
  return runs.map((run, index) => {
    switch (run.kind) {
      case "text":
        return <Ordinals key={index} text={run.text} endings={endings} />;
      case "whole":
        return (
          <span key={index} className="whole">
            {run.text}
          </span>
        );
      case "held":
        return (
          <span key={index} className="held-run">
            <Ordinals text={run.text} endings={endings} />
          </span>
        );
      case "hashtag":
        return (
          <span key={index}>
            <BreakableBetween parts={run.parts} />
          </span>
        );
      case "phone":
        return <PhoneNumber key={index} groups={run.groups} marks={run.marks} />;
    }
  });
}

/** "1er", "2e" as French sets them, the ending raised. */
function Ordinals({ text, endings }: { text: string; endings: readonly string[] }) {
  return ordinalParts(text, endings).map((part, index) => (index % 2 ? <sup key={index}>{part}</sup> : part));
}

function PhoneNumber({ groups, marks }: { groups: string[]; marks: string }) {
  // Left to right on any page: a right-to-left one set "+961 3 123 456" as "961 3 123 456+".
  return (
    <span className="whole">
      <span dir="ltr">{groups.length > 1 ? <BreakableBetween parts={groups} /> : groups[0]}</span>
      {marks}
    </span>
  );
}

function BreakableBetween({ parts }: { parts: string[] }) {
  return parts.map((part, index) => (
    <span key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </span>
  ));
}
