import { expect, test } from "@playwright/test";
import { desktop, expectNoAxeViolations, phone } from "./support/browser";
import { pageHeadings } from "./support/pages";

const paths = [...pageHeadings.map((page) => page.path), "/no-such-page"];

for (const [label, viewport] of [
  ["desktop", desktop],
  ["375 px", phone],
] as const) {
  test.describe(`axe at ${label}`, () => {
    test.use({ viewport });
    for (const path of paths) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test("the open mobile menu has no axe violations", async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto("/whyus");
  await page.locator("summary").click();
  await expectNoAxeViolations(page);
});

test("keyboard focus is visible, and the skip link leads to the content", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: "Skip to content" });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThanOrEqual(2);
});
