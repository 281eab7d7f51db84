import { expect, test } from "@playwright/test";
import { pageHeadings } from "./support/pages";

test("no page scrolls sideways at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const { path } of pageHeadings) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    await page.locator("header summary").click();
    const openOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(openOverflow, `${path} with the menu open`).toBeLessThanOrEqual(0);
    // A form's folded optional fields, unfolded, fit too.
    for (const fold of await page.locator("main details:not([open]) > summary").all()) await fold.click();
    const unfoldedOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(unfoldedOverflow, `${path} with its folds open`).toBeLessThanOrEqual(0);
  }
});

// Requests to other origins: no-third-party-requests.spec.ts crawls every public page for them.
// CSP violations on every page (these and the rest): csp.spec.ts.

test("on a phone the footer's link groups sit two to a row", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/", "/fr"]) {
    await page.goto(path);
    const groups = page.getByRole("contentinfo").getByRole("navigation");
    await expect(groups).toHaveCount(3);
    const boxes = await groups.evaluateAll((navs) => navs.map((nav) => nav.getBoundingClientRect().toJSON() as DOMRect));
    const [first, second, third] = boxes.map((box) => ({ top: Math.round(box.top), left: Math.round(box.left) }));
    expect(second?.top, path).toBe(first?.top);
    expect(second?.left, path).toBeGreaterThan(first?.left ?? 0);
    expect(third?.left, path).toBe(first?.left);
  }
});

test("number tiles show their figures on one line across a row", async ({ page }) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/careers/portfolio-cfo", "/fr/carrieres/directeur-financier-portefeuille"]) {
      await page.goto(path);
      const figures = await page
        .locator("main [data-figure]")
        .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().top)));
      const perRow = width < 768 ? 2 : 4;
      expect(figures.length, path).toBeGreaterThanOrEqual(perRow);
      for (let row = 0; row < figures.length; row += perRow) {
        const tops = figures.slice(row, row + perRow);
        expect(new Set(tops).size, `${path} at ${width} px, row of ${tops.join(", ")}`).toBe(1);
      }
    }
  }
});
