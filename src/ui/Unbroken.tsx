import { useContext } from "react";
import { lineRuns } from "../text/line-runs";
import { LocaleContext } from "./locale";

/** Keeps hyphenated words, abbreviations and phone numbers whole (src/text/line-runs.ts). */
export function Unbroken({ children }: { children: string }) {
  const runs = lineRuns(children, useContext(LocaleContext)?.words.keptWithNext ?? []);
  return runs.map((run, index) => {
    switch (run.kind) {
      case "text":
        return run.text;
      case "whole":
        return (
          <span key={index} className="whole">
            {run.text}
          </span>
        );
      case "held":
        return (
          <span key={index} className="held-run">
            {run.text}
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
