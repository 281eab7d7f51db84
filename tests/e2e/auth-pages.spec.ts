import { expect, type Page, test } from "@playwright/test";
import { createAccount } from "../support/accounts";
import { confirmPasswordField, loginFields, password, passwordField, verifiedAccount } from "./support/auth";
import { recordSubmitButton, waitForHydration } from "./support/browser";
import { sharedAdmins, sharedServer } from "./support/servers";
import { uniqueAddress } from "./support/unique";

// The sign-in screens: /login and /register as docs/product.md describes them (errors are shown,
// the busy button comes back, password and confirmation must match).

const googleNote = "Google sign-in is not set up on this site yet. Use your e-mail and password instead.";
const wrongCredentials = "That e-mail and password do not match an account. Check both, or sign up if you have no account yet.";
const existingAccount =
  "If you already have an account with this address, the e-mail says how to sign in or choose a new password instead.";
const mismatch = "The passwords do not match.";

const emailField = (page: Page) => page.getByRole("textbox", { name: "Email", exact: true });

test.describe("/login", () => {
  test("shows the heading, fields, Sign In, the Sign up link, the OR divider and Google, disabled with the reason", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome Back");
    await expect(emailField(page)).toBeVisible();
    await expect(emailField(page)).toHaveAttribute("type", "email");
    await expect(passwordField(page)).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
    await expect(page.getByRole("link", { name: "Sign up", exact: true })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("separator", { name: "OR" })).toBeVisible();
    await expect(page.getByRole("separator", { name: "OR" })).toHaveText("OR");
    // Without GOOGLE_CLIENT_ID the control is there but disabled, not a link that only reloads /login,
    // and the page says why, in a note tied to it.
    await expect(page.getByRole("link", { name: "Continue with Google" })).toHaveCount(0);
    const google = page.getByRole("button", { name: "Continue with Google", exact: true });
    await expect(google).toBeVisible();
    await expect(google).toBeDisabled();
    await expect(page.getByText(googleNote, { exact: true })).toBeVisible();
    await expect(google).toHaveAccessibleDescription(googleNote);
    await google.click({ force: true });
    await expect(page).toHaveURL(/\/login$/);
  });

  test("'Sign up' leads to /register, and its 'Continue' back to /login", async ({ page }) => {
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Sign up", exact: true }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create a New Account");
    await page.getByRole("link", { name: "Continue", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome Back");
  });

  test("a wrong password: 'Signing In...' while busy, then the message on the form and the button back", async ({ page }) => {
    const email = uniqueAddress("wrong-password");
    await verifiedAccount(sharedServer(), email);
    const buttonStates = await recordSubmitButton(page);
    await page.goto("/login");
    await waitForHydration(page);
    const { email: emailInput, password: passwordInput, submit } = loginFields(page);
    await emailInput.fill(email);
    await passwordInput.fill("not the password at all");
    await submit.click();

    const summary = page.locator("[data-error-summary]");
    await expect(summary).toContainText("That did not work");
    await expect(summary).toContainText(wrongCredentials);
    // The summary takes focus, so a screen reader hears what went wrong.
    await expect(summary).toBeFocused();
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
    await expect(emailInput).toHaveValue(email);
    await expect(page).toHaveURL(/\/login$/);
    // The button read 'Signing In...' and was disabled while the request was out, then came back.
    expect(await buttonStates()).toEqual(["Sign In", "Signing In... (disabled)", "Sign In"]);

    // It works once the password is right.
    await passwordInput.fill(password);
    await submit.click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
    await expect(page.getByText("This account has no access to the admin area.")).toBeVisible();
  });

  test("an unknown address gets the same message as a wrong password", async ({ page }) => {
    await page.goto("/login");
    await waitForHydration(page);
    await emailField(page).fill(uniqueAddress("nobody"));
    await passwordField(page).fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.locator("[data-error-summary]")).toContainText(wrongCredentials);
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
  });

  test("an admin who is signed in already goes straight to /admin", async ({ page }) => {
    await verifiedAccount(sharedServer(), sharedAdmins.alreadySignedIn);
    await page.goto("/login");
    const { email, password: secret, submit } = loginFields(page);
    await email.fill(sharedAdmins.alreadySignedIn);
    await secret.fill(password);
    await submit.click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/register");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  });

  test("the form can be completed and sent with the keyboard alone, its focus always visible", async ({ page }) => {
    await verifiedAccount(sharedServer(), sharedAdmins.keyboard);
    await page.goto("/login");
    await waitForHydration(page);
    const focusRing = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return { focusVisible: element.matches(":focus-visible"), outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
    const expectVisibleFocus = async () => {
      const ring = await focusRing();
      expect(ring.focusVisible).toBe(true);
      expect(ring.outline).not.toBe("none");
      expect(ring.width).toBeGreaterThanOrEqual(2);
    };
    // From the top of the page, Tab through the header until the Email field has focus.
    for (let presses = 0; presses < 40 && !(await emailField(page).evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press("Tab");
    }
    await expect(emailField(page)).toBeFocused();
    await expectVisibleFocus();
    await page.keyboard.type(sharedAdmins.keyboard);
    await page.keyboard.press("Tab");
    await expect(passwordField(page)).toBeFocused();
    await expectVisibleFocus();
    await page.keyboard.type(password);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeFocused();
    await expectVisibleFocus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  });
});

test.describe("/login without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a wrong password shows the message on the form, with the button ready again", async ({ page }) => {
    const email = uniqueAddress("wrong-password-nojs");
    await verifiedAccount(sharedServer(), email);
    await page.goto("/login");
    await emailField(page).fill(email);
    await passwordField(page).fill("not the password at all");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.locator("[data-error-summary]")).toContainText(wrongCredentials);
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
    await expect(emailField(page)).toHaveValue(email);
    await expect(passwordField(page)).toHaveValue("");
  });

  test("/login/google, opened anyway, comes back to /login saying Google is not set up", async ({ page }) => {
    await page.goto("/login/google");
    await expect(page).toHaveURL(/\/login\?error=google-not-configured$/);
    await expect(page.getByRole("alert")).toHaveText(googleNote);
  });
});

