/** The mark: a bridge between two points, drawn inline so no request is needed. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="7" fill="#1f4fd1" />
      <path d="M6 21c4-9 16-9 20 0" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="6" cy="22" r="2.5" fill="#7de2d1" />
      <circle cx="26" cy="22" r="2.5" fill="#7de2d1" />
    </svg>
  );
}
