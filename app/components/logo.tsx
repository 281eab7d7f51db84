/** The logo's colours: brand-600, white, and the light teal of the illustrations on dark surfaces. */
export const logoColours = { ground: "#1f4fd1", line: "#ffffff", accent: "#7de2d1" } as const;

/**
 * The mark's figure on a 32-unit square: a bridge between two points, the business (white) and
 * its CIO (teal). The favicons and share images draw it too (scripts/visual-assets), so it takes
 * no class or style.
 */
export function LogoGlyph() {
  return (
    <>
      <path d="M7.5 20.5C7.5 8.5 24.5 8.5 24.5 20.5" fill="none" stroke={logoColours.line} strokeWidth="3.2" strokeLinecap="round" />
      <circle cx="7.5" cy="20.5" r="3.6" fill={logoColours.line} />
      <circle cx="24.5" cy="20.5" r="3.6" fill={logoColours.accent} />
    </>
  );
}

/** The mark in a rounded square, drawn inline so no request is needed. Decorative: the site name is beside it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill={logoColours.ground} />
      <LogoGlyph />
    </svg>
  );
}
