import { Unbroken } from "./Unbroken";

/**
 * Parts of a line with a "·" between them that never ends or starts a line: each part carries its dot before
 * it, and the box starts a dot's width early and clips what stands before its start, the dot of each part that
 * opens a line. For lines set from their start, as captions are.
 */
export function Separated({ parts }: { parts: readonly string[] }) {
  return (
    // data-separated: tests/reflow.spec.ts finds the lines' starts.
    <span data-separated="" className="block overflow-hidden">
      <span className="-ms-[1.25em] flex flex-wrap">
        {parts.map((part, index) => (
          <span key={index} className="before:inline-block before:w-[1.25em] before:text-center before:content-['·']">
            <Unbroken>{part}</Unbroken>
          </span>
        ))}
      </span>
    </span>
  );
}
