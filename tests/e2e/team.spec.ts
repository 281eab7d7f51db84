import { expect, test } from "@playwright/test";
import { words } from "~/content/words";
import { pagePaths } from "~/domain/locale";

// The Team page as shipped: its people and proof come from app/content/people.ts, which holds no
// entries until the owner adds real ones (docs/content.md, "People and proof"), so the page shows its
// general text and no section stands empty. How entries render: app/components/people-and-proof.test.tsx.

for (const locale of ["en", "fr"] as const) {
  test(`the Team page (${locale}) shows the team's general text and no empty people or proof section`, async ({ page }) => {
    const { team, people, vetting, site } = words(locale);
    await page.goto(pagePaths.team[locale]);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(team.teamPage.title);
    const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual([
      ...team.teamPage.sections.map((section) => section.title),
      vetting.howWeVet.title,
      team.teamPage.joinTitle,
      site.buyerActions.closing.title,
    ]);
    const proof = team.teamProof;
    for (const title of [proof.peopleTitle, proof.clientsTitle, proof.testimonialsTitle, proof.caseStudiesTitle]) {
      await expect(main.getByText(title)).toHaveCount(0);
    }
    expect(people.people).toEqual([]);
    await expect(main.locator("img, blockquote")).toHaveCount(0);
  });
}
