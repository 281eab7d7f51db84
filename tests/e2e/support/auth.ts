import { expect, type Page } from "@playwright/test";
import { createAccount, verificationLink } from "../../support/accounts";

// Accounts in the browser and over HTTP: the shared password, the sign-in and sign-up screens' fields.

export const password = "correct horse battery staple";

/** A verified account made over HTTP (sign up, follow the e-mailed link). */
export async function verifiedAccount(server: { url: string; dataDir: string }, email: string): Promise<void> {
  await createAccount(server, email, password, { verify: true });
}

/** The password fields by their labels ("Password *": the star is hidden from screen readers, not from getByLabel). */
export const passwordField = (page: Page) => page.getByLabel(/^Password\b/);
export const confirmPasswordField = (page: Page) => page.getByLabel(/^Confirm Password\b/);

export const loginFields = (page: Page) => ({
  email: page.getByRole("textbox", { name: "Email", exact: true }),
  password: passwordField(page),
  submit: page.getByRole("button", { name: /^Sign(ing)? In/ }),
});

/** Signs in on /login (already open) with the given address and the shared password. */
export async function signInOnPage(page: Page, email: string, secret = password) {
  const fields = loginFields(page);
  await fields.email.fill(email);
  await fields.password.fill(secret);
  await fields.submit.click();
}

/** Fills /register (already open) and sends it; a `confirmation` other than the password shows the form's refusal. */
export async function submitSignUp(page: Page, email: string, secret = password, confirmation = secret) {
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await passwordField(page).fill(secret);
  await confirmPasswordField(page).fill(confirmation);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
}

/** Signs up on /register in the browser and lands on /register/sent. */
export async function signUpInBrowser(page: Page, email: string) {
  await page.goto("/register");
  await submitSignUp(page, email);
  await expect(page).toHaveURL(/\/register\/sent$/);
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
}

/** Opens the confirmation link e-mailed to `email` (rewritten to the server's own address) and confirms with the password. */
export async function followVerificationLink(page: Page, server: { url: string; dataDir: string }, email: string, secret = password) {
  await page.goto(await verificationLink(server.dataDir, email, server.url));
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail address" })).toBeVisible();
  await passwordField(page).fill(secret);
  await page.getByRole("button", { name: "Confirm and Sign In" }).click();
}
