export function handleParts(handle: string): string[] {
  const at = handle.lastIndexOf("@");
  if (at <= 0) return [handle];
  const afterDots = (text: string) => text.split(/(?<=\.)(?=.)/);
  return [...afterDots(handle.slice(0, at)), ...afterDots(handle.slice(at))];
}

/** Left to right in any language: on a Hebrew page its parts would otherwise be set from the right. */
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
