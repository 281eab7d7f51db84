import { expect, test } from "@playwright/test";
import { confirmPasswordField, password, signInOnPage, submitSignUp, verifiedAccount } from "./support/auth";
import { desktop, expectNoAxeViolations, phone } from "./support/browser";
import { sharedServer } from "./support/servers";
import { uniqueAddress } from "./support/unique";

// axe on the sign-in screens, as they first show and with their messages, at 1280 px and 375 px.
// /admin (rows, pager, decision message) is checked in admin-applications.spec.ts.

for (const [label, viewport] of [
  ["1280 px", desktop],
  ["375 px", phone],
] as const) {
  test.describe(`axe at ${label}`, () => {
    test.use({ viewport });

    for (const [path, heading] of [
      ["/login", "Welcome Back"],
      ["/register", "Create a New Account"],
      ["/register/sent", "Check your e-mail"],
      ["/login?error=google-not-configured", "Welcome Back"],
      ["/fr/connexion", "Bienvenue de nouveau"],
      ["/fr/inscription", "Créer un compte"],
      ["/fr/inscription/courriel-envoye", "Consultez vos courriels"],
      ["/fr/connexion/mot-de-passe-oublie", "Mot de passe oublié\u00a0?"],
      ["/fr/connexion?error=google-not-configured", "Bienvenue de nouveau"],
    ] as const) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expectNoAxeViolations(page);
      });
    }

    test("/login with a failed sign-in has no violations", async ({ page }) => {
      await page.goto("/login");
      await signInOnPage(page, uniqueAddress("axe-nobody"));
      await expect(page.locator("[data-error-summary]")).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("/register with field errors has no violations", async ({ page }) => {
      await page.goto("/register");
      await submitSignUp(page, uniqueAddress("axe-mismatch"), password, "different password");
      await expect(confirmPasswordField(page)).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);
    });

    test("/login for a signed-in user without admin access has no violations", async ({ page }) => {
      const email = uniqueAddress("axe-not-admin");
      await verifiedAccount(sharedServer(), email);
      await page.goto("/login");
      await signInOnPage(page, email);
      await expect(page.getByText("This account has no access to the admin area.")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
