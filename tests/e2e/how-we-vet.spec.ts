import { expect, test, type Page } from "@playwright/test";
import { words } from "~/content/words";
import { pagePaths } from "~/domain/locale";
import { desktop, expectNoAxeViolations } from "./support/browser";

// "How we vet CIOs" on the three pages a buyer reads before asking for a CIO: the same steps and
// criteria from one content entry, in both languages, on a phone and a laptop. With the people and
// proof file empty as shipped, no page shows a heading without content under it.

const phone390 = { width: 390, height: 844 };
const pages = ["home", "whyUs", "team"] as const;

async function expectSection(page: Page, locale: "en" | "fr") {
  const content = words(locale).vetting.howWeVet;
  const section = page.getByRole("region", { name: content.title });
  await expect(section.getByRole("heading", { level: 2, name: content.title })).toBeVisible();
  const steps = section.getByRole("list").first().getByRole("listitem");
  await expect(steps).toHaveCount(content.steps.length);
  for (const [index, step] of content.steps.entries()) {
    await expect(steps.nth(index).getByRole("heading", { level: 3 })).toHaveText(step.title);
  }
  await expect(section.getByRole("heading", { level: 3, name: content.criteriaTitle })).toBeVisible();
  for (const criterion of content.criteria) await expect(section.getByText(criterion, { exact: true })).toBeVisible();
}

for (const locale of ["en", "fr"] as const) {
  for (const size of [phone390, desktop]) {
    for (const key of pages) {
      test(`${pagePaths[key][locale]} shows how we vet CIOs at ${size.width} px, and no empty section`, async ({ page }) => {
        await page.setViewportSize(size);
        await page.goto(pagePaths[key][locale]);
        await expectSection(page, locale);
        // Every section heading has something under it: the shipped people and proof add none.
        const bare = await page
          .getByRole("main")
          .locator("section")
          .evaluateAll(
            (sections) =>
              sections.filter((section) => (section.textContent ?? "").trim() === section.querySelector("h2")?.textContent?.trim()).length,
          );
        expect(bare).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      });
    }

    test(`${pagePaths.whyUs[locale]} with the section has no axe violations at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(pagePaths.whyUs[locale]);
      await expectSection(page, locale);
      await expectNoAxeViolations(page);
    });
  }
}
