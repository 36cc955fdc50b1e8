/**
 * Reserves layout space for a text shown later in the same box, so nothing moves when it comes. The text is in
 * CSS `content`, so no search, screen reader or test reads it twice.
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

type DataAttributes = { [name: `data-${string}`]: string };
