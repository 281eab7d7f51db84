import { expect, type Page } from "@playwright/test";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { openApplication, rowOf, section } from "./support/admin-pages";
import { desktop, expectNoAxeViolations, waitForHydration } from "./support/browser";
import { company, submitCompany } from "./support/leads";
import { uniqueTag } from "./support/unique";

// A company request's stage, with JavaScript and without: the admin moves it through every stage to
// Engaged on its page (choosing in the select and pressing Move, by keyboard once), sees each notice
// and the history; closes another one with a reason; the list's Stage filter finds each. Every
// state passes axe at 390 and 1280 px.

const admin = "admin-stages@isolated.example.ca";
const test = adminWorkspace(admin);
const phone = { width: 390, height: 844 };

/** axe on the page as it is, at a phone's width and a desktop's (axe runs in the page: with JavaScript on). */
async function expectAccessibleAtBothWidths(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(desktop);
}

const stage = (page: Page) => section(page, "Stage");

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("moves a request through every stage to Engaged, closes another with a reason, and the list filters by stage", async ({
      page,
      workspace,
    }) => {
      test.setTimeout(120_000);
      const tag = uniqueTag(javaScriptEnabled ? "Stjs" : "Stnojs");
      const firm = company(`${tag} Engaged Co`);
      const other = company(`${tag} Closed Co`);
      await submitCompany(workspace, firm);
      await submitCompany(workspace, other);
      await signInAsAdmin(page, admin);
      await page.setViewportSize(desktop);

      await openApplication(page, firm);
      await expect(stage(page).getByText("Now: New", { exact: true })).toBeVisible();
      await expectAccessibleAtBothWidths(page, javaScriptEnabled);
      const moved: string[] = [];
      for (const [index, label] of ["Contacted", "Shortlist sent", "Meeting", "Engaged"].entries()) {
        if (javaScriptEnabled) await waitForHydration(page);
        await stage(page).getByRole("combobox", { name: "Move to" }).selectOption({ label });
        const move = stage(page).getByRole("button", { name: "Move", exact: true });
        if (index === 1) {
          // Once by keyboard: focus on the button, then Enter.
          await move.focus();
          await page.keyboard.press("Enter");
        } else {
          await move.click();
        }
        await expect(page.getByText("The stage is moved.", { exact: true })).toBeVisible();
        await expect(stage(page).getByText(`Now: ${label}`, { exact: true })).toBeVisible();
        moved.push(`Moved to ${label}`);
        await expect(section(page, "History").getByText(/^Moved to /)).toHaveText(moved);
      }
      await expectAccessibleAtBothWidths(page, javaScriptEnabled);

      // Another request, closed: without a reason it is refused at the reason's field, then closed with one.
      await openApplication(page, other);
      if (javaScriptEnabled) await waitForHydration(page);
      await stage(page).getByRole("combobox", { name: "Move to" }).selectOption({ label: "Closed" });
      await stage(page).getByRole("button", { name: "Move", exact: true }).click();
      const reason = stage(page).getByRole("combobox", { name: "Reason for closing" });
      await expect(reason).toHaveAccessibleDescription(/Choose why the request is closed\./);
      await expect(stage(page).getByText("Now: New", { exact: true })).toBeVisible();
      await expectAccessibleAtBothWidths(page, javaScriptEnabled);
      await stage(page).getByRole("combobox", { name: "Move to" }).selectOption({ label: "Closed" });
      await reason.selectOption({ label: "No budget" });
      await stage(page).getByRole("button", { name: "Move", exact: true }).click();
      await expect(page.getByText("The stage is moved.", { exact: true })).toBeVisible();
      await expect(stage(page).getByText("Now: Closed (No budget)", { exact: true })).toBeVisible();
      await expect(section(page, "History").getByText(/^Moved to /)).toHaveText(["Moved to Closed (No budget)"]);

      // The list: the Stage column, and the Stage filter, kept in the address and the form.
      await page.goto(`/admin/applications?q=${tag}`);
      await expect(rowOf(page, firm).getByRole("cell").nth(5)).toHaveText("Engaged");
      await expect(rowOf(page, other).getByRole("cell").nth(5)).toHaveText("Closed (No budget)");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("combobox", { name: "Stage" }).selectOption({ label: "Engaged" });
      await page.getByRole("button", { name: "Filter", exact: true }).click();
      await expect(page).toHaveURL(/[?&]stage=engaged(&|$)/);
      await expect(rowOf(page, firm)).toBeVisible();
      await expect(rowOf(page, other)).toHaveCount(0);
      await expect(page.getByRole("combobox", { name: "Stage" })).toHaveValue("engaged");
      await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", /stage=engaged/);
      await expectAccessibleAtBothWidths(page, javaScriptEnabled);
      await page.getByRole("combobox", { name: "Stage" }).selectOption({ label: "Closed" });
      await page.getByRole("button", { name: "Filter", exact: true }).click();
      await expect(page).toHaveURL(/[?&]stage=closed(&|$)/);
      await expect(rowOf(page, other)).toBeVisible();
      await expect(rowOf(page, firm)).toHaveCount(0);
    });
  });
}
