import { expect, type Page } from "@playwright/test";
import { createAccount, verificationLink } from "../support/accounts";
import { type RunningServer, startServer } from "../support/server";

export const password = "correct horse battery staple";

/** Admins of the shared server (global-setup puts them on its ADMIN_EMAILS); each test uses its own. */
export const sharedAdmins = {
  pendingNotice: "admin-pending-notice@e2e.example.ca",
  keyboard: "admin-keyboard@e2e.example.ca",
  alreadySignedIn: "admin-already-signed-in@e2e.example.ca",
  /** On the list, but its address is never verified. */
  unverified: "admin-unverified@e2e.example.ca",
  /** Signed up first by a stranger; the owner takes it back with a new password. */
  recoveredJs: "admin-recovered-js@e2e.example.ca",
  recoveredNoJs: "admin-recovered-nojs@e2e.example.ca",
} as const;
export const sharedAdminEmails: string[] = Object.values(sharedAdmins);

/** The shared server of the run, started by global-setup. */
export function sharedServer(): { url: string; dataDir: string } {
  const url = process.env.E2E_BASE_URL;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!url || !dataDir) throw new Error("E2E_BASE_URL and E2E_DATA_DIR are set by tests/e2e/global-setup.ts");
  return { url, dataDir };
}

/** A fresh address per call, so that no test depends on another's accounts. */
export function uniqueAddress(tag: string, domain = "example.com"): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@${domain}`;
}

/** An own server, for counts no other test can change: fast forms, generous limits, the given admins (and any other settings). */
export function startIsolatedServer(adminEmails: string[], env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer({
    BASE_URL: "https://cio.example.ca",
    FORM_MIN_FILL_SECONDS: "0",
    SUBMISSIONS_PER_HOUR_PER_IP: "100000",
    SUBMISSIONS_PER_HOUR_PER_EMAIL: "100000",
    SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "10000",
    FAILED_SIGN_INS_PER_HOUR_PER_EMAIL: "10000",
    ADMIN_EMAILS: adminEmails.join(","),
    ...env,
  });
}

export type Applicant = { firstName: string; lastName: string; email: string; message?: string };

/** A CIO application with unique names, as the form would send it. */
export function applicant(tag: string, message?: string): Applicant {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { firstName: `${tag}`, lastName: `Applicant${unique}`, email: uniqueAddress(tag.toLowerCase()), message };
}

/**
 * Sends the CIO form over HTTP, as the browser does without JavaScript: a fresh formToken from
 * the form page, valid values, no honeypot. Expects the thank-you redirect (stored, not spam).
 */
export async function submitApplication(server: { url: string }, person: Applicant): Promise<void> {
  const html = await (await fetch(`${server.url}/form/cio`)).text();
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("no formToken on /form/cio");
  const body = new URLSearchParams({
    type: "cio",
    formToken: token,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: "+1 416 555 0100",
    linkedin: "https://www.linkedin.com/in/someone",
    experience: "11-15",
    city: "Toronto",
    province: "ON",
  });
  if (person.message) body.set("message", person.message);
  const response = await fetch(`${server.url}/form/cio`, { method: "POST", body, redirect: "manual" });
  if (response.status !== 303 || !/submitted=1/.test(response.headers.get("location") ?? "")) {
    throw new Error(`CIO application answered ${response.status} ${response.headers.get("location") ?? ""}`);
  }
}

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

/** Signs up on /register in the browser and lands on /register/sent. */
export async function signUpInBrowser(page: Page, email: string) {
  await page.goto("/register");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await passwordField(page).fill(password);
  await confirmPasswordField(page).fill(password);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
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

/**
 * Records every text and disabled state the page's submit button goes through, from inside the
 * page (a MutationObserver sees each committed render, however quick the answer).
 */
export async function recordSubmitButton(page: Page) {
  await page.addInitScript(() => {
    const states: string[] = [];
    (window as unknown as { __buttonStates: string[] }).__buttonStates = states;
    const record = () => {
      const button = document.querySelector<HTMLButtonElement>("main form button[type=submit]");
      if (!button) return;
      const state = `${button.textContent?.trim()}${button.disabled ? " (disabled)" : ""}`;
      if (states.at(-1) !== state) states.push(state);
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { __buttonStates: string[] }).__buttonStates);
}


/**
 * Waits until React has hydrated the page's first form (React marks the DOM nodes it owns), so
 * that a click goes through React Router rather than the browser's own form submission.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("main form");
    return Boolean(form && Object.keys(form).some((key) => key.startsWith("__reactFiber$")));
  });
}
