import { expect, type Page } from "@playwright/test";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { password, signInOnPage, verifiedAccount } from "./support/auth";
import { expectNoAxeViolations, phone, waitForHydration } from "./support/browser";
import { uniqueAddress } from "./support/unique";

// Changing a password, which must end the sessions someone else may hold: /account/password,
// reached from the admin header and from the notice a signed-in non-admin sees on /login. It works
// with the keyboard alone, shows each problem next to its field, never sends a password back, and
// ends the account's other sessions.

const admin = "admin-password@isolated.example.ca";
const test = adminWorkspace(admin);

const newPassword = "a brand new passphrase";
const fields = (page: Page) => ({
  current: page.getByLabel(/^Current Password\b/),
  fresh: page.getByLabel(/^New Password\b/),
  confirm: page.getByLabel(/^Confirm New Password\b/),
  submit: page.getByRole("button", { name: /^Chang(e|ing) Password/ }),
});

test("an admin changes the password with the keyboard alone; errors sit at their fields; the other session ends", async ({
  page,
  browser,
  workspace,
}) => {
  test.setTimeout(90_000);
  // A second device, signed in before the change.
  const otherDevice = await browser.newContext({ baseURL: workspace.url });
  const otherPage = await otherDevice.newPage();
  await signInAsAdmin(otherPage, admin);

  await signInAsAdmin(page, admin);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/account\/password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Change Password" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${admin}`)).toBeVisible();
  await expectNoAxeViolations(page);
  const form = fields(page);
  await expect(form.current).toHaveAttribute("autocomplete", "current-password");
  await expect(form.fresh).toHaveAttribute("autocomplete", "new-password");
  await expect(form.fresh).toHaveAccessibleDescription("At least 8 characters.");

  // Keyboard only: the fields in order, then the button, with a visible focus ring.
  await form.current.focus();
  await page.keyboard.type("not my password");
  await page.keyboard.press("Tab");
  await expect(form.fresh).toBeFocused();
  await page.keyboard.type(newPassword);
  await page.keyboard.press("Tab");
  await expect(form.confirm).toBeFocused();
  await page.keyboard.type(`${newPassword}!`);
  await page.keyboard.press("Tab");
  await expect(form.submit).toBeFocused();
  expect(await form.submit.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
  await page.keyboard.press("Enter");

  // The mismatch is caught before anything is sent anywhere else; the summary takes focus.
  const summary = page.locator("[data-error-summary]");
  await expect(summary).toBeFocused();
  await expect(form.confirm).toHaveAttribute("aria-invalid", "true");
  await expect(form.confirm).toHaveAccessibleDescription(/The new passwords do not match\./);
  await expectNoAxeViolations(page);

  // The right confirmation but the wrong current password: the message moves to that field.
  await form.confirm.fill(newPassword);
  await form.confirm.press("Enter");
  await expect(form.current).toHaveAttribute("aria-invalid", "true");
  await expect(form.current).toHaveAccessibleDescription("That is not your current password.");
  await expect(summary.getByRole("link", { name: /Current Password/ })).toBeVisible();
  await summary.getByRole("link", { name: /Current Password/ }).press("Enter");
  await expect(form.current).toBeFocused();

  await form.current.fill(password);
  await form.fresh.fill(newPassword);
  await form.confirm.fill(newPassword);
  await form.confirm.press("Enter");
  await expect(page.getByRole("status")).toHaveText(/^Password changed\./);
  // A fresh, empty form: nothing typed stays in it.
  await expect(form.current).toHaveValue("");
  await expect(form.fresh).toHaveValue("");
  await expectNoAxeViolations(page);

  // This browser is still signed in; the other device is not.
  await page.getByRole("link", { name: "Back to the admin workspace" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await otherPage.goto("/admin");
  await expect(otherPage).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
  // The new password signs in.
  await otherPage.goto("/login");
  await signInOnPage(otherPage, admin, newPassword);
  await expect(otherPage).toHaveURL(/\/admin$/);
  await otherDevice.close();
});

test("a signed-in non-admin finds it from the notice on /login, on a phone, and without JavaScript", async ({ browser, workspace }) => {
  test.setTimeout(90_000);
  const email = uniqueAddress("password-change");
  await verifiedAccount(workspace, email);
  const context = await browser.newContext({ baseURL: workspace.url, javaScriptEnabled: false, viewport: phone });
  const page = await context.newPage();
  await page.goto("/login");
  await signInOnPage(page, email);
  await expect(page.getByText("This account has no access to the admin area.")).toBeVisible();
  await page.getByRole("link", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Change Password" })).toBeVisible();

  const form = fields(page);
  await form.current.fill(password);
  await form.fresh.fill("short");
  await form.confirm.fill("short");
  await form.submit.click();
  await expect(form.fresh).toHaveAttribute("aria-invalid", "true");
  await expect(form.fresh).toHaveAccessibleDescription(/Use at least 8 characters\./);
  // Nothing typed comes back from the server.
  for (const field of [form.current, form.fresh, form.confirm]) await expect(field).toHaveValue("");

  await form.current.fill(password);
  await form.fresh.fill(newPassword);
  await form.confirm.fill(newPassword);
  await form.submit.click();
  await expect(page.getByRole("status")).toHaveText(/^Password changed\./);
  await page.getByRole("link", { name: "Back to your account" }).click();
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  await context.close();
});

test("someone not signed in is sent to sign in first", async ({ page }) => {
  await page.goto("/account/password");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Fpassword$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
});
