import { expect, type Page } from "@playwright/test";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { expectNothingInjected, fieldValue, openApplication, rowOf, section, when } from "./support/admin-pages";
import { waitForHydration } from "./support/browser";
import { cioForm } from "./support/forms";
import { cio, company, fullName, injected, submitCio, submitCompany } from "./support/leads";
import { expectMailFiles } from "./support/mail";
import { uniqueTag } from "./support/unique";

// /admin/applications/:id, everything an admin needs to decide — every field readable, the decision
// and its history, reopening with a reason, notes, and the 'Applied before' badge. A server of this
// file's own.

const admin = "admin-detail@isolated.example.ca";
const test = adminWorkspace(admin);

test("a row links to the application's page: every field grouped and readable, links safe, markup shown as text", async ({
  page,
  workspace,
}) => {
  test.setTimeout(60_000);
  const person = cio(injected.name, {
    lastName: uniqueTag("Détail"),
    linkedin: "https://www.linkedin.com/in/ada-example",
    city: "Montréal",
    province: "QC",
    workModel: "Hybrid",
    availability: "Within 30 days",
    industries: ["Finance", "Healthcare"],
    areasOfExpertise: ["Cybersecurity", "Team Development"],
    message: `First line.\n${injected.message}`,
  });
  const firm = company(`Firm ${uniqueTag("Co")}`, { companyUrl: "https://firm.example.ca/about", companySize: "200+" });
  await submitCio(workspace, person);
  await submitCompany(workspace, firm);

  await signInAsAdmin(page, admin);
  // The list shows the typed markup as text, and nothing from it runs.
  await page.goto(`/admin/applications?q=${encodeURIComponent(person.email)}`);
  await expect(rowOf(page, person).getByRole("rowheader")).toHaveText(fullName(person));
  await expect(rowOf(page, person).getByRole("cell").nth(4)).toHaveText(`First line.\n${injected.message}`);
  await expectNothingInjected(page);

  await openApplication(page, person);
  await expect(page.getByText(new RegExp(`^CIO application, received ${when}$`))).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Decision",
    "Stage",
    "Owner",
    "Calls",
    "Details",
    "Consent to news e-mails",
    "Company requests that fit",
    "Shortlists",
    "History",
    "Notes",
    "Personal data",
  ]);
  const details = section(page, "Details");
  // Every field of the CIO form, in its order (app/domain/forms/lead-forms.ts).
  await expect(details.locator("dt")).toHaveText(cioForm.fields.map((field) => field.label));
  expect(cioForm.fields.slice(0, 5).map((field) => field.label)).toEqual(["First Name", "Last Name", "Email", "Phone", "LinkedIn Profile"]);
  await expect(fieldValue(page, "First Name")).toHaveText(injected.name);
  await expect(fieldValue(page, "Email").getByRole("link")).toHaveAttribute("href", `mailto:${person.email}`);
  const linkedin = fieldValue(page, "LinkedIn Profile").getByRole("link", { name: "https://www.linkedin.com/in/ada-example" });
  await expect(linkedin).toHaveAttribute("href", "https://www.linkedin.com/in/ada-example");
  await expect(linkedin).toHaveAttribute("rel", "noopener noreferrer");
  await expect(fieldValue(page, "City")).toHaveText("Montréal");
  await expect(fieldValue(page, "Province")).toHaveText("Quebec");
  await expect(fieldValue(page, "Work Model")).toHaveText("Hybrid");
  await expect(fieldValue(page, "Availability")).toHaveText("Within 30 days");
  await expect(fieldValue(page, "Industries")).toHaveText("Finance, Healthcare");
  await expect(fieldValue(page, "Areas of Expertise")).toHaveText("Cybersecurity, Team Development");
  await expect(fieldValue(page, "Message")).toHaveText(`First line.\n${injected.message}`);
  await expectNothingInjected(page);

  await openApplication(page, firm);
  await expect(page.getByText(new RegExp(`^Company request, received ${when}$`))).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Suggested CIOs" })).toBeVisible();
  const site = fieldValue(page, "Company Website").getByRole("link", { name: "https://firm.example.ca/about" });
  await expect(site).toHaveAttribute("rel", "noopener noreferrer");
  await expect(fieldValue(page, "Company Name")).toHaveText(firm.companyName!);
  await expect(fieldValue(page, "Company Size")).toHaveText("200+");
  await expect(fieldValue(page, "Province")).toHaveText("Nova Scotia");
  // Nothing given reads as a dash, not as an empty box.
  await expect(fieldValue(page, "Required Expertise")).toHaveText("—");
});

