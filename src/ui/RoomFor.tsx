/**
 * Words that take their room on the page but show nothing: the box a notice
 * would need, held by an invisible copy whose text is in CSS (`content`),
 * so that no search, screen reader or test reads it twice.
 */
export function RoomFor({ text, className }: { text: string; className: string }) {
  return <span aria-hidden="true" data-text={text} className={`before:content-[attr(data-text)] ${className}`} />;
}
