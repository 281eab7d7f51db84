import { expect, type Page } from "@playwright/test";
import { words } from "~/content/words";
import { workspaceTest } from "./support/admin";
import { desktop, expectNoAxeViolations } from "./support/browser";
import { sharedServer } from "./support/servers";

// /contact shows the team's phone, e-mail and city from the configuration, as links a phone or a
// mail program opens; a server configured without them shows no such block. Every page's footer
// names the legal entity and the city when they are configured, and nothing when they are not.

const test = workspaceTest([], {
  CONTACT_PHONE: "+1 (514) 555-0142",
  CONTACT_EMAIL: "equipe@cio.example.ca",
  CONTACT_CITY: "Montréal",
  LEGAL_NAME: "Gestion Exemple inc.",
});
const phone390 = { width: 390, height: 844 };

const pages = [
  { path: "/contact", reach: words("en").contact.contactPage.reach, entity: "Operated by Gestion Exemple inc., based in Montréal" },
  { path: "/fr/contact", reach: words("fr").contact.contactPage.reach, entity: "Exploité par Gestion Exemple inc., établi à Montréal" },
];

async function expectDetails(page: Page, reach: (typeof pages)[number]["reach"]) {
  const block = page.getByRole("region", { name: reach.title });
  await expect(block.getByRole("heading", { level: 2, name: reach.title })).toBeVisible();
  const telephone = block.getByRole("link", { name: "+1 (514) 555-0142" });
  await expect(telephone).toHaveAttribute("href", "tel:+15145550142");
  const email = block.getByRole("link", { name: "equipe@cio.example.ca" });
  await expect(email).toHaveAttribute("href", "mailto:equipe@cio.example.ca");
  await expect(block.getByRole("definition").filter({ hasText: "Montréal" })).toBeVisible();
  for (const term of [reach.phone, reach.email, reach.city]) await expect(block.getByRole("term").filter({ hasText: term })).toBeVisible();
}

for (const { path, reach, entity } of pages) {
  test(`${path} shows the configured phone, e-mail and city as tel: and mailto: links, and no such block without them`, async ({
    page,
  }) => {
    await page.goto(path);
    await expectDetails(page, reach);
    await expect(page.getByRole("contentinfo").getByText(entity, { exact: true })).toBeVisible();

    // The run's shared server has no CONTACT_* settings.
    await page.goto(`${sharedServer().url}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: reach.title })).toHaveCount(0);
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(page.getByText("Montréal")).toHaveCount(0);
    await expect(page.getByText("Gestion Exemple")).toHaveCount(0);
  });
}

for (const size of [phone390, desktop]) {
  test(`/contact with the details shown has no axe violations at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto("/contact");
    await expectDetails(page, pages[0]!.reach);
    await expect(page.getByRole("contentinfo").getByText(pages[0]!.entity, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing wider than the screen at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  });
}
