// First step of `npm run build`: the files made from the logo and the pages' words (decision 0055).
// Written into public/ (listed in .gitignore), which the build copies to build/client and
// `npm run dev` serves: the favicon set, a web manifest per language and a share image
// (1200 × 630 PNG: the page's title over the hero's scene) per public page and language. A change
// of a title, the logo or the scene shows in them at the next build.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg, type ResvgRenderOptions } from "@resvg/resvg-js";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { HeroScene } from "../app/components/illustrations/hero";
import { palettes } from "../app/components/illustrations/palette";
import { LogoGlyph, LogoMark, logoColours } from "../app/components/logo";
import { words } from "../app/content/words";
import { type Locale, languageTags, locales, pagePaths, type PublicPageKey } from "../app/domain/locale";
import { publicPageCopy } from "../app/content/page-titles";
import { escapeXml, icons, manifestPath, shareImagePath, shareImageSize, wrapWords } from "../app/domain/visual-assets";

const started = Date.now();
const publicDir = path.resolve(import.meta.dirname, "../public");
const require = createRequire(import.meta.url);
// Public Sans (SIL Open Font License), the share images' typeface, as TrueType: resvg reads TTF and OTF.
const fontFiles = ["400Regular/PublicSans_400Regular.ttf", "700Bold/PublicSans_700Bold.ttf"].map((file) =>
  require.resolve(`@expo-google-fonts/public-sans/${file}`),
);
const resvgOptions: ResvgRenderOptions = { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: "Public Sans" } };
const brandNavy = "#10224f";

const markup = (element: ReactElement) => renderToStaticMarkup(element);
const svgDocument = (width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;
const png = (svg: string, width?: number) =>
  new Resvg(svg, { ...resvgOptions, ...(width ? { fitTo: { mode: "width" as const, value: width } } : {}) }).render().asPng();
const write = (urlPath: string, data: string | Buffer) => writeFileSync(path.join(publicDir, urlPath), data);

/** The width of a line of text as resvg lays it out in Public Sans. */
function textWidth(text: string, size: number, weight: number): number {
  const svg = svgDocument(4000, 200, `<text x="0" y="150" font-size="${size}" font-weight="${weight}">${escapeXml(text)}</text>`);
  return new Resvg(svg, resvgOptions).getBBox()?.width ?? 0;
}

/** The favicons: the mark as it is (SVG and 32 px), and full-bleed for home screens and the manifest. */
function makeIcons() {
  const mark = markup(createElement(LogoMark)).replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
  write(icons.svg, mark);
  write(icons.png32, png(mark, 32));
  // Home screens round the corners themselves: the glyph on a square ground, with a margin.
  const square = svgDocument(
    32,
    32,
    `<rect width="32" height="32" fill="${logoColours.ground}"/><g transform="translate(3.2 3.2) scale(0.8)">${markup(createElement(LogoGlyph))}</g>`,
  );
  write(icons.appleTouch, png(square, 180));
  write(icons.manifest192, png(square, 192));
  write(icons.manifest512, png(square, 512));
}

function makeManifests() {
  for (const locale of locales) {
    const { site } = words(locale).site;
    const manifest = {
      // The French manifest names the brand with its French descriptor; under the icon, the short name.
      name: site.tradeName,
      short_name: site.shortName,
      description: site.tagline,
      lang: languageTags[locale],
      dir: "ltr",
      start_url: pagePaths.home[locale],
      scope: "/",
      display: "browser",
      background_color: "#ffffff",
      theme_color: brandNavy,
      icons: [
        { src: icons.svg, type: "image/svg+xml", sizes: "any" },
        { src: icons.manifest192, type: "image/png", sizes: "192x192" },
        { src: icons.manifest512, type: "image/png", sizes: "512x512" },
      ],
    };
    write(manifestPath(locale), `${JSON.stringify(manifest, null, 2)}\n`);
  }
}

/** The largest title size (68 down to 44 px) at which the title takes at most three lines. */
function titleLines(title: string, maxWidth: number): { size: number; lines: string[] } {
  for (let size = 68; size > 44; size -= 4) {
    const lines = wrapWords(title, maxWidth, (line) => textWidth(line, size, 700));
    if (lines.length <= 3 && lines.every((line) => textWidth(line, size, 700) <= maxWidth)) return { size, lines };
  }
  return { size: 44, lines: wrapWords(title, maxWidth, (line) => textWidth(line, 44, 700)) };
}

/** A page's share image: its title and the site's name over the hero's scene, on the hero's navy. */
function shareCard(page: PublicPageKey, locale: Locale): string {
  const { site } = words(locale).site;
  const { title } = publicPageCopy(locale)[page];
  const { width, height } = shareImageSize;
  const left = 80;
  const { size, lines } = titleLines(title, 560);
  const lineHeight = Math.round(size * 1.15);
  const titleTop = 330 - (lines.length * lineHeight) / 2 + size;
  const taglineLines = wrapWords(site.tagline, 540, (line) => textWidth(line, 24, 400));
  const c = palettes.dark;
  const body = [
    `<defs><linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${brandNavy}"/><stop offset="1" stop-color="#17337f"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#ground)"/>`,
    `<g transform="translate(640 90) scale(1.12)" opacity="0.9">${markup(createElement(HeroScene, { c }))}</g>`,
    `<g transform="translate(${left} 64) scale(2)"><rect width="32" height="32" rx="8" fill="${logoColours.ground}"/>${markup(createElement(LogoGlyph))}</g>`,
    `<text x="${left + 84}" y="${site.descriptor ? 98 : 108}" font-size="30" font-weight="700" fill="#ffffff">${escapeXml(site.name)}</text>`,
    // The French descriptor under the brand (« DPI à temps partagé »), clear of the scene on the right.
    ...(site.descriptor
      ? [`<text x="${left + 84}" y="130" font-size="22" font-weight="400" fill="${c.line}">${escapeXml(site.descriptor)}</text>`]
      : []),
    `<rect x="${left}" y="${titleTop - size - 36}" width="72" height="6" rx="3" fill="${c.accent}"/>`,
    ...lines.map(
      (line, index) =>
        `<text x="${left}" y="${titleTop + index * lineHeight}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    ),
    ...taglineLines.map(
      (line, index) =>
        `<text x="${left}" y="${580 - (taglineLines.length - 1 - index) * 32}" font-size="24" font-weight="400" fill="${c.line}">${escapeXml(line)}</text>`,
    ),
  ].join("");
  return svgDocument(width, height, body);
}

function makeShareImages(): number {
  rmSync(path.join(publicDir, "share"), { recursive: true, force: true });
  mkdirSync(path.join(publicDir, "share"), { recursive: true });
  let count = 0;
  for (const page of Object.keys(publicPageCopy("en")) as PublicPageKey[]) {
    for (const locale of locales) {
      write(shareImagePath(page, locale), png(shareCard(page, locale)));
      count += 1;
    }
  }
  return count;
}

mkdirSync(publicDir, { recursive: true });
makeIcons();
makeManifests();
const shareImages = makeShareImages();
console.log(`Favicons, manifests and ${shareImages} share images made in ${((Date.now() - started) / 1000).toFixed(1)} s (public/).`);
