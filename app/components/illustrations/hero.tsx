import { type Palette, palettes, stroke, type Tone } from "./palette";

/**
 * The scene of the home page's hero and of every share image, on a 480 × 400 canvas: a small
 * business (left) and its CIO (right) joined by the logo's arch, under the roadmap, security and
 * systems a CIO looks after. Lines only in the palette, so it reads on the navy hero.
 */
export function HeroScene({ c }: { c: Palette }) {
  return (
    <g {...stroke}>
      {/* The ground it stands on, and quiet links between what the CIO looks after. */}
      <circle cx="240" cy="210" r="180" fill={c.fill} fillOpacity="0.55" stroke="none" />
      <path d="M70 342h340" stroke={c.soft} />
      <path d="M130 150l40-20M330 120l26-10M240 178v36" stroke={c.soft} strokeDasharray="2 7" />

      {/* The business: a shop front with windows and a door. */}
      <rect x="52" y="226" width="116" height="116" rx="8" fill={c.fill} stroke={c.line} />
      <path d="M52 252h116" stroke={c.line} />
      <path d="M70 239h40" stroke={c.accent} />
      <rect x="70" y="270" width="26" height="22" rx="3" stroke={c.line} />
      <rect x="124" y="270" width="26" height="22" rx="3" stroke={c.line} />
      <path d="M98 342v-32h24v32" stroke={c.line} />

      {/* The CIO: a person in a round badge. */}
      <circle cx="372" cy="268" r="62" fill={c.fill} stroke={c.line} />
      <circle cx="372" cy="250" r="17" stroke={c.line} />
      <path d="M340 312c2-20 14-30 32-30s30 10 32 30" stroke={c.line} />
      <path d="M372 283l-5 10 5 13 5-13z" stroke={c.accent} />

      {/* The bridge between them, as in the logo, with the business's end white and the CIO's teal. */}
      <path d="M168 246c40-62 120-62 142 0" stroke={c.accent} strokeWidth="4" />
      <circle cx="168" cy="246" r="7" fill={c.line} stroke="none" />
      <circle cx="310" cy="246" r="7" fill={c.accent} stroke="none" />

      {/* The roadmap: a card with a rising line. */}
      <rect x="150" y="58" width="180" height="120" rx="12" fill={c.fill} stroke={c.line} />
      <path d="M172 82h56" stroke={c.line} />
      <path d="M172 96h32" stroke={c.soft} />
      <path d="M174 156l30-22 26 10 34-34 40 6" stroke={c.accent} />
      <circle cx="204" cy="134" r="3.5" fill={c.fill} stroke={c.accent} />
      <circle cx="230" cy="144" r="3.5" fill={c.fill} stroke={c.accent} />
      <circle cx="264" cy="110" r="3.5" fill={c.fill} stroke={c.accent} />

      {/* Security: a shield, checked. */}
      <path d="M380 76l28 11v20c0 17-12 29-28 36-16-7-28-19-28-36V87z" fill={c.fill} stroke={c.line} />
      <path d="M368 110l9 9 16-18" stroke={c.accent} />

      {/* Systems: two servers in a stack. */}
      <rect x="50" y="130" width="84" height="28" rx="6" fill={c.fill} stroke={c.line} />
      <rect x="50" y="166" width="84" height="28" rx="6" fill={c.fill} stroke={c.line} />
      <path d="M64 144h24M64 180h24" stroke={c.line} />
      <circle cx="118" cy="144" r="3" fill={c.accent} stroke="none" />
      <circle cx="118" cy="180" r="3" fill={c.accent} stroke="none" />

      {/* A few points of light. */}
      <path d="M430 200v12M424 206h12M60 80v10M55 85h10M250 24v10M245 29h10" stroke={c.soft} />
    </g>
  );
}

/**
 * The home page's hero picture. It says what the service does, so it carries a description
 * (`label`, from app/content) rather than being hidden.
 */
export function HeroIllustration({ label, tone = "dark", className }: { label: string; tone?: Tone; className?: string }) {
  return (
    <svg viewBox="0 0 480 400" role="img" aria-label={label} className={className}>
      <HeroScene c={palettes[tone]} />
    </svg>
  );
}