test.describe("/register", () => {
  test("shows the heading, the three fields, Sign Up and the Continue link", async ({ page }) => {
    await page.goto("/register");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create a New Account");
    await expect(emailField(page)).toBeVisible();
    await expect(passwordField(page)).toHaveAttribute("type", "password");
    await expect(confirmPasswordField(page)).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Sign Up", exact: true })).toBeEnabled();
    await expect(page.getByRole("link", { name: "Continue", exact: true })).toHaveAttribute("href", "/login");
  });

  test("signing up reads 'Signing Up...' while busy, then says a verification link was sent", async ({ page }) => {
    const buttonStates = await recordSubmitButton(page);
    await page.goto("/register");
    await waitForHydration(page);
    await emailField(page).fill(uniqueAddress("sign-up"));
    await passwordField(page).fill(password);
    await confirmPasswordField(page).fill(password);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page).toHaveURL(/\/register\/sent$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your e-mail");
    await expect(page.getByText("We sent a link to your e-mail address.", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue", exact: true })).toHaveAttribute("href", "/login");
    expect(await buttonStates()).toEqual(["Sign Up", "Signing Up... (disabled)"]);
  });

  test("a confirmation that does not match: message on Confirm Password, tied to it, and the button back", async ({ page }) => {
    const buttonStates = await recordSubmitButton(page);
    await page.goto("/register");
    await waitForHydration(page);
    const email = uniqueAddress("mismatch");
    await emailField(page).fill(email);
    await passwordField(page).fill(password);
    await confirmPasswordField(page).fill(`${password}!`);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();

    const confirm = confirmPasswordField(page);
    await expect(confirm).toHaveAttribute("aria-invalid", "true");
    await expect(confirm).toHaveAccessibleDescription(new RegExp(mismatch.replace(".", "\\.")));
    await expect(page.locator("#field-confirmPassword-error")).toHaveText(mismatch);
    await expect(passwordField(page)).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("[data-error-summary]")).toContainText(`Confirm Password: ${mismatch}`);
    await expect(page.getByRole("button", { name: "Sign Up", exact: true })).toBeEnabled();
    await expect(emailField(page)).toHaveValue(email);
    expect(await buttonStates()).toEqual(["Sign Up", "Signing Up... (disabled)", "Sign Up"]);
    // The summary's link leads to the field.
    await page.getByRole("link", { name: `Confirm Password: ${mismatch}` }).click();
    await expect(confirm).toBeFocused();
  });

  test("an address that has an account gets the same 'Check your e-mail' as a new one", async ({ page }) => {
    const email = uniqueAddress("taken");
    await createAccount(sharedServer(), email, password, { verify: true });
    const buttonStates = await recordSubmitButton(page);
    await page.goto("/register");
    await waitForHydration(page);
    await emailField(page).fill(email);
    await passwordField(page).fill(password);
    await confirmPasswordField(page).fill(password);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();

    // Nobody learns from the page that the address has an account; its owner is e-mailed instead.
    await expect(page).toHaveURL(/\/register\/sent$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your e-mail");
    await expect(page.getByText(existingAccount, { exact: true })).toBeVisible();
    expect(await buttonStates()).toEqual(["Sign Up", "Signing Up... (disabled)"]);
  });
});

test.describe("/register without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a mismatch is shown on Confirm Password; a correct sign-up reaches the 'sent' page", async ({ page }) => {
    await page.goto("/register");
    const email = uniqueAddress("nojs-sign-up");
    await emailField(page).fill(email);
    await passwordField(page).fill(password);
    await confirmPasswordField(page).fill("something else entirely");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(confirmPasswordField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#field-confirmPassword-error")).toHaveText(mismatch);

    await passwordField(page).fill(password);
    await confirmPasswordField(page).fill(password);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page).toHaveURL(/\/register\/sent$/);
    await expect(page.getByText("We sent a link to your e-mail address.", { exact: false })).toBeVisible();
  });
});
