/** A code's rows and its quiet zone, four modules on each side. */
const modulesAcross = (rows: number) => rows + 8;

/** The codes of a row, drawn alike: each in a box `side` wide, its dark modules about `code` wide. */
export type QrCodeSize = { side: number; code: number };

/** A code's whole pixels a module: as near `code` wide as whole pixels allow, within its box. */
const pixelsAModule = (rows: number, { side, code }: QrCodeSize) =>
  Math.min(Math.round(code / rows), Math.floor(side / modulesAcross(rows)));

/**
 * The size of codes of `rows` (their rows each) side by side: each drawn in whole pixels a module, at least
 * `side` wide with its quiet zone, and as near the densest's width as a box up to a quarter wider allows. Codes
 * side by side then stand in one box, their captions level, and about one size.
 */
export function qrCodeSize(rows: number[], side: number): QrCodeSize {
  const fewest = rows.map((count) => Math.ceil(side / modulesAcross(count)));
  const code = Math.max(...rows.map((count, index) => fewest[index] * count));
  const room = Math.max(side * 1.25, ...rows.map((count, index) => fewest[index] * modulesAcross(count)));
  return {
    side: Math.max(...rows.map((count) => modulesAcross(count) * pixelsAModule(count, { side: room, code }))),
    code,
  };
}

/**
 * Rows ("1" dark) come from the build, so no QR library ships. Each module is a whole number of pixels, the
 * code centred in its size's box, whose margin (in the light the caller's class gives) is the quiet zone and more: a dense code (a Pix payment's)
 * drawn at 2.8 pixels a module had modules of 2 and 3, and did not scan.
 */
export function QrCode({
  rows,
  label,
  size,
  className,
}: {
  rows: string[];
  label: string;
  size: QrCodeSize;
  className: string;
}) {
  const { side } = size;
  const pixels = pixelsAModule(rows.length, size);
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
      className={`aspect-square h-auto max-w-full [shape-rendering:crispEdges] ${className}`}
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
