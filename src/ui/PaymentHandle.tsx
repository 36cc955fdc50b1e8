/** The parts of a handle a line may break between: an email breaks before its "@". */
export function handleParts(handle: string): string[] {
  const at = handle.lastIndexOf("@");
  return at > 0 ? [handle.slice(0, at), handle.slice(at)] : [handle];
}

/**
 * A payment handle, which a line breaks only before an email's "@" while each
 * part fits: each part is an inline block, so a line breaks inside one (at a
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
