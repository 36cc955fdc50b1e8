import { Fragment } from "react";
import { Unbroken } from "./Unbroken";

/**
 * The space after a sentence's end: its mark after a word of two letters or more ("M. Dupont" goes on), a
 * French no-break space before it, a closing quote after it. A no-break space the typesetting put there holds.
 */
const SENTENCE_END = /(?<=[\p{L}\p{M}\p{N}’']{2}[\u00a0\u202f]?[.!?…؟]["”»’)]*)[ \t\n]+(?=\S)/u;

/**
 * A short text of a few sentences, each in a box of its own: its lines break between two sentences where one
 * fits a line, never "…of this lovely / day. We…"; a sentence longer than a line wraps in its box, which is never
 * wider than the line, so a word longer than the line breaks in it ("Kędzierzyn-Koźle" with text at 200%).
 */
export function Sentences({ children }: { children: string }) {
  const sentences = children.split(SENTENCE_END);
  if (sentences.length < 2) return <Unbroken>{children}</Unbroken>;
  return sentences.map((sentence, index) => (
    <Fragment key={index}>
      {index > 0 ? " " : null}
      <span className="inline-block max-w-full">
        <Unbroken>{sentence}</Unbroken>
      </span>
    </Fragment>
  ));
}
