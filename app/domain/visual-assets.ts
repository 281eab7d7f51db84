import type { Locale, PublicPageKey } from "~/domain/locale";

/**
 * Where the files made by `npm run build` from the logo and the pages' titles are served
 * (scripts/make-visual-assets.ts writes them into public/; decision 0055). Shared by the page
 * head, which links them, and the build step, which makes them.
 */

/** Open Graph's large image: what LinkedIn, Teams and others show a shared link with. */
export const shareImageSize = { width: 1200, height: 630 } as const;

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The share image of a public page in one language, e.g. /share/how-it-works-fr.png. */
export const shareImagePath = (page: PublicPageKey, locale: Locale) => `/share/${kebab(page)}-${locale}.png`;

/** The web app manifest of each language (its description and start page are the language's). */
export const manifestPath = (locale: Locale) => `/manifest-${locale}.webmanifest`;

/** The favicon set, from the logo: the browsers' tab icons, the home-screen icons and the manifest's. */
export const icons = {
  svg: "/favicon.svg",
  png32: "/favicon-32.png",
  appleTouch: "/apple-touch-icon.png",
  manifest192: "/icon-192.png",
  manifest512: "/icon-512.png",
} as const;

/**
 * Words into lines no wider than `maxWidth`, greedily, as `measure` (the width of a run of text)
 * finds them; a word wider than a line gets a line of its own. Only ordinary spaces and line
 * breaks part words: French keeps « », : and ? with their word through non-breaking spaces.
 */
export function wrapWords(text: string, maxWidth: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/[ \t\r\n]+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Text for an SVG text node or attribute. NUL and other control characters, invalid in XML, go. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- these are exactly the characters XML refuses
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "")
      .replaceAll("&", "&amp;")
      .replaceAll("<", "&lt;")
      .replaceAll(">", "&gt;")
      .replaceAll('"', "&quot;")
      .replaceAll("'", "&apos;")
  );
}
