import { expect, type Page, test } from "@playwright/test";
import { createAccount, passwordLink, verificationLink } from "../support/accounts";
import { password, passwordField } from "./support/auth";
import { expectNoAxeViolations } from "./support/browser";
import { sharedAdmins, sharedServer } from "./support/servers";

/** axe runs in the page: only where the page runs scripts (its findings are the same either way). */
const checkAxe = async (page: Page, javaScriptEnabled: boolean) => {
  if (javaScriptEnabled) await expectNoAxeViolations(page);
};

// The owner gets their account back from a stranger who signed up first with an allow-listed
// address. The owner opens the only link in their mailbox (the stranger's), cannot confirm it
// without the stranger's password, chooses a new password through 'Forgot password?', and reaches
// the applications; the stranger never does.

const strangersPassword = "a stranger's password";
const newPasswordLabel = /^New Password\b/;
const confirmNewPasswordLabel = /^Confirm New Password\b/;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`taking an address back ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("the stranger's link asks for a password; 'Forgot password?' gives the owner the account", async ({ page }) => {
      test.setTimeout(60_000);
      const server = sharedServer();
      const owner = javaScriptEnabled ? sharedAdmins.recoveredJs : sharedAdmins.recoveredNoJs;
      await createAccount(server, owner.toUpperCase(), strangersPassword, { verify: false });

      // The only link in the owner's mailbox: it asks for the sign-up's password, which the owner lacks.
      await page.goto(await verificationLink(server.dataDir, owner, server.url));
      await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail address" })).toBeVisible();
      await checkAxe(page, javaScriptEnabled);
      await passwordField(page).fill(password);
      await page.getByRole("button", { name: "Confirm and Sign In" }).click();
      await expect(passwordField(page)).toHaveAttribute("aria-invalid", "true");
      await expect(passwordField(page)).toHaveAccessibleDescription(/not the password chosen when signing up/);
      await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail address" })).toBeVisible();

      // 'Choose a new password' leads to the request form, reached by keyboard.
      await page.getByRole("link", { name: "Choose a new password", exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/login\/forgot$/);
      await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
      await checkAxe(page, javaScriptEnabled);
      await page.getByRole("textbox", { name: "Email", exact: true }).fill(owner);
      await page.getByRole("button", { name: "Send the Link" }).click();
      await expect(page.getByRole("status")).toContainText(`If an account uses ${owner}, we have sent it a link`);

      await page.goto(await passwordLink(server.dataDir, owner, server.url));
      await expect(page.getByRole("heading", { level: 1, name: "Choose a New Password" })).toBeVisible();
      await checkAxe(page, javaScriptEnabled);
      await page.getByLabel(newPasswordLabel).fill(password);
      await page.getByLabel(confirmNewPasswordLabel).fill(`${password} typo`);
      await page.getByRole("button", { name: "Set the Password" }).click();
      await expect(page.getByLabel(confirmNewPasswordLabel)).toHaveAccessibleDescription(/The new passwords do not match\./);
      await page.getByLabel(newPasswordLabel).fill(password);
      await page.getByLabel(confirmNewPasswordLabel).fill(password);
      await page.getByRole("button", { name: "Set the Password" }).click();

      await expect(page).toHaveURL(/\/login\?reset=1$/);
      await expect(page.getByRole("status")).toContainText("Your new password is set");
      await page.getByRole("textbox", { name: "Email", exact: true }).fill(owner);
      await passwordField(page).fill(password);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
    });
  });
}

test("a used or made-up password link says so and offers a new one", async ({ page }) => {
  await page.goto("/login/reset?token=made-up-token");
  await expect(page.getByRole("alert")).toContainText("This link is not valid any more");
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/login/forgot");
  await expectNoAxeViolations(page);
});

test("/login links to 'Forgot password?'", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/login/forgot");
});
