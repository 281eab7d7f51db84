import { readdirSync, readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { allPublicPaths } from "~/domain/locale";
import { startSlowPages } from "./support/slow-pages";

// The first view (decision 0101): text in the reader's own system fonts, no font file to wait for,
// and each page carrying inline only the rules of the stylesheet its markup uses; nothing moves
// while a page loads, and every element looks as the whole stylesheet draws it, errors included.

const assets = "build/client/assets";
const wholeSheet = readFileSync(`${assets}/${readdirSync(assets).find((file) => /^app-[\w-]+\.css$/.test(file))}`, "utf8");

test("every page sets its text in the system's fonts and loads no font file", async ({ page }) => {
  test.setTimeout(60_000);
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  for (const path of allPublicPaths) {
    await page.goto(path);
    // The stylesheet travels inside the page: nothing else is fetched before the first paint.
    await expect(page.locator('head link[rel="preload"], head link[rel="stylesheet"]'), path).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily), path).toMatch(/^system-ui, /);
    expect(await page.evaluate(() => document.fonts.size), path).toBe(0);
  }
  expect(fonts).toEqual([]);
});

/**
 * Every element's computed style, as one string per element, in document order: the properties
 * that draw it, not the custom properties a page's sheet leaves out when none of its rules reads them.
 */
const computedStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")].map((element) => {
      const style = getComputedStyle(element);
      const drawn = [...style].filter((name) => !name.startsWith("--"));
      return `${element.tagName}#${element.id}: ${drawn.map((name) => `${name}=${style.getPropertyValue(name)}`).join(";")}`;
    }),
  );

/** The same page drawn again with the whole stylesheet in place of the rules it carries. */
async function stylesWithWholeSheet(page: Page): Promise<string[]> {
  await page.evaluate((css) => {
    const inline = document.querySelector("head style");
    if (!inline) throw new Error("the page carries no stylesheet");
    inline.textContent = css;
  }, wholeSheet);
  return computedStyles(page);
}

test.describe("each page's own stylesheet", () => {
  // Swapping the <style>'s text by hand is what the policy forbids; the comparison needs it.
  test.use({ bypassCSP: true });

  for (const width of [390, 1280]) {
    test(`draws every element of every page as the whole stylesheet does, at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      for (const path of allPublicPaths) {
        await page.goto(path);
        const carried = (await page.locator("head style").textContent()) ?? "";
        expect(carried.length, path).toBeLessThan(wholeSheet.length);
        const served = await computedStyles(page);
        expect(await stylesWithWholeSheet(page), path).toEqual(served);
      }
    });
  }

  test("draws a form's problems as the whole stylesheet does, from the server and from the page's script", async ({ browser }) => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled, bypassCSP: true });
      const page = await context.newPage();
      for (const path of ["/form/company", "/fr/formulaire/cio"]) {
        await page.goto(path);
        await page.locator("form[data-enhance] button[type=submit]").click();
        await expect(page.locator("[data-error-summary]"), path).toBeVisible();
        // The folded optional fields open too, so their styles are compared as well.
        await page.evaluate(() => document.querySelectorAll("details").forEach((details) => details.setAttribute("open", "")));
        const served = await computedStyles(page);
        expect(await stylesWithWholeSheet(page), `${path}, JavaScript ${javaScriptEnabled ? "on" : "off"}`).toEqual(served);
      }
      await context.close();
    }
  });
});

/** Every shift since the page began, summed as the cumulative layout shift counts them. */
const shiftSoFar = (page: Page) =>
  page.evaluate(
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

for (const width of [390, 1366]) {
  test(`no page moves while it loads, at ${width} px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of allPublicPaths) {
      await page.goto(path);
      expect(await shiftSoFar(page), path).toBe(0);
    }
  });

  // A busy phone or a slow network draws a page before all of it is read: nothing drawn may move then either.
  test(`no page moves while it arrives in pieces, at ${width} px`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const slowPages = await startSlowPages(baseURL ?? "");
    try {
      await page.setViewportSize({ width, height: 900 });
      for (const path of allPublicPaths) {
        await page.goto(slowPages.url + path);
        expect(await shiftSoFar(page), path).toBe(0);
      }
    } finally {
      await slowPages.close();
    }
  });
}
