/**
 * Words that take their room on the page but show nothing: the box a notice
 * would need, held by an invisible copy whose text is in CSS (`content`),
 * so that no search, screen reader or test reads it twice.
 */
export function RoomFor({ text, className, ...attributes }: { text: string; className: string } & DataAttributes) {
  return (
    <span
      aria-hidden="true"
      data-text={text}
      className={`before:content-[attr(data-text)] ${className}`}
      {...attributes}
    />
  );
}

/** A `data-*` attribute to pass on: the phase of the day a room is kept for (`data-day-shows`). */
type DataAttributes = { [name: `data-${string}`]: string };
