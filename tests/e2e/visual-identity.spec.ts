import { type APIRequestContext, expect, test } from "@playwright/test";
import { words } from "~/content/words";
import { bookingPaths, languageTags, locales, pagePaths, type PublicPageKey } from "~/domain/locale";
import { publicPageCopy } from "~/content/page-titles";
import { expectNoAxeViolations } from "./support/browser";

// The site looks like a firm's, wherever it is shared or bookmarked. Every public page in both
// languages gives link previews a 1200 × 630 PNG of its own, the favicon set and a manifest per
// language answer, and the drawings are either described (the hero) or hidden from assistive
// technology, with axe finding nothing.

const baseUrl = "https://cio.example.ca"; // the e2e servers' BASE_URL (support/servers.ts)
const pages = Object.entries({ ...pagePaths, book: bookingPaths }).flatMap(([page, paths]) =>
  locales.map((locale) => ({ page: page as PublicPageKey, locale, path: paths[locale] })),
);

/** Width and height from a PNG's header (signature, then the IHDR chunk), or null for no PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The values of the head's <meta property|name=…> and <link rel=…> tags, by that key. */
async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const decoded = (value: string) =>
    value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(quot|amp|lt|gt));/gi, (_entity, hex: string, decimal: string, name: string) =>
      hex || decimal
        ? String.fromCodePoint(parseInt(hex ?? decimal, hex ? 16 : 10))
        : ({ quot: '"', amp: "&", lt: "<", gt: ">" }[name] ?? ""),
    );
  const attribute = (tag: string, name: string) => {
    const value = new RegExp(`\\b${name}="([^"]*)"`, "i").exec(tag)?.[1];
    return value === undefined ? undefined : decoded(value);
  };
  const metas = [...html.matchAll(/<meta\b[^>]*>/g)].map(([tag]) => tag);
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
  return {
    meta: (key: string) =>
      metas.filter((tag) => (attribute(tag, "property") ?? attribute(tag, "name")) === key).map((tag) => attribute(tag, "content")),
    links: (rel: string) =>
      links.filter((tag) => attribute(tag, "rel") === rel).map((tag) => ({ href: attribute(tag, "href"), sizes: attribute(tag, "sizes") })),
  };
}

async function fetchPng(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toBe("image/png");
  return pngSize(await response.body());
}

test.describe("share images", () => {
  for (const { page, locale, path } of pages) {
    test(`${path} links its own 1200 × 630 PNG for link previews`, async ({ request }) => {
      const head = await headOf(request, path);
      const images = head.meta("og:image");
      expect(images).toHaveLength(1);
      const image = new URL(images[0] ?? "");
      expect(image.origin).toBe(baseUrl);
      expect(await fetchPng(request, image.pathname)).toEqual({ width: 1200, height: 630 });
      expect(head.meta("og:image:width")).toEqual(["1200"]);
      expect(head.meta("og:image:height")).toEqual(["630"]);
      expect(head.meta("twitter:card")).toEqual(["summary_large_image"]);
      expect(head.meta("og:image:alt")).toEqual([`${publicPageCopy(locale)[page].title} | ${words(locale).site.site.tradeName}`]);
    });
  }

  test("each page and language has an image of its own", async ({ request }) => {
    const images = await Promise.all(pages.map(async ({ path }) => (await headOf(request, path)).meta("og:image")[0]));
    expect(new Set(images).size).toBe(pages.length);
    // The CIO form's second address is the same page: the same image.
    expect((await headOf(request, "/form")).meta("og:image")).toEqual((await headOf(request, pagePaths.cioForm.en)).meta("og:image"));
  });
});

test("the favicon set answers: SVG, 32 px, Apple touch icon, and a manifest per language", async ({ request }) => {
  for (const locale of locales) {
    const head = await headOf(request, pagePaths.about[locale]);
    const icons = head.links("icon");
    const svg = icons.find((icon) => icon.href?.endsWith(".svg"));
    const png = icons.find((icon) => icon.sizes === "32x32");
    const svgResponse = await request.get(svg?.href ?? "(no SVG icon)");
    expect(svgResponse.status()).toBe(200);
    expect(svgResponse.headers()["content-type"]).toContain("image/svg+xml");
    expect(await svgResponse.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(await fetchPng(request, png?.href ?? "(no 32 px icon)")).toEqual({ width: 32, height: 32 });
    const [touch] = head.links("apple-touch-icon");
    expect(await fetchPng(request, touch?.href ?? "(no Apple touch icon)")).toEqual({ width: 180, height: 180 });

    const [manifestLink] = head.links("manifest");
    const response = await request.get(manifestLink?.href ?? "(no manifest)");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      icons: { src: string; sizes: string }[];
    };
    // In French, the brand with its French descriptor.
    expect(manifest.name).toBe(words(locale).site.site.tradeName);
    expect(manifest.short_name).toBe(words(locale).site.site.shortName);
    expect(manifest.lang).toBe(languageTags[locale]);
    expect(manifest.start_url).toBe(pagePaths.home[locale]);
    for (const icon of manifest.icons.filter((entry) => entry.sizes !== "any")) {
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(await fetchPng(request, icon.src)).toEqual({ width, height });
    }
  }
});

test.describe("drawings at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const { path } of pages) {
    test(`${path} shows a drawing in its content, and every picture is described or hidden`, async ({ page }) => {
      await page.goto(path);
      // Not one picture on any page was the issue: each page's content (not only its logo) has one.
      await expect(page.locator("main svg").first()).toBeVisible();
      const unlabelled = await page.evaluate(() =>
        [...document.querySelectorAll("img, svg")]
          .filter((element) => {
            if (element.closest("[aria-hidden='true']")) return false;
            if (element.tagName === "IMG") return !element.hasAttribute("alt");
            return element.getAttribute("role") !== "img" || !element.getAttribute("aria-label")?.trim();
          })
          .map((element) => element.outerHTML.slice(0, 120)),
      );
      expect(unlabelled).toEqual([]);
    });
  }

  for (const locale of locales) {
    test(`the ${locale} home page's hero shows its illustration, described in its language, and axe finds nothing`, async ({ page }) => {
      await page.goto(pagePaths.home[locale]);
      const hero = page.getByRole("img", { name: words(locale).home.homeHero.illustration, exact: true });
      await expect(hero).toBeVisible();
      // It fills the right half of the hero: beside the heading, not under it.
      const [heroBox, headingBox] = [await hero.boundingBox(), await page.getByRole("heading", { level: 1 }).boundingBox()];
      expect(heroBox?.width).toBeGreaterThan(350);
      expect(heroBox?.x).toBeGreaterThan((headingBox?.x ?? 0) + (headingBox?.width ?? 0));
      // Every step and benefit card carries its icon.
      await expect(page.locator("section[aria-labelledby='how-it-works-title'] li svg")).toHaveCount(3);
      await expectNoAxeViolations(page);
    });
  }
});
