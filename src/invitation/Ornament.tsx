export function Ornament({ className = "" }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`flex w-40 max-w-full items-center gap-3 text-gold ${className}`}>
      <span className="h-px flex-1 bg-current" />
      <svg viewBox="0 0 12 12" className="size-2.5 fill-current">
        <path d="M6 0 12 6 6 12 0 6z" />
      </svg>
      <span className="h-px flex-1 bg-current" />
    </div>
  );
}