const historyItems = (page: Page) => section(page, "History").getByRole("listitem");

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("accept on the page, the history says who and when; reopen needs a reason; notes keep their author", async ({
      page,
      workspace,
    }) => {
      test.setTimeout(60_000);
      const person = cio(`Reo${javaScriptEnabled ? "Js" : "NoJs"}`);
      await submitCio(workspace, person);
      await signInAsAdmin(page, admin);
      await openApplication(page, person);
      if (javaScriptEnabled) await waitForHydration(page);
      const decision = section(page, "Decision");
      await expect(historyItems(page)).toHaveCount(0);
      await expect(section(page, "History")).toContainText("Nothing yet.");

      await decision.getByRole("button", { name: "Accept", exact: true }).click();
      await expect(page.getByText("The decision is recorded. The applicant is being told by e-mail.", { exact: true })).toBeVisible();
      await expectMailFiles(workspace, [{ to: person.email, subject: "Welcome to the Fractional CIO Canada network" }]);
      await expect(decision.getByText(new RegExp(`^Accepted ✅ by ${admin}, ${when}$`))).toBeVisible();
      await expect(decision.getByRole("button", { name: /^(Accept|Deny)$/ })).toHaveCount(0);
      await expect(historyItems(page)).toHaveText([
        new RegExp(`^Accepted — ${admin}, ${when}$`),
        new RegExp(`^Decision e-mailed to the applicant — ${admin}, ${when}$`),
      ]);

      // An empty reason: the browser asks for one (the field is required) and nothing is sent.
      const reason = decision.getByRole("textbox", { name: "Reason for reopening" });
      const url = page.url();
      await decision.getByRole("button", { name: "Reopen decision" }).click();
      expect(await reason.evaluate((field: HTMLTextAreaElement) => field.validity.valueMissing)).toBe(true);
      expect(page.url()).toBe(url);
      // Only spaces pass the browser's check; the server answers on the field and changes nothing.
      await reason.fill("   ");
      await decision.getByRole("button", { name: "Reopen decision" }).click();
      const error = "Say why the decision is reopened.";
      await expect(decision.getByText(error, { exact: true })).toBeVisible();
      await expect(reason).toHaveAttribute("aria-invalid", "true");
      await expect(reason).toHaveAccessibleDescription(error);
      await expect(decision.getByText(new RegExp(`^Accepted ✅ by ${admin}`))).toBeVisible();
      await expect(historyItems(page)).toHaveCount(2);

      await reason.fill("Accepted the wrong row");
      await decision.getByRole("button", { name: "Reopen decision" }).click();
      await expect(page.getByText("The decision is reopened: the application has no status again.", { exact: true })).toBeVisible();
      await expect(decision.getByRole("button", { name: "Accept", exact: true })).toBeVisible();
      await expect(decision.getByRole("button", { name: "Deny", exact: true })).toBeVisible();
      await expect(historyItems(page)).toHaveText([
        new RegExp(`^Accepted — ${admin}, ${when}$`),
        new RegExp(`^Decision e-mailed to the applicant — ${admin}, ${when}$`),
        // The reopening carries its "Edit reason" control after the line.
        new RegExp(`^Reopened: Accepted the wrong row — ${admin}, ${when}Edit reason`),
      ]);

      // Notes: an empty one is refused on its field; a saved one shows its author and time, as text.
      const notes = section(page, "Notes");
      const note = notes.getByRole("textbox", { name: "Add a note (only admins see it)" });
      await note.fill(" ");
      await notes.getByRole("button", { name: "Save note" }).click();
      await expect(notes.getByText("Write the note first.", { exact: true })).toBeVisible();
      await expect(note).toHaveAccessibleDescription("Write the note first.");
      await note.fill(`Called back.\n${injected.message}`);
      await notes.getByRole("button", { name: "Save note" }).click();
      await expect(page.getByText("Your note is saved.", { exact: true })).toBeVisible();
      const saved = notes.getByRole("listitem");
      await expect(saved).toHaveCount(1);
      await expect(saved.locator("p").first()).toHaveText(`Called back.\n${injected.message}`);
      await expect(saved.locator("p").last()).toHaveText(new RegExp(`^${admin}, ${when}$`));
      await expectNothingInjected(page);

      // Back in the list it is pending again: its buttons are back.
      await page.goto(`/admin/applications?q=${encodeURIComponent(person.email)}`);
      await expect(rowOf(page, person).getByRole("button", { name: `Accept ${fullName(person)}` })).toBeVisible();
    });
  });
}

test("the same e-mail applying twice: 'Applied before' on both pages, each linking to the other", async ({ page, workspace }) => {
  test.setTimeout(60_000);
  const first = cio("Twice");
  const again = company(`Twice Labs ${uniqueTag("")}`, { email: first.email.toUpperCase() });
  const alone = cio("Once");
  await submitCio(workspace, first);
  await submitCompany(workspace, again);
  await submitCio(workspace, alone);
  await signInAsAdmin(page, admin);

  const againId = await openApplication(page, again);
  await expect(page.getByText("Applied before", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(`^CIO application of ${when}$`) }).click();
  await expect(page.getByRole("heading", { level: 1, name: fullName(first) })).toBeVisible();
  await expect(page.getByText("Applied before", { exact: true })).toBeVisible();
  const back = page.getByRole("link", { name: new RegExp(`^Company application of ${when}$`) });
  await expect(back).toHaveAttribute("href", `/admin/applications/${againId}`);
  await back.click();
  await expect(page.getByRole("heading", { level: 1, name: fullName(again) })).toBeVisible();

  await openApplication(page, alone);
  await expect(page.getByText("Applied before", { exact: true })).toHaveCount(0);
});
