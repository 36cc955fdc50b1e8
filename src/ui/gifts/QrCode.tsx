/** Rows ("1" dark) come from the build, so no QR library ships; the 4-module margin is the quiet zone. */
export function QrCode({ rows, label, className }: { rows: string[]; label: string; className: string }) {
  const size = rows.length;
  const path = rows.flatMap((row, y) => [...row].map((cell, x) => (cell === "1" ? `M${x} ${y}h1v1h-1z` : ""))).join("");
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${size + 8} ${size + 8}`}
      className={`aspect-square bg-white [shape-rendering:crispEdges] ${className}`}
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
