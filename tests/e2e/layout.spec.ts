import { expect, test } from "@playwright/test";
import { pageHeadings } from "./pages";

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

// CSP violations on every page (these and the rest): csp.spec.ts.
test("pages load nothing from another origin", async ({ page, baseURL }) => {
  const foreignRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL ?? "").origin) foreignRequests.push(request.url());
  });
  for (const { path } of pageHeadings) {
    await page.goto(path, { waitUntil: "load" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const reported = await page.evaluate(() =>
      performance.getEntriesByType("resource").filter((entry) => !entry.name.startsWith(location.origin)).length,
    );
    expect(reported, path).toBe(0);
  }
  expect(foreignRequests).toEqual([]);
});
