import { expect, type Page } from "@playwright/test";
import { adminWorkspace } from "./support/admin";
import { rowOf, section, when } from "./support/admin-pages";
import { signInOnPage } from "./support/auth";
import { desktop, expectNoAxeViolations, phone, waitForHydration } from "./support/browser";
import { cio, fullName, type Lead, submitCio } from "./support/leads";
import { uniqueTag } from "./support/unique";

// Undo inside the decision's window, in the browser, with JavaScript on and off: Accept on the
// list's row shows the pending decision and Undo; Undo makes the row undecided again; the record's
// page does the same; the history keeps the decision and says it was undone. axe on both pages.

const admin = "admin-undo@isolated.example.ca";
const test = adminWorkspace(admin, { DECISION_UNDO_MINUTES: "10" });

const historyItems = (page: Page) => section(page, "History").getByRole("listitem");
const undoButton = (page: Page, lead: Lead, status: string) =>
  page.getByRole("button", { name: `Undo ${status} for ${fullName(lead)}`, exact: true });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("Accept on the list, Undo on its row; Deny on the record, Undo there; the history has both", async ({ page, workspace }) => {
      test.setTimeout(60_000);
      const tag = uniqueTag(javaScriptEnabled ? "Undojs" : "Undonojs");
      const lead = cio("Wanda", { lastName: `${tag}Undone` });
      await submitCio(workspace, lead);
      await page.goto("/login");
      await signInOnPage(page, admin);
      await expect(page).toHaveURL(/\/admin$/);

      const listPath = `/admin/applications?q=${tag}`;
      await page.goto(listPath);
      if (javaScriptEnabled) await waitForHydration(page);
      await rowOf(page, lead)
        .getByRole("button", { name: `Accept ${fullName(lead)}`, exact: true })
        .click();
      await expect(page.getByText(`${fullName(lead)} has been Accepted!`, { exact: true })).toBeVisible();
      const row = rowOf(page, lead);
      await expect(row.getByRole("cell", { name: /^Accepted ✅ Accepted — e-mail goes out at/ })).toBeVisible();
      await expect(row.getByText(new RegExp(`^Accepted — e-mail goes out at ${when}$`))).toBeVisible();
      // axe runs in the page: with JavaScript on only (the markup is the same without).
      if (javaScriptEnabled) {
        for (const size of [phone, desktop]) {
          await page.setViewportSize(size);
          await expectNoAxeViolations(page);
        }
      }

      await undoButton(page, lead, "Accepted").click();
      await expect(
        page.getByText(`${fullName(lead)}: the decision is undone and its e-mail was not sent.`, { exact: false }),
      ).toBeVisible();
      await expect(new URL(page.url()).pathname).toBe("/admin/applications");
      await expect(rowOf(page, lead).getByRole("button", { name: `Accept ${fullName(lead)}`, exact: true })).toBeVisible();
      await expect(rowOf(page, lead).getByText(/e-mail goes out at/)).toHaveCount(0);

      // The record's page: Deny there, see it pending, Undo there.
      await rowOf(page, lead)
        .getByRole("link", { name: fullName(lead), exact: true })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: fullName(lead), exact: true })).toBeVisible();
      if (javaScriptEnabled) await waitForHydration(page);
      const decision = section(page, "Decision");
      await decision.getByRole("button", { name: "Deny", exact: true }).click();
      await expect(decision.getByText(new RegExp(`^Denied — e-mail goes out at ${when}$`))).toBeVisible();
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await undoButton(page, lead, "Denied").click();
      await expect(page.getByText("The decision is undone and its e-mail was not sent. The record is undecided again.")).toBeVisible();
      await expect(decision.getByRole("button", { name: "Accept", exact: true })).toBeVisible();
      await expect(historyItems(page)).toHaveText([
        new RegExp(`^Accepted — ${admin}, ${when}$`),
        new RegExp(`^Decision e-mailed to the applicant — ${admin}, ${when}$`),
        new RegExp(`^Decision undone \\(Accepted\\): its e-mail was not sent — ${admin}, ${when}$`),
        new RegExp(`^Denied — ${admin}, ${when}$`),
        new RegExp(`^Decision e-mailed to the applicant — ${admin}, ${when}$`),
        new RegExp(`^Decision undone \\(Denied\\): its e-mail was not sent — ${admin}, ${when}$`),
      ]);
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });
  });
}
