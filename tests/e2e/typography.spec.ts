import { expect, test } from "@playwright/test";
import { allPublicPaths } from "~/domain/locale";

// The site's typeface (decision 0053): served by the site itself, fingerprinted and cached for a
// year, named by the stylesheet every page carries inline and not preloaded (decision 0100), drawn
// on every page in both languages; its fallback takes the same room; and no page moves while it loads.

const FAMILY = "Public Sans Variable";

test("every page sets its text in the typeface from the site, which answers it cached for a year", async ({ page, request }) => {
  test.setTimeout(60_000);
  const fonts = new Set<string>();
  for (const path of allPublicPaths) {
    await page.goto(path);
    // Named by the page's own stylesheet, and loaded once the text needs it: nothing waits for it.
    await expect(page.locator('head link[rel="preload"], head link[rel="stylesheet"]'), path).toHaveCount(0);
    const style = (await page.locator("head style").textContent()) ?? "";
    for (const [, url = ""] of style.matchAll(/url\(([^)]+\.woff2)\)/g)) fonts.add(url);
    // Drawn, not just fetched: the body's text is set in it once it has loaded.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const loaded = await page.evaluate((family) => document.fonts.check(`16px "${family}"`, "é"), FAMILY);
    expect(loaded, path).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily), path).toMatch(new RegExp(`^"${FAMILY}"`));
  }
  expect([...fonts]).toEqual([expect.stringMatching(/^\/assets\/public-sans-latin-wght-normal-[\w-]+\.woff2$/)]);
  const response = await request.get([...fonts][0]!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("font/woff2");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await response.body()).subarray(0, 4).toString("latin1")).toBe("wOF2");
});

test("the fallback set before the typeface arrives takes the room the typeface takes", async ({ page }) => {
  await page.goto("/fr/a-propos");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The faces the stylesheet declares: the typeface, loaded, and the fallback's regular and bold.
  const faces = await page.evaluate(() =>
    [...document.fonts].map(
      (face) => `${face.family.replaceAll('"', "")} ${face.weight}${face.family.includes("Fallback") ? "" : ` ${face.status}`}`,
    ),
  );
  expect(faces.sort()).toEqual(["Public Sans Fallback 100 500", "Public Sans Fallback 600 900", `${FAMILY} 100 900 loaded`]);
  const widths = await page.evaluate((family) => {
    const sample = document.querySelector("main p")?.textContent ?? "";
    const measure = (fontFamily: string, weight: number) => {
      const span = Object.assign(document.createElement("span"), { textContent: sample });
      Object.assign(span.style, { position: "absolute", whiteSpace: "nowrap", fontFamily, fontWeight: String(weight) });
      document.body.append(span);
      const { width } = span.getBoundingClientRect();
      span.remove();
      return width;
    };
    return [400, 700].map((weight) => ({
      weight,
      typeface: measure(`"${family}"`, weight),
      fallback: measure('"Public Sans Fallback"', weight),
    }));
  }, FAMILY);
  for (const { weight, typeface, fallback } of widths) {
    expect(typeface, `weight ${weight}`).toBeGreaterThan(500);
    expect(Math.abs(fallback / typeface - 1), `weight ${weight}: ${fallback} px against ${typeface} px`).toBeLessThan(0.02);
  }
});

for (const width of [390, 1366]) {
  test(`no page moves while it loads, at ${width} px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of allPublicPaths) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // Every shift since the page began, summed as the cumulative layout shift counts them.
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let sum = 0;
            const observer = new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value;
            });
            observer.observe({ type: "layout-shift", buffered: true });
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
          }),
      );
      expect(shift, path).toBe(0);
    }
  });
}
