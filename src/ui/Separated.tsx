import { Unbroken } from "./Unbroken";

/**
 * Parts of a line with a "·" between them that never ends or starts a line: each part draws its dot in the gap
 * before it, and the box clips what stands past its start, the dot of each part that opens a line. The gap is
 * `--separated-gap` where a face sets its own: a monospaced pixel face's dot fills a whole cell.
 */
export function Separated({ parts, tracked = false }: { parts: readonly string[]; tracked?: boolean }) {
  return (
    // data-separated: tests/reflow.spec.ts finds the parts and their dots.
    <span data-separated="" className="flex flex-wrap gap-x-[var(--separated-gap,1.25em)] overflow-x-clip">
      {parts.map((part, index) => (
        <span
          key={index}
          className="relative before:absolute before:end-full before:w-[var(--separated-gap,1.25em)] before:text-center before:content-['·']"
        >
          <Unbroken tracked={tracked}>{part}</Unbroken>
        </span>
      ))}
    </span>
  );
}
