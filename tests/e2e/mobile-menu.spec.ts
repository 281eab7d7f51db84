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
      // Skip link, logo, the company request, then the toggle.
      await page.keyboard.press("Tab");
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

test("on a phone the company request stays in the bar, and the menu holds the CIOs' way in", async ({ page }) => {
  for (const [path, request, cio] of [
    ["/", "Match with a CIO", "Apply as a CIO"],
    ["/fr", "Trouver un DPI", "Postuler comme DPI"],
  ] as const) {
    await page.goto(path);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: request, exact: true })).toBeVisible();
    await expect(banner.getByRole("link", { name: cio, exact: true })).toBeHidden();
    await page.locator("summary").click();
    await expect(banner.getByRole("link", { name: cio, exact: true })).toBeVisible();
    await banner.getByRole("link", { name: cio, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).not.toBe(new URL(path, page.url()).pathname);
  }
});
