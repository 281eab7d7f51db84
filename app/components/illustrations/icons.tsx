import type { ReactNode } from "react";
import { type Palette, palettes, stroke, type Tone } from "./palette";

/**
 * One icon for each step, benefit and value: a line drawing on a 48-unit square over a pale disc,
 * in the illustrations' one stroke and palette, with one accent each. Decorative: each stands
 * beside the title that says what it means.
 */
const drawings = {
  // Tell us your needs: a speech bubble.
  message: (c) => (
    <>
      <path d="M14 13h20a3 3 0 0 1 3 3v11a3 3 0 0 1-3 3H23l-7 6v-6h-2a3 3 0 0 1-3-3V16a3 3 0 0 1 3-3z" stroke={c.line} />
      <path d="M17 19.5h14M17 24.5h9" stroke={c.accent} />
    </>
  ),
  // Get matched: two people joined by an arch, as in the logo.
  match: (c) => (
    <>
      <circle cx="15" cy="24" r="4" stroke={c.line} />
      <circle cx="33" cy="24" r="4" stroke={c.line} />
      <path d="M8 36a7 7 0 0 1 14 0M26 36a7 7 0 0 1 14 0" stroke={c.line} />
      <path d="M15 17c2-6 16-6 18 0" stroke={c.accent} />
    </>
  ),
  // Start growing: a line that rises.
  growth: (c) => (
    <>
      <path d="M12 12v24h24" stroke={c.line} />
      <path d="M16 30l6-6 5 3 8-10M30 17h5v5" stroke={c.accent} />
    </>
  ),
  // Strategy on demand: a compass.
  compass: (c) => (
    <>
      <circle cx="24" cy="24" r="12" stroke={c.line} />
      <path d="M24 9v3M24 36v3M9 24h3M36 24h3" stroke={c.line} />
      <path d="M28.5 19.5l-2.5 7-7 2.5 2.5-7z" stroke={c.accent} />
    </>
  ),
  // Cost-effective: a price tag.
  tag: (c) => (
    <>
      <path d="M26 11h11v11L24.5 34.5a2.8 2.8 0 0 1-4 0l-7-7a2.8 2.8 0 0 1 0-4z" stroke={c.line} />
      <circle cx="31" cy="17" r="2" stroke={c.accent} />
      <path d="M20 27l5-5" stroke={c.accent} />
    </>
  ),
  // Growth partner, growth: a sprout.
  sprout: (c) => (
    <>
      <path d="M24 37V22M15 37h18" stroke={c.line} />
      <path d="M24 25c0-6-4-10-11-10 0 6 4 10 11 10z" stroke={c.line} />
      <path d="M24 21c0-6 4-10 11-10 0 6-4 10-11 10z" stroke={c.accent} />
    </>
  ),
  // Oversight without a full-time salary: a clock, a share of it highlighted.
  clock: (c) => (
    <>
      <circle cx="24" cy="24" r="12" stroke={c.line} />
      <path d="M24 17v7l5 3" stroke={c.line} />
      <path d="M24 8a16 16 0 0 1 16 16" stroke={c.accent} />
    </>
  ),
  // Faster digital transformation: a rocket.
  rocket: (c) => (
    <>
      <path d="M24 9c5 4 7 10 6 17l-3 4h-6l-3-4c-1-7 1-13 6-17z" stroke={c.line} />
      <circle cx="24" cy="19" r="2.5" stroke={c.line} />
      <path d="M18 25l-4 5v3l5-2M30 25l4 5v3l-5-2" stroke={c.line} />
      <path d="M22 34l2 4 2-4" stroke={c.accent} />
    </>
  ),
  // Reduced vendor risk: a contract, checked.
  contract: (c) => (
    <>
      <path d="M15 10h13l6 6v21a1 1 0 0 1-1 1H15a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1zM28 10v6h6" stroke={c.line} />
      <path d="M18 19h7M18 24h10" stroke={c.line} />
      <path d="M19 31l3 3 6-6" stroke={c.accent} />
    </>
  ),
  // Better cybersecurity, trust: a shield, checked.
  shield: (c) => (
    <>
      <path d="M24 9l12 4.5v9c0 7.5-5.2 12.5-12 15.5-6.8-3-12-8-12-15.5v-9z" stroke={c.line} />
      <path d="M18.5 23.5l4 4 7-8" stroke={c.accent} />
    </>
  ),
  // Planning, budgeting and IT governance: a board of bars.
  budget: (c) => (
    <>
      <rect x="11" y="12" width="26" height="24" rx="3" stroke={c.line} />
      <path d="M11 18h26" stroke={c.line} />
      <path d="M18 31v-5M24 31v-8M30 31v-6" stroke={c.accent} />
    </>
  ),
  // Business-technology alignment: a target, reached.
  target: (c) => (
    <>
      <circle cx="22" cy="26" r="11" stroke={c.line} />
      <circle cx="22" cy="26" r="5" stroke={c.line} />
      <path d="M22 26l13-13M30 13h5v5" stroke={c.accent} />
    </>
  ),
  // An ERP launch: a factory.
  factory: (c) => (
    <>
      <path d="M10 37V23l7 4v-4l7 4v-4l7 4V12h6v25z" stroke={c.line} />
      <path d="M15 32h3M22 32h3M29 32h3" stroke={c.accent} />
    </>
  ),
  // Virtual services for a clinic: a screen with a cross.
  clinic: (c) => (
    <>
      <rect x="10" y="12" width="28" height="19" rx="2.5" stroke={c.line} />
      <path d="M19 37h10M24 31v6" stroke={c.line} />
      <path d="M24 17v9M19.5 21.5h9" stroke={c.accent} />
    </>
  ),
  // SOC 2 for a fintech: a checklist on a clipboard.
  audit: (c) => (
    <>
      <rect x="13" y="12" width="22" height="26" rx="2.5" stroke={c.line} />
      <rect x="19" y="9" width="10" height="6" rx="1.5" stroke={c.line} />
      <path d="M18 23l2.5 2.5 4.5-5M18 31l2.5 2.5 4.5-5" stroke={c.accent} />
      <path d="M28 23.5h2M28 31.5h2" stroke={c.line} />
    </>
  ),
  // Partnership: two circles that overlap.
  partnership: (c) => (
    <>
      <circle cx="19" cy="24" r="9" stroke={c.line} />
      <circle cx="29" cy="24" r="9" stroke={c.line} />
      <path d="M24 16.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15z" stroke={c.accent} />
    </>
  ),
  // Flexibility: sliders set to different places.
  sliders: (c) => (
    <>
      <path d="M11 16h26M11 24h26M11 32h26" stroke={c.line} />
      <circle cx="18" cy="16" r="3" fill={c.fill} stroke={c.accent} />
      <circle cx="31" cy="24" r="3" fill={c.fill} stroke={c.accent} />
      <circle cx="23" cy="32" r="3" fill={c.fill} stroke={c.accent} />
    </>
  ),
  // Trust: a padlock.
  lock: (c) => (
    <>
      <rect x="14" y="22" width="20" height="15" rx="2.5" stroke={c.line} />
      <path d="M18.5 22v-4a5.5 5.5 0 0 1 11 0v4" stroke={c.line} />
      <path d="M24 27.5v4" stroke={c.accent} />
    </>
  ),
  // Companies: an office building.
  building: (c) => (
    <>
      <path d="M13 37V12h16v25M29 19h6v18M10 37h28" stroke={c.line} />
      <path d="M18 17h2M22 17h2M18 23h2M22 23h2M18 29h2M22 29h2" stroke={c.accent} />
    </>
  ),
  // CIOs: a person with a tie.
  person: (c) => (
    <>
      <circle cx="24" cy="17" r="6" stroke={c.line} />
      <path d="M12 38c0-7 5-11 12-11s12 4 12 11" stroke={c.line} />
      <path d="M24 27l-2 4 2 5 2-5z" stroke={c.accent} />
    </>
  ),
  // Variety, community: several connected points.
  network: (c) => (
    <>
      <path d="M16 16l8 8 9-7M24 24l-6 10M24 24l9 9" stroke={c.line} />
      <circle cx="24" cy="24" r="3.5" fill={c.fill} stroke={c.accent} />
      <circle cx="15" cy="15" r="3" fill={c.fill} stroke={c.line} />
      <circle cx="34" cy="16" r="3" fill={c.fill} stroke={c.line} />
      <circle cx="17" cy="35" r="3" fill={c.fill} stroke={c.line} />
      <circle cx="34" cy="34" r="3" fill={c.fill} stroke={c.line} />
    </>
  ),
} satisfies Record<string, (c: Palette) => ReactNode>;

export type IconName = keyof typeof drawings;

/** An icon at the size its class gives it (size-12 is its own), hidden from assistive technology. */
export function Icon({ name, tone = "light", className = "size-12 shrink-0" }: { name: IconName; tone?: Tone; className?: string }) {
  const palette = palettes[tone];
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className} {...stroke}>
      <circle cx="24" cy="24" r="24" fill={palette.fill} stroke="none" />
      {drawings[name](palette)}
    </svg>
  );
}
