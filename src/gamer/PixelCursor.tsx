/** The pixel face has no "▶" of its own. */
export function PixelCursor({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 6 11" aria-hidden="true" className={`[shape-rendering:crispEdges] rtl:-scale-x-100 ${className}`}>
      <path d="M0 0h1v1h1v1h1v1h1v1h1v1h1v1H5v1H4v1H3v1H2v1H1v1H0z" fill="currentColor" />
    </svg>
  );
}
