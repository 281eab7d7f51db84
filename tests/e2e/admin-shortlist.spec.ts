import { expect, type Page } from "@playwright/test";
import { readMailFiles } from "../support/accounts";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { acceptOnList, openApplication, section, when } from "./support/admin-pages";
import { desktop, expectNoAxeViolations, waitForHydration } from "./support/browser";
import { cio, company, fullName, type Lead, submitCio, submitCompany } from "./support/leads";
import { uniqueTag } from "./support/unique";

// Shortlisting CIOs on a company request's page, with JavaScript and without: the eligible CIOs best
// first, Preview shows each CIO's e-mail and keeps what the admin chose and typed, Send sends one
// invitation per CIO and the page shows their states, a link can be revoked and sent again, and
// the CIO's page shows the same. Every state of the page passes axe at 390 and 1280 px.

const admin = "admin-shortlist@isolated.example.ca";
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

const mailsTo = async (workspace: { dataDir: string }, email: string) =>
  (await readMailFiles(workspace.dataDir)).filter((mail) => mail.to.includes(email.toLowerCase())).length;

/** A shortlisted CIO's entry (inside its shortlist's), by the link to their page. */
const shortlisted = (page: Page, lead: Lead) =>
  section(page, "Shortlists")
    .locator("li[id^='candidate-']")
    .filter({ has: page.getByRole("link", { name: fullName(lead), exact: true }) });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("preview keeps the choices, send invites each CIO, links can be revoked and sent again", async ({ page, workspace }) => {
      test.setTimeout(120_000);
      const tag = uniqueTag(javaScriptEnabled ? "Sjs" : "Snojs");
      const firm = company(`${tag} Co`, { requiredExpertise: ["Cybersecurity"] });
      const first = cio("First", { lastName: `${tag}first`, areasOfExpertise: ["Cybersecurity"] });
      const second = cio("Second", { lastName: `${tag}second`, areasOfExpertise: ["Cybersecurity"] });
      const pending = cio("Pending", { lastName: `${tag}pending`, areasOfExpertise: ["Cybersecurity"] });
      await submitCompany(workspace, firm);
      for (const lead of [first, second, pending]) await submitCio(workspace, lead);

      await signInAsAdmin(page, admin);
      // Not accepted yet: the page says why there is no shortlist form.
      await openApplication(page, firm);
      await expect(section(page, "Shortlist CIOs")).toContainText("Accept this request first");
      await expect(section(page, "Shortlist CIOs").getByRole("button")).toHaveCount(0);

      await page.goto(`/admin/applications?q=${tag}`);
      for (const lead of [firm, first, second]) await acceptOnList(page, lead);

      await openApplication(page, firm);
      const form = section(page, "Shortlist CIOs");
      await expect(form.getByRole("checkbox", { name: fullName(pending) })).toHaveCount(0);
      if (javaScriptEnabled) await waitForHydration(page);
      await form.getByRole("checkbox", { name: fullName(first), exact: true }).check();
      await form.getByRole("checkbox", { name: fullName(second), exact: true }).check();
      const firstPick = form.getByRole("listitem").filter({ has: page.getByRole("checkbox", { name: fullName(first), exact: true }) });
      await firstPick.getByText("Notes (optional)").click();
      const noteForCio = form.getByRole("textbox", { name: `Note for the CIO (in their language), ${fullName(first)}` });
      await noteForCio.fill("You know cybersecurity well.");
      await form.getByRole("textbox", { name: `Note for the company, ${fullName(first)}` }).fill("Our strongest fit.");

      await form.getByRole("button", { name: "Preview", exact: true }).click();
      const preview = page.getByRole("region", { name: "Preview: nothing is sent yet" });
      await expect(preview.getByRole("article")).toHaveCount(2);
      await expect(preview.getByRole("article", { name: `E-mail to ${fullName(first)}` })).toContainText(first.email);
      await expect(preview.getByRole("article", { name: `E-mail to ${fullName(first)}` })).toContainText("Our strongest fit.");
      await expect(form.getByRole("checkbox", { name: fullName(first), exact: true })).toBeChecked();
      await expect(form.getByRole("checkbox", { name: fullName(second), exact: true })).toBeChecked();
      await expect(noteForCio).toHaveValue("You know cybersecurity well.");
      await expectAccessibleAtBothWidths(page, javaScriptEnabled);

      await form.getByRole("button", { name: "Send", exact: true }).click();
      await expect(page.getByText(/^Shortlist sent/)).toBeVisible();
      await expect(shortlisted(page, first)).toContainText("Invitation sent, not opened yet");
      await expect(shortlisted(page, second)).toContainText("Invitation sent, not opened yet");
      await expect(shortlisted(page, first)).toContainText("Our strongest fit.");
      await expect(section(page, "Shortlists").getByRole("heading", { level: 3 })).toHaveText(
        new RegExp(`^Open: made ${when} by ${admin}$`),
      );
      await expect(section(page, "Shortlist CIOs")).toContainText("This request has an open shortlist");
      // Each CIO's confirmation, their welcome to the network, then their invitation.
      for (const lead of [first, second]) await expect.poll(() => mailsTo(workspace, lead.email), { timeout: 15_000 }).toBe(3);
      await expectAccessibleAtBothWidths(page, javaScriptEnabled);

      if (javaScriptEnabled) await waitForHydration(page);
      await shortlisted(page, first)
        .getByRole("button", { name: `Revoke link of ${fullName(first)}` })
        .click();
      await expect(page.getByText("The link is revoked: it no longer opens the invitation.")).toBeVisible();
      await expect(shortlisted(page, first)).toContainText("Link revoked");
      await shortlisted(page, first)
        .getByRole("button", { name: `Send a new link of ${fullName(first)}` })
        .click();
      await expect(page.getByText(/^A new link is on its way/)).toBeVisible();
      await expect(shortlisted(page, first)).toContainText("Invitation sent, not opened yet");
      await expect.poll(() => mailsTo(workspace, first.email), { timeout: 15_000 }).toBe(4);

      // The CIO's page: the same state, and the request it is for.
      await openApplication(page, first);
      const onCio = section(page, "Shortlists");
      await expect(onCio).toContainText("Invitation sent, not opened yet");
      await expect(onCio.getByRole("link", { name: firm.companyName as string })).toHaveAttribute(
        "href",
        /\/admin\/applications\/[0-9a-f-]{36}$/,
      );
      await expectAccessibleAtBothWidths(page, javaScriptEnabled);
    });
  });
}
