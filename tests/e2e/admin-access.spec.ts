import { expect, type Page, type Route, test } from "@playwright/test";
import { createAccount } from "../support/accounts";
import { password, signInOnPage, verifiedAccount } from "./support/auth";
import { waitForHydration } from "./support/browser";
import { sharedAdmins, sharedServer } from "./support/servers";
import { uniqueAddress } from "./support/unique";

// Access to /admin (docs/product.md, Accounts and access): who may open /admin, what
// everyone else sees instead (no loop), and the notice while the check is pending.

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await signInOnPage(page, email);
}

const status = (page: Page) => page.getByRole("status").filter({ hasText: "You are signed in as" });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a verified user who is not an admin lands on /login, told who is signed in and why; Sign out works", async ({ page }) => {
      const email = uniqueAddress("not-admin");
      await verifiedAccount(sharedServer(), email);
      await signIn(page, email);
      // Signing in sends them towards /admin, and the guard back to /login, once: no loop.
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
      await expect(status(page)).toContainText(`You are signed in as ${email}.`);
      await expect(status(page)).toContainText("This account has no access to the admin area.");
      await expect(page.getByRole("heading", { level: 1, name: "Today" })).toHaveCount(0);

      const response = await page.goto("/admin");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
      await expect(status(page)).toContainText(email);
      // A signed-in user on /register goes to /admin, and so back here: still no loop.
      await page.goto("/register");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
      await expect(status(page)).toContainText(email);

      await status(page).getByRole("button", { name: "Sign out", exact: true }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(status(page)).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
      // Signed out for real: /admin asks for a sign-in and /register is open again.
      await page.goto("/admin");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
      await expect(status(page)).toHaveCount(0);
      await page.goto("/register");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create a New Account");
    });
  });
}

test("an allow-listed address that is not confirmed yet cannot sign in, and is told to confirm it", async ({ page }) => {
  // Anyone could sign up with an allow-listed address: until the link is followed with the password, nobody signs in with it.
  await createAccount(sharedServer(), sharedAdmins.unverified, password, { verify: false });
  await signIn(page, sharedAdmins.unverified);
  await expect(page.locator("[data-error-summary]")).toContainText("Confirm your e-mail address first");
  await expect(page).toHaveURL(/\/login$/);
  await expect(status(page)).toHaveCount(0);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
});

test("entering /admin from a hydrated page shows 'Checking Authorization' until the check answers", async ({ page }) => {
  await verifiedAccount(sharedServer(), sharedAdmins.pendingNotice);
  // Hold the /admin data request (React Router's single fetch, /admin.data) until the notice was seen.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(
    (url) => url.pathname === "/admin.data",
    async (route: Route) => {
      held += 1;
      await released;
      await route.continue();
    },
  );

  await page.goto("/login?redirectTo=%2Fadmin");
  await waitForHydration(page);
  await signInOnPage(page, sharedAdmins.pendingNotice);

  const notice = page.getByRole("status").filter({ hasText: "Checking Authorization" });
  await expect(notice).toBeVisible();
  await expect(notice.getByText("Checking Authorization", { exact: true })).toBeVisible();
  await expect(notice.getByText("Verifying your access permissions...", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toHaveCount(0);
  // The notice shows as the navigation starts, which can be before the route handler has been told
  // of the request; wait until the request is known to be held, and the notice still showing.
  await expect.poll(() => held).toBe(1);
  await expect(notice).toBeVisible();

  release();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByText("Checking Authorization")).toHaveCount(0);
});
