import { expect, type Page } from "@playwright/test";
import { workspaceTest } from "./support/admin";
import { rowOf, section } from "./support/admin-pages";
import { signInOnPage } from "./support/auth";
import { desktop, expectNoAxeViolations, waitForHydration } from "./support/browser";
import { cio, fullName, type Lead, submitCio } from "./support/leads";
import { mailText } from "./support/mail";
import { uniqueTag } from "./support/unique";

// Bulk actions and owners in a browser, with JavaScript and without: the admin ticks rows by their
// labelled checkboxes and denies them with one reason (each applicant gets the decision e-mail),
// selects every row of the page and assigns them, finds them under Mine, and unassigns one on its
// page, the history saying who did what. Every state passes axe at 390 and 1280 px.

const admin = "admin-bulk@isolated.example.ca";
const other = "admin-bulk-second@isolated.example.ca";
const test = workspaceTest([admin, other], {}, [admin]);
test.describe.configure({ mode: "default" });
const phone = { width: 390, height: 844 };

async function expectAccessibleAtBothWidths(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(desktop);
}

const bulk = (page: Page) => page.getByRole("region", { name: "With the selected rows" });
const box = (page: Page, lead: Lead) => page.getByRole("checkbox", { name: `Select ${fullName(lead)}`, exact: true });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("denies ticked rows with one reason, assigns a whole page, finds them under Mine, and unassigns one", async ({
      page,
      workspace,
    }) => {
      test.setTimeout(120_000);
      const tag = uniqueTag(javaScriptEnabled ? "Bulkjs" : "Bulknojs");
      const leads = [cio(`${tag}a`), cio(`${tag}b`), cio(`${tag}c`)];
      for (const lead of leads) await submitCio(workspace, lead);
      await page.goto("/login");
      await signInOnPage(page, admin);
      await expect(page).toHaveURL(/\/admin$/);
      await page.setViewportSize(desktop);

      const list = `/admin/applications?q=${tag}`;
      await page.goto(list);
      await expect(box(page, leads[0]!)).not.toBeChecked();
      await expectAccessibleAtBothWidths(page, javaScriptEnabled);

      // Two ticked, denied with one reason.
      if (javaScriptEnabled) await waitForHydration(page);
      await box(page, leads[0]!).check();
      await box(page, leads[1]!).check();
      await bulk(page).getByRole("textbox", { name: "Reason for denying" }).fill("Outside the provinces we serve.");
      await bulk(page).getByRole("button", { name: "Deny", exact: true }).click();
      await expect(page.getByText("2 records denied.", { exact: true })).toBeVisible();
      await expect(rowOf(page, leads[0]!)).toContainText("Denied");
      await expect(rowOf(page, leads[1]!)).toContainText("Denied");
      await expect(rowOf(page, leads[2]!).getByRole("button", { name: `Deny ${fullName(leads[2]!)}`, exact: true })).toBeVisible();
      await expectAccessibleAtBothWidths(page, javaScriptEnabled);
      for (const lead of leads.slice(0, 2)) {
        expect(await mailText(workspace, lead.email, "Your application to Fractional CIO Canada")).toContain("Thank you for applying");
      }

      // Every row of the page, assigned to the admin in one go.
      await bulk(page).getByRole("link", { name: "Select all on this page" }).click();
      for (const lead of leads) await expect(box(page, lead)).toBeChecked();
      if (javaScriptEnabled) await waitForHydration(page);
      await bulk(page).getByRole("combobox", { name: "Assign to" }).selectOption(admin);
      await bulk(page).getByRole("button", { name: "Assign", exact: true }).click();
      await expect(page.getByText("3 records assigned.", { exact: true })).toBeVisible();
      for (const lead of leads) await expect(rowOf(page, lead)).toContainText(admin);
      await expectAccessibleAtBothWidths(page, javaScriptEnabled);

      // Mine: the same three, and a bookmarkable address.
      await page.goto(list);
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("combobox", { name: "Owner" }).selectOption({ label: "Mine" });
      await page.getByRole("button", { name: "Filter", exact: true }).click();
      await expect(page).toHaveURL(/[?&]owner=me(&|$)/);
      for (const lead of leads) await expect(rowOf(page, lead)).toBeVisible();

      // One unassigned on its page, then given to the other admin: the history says so.
      await rowOf(page, leads[2]!)
        .getByRole("link", { name: fullName(leads[2]!), exact: true })
        .click();
      const owner = section(page, "Owner");
      await expect(owner.getByText(`Assigned to ${admin}`, { exact: true })).toBeVisible();
      await expectAccessibleAtBothWidths(page, javaScriptEnabled);
      if (javaScriptEnabled) await waitForHydration(page);
      await owner.getByRole("combobox", { name: "Assign to" }).selectOption({ label: other });
      await owner.getByRole("button", { name: "Assign", exact: true }).click();
      await expect(page.getByText("The owner is changed.", { exact: true })).toBeVisible();
      await expect(owner.getByText(`Assigned to ${other}`, { exact: true })).toBeVisible();
      await expect(section(page, "History").getByText(/^Assigned to /)).toHaveText([
        `Assigned to ${admin} by ${admin}`,
        `Assigned to ${other} by ${admin}`,
      ]);
      if (javaScriptEnabled) await waitForHydration(page);
      await owner.getByRole("button", { name: "Assign to me", exact: true }).click();
      await expect(owner.getByText(`Assigned to ${admin}`, { exact: true })).toBeVisible();
      await expectAccessibleAtBothWidths(page, javaScriptEnabled);
    });
  });
}
