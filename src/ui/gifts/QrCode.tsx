/** A code's rows and its quiet zone, four modules on each side. */
const modulesAcross = (rows: number) => rows + 8;

/**
 * The side of the box each of the codes of `rows` (their rows each) is drawn in: a whole number of pixels a
 * module for every one, at least `side` wide. Codes side by side then stand the same size, their captions level.
 */
export const qrCodeSide = (rows: number[], side: number) =>
  Math.max(...rows.map((count) => Math.ceil(side / modulesAcross(count)) * modulesAcross(count)));

/**
 * Rows ("1" dark) come from the build, so no QR library ships. Each module is a whole number of pixels, the
 * code centred in a `side` box whose white margin is the quiet zone and more: a dense code (a Pix payment's)
 * drawn at 2.8 pixels a module had modules of 2 and 3, and did not scan.
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
  const pixels = Math.floor(side / modulesAcross(rows.length));
  // The margin in whole pixels, so every module's edge falls on one.
  const margin = 4 + Math.floor((side - pixels * modulesAcross(rows.length)) / 2) / pixels;
  const path = rows.flatMap((row, y) => [...row].map((cell, x) => (cell === "1" ? `M${x} ${y}h1v1h-1z` : ""))).join("");
  return (
    <svg
      role="img"
      aria-label={label}
      width={side}
      height={side}
      viewBox={`${-margin} ${-margin} ${side / pixels} ${side / pixels}`}
      className={`aspect-square h-auto max-w-full bg-white [shape-rendering:crispEdges] ${className}`}
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
