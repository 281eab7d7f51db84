import { expect, type Page } from "@playwright/test";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { acceptOnList, openApplication, rowOf, section, when } from "./support/admin-pages";
import { desktop, expectNoAxeViolations, phone, tabTo, waitForHydration } from "./support/browser";
import { cio, company, fullName, type Lead, submitCio, submitCompany } from "./support/leads";
import { expectMailFiles, mailText } from "./support/mail";
import { uniqueTag } from "./support/unique";

// An applicant hears of the decision, in the browser: the 'Notify the applicant' box beside Accept
// and Deny on the list's rows and on the application's page — ticked by default, labelled, usable
// from the keyboard, working without JavaScript — and what the applicant receives.

const admin = "admin-decision-emails@isolated.example.ca";
const test = adminWorkspace(admin);

const welcome = "Welcome to the Fractional CIO Canada network";
const historyItems = (page: Page) => section(page, "History").getByRole("listitem");
const notifyOnRow = (page: Page, lead: Lead) => rowOf(page, lead).getByRole("checkbox", { name: `Notify the applicant ${fullName(lead)}` });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("on the list: ticked, Accept e-mails the applicant; unticked with the keyboard, Deny tells no one", async ({
      page,
      workspace,
    }) => {
      test.setTimeout(60_000);
      const tag = uniqueTag(javaScriptEnabled ? "Listjs" : "Listnojs");
      const told = cio("Tilda", { lastName: `${tag}Told` });
      const untold = cio("Quentin", { lastName: `${tag}Quiet` });
      await submitCio(workspace, told);
      await submitCio(workspace, untold);
      await signInAsAdmin(page, admin);
      await page.goto(`/admin/applications?q=${tag}`);
      if (javaScriptEnabled) await waitForHydration(page);

      await expect(notifyOnRow(page, told)).toBeChecked();
      await acceptOnList(page, told);
      await expect(page.getByText("They are being told by e-mail.", { exact: true })).toBeVisible();
      const text = await mailText(workspace, told.email, welcome);
      expect(text).toContain(`Hello ${told.firstName},`);
      expect(text).toContain("will be in touch");
      expect(text).not.toContain(told.lastName);

      // The keyboard alone: Tab to the box, Space unticks it, Tab to Deny, Enter.
      const box = notifyOnRow(page, untold);
      await expect(box).toBeChecked();
      await tabTo(page, box);
      await page.keyboard.press("Space");
      await expect(box).not.toBeChecked();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(rowOf(page, untold).getByRole("button", { name: `Deny ${fullName(untold)}`, exact: true })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByText(`${fullName(untold)} has been Denied!`, { exact: true })).toBeVisible();
      await expect(page.getByText("They were not notified.", { exact: true })).toBeVisible();

      await openApplication(page, untold);
      await expect(historyItems(page)).toHaveText([
        new RegExp(`^Denied — ${admin}, ${when}$`),
        new RegExp(`^Applicant not notified \\(the admin unticked 'Notify the applicant'\\) — ${admin}, ${when}$`),
      ]);
      await openApplication(page, told);
      await expect(historyItems(page)).toHaveText([
        new RegExp(`^Accepted — ${admin}, ${when}$`),
        new RegExp(`^Decision e-mailed to the applicant — ${admin}, ${when}$`),
      ]);
    });

    test("on the page: the box explains itself; reopening and deciding again e-mails the new decision", async ({ page, workspace }) => {
      test.setTimeout(60_000);
      const firm = company(`Firm ${uniqueTag(javaScriptEnabled ? "Pagejs" : "Pagenojs")}`);
      await submitCompany(workspace, firm);
      await signInAsAdmin(page, admin);
      await openApplication(page, firm);
      if (javaScriptEnabled) await waitForHydration(page);
      const decision = section(page, "Decision");
      const box = decision.getByRole("checkbox", { name: "Notify the applicant", exact: true });
      await expect(box).toBeChecked();
      await expect(box).toHaveAccessibleDescription("By e-mail, in a few courteous lines. Untick to decide without telling them.");

      await tabTo(page, box);
      await page.keyboard.press("Tab");
      await expect(decision.getByRole("button", { name: "Accept", exact: true })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByText("The decision is recorded. The applicant is being told by e-mail.", { exact: true })).toBeVisible();
      const accepted = await mailText(workspace, firm.email, "Your request for a fractional CIO is accepted");
      expect(accepted).toContain(`the request you sent us for ${firm.companyName}`);
      expect(accepted).toContain("introduce you by e-mail");

      await decision.getByRole("textbox", { name: "Reason for reopening" }).fill("Budget not confirmed");
      await decision.getByRole("button", { name: "Reopen decision" }).click();
      await expect(page.getByText("The decision is reopened: the application has no status again.", { exact: true })).toBeVisible();
      await expect(box).toBeChecked();
      await decision.getByRole("button", { name: "Deny", exact: true }).click();
      await expect(page.getByText("The decision is recorded. The applicant is being told by e-mail.", { exact: true })).toBeVisible();
      await expectMailFiles(workspace, [{ to: firm.email, subject: "Your request for a fractional CIO – Fractional CIO Canada" }]);
      await expect(historyItems(page)).toHaveText([
        new RegExp(`^Accepted — ${admin}, ${when}$`),
        new RegExp(`^Decision e-mailed to the applicant — ${admin}, ${when}$`),
        // The reopening carries its "Edit reason" control after the line.
        new RegExp(`^Reopened: Budget not confirmed — ${admin}, ${when}Edit reason`),
        new RegExp(`^Denied — ${admin}, ${when}$`),
        new RegExp(`^Decision e-mailed to the applicant — ${admin}, ${when}$`),
      ]);
    });
  });
}

for (const [label, viewport] of [
  ["1280 px", desktop],
  ["375 px", phone],
] as const) {
  test(`axe at ${label}: the list's rows and the application's Decision with the notify box`, async ({ page, workspace }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const person = cio("Axel", { lastName: uniqueTag(`Axe${viewport.width}`) });
    await submitCio(workspace, person);
    await signInAsAdmin(page, admin);
    await page.goto(`/admin/applications?q=${encodeURIComponent(person.lastName)}`);
    await expect(notifyOnRow(page, person)).toBeVisible();
    await expectNoAxeViolations(page);
    await openApplication(page, person);
    await expect(section(page, "Decision").getByRole("checkbox", { name: "Notify the applicant" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
