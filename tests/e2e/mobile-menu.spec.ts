import { expect, type Page, test } from "@playwright/test";
import { menuToggleState, phone } from "./support/browser";

test.use({ viewport: phone });

const menuLink = (page: Page, name: string) =>
  page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the three-bar toggle opens the list and choosing a link closes it", async ({ page }) => {
      await page.goto("/");
      await expect(menuLink(page, "About")).toBeHidden();
      expect(await menuToggleState(page)).toEqual({ name: "Menu", expanded: false });

      await page.locator("summary").click();
      await expect(menuLink(page, "About")).toBeVisible();
      expect(await menuToggleState(page)).toEqual({ name: "Menu", expanded: true });
      await expect(menuLink(page, "Home")).toHaveAttribute("aria-current", "page");

      await menuLink(page, "About").click();
      await expect(page).toHaveURL("/about");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
      await expect(menuLink(page, "About")).toBeHidden();
      expect(await menuToggleState(page)).toEqual({ name: "Menu", expanded: false });
    });

    test("the menu works from the keyboard", async ({ page }) => {
      await page.goto("/faq");
      const toggle = page.locator("summary");
      // Skip link, logo, then the toggle.
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(toggle).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(menuLink(page, "Contact")).toBeVisible();
      await page.keyboard.press("Space");
      await expect(menuLink(page, "Contact")).toBeHidden();
      await page.keyboard.press("Enter");
      for (let step = 0; step < 6; step += 1) await page.keyboard.press("Tab");
      await expect(menuLink(page, "Contact")).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL("/contact");
      await expect(menuLink(page, "Contact")).toBeHidden();
    });
  });
}

test("the desktop links and Get Started are out of the way on a phone", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Get Started" })).toBeHidden();
  await page.locator("summary").click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Get Started" })).toBeVisible();
});
