import { palettes, stroke, type Tone } from "./palette";

/**
 * Section motifs: quiet drawings in the illustrations' stroke and palette that give a section
 * the site's look. Decorative, so hidden from assistive technology.
 */

/** Arches between points, the logo's bridge repeated: the band at the top of every inner page. */
export function ArchMotif({ tone = "light", className }: { tone?: Tone; className?: string }) {
  const c = palettes[tone];
  return (
    <svg viewBox="0 0 320 160" aria-hidden="true" focusable="false" className={className} {...stroke}>
      <path d="M20 150c0-110 280-110 280 0" stroke={c.soft} />
      <path d="M60 150c0-78 200-78 200 0" stroke={c.soft} />
      <path d="M100 150c0-46 120-46 120 0" stroke={c.accent} strokeWidth="3" />
      <path d="M8 150h304" stroke={c.soft} />
      <circle cx="100" cy="150" r="5" fill={c.line} stroke="none" />
      <circle cx="220" cy="150" r="5" fill={c.accent} stroke="none" />
      <circle cx="160" cy="68" r="3" fill={c.soft} stroke="none" />
      <circle cx="160" cy="36" r="3" fill={c.soft} stroke="none" />
    </svg>
  );
}

const nodes = [
  [40, 120],
  [110, 60],
  [180, 110],
  [250, 40],
  [300, 130],
  [200, 180],
  [90, 170],
] as const;
const links = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 4],
  [2, 4],
  [2, 5],
  [5, 6],
  [0, 6],
] as const;

/** A network of points, one of them lit: the CIOs and the businesses they serve. */
export function NetworkMotif({ tone = "light", className }: { tone?: Tone; className?: string }) {
  const c = palettes[tone];
  return (
    <svg viewBox="0 0 340 220" aria-hidden="true" focusable="false" className={className} {...stroke}>
      {links.map(([from, to]) => (
        <path key={`${from}-${to}`} d={`M${nodes[from].join(" ")}L${nodes[to].join(" ")}`} stroke={c.soft} strokeDasharray="2 7" />
      ))}
      <path d={`M${nodes[1].join(" ")}L${nodes[2].join(" ")}L${nodes[3].join(" ")}`} stroke={c.accent} />
      {nodes.map(([x, y], index) => (
        <circle key={index} cx={x} cy={y} r={index === 2 ? 10 : 7} fill={c.fill} stroke={index === 2 ? c.accent : c.line} />
      ))}
    </svg>
  );
}
