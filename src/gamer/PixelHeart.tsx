export function PixelHeart({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 8 6" aria-hidden="true" className={`[shape-rendering:crispEdges] ${className}`}>
      <path d="M1 0h2v1h2V0h2v1h1v2H7v1H6v1H5v1H3V5H2V4H1V3H0V1h1z" fill="currentColor" />
    </svg>
  );
}
