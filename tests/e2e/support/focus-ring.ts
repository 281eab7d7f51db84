import type { Page } from "@playwright/test";

/** What the focused element shows as its focus ring, and how well it stands out. */
export type FocusRing = {
  /** The element, as a person would name it: tag and text. */
  element: string;
  focusVisible: boolean;
  /** The ring's properties that were still changing when focus arrived (a ring that fades in). */
  fadingIn: string[];
  /** Whether this element had focus before in this page (the Tab order has come round). */
  seenBefore: boolean;
  /** The ring's bands from the element outwards, each with its colour and thickness in px. */
  bands: { color: string; width: number }[];
  /** The colours behind the ring (more than one under a gradient). */
  surround: string[];
  /** The best contrast a band of 2 px or more has with the worst of the surround; 0 when there is no ring. */
  contrast: number;
};

/**
 * Reads the ring of the element that has focus, from its computed style: the outline (drawn on top)
 * and any outer box-shadow ring (a shadow with a spread, as Tailwind's ring utilities make), cut
 * into bands by distance from the element's edge. The surround is the background behind the ring:
 * the parent's (the ring is drawn outside the element), or the element's own when the outline is
 * drawn inside it; transparent layers and gradients are composed down the ancestors. WCAG 1.4.11
 * asks 3:1 between the indicator and what it sits on; a band under 2 px counts for nothing.
 * Notes a ring that fades in, then waits for the element's transitions to end. Returns null when focus is on the body.
 */
export function readFocusRing(page: Page): Promise<FocusRing | null> {
  return page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    // A ring that fades in shows its first colour for a moment (transition-colors animates
    // outline-color): note it, then read the ring as it stays.
    const fadingIn = element
      .getAnimations()
      .filter((animation): animation is CSSTransition => animation instanceof CSSTransition)
      .map((transition) => transition.transitionProperty)
      .filter((property) => property.startsWith("outline") || property === "box-shadow");
    await Promise.all(element.getAnimations().map((animation) => animation.finished));

    const seen = ((window as unknown as { __focusSeen?: WeakSet<Element> }).__focusSeen ??= new WeakSet());
    const seenBefore = seen.has(element);
    seen.add(element);

    type Rgba = [number, number, number, number];
    // The browser parses every colour syntax it computes (rgb, oklch, color-mix results) onto a canvas pixel.
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    const parse = (color: string): Rgba => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = "rgba(0, 0, 0, 0)";
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = ([r, g, b, a]: Rgba, [ur, ug, ub]: Rgba): Rgba => [r * a + ur * (1 - a), g * a + ug * (1 - a), b * a + ub * (1 - a), 1];
    const colorFunctions = /(?:rgba?|hsla?|hwb|oklch|oklab|lch|lab|color)\([^()]*\)|#[0-9a-f]{3,8}\b|\btransparent\b/gi;
    const gradientStops = (image: string): Rgba[] => (image.includes("gradient(") ? (image.match(colorFunctions) ?? []).map(parse) : []);

    // Every colour that can be behind a point of `node`, composed down to the page's white canvas.
    const backdrop = (node: Element | null): Rgba[] => {
      if (!node) return [[255, 255, 255, 1]];
      const style = getComputedStyle(node);
      const color = parse(style.backgroundColor);
      const stops = gradientStops(style.backgroundImage);
      const opaque = color[3] === 1 || (stops.length > 0 && stops.every((stop) => stop[3] === 1));
      const under: Rgba[] = opaque ? [[0, 0, 0, 1]] : backdrop(node.parentElement);
      const withColor = under.map((below) => over(color, below));
      return stops.length > 0 ? withColor.flatMap((below) => stops.map((stop) => over(stop, below))) : withColor;
    };

    const luminance = ([r, g, b]: Rgba) => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const contrast = (one: Rgba, other: Rgba) => {
      const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const css = ([r, g, b, a]: Rgba) => `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${a.toFixed(2)})`;

    const style = getComputedStyle(element);
    // Layers painted around the element, top first: the outline, then the box-shadow rings in order.
    const layers: { color: Rgba; from: number; to: number }[] = [];
    const outlineWidth = style.outlineStyle === "none" ? 0 : parseFloat(style.outlineWidth);
    const outlineOffset = parseFloat(style.outlineOffset) || 0;
    if (outlineWidth > 0) {
      layers.push({ color: parse(style.outlineColor), from: outlineOffset, to: outlineOffset + outlineWidth });
    }
    if (style.boxShadow !== "none") {
      for (const shadow of style.boxShadow.split(/,(?![^()]*\))/)) {
        if (/\binset\b/.test(shadow)) continue;
        const color = shadow.match(colorFunctions)?.[0] ?? "currentcolor";
        const [x = 0, y = 0, blur = 0, spread = 0] = (shadow.replace(colorFunctions, "").match(/-?[\d.]+px/g) ?? []).map(parseFloat);
        // A blurred or shifted shadow is a shadow, not a ring.
        if (spread > 0 && blur === 0 && x === 0 && y === 0) layers.push({ color: parse(color), from: 0, to: spread });
      }
    }

    const inside = outlineWidth > 0 && outlineOffset + outlineWidth <= 0 && layers.length === 1;
    const surround = backdrop(inside ? element : element.parentElement);
    const edges = [...new Set(layers.flatMap((layer) => [layer.from, layer.to]))].sort((a, b) => a - b);
    const bands: { color: Rgba; width: number }[] = [];
    for (let index = 0; index + 1 < edges.length; index += 1) {
      const [from, to] = [edges[index]!, edges[index + 1]!];
      const top = layers.find((layer) => layer.from <= from && layer.to >= to && layer.color[3] > 0);
      if (!top) continue;
      const last = bands.at(-1);
      if (last && last.color.join() === top.color.join()) last.width += to - from;
      else bands.push({ color: top.color, width: to - from });
    }
    const best = Math.max(
      0,
      ...bands
        .filter((band) => band.width >= 2)
        .map((band) => Math.min(...surround.map((behind) => contrast(over(band.color, behind), behind)))),
    );
    const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim();
    const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : "";
    const label = element.id ? `#${element.id}` : "";
    return {
      element: `${element.tagName.toLowerCase()}${type}${label} "${name.slice(0, 40)}"`,
      focusVisible: element.matches(":focus-visible"),
      seenBefore,
      fadingIn,
      bands: bands.map((band) => ({ color: css(band.color), width: band.width })),
      surround: surround.map(css),
      contrast: Math.round(best * 100) / 100,
    };
  });
}
