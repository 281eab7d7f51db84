import { expect, test } from "@playwright/test";
import { pageHeadings } from "./support/pages";

test("no page scrolls sideways at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const { path } of pageHeadings) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    await page.locator("summary").click();
    const openOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(openOverflow, `${path} with the menu open`).toBeLessThanOrEqual(0);
  }
});

// Requests to other origins: no-third-party-requests.spec.ts crawls every public page for them.
// CSP violations on every page (these and the rest): csp.spec.ts.
