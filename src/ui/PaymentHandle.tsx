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
 * Its block sets it in balanced lines (text-balance): an IBAN of six groups
 * and a half goes three over three and a half, not five over one and a half.
 * Left to right in any language: an address or a number reads that way in a
 * Hebrew line too, and its parts would otherwise be set from the right.
 */
export function PaymentHandle({ handle }: { handle: string }) {
  return (
    <span dir="ltr">
      {handleParts(handle).map((part, index) => (
        <span key={index}>
          {index > 0 ? <wbr /> : null}
          <span className="inline-block [overflow-wrap:anywhere]">{part}</span>
        </span>
      ))}
    </span>
  );
}
