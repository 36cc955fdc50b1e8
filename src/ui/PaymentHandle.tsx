/**
 * The parts of a handle a line may break between: an email breaks before its
 * "@", and after a dot where a part is still too long ("marisa.", "and.sam").
 */
export function handleParts(handle: string): string[] {
  const at = handle.lastIndexOf("@");
  if (at <= 0) return [handle];
  const afterDots = (text: string) => text.split(/(?<=\.)(?=.)/);
  return [...afterDots(handle.slice(0, at)), ...afterDots(handle.slice(at))];
}

/**
 * A payment handle, which a line breaks only between its parts while each
 * fits: each part is an inline block, so a line breaks inside one (at a
 * hyphen, or anywhere) only when the part alone is wider than the line.
 */
export function PaymentHandle({ handle }: { handle: string }) {
  return handleParts(handle).map((part, index) => (
    <span key={index}>
      {index > 0 ? <wbr /> : null}
      <span className="inline-block [overflow-wrap:anywhere]">{part}</span>
    </span>
  ));
}
