import { expect, test } from "@playwright/test";
import { readMailFiles } from "../support/accounts";
import { untilValue } from "../support/until";
import { password } from "./support/auth";
import { expectNoAxeViolations } from "./support/browser";
import { sharedServer } from "./support/servers";
import { uniqueAddress } from "./support/unique";

// Making an account in French on a phone: the French sign-up page, the French e-mail's link to the
// French confirmation page, and the French sign-in page that follows, with axe on each.

test.use({ viewport: { width: 390, height: 844 } });

test("a French visitor signs up, confirms the address and is signed in, all in French", async ({ page }) => {
  test.setTimeout(60_000);
  const server = sharedServer();
  const email = uniqueAddress("inscription");

  await page.goto("/fr/inscription");
  await expect(page.getByRole("heading", { level: 1, name: "Créer un compte" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: "Courriel", exact: true }).fill(email);
  await page.getByLabel(/^Mot de passe\b/).fill(password);
  await page.getByLabel(/^Confirmer le mot de passe\b/).fill(password);
  await page.getByRole("button", { name: "Créer le compte", exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/inscription\/courriel-envoye$/);
  await expect(page.getByRole("heading", { level: 1, name: "Consultez vos courriels" })).toBeVisible();

  const link = await untilValue(
    async () => {
      const mail = (await readMailFiles(server.dataDir)).find((file) => file.to.includes(email));
      const found = mail && /https?:\/\/\S+(\/fr\/inscription\/confirmation\?token=[\w.-]+)/.exec(mail.text)?.[1];
      return found || undefined;
    },
    15_000,
    `the French confirmation link for ${email}`,
  );
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Confirmer votre adresse courriel" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Mot de passe\b/).fill(password);
  await page.getByRole("button", { name: "Confirmer et se connecter" }).click();
  await expect(page).toHaveURL(/\/fr\/connexion\?verified=1$/);
  await expect(page.getByText("Votre adresse courriel est confirmée.")).toBeVisible();
  await expect(page.getByText(/Votre session est ouverte avec l'adresse/)).toBeVisible();
  await expectNoAxeViolations(page);
});
