/**
 * A QR code drawn from its rows of modules ("1" dark, "0" light), which the
 * registry route computes at build time so no QR library ships to guests.
 */
export function QrCode({ rows, label }: { rows: string[]; label: string }) {
  const size = rows.length;
  const path = rows.flatMap((row, y) => [...row].map((cell, x) => (cell === "1" ? `M${x} ${y}h1v1h-1z` : ""))).join("");
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      className="aspect-square w-full max-w-52 bg-white [shape-rendering:crispEdges]"
    >
      <path d={path} fill="#15102e" />
    </svg>
  );
}
