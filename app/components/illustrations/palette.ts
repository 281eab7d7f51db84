/**
 * The illustrations' one palette, in the site's brand colours (app.css @theme), for the two kinds
 * of surface they sit on. Colours are SVG attributes, not classes or style attributes: the CSP
 * allows no inline style, and the share images are drawn by resvg, which reads no stylesheet.
 */
export type Tone = "light" | "dark";

export type Palette = {
  /** Every outline. */
  line: string;
  /** The one highlight of a drawing: the link, the growth, the check. */
  accent: string;
  /** Filled shapes behind the lines. */
  fill: string;
  /** Connectors and decorations that should stay quiet. */
  soft: string;
};

export const palettes: Record<Tone, Palette> = {
  // On white and pale sections: brand-600 lines, the teal accent, brand-50 and brand-100 surfaces.
  light: { line: "#1f4fd1", accent: "#0f9d8a", fill: "#eef4ff", soft: "#b9cdfb" },
  // On the navy hero and the share images: pale blue lines, the logo's light teal.
  dark: { line: "#dbe6fe", accent: "#7de2d1", fill: "#1a3a8f", soft: "#3d5fb8" },
};

/** One stroke for every drawing, at the size it is drawn (icons 48 units, the hero 480). */
export const stroke = { strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round", fill: "none" } as const;
