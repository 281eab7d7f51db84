import { expect, type Page } from "@playwright/test";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { openApplication, section } from "./support/admin-pages";
import { confirmPasswordField, signInOnPage, submitSignUp, verifiedAccount } from "./support/auth";
import { waitForHydration } from "./support/browser";
import { cio, company, postLeadForm, submitCio, submitCompany } from "./support/leads";
import { pageHeadings } from "./support/pages";
import { uniqueAddress, uniqueTag } from "./support/unique";

// The Content Security Policy holds on every page (a page it breaks would break for visitors too).
// Every page the site has is visited (public pages, forms with their errors and thank-yous, sign-in
// screens with their messages, every admin page signed in, with client-side navigation and
// actions), and every violation the browser reports (the `securitypolicyviolation` event, and its
// console message) is collected. None may occur.

const admin = "admin-csp@isolated.example.ca";
const test = adminWorkspace(admin);

type Violation = { page: string; directive: string; blocked: string; sample: string; source: string };

/** Collects the page's CSP violations from every document it loads, from the first byte on. */
async function collectViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeBinding("__reportCspViolation", (_source, violation: Violation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (violation: unknown) => void }).__reportCspViolation;
      report({
        page: location.href,
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push({ page: page.url(), directive: "(console)", blocked: "", sample: message.text(), source: message.location().url });
    }
  });
  return violations;
}

/** Sends the page's form without the browser's own checks, so the server's messages show. */
async function submitWithServerChecks(page: Page, button: string) {
  await page
    .locator("main form")
    .last()
    .evaluate((form) => {
      (form as HTMLFormElement).noValidate = true;
    });
  await page.getByRole("button", { name: button, exact: true }).click();
}

test("the collector sees a violation when one happens (the check can fail)", async ({ page }) => {
  const violations = await collectViolations(page);
  await page.goto("/about");
  await page.evaluate(() => {
    const injected = document.createElement("script");
    injected.textContent = "window.__ran = 1";
    document.body.append(injected);
  });
  await expect.poll(() => violations.filter((violation) => violation.directive.startsWith("script-src")).length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
});

test("no public page, form, thank-you or error page breaks the CSP", async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await collectViolations(page);
  for (const { path, heading } of pageHeadings) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Each lead form with the server's messages (the error summary is focused by the form's script), then its thank-you.
  for (const path of ["/contact", "/form/cio", "/form/company"]) {
    await page.goto(path);
    await submitWithServerChecks(page, "Submit");
    await expect(page.locator("#error-summary")).toBeFocused();
  }
  await page.goto("/contact");
  await page.getByRole("textbox", { name: /^First Name/ }).fill("Ada");
  await page.getByRole("textbox", { name: /^Last Name/ }).fill("Lovelace");
  await page.getByRole("textbox", { name: /^Email/ }).fill(uniqueAddress("csp"));
  await page.getByRole("textbox", { name: /^Phone/ }).fill("+1 416 555 0100");
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your submission!" })).toBeVisible();

  expect(violations).toEqual([]);
});

test("no sign-in screen breaks the CSP, with its messages showing", async ({ page, workspace }) => {
  test.setTimeout(90_000);
  const violations = await collectViolations(page);
  await page.goto("/login");
  await waitForHydration(page);
  await signInOnPage(page, uniqueAddress("csp-nobody"), "not the password");
  await expect(page.locator("[data-error-summary]")).toBeFocused();

  await page.goto("/register");
  await waitForHydration(page);
  await submitSignUp(page, uniqueAddress("csp-register"), "a long enough password", "another long password");
  await expect(confirmPasswordField(page)).toHaveAttribute("aria-invalid", "true");
  await page.goto("/register/sent");
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
  await page.goto("/login?error=google-not-configured");
  await expect(page.getByRole("alert")).toBeVisible();

  // Signed in without admin rights: the notice on /login, and the change-password page with an error.
  const outsider = uniqueAddress("csp-outsider");
  await verifiedAccount(workspace, outsider);
  await page.goto("/login");
  await signInOnPage(page, outsider);
  await expect(page.getByText("This account has no access to the admin area.")).toBeVisible();
  await page.getByRole("link", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Change Password" })).toBeVisible();
  await waitForHydration(page);
  await submitWithServerChecks(page, "Change Password");
  await expect(page.locator("[data-error-summary]")).toBeFocused();

  expect(violations).toEqual([]);
});

test("no admin page breaks the CSP, through client-side navigation and actions", async ({ page, workspace }) => {
  test.setTimeout(120_000);
  const person = cio(uniqueTag("Csp"), { message: "Please call." });
  const firm = company(uniqueTag("CspCo"));
  await submitCio(workspace, person);
  await submitCompany(workspace, firm);
  await postLeadForm(workspace, "/contact", {
    firstName: "Csp",
    lastName: uniqueTag("Asker"),
    email: uniqueAddress("csp"),
    phone: "+1 416 555 0100",
  });

  const violations = await collectViolations(page);
  // From /login to /admin: the 'Checking Authorization' notice shows on the way.
  await signInAsAdmin(page, admin);
  await waitForHydration(page);
  await page.getByRole("combobox", { name: "Type" }).selectOption({ label: "CIO" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/type=CIO/);
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Spam" }).click();
  await expect(page).toHaveURL(/view=spam/);
  await openApplication(page, person);
  await section(page, "Notes").getByRole("textbox").fill("Called back.");
  await section(page, "Notes").getByRole("button", { name: "Save note" }).click();
  await expect(page.getByText("Your note is saved.")).toBeVisible();
  await section(page, "Decision").getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("The decision is recorded.")).toBeVisible();
  await page.goto(`/admin/applications?q=${encodeURIComponent(firm.email)}`);
  await openApplication(page, firm);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await nav.getByRole("link", { name: "Inquiries" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
  await nav.getByRole("link", { name: "E-mail" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "E-mail" })).toBeVisible();
  await page.getByRole("link", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Change Password" })).toBeVisible();
  const exported = page.waitForEvent("download");
  await page.goto("/admin/applications");
  await page.getByRole("link", { name: "Export CSV" }).click();
  await exported;

  expect(violations).toEqual([]);
});
