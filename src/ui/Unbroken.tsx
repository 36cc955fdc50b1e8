import { Fragment, useContext } from "react";
import { lineRuns } from "../text/line-runs";
import { ordinalParts } from "../text/ordinals";
import { apostropheParts } from "../text/apostrophes";
import { LocaleContext } from "./locale";

/**
 * Keeps hyphenated words, abbreviations and phone numbers whole, and a place's name in a sentence together where
 * a line has room (src/text/line-runs.ts), and raises ordinals' endings; in spaced capitals (`tracked`), sets each apostrophe close to its letter.
 */
export function Unbroken({ children, tracked = false }: { children: string; tracked?: boolean }) {
  const locale = useContext(LocaleContext);
  const words = locale?.words;
  const runs = lineRuns(children, words?.keptWithNext ?? [], locale?.placeNames);
  const endings = words?.ordinalEndings ?? [];
  const Text = tracked ? Kerned : Ordinals;
  return runs.map((run, index) => {
    switch (run.kind) {
      case "text":
        return <Text key={index} text={run.text} endings={endings} />;
      case "whole":
        return (
          <span key={index} className="whole">
            <Text text={run.text} endings={[]} />
          </span>
        );
      case "held":
        return (
          <span key={index} className="held-run">
            <Text text={run.text} endings={endings} />
          </span>
        );
      case "parts":
        // Its parts are boxes, which a right-to-left line would set from the right: "nl.|example|lotte@".
        return (
          <bdi key={index}>
            <BreakableBetween parts={run.parts} />
          </bdi>
        );
      case "phone":
        return <PhoneNumber key={index} groups={run.groups} marks={run.marks} />;
    }
  });
}

/** Spaced capitals' apostrophes, each with its letter in a box the tracking spares (the caption's style). */
function Kerned({ text, endings }: { text: string; endings: readonly string[] }) {
  return apostropheParts(text).map((part, index) =>
    index % 2 ? (
      <span key={index} className="apostrophe">
        {part}
      </span>
    ) : (
      <Ordinals key={index} text={part} endings={endings} />
    ),
  );
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

/** Each part a run of its own, broken inside only where it is wider than the line: "wesele-ani" not at its hyphen. */
function BreakableBetween({ parts }: { parts: string[] }) {
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      <span className="whole">{part}</span>
    </Fragment>
  ));
}
