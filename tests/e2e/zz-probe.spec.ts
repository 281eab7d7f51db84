import { expect, test } from "@playwright/test";
test.use({ javaScriptEnabled: false });
test("probe", async ({ page }) => {
  await page.goto("/form/cio");
  const r = await page.evaluate(() => { document.querySelector("form")!.noValidate = true; return 1; });
  console.log("evaluate ok", r);
  const [resp] = await Promise.all([page.waitForResponse((x) => x.request().method() === "POST"), page.getByRole("button", { name: "Submit" }).click()]);
  console.log(resp.status());
  await page.getByRole("link", { name: /Email:/ }).click();
  console.log(await page.evaluate(() => document.activeElement?.id), page.url());
  await expect(page.locator("#error-summary")).toBeVisible();
});
