/**
 * A QR code drawn from its rows of modules ("1" dark, "0" light), which the
 * loaders compute at build time (src/content/wallets.server.ts) so no QR library
 * ships to guests. Four light modules all round: the quiet zone scanners need.
 */
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
