/**
 * Rows ("1" dark) come from the build, so no QR library ships; the 4-module margin is the quiet zone. Each module
 * is a whole number of pixels, the code at least `side` wide: a dense code (a Pix payment's) drawn at 2.8 pixels a
 * module had modules of 2 and 3, and did not scan.
 */
export function QrCode({
  rows,
  label,
  side,
  className,
}: {
  rows: string[];
  label: string;
  side: number;
  className: string;
}) {
  const size = rows.length;
  const width = Math.ceil(side / (size + 8)) * (size + 8);
  const path = rows.flatMap((row, y) => [...row].map((cell, x) => (cell === "1" ? `M${x} ${y}h1v1h-1z` : ""))).join("");
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={width}
      viewBox={`-4 -4 ${size + 8} ${size + 8}`}
      className={`aspect-square h-auto max-w-full bg-white [shape-rendering:crispEdges] ${className}`}
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
