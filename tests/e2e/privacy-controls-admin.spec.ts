import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { formErrors } from "~/content/form-errors";
import { openPglite } from "~/server/db/client.server";
import { mailFilesMentioning, tablesMentioning } from "../support/personal-traces";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { acceptOnList, openApplication, rowOf, section } from "./support/admin-pages";
import { desktop, expectNoAxeViolations, expectVisibleFocus, phone } from "./support/browser";
import { cio, company, fullName, postLeadForm, submitCio, submitCompany } from "./support/leads";
import { expectMailFiles } from "./support/mail";
import { uniqueTag } from "./support/unique";

// The admin's tools for a person's requests about their data: 'Download data' gives everything held
// about the person, 'Delete personal data' (a reason, then a confirmation) leaves no trace of their
// e-mail or name in any table, export or e-mail file. A server of this file's own; the last test
// stops it to search its database.

const admin = "admin-privacy@isolated.example.ca";
const test = adminWorkspace(admin);

const personal = (page: Page) => section(page, "Personal data");
const deleteButton = { name: "Delete personal data", exact: true } as const;
const confirmButton = { name: "Yes, delete personal data", exact: true } as const;

/** A CIO with an inquiry from the same address, accepted and introduced to a company whose page names them in a note. */
async function personWithHistory(page: Page, workspace: { url: string; dataDir: string }, tag: string) {
  const person = cio("Perpetua", { lastName: `${tag}Quist`, message: `My plans ${tag}`, areasOfExpertise: ["Cybersecurity"] });
  const firm = company(`${tag} Foundry`, { requiredExpertise: ["Cybersecurity"] });
  await submitCio(workspace, person);
  await submitCompany(workspace, firm);
  await postLeadForm(workspace, "/contact", {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: "+1 416 555 0100",
    message: `Hello from ${tag}`,
  });
  await signInAsAdmin(page, admin);
  await page.goto(`/admin/applications?q=${tag}Quist`);
  await acceptOnList(page, person);
  await openApplication(page, firm);
  await section(page, "Suggested CIOs")
    .getByRole("button", { name: `Introduce directly ${fullName(person)}` })
    .click();
  await section(page, "Suggested CIOs")
    .getByRole("button", { name: `Yes, introduce directly ${fullName(person)}` })
    .click();
  await expect(page.getByText("Introduction sent: both sides get an e-mail naming the other.", { exact: true })).toBeVisible();
  await section(page, "Notes")
    .getByRole("textbox")
    .fill(`Talked to ${fullName(person)} (${person.email}).`);
  await section(page, "Notes").getByRole("button", { name: "Save note" }).click();
  await expect(page.getByText("Your note is saved.", { exact: true })).toBeVisible();
  await expectMailFiles(workspace, [
    { to: person.email, subject: "Welcome to the Fractional CIO Canada network" },
    { to: person.email, subject: `Introducing ${firm.companyName}, a company looking for a fractional CIO` },
    { to: firm.email, subject: `Introducing ${fullName(person)}, a fractional CIO for ${firm.companyName}` },
  ]);
  return { person, firm };
}

type Download = {
  about: string;
  applications: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    linkedin: string;
    message: string;
    status: string;
    notes: unknown[];
    history: { kind: string }[];
  }[];
  inquiries: { message: string }[];
  emails: { kind: string; to: string[] }[];
};

async function download(page: Page): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent("download"), personal(page).getByRole("link", { name: "Download data" }).click()]);
  expect(file.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.json$/);
  return JSON.parse(readFileSync(await file.path(), "utf8")) as Download;
}

test("Download data holds what the person gave: the application, the inquiry, the e-mails and the history", async ({ page, workspace }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag("Dl");
  const { person } = await personWithHistory(page, workspace, tag);
  await openApplication(page, person);
  await expect(personal(page)).toContainText(`For requests from ${person.email}`);
  const data = await download(page);
  expect(data.about).toBe(person.email.toLowerCase());
  expect(data.applications).toHaveLength(1);
  expect(data.applications[0]).toMatchObject({
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: "+1 416 555 0100",
    linkedin: "https://www.linkedin.com/in/someone",
    message: `My plans ${tag}`,
    status: "Accepted",
  });
  expect(data.applications[0]?.history.map((event) => event.kind)).toEqual(["decided", "applicant-notified", "introduced"]);
  expect(data.inquiries.map((inquiry) => inquiry.message)).toEqual([`Hello from ${tag}`]);
  expect(data.emails.map((email) => email.kind).sort()).toEqual([
    "application-confirmation",
    "decision-accepted",
    "inquiry-confirmation",
    "introduction-cio",
    "introduction-company",
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the reason and the confirmation work as plain forms", async ({ page, workspace }) => {
    test.setTimeout(60_000);
    const person = cio("Noscript", { lastName: uniqueTag("Nojs") });
    await submitCio(workspace, person);
    await signInAsAdmin(page, admin);
    await openApplication(page, person);
    await personal(page).getByRole("textbox", { name: "Reason for deleting" }).fill("Asked by letter");
    await personal(page).getByRole("button", deleteButton).click();
    await expect(personal(page).getByRole("alert")).toContainText("This deletes 1 application, 1 e-mail. It cannot be undone.");
    // Cancel keeps everything.
    await personal(page).getByRole("link", { name: "Cancel" }).click();
    await expect(personal(page).getByRole("button", deleteButton)).toBeVisible();
    await personal(page).getByRole("textbox", { name: "Reason for deleting" }).fill("Asked by letter");
    await personal(page).getByRole("button", deleteButton).click();
    await personal(page).getByRole("button", confirmButton).click();
    await expect(page.getByText(/^Personal data deleted: 1 application, 1 e-mail/)).toBeVisible();
    await page.goto(`/admin/applications?q=${encodeURIComponent(person.email)}`);
    await expect(page.getByText("Nothing matches this view.")).toBeVisible();
  });
});

for (const [label, viewport] of [
  ["1280 px", desktop],
  ["375 px", phone],
] as const) {
  test(`the Personal data section at ${label}: axe finds nothing, before and at the confirmation`, async ({ page, workspace }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const person = cio("Axiom", {
      lastName: uniqueTag(`Pax${viewport.width}`),
      email: `a-very-long-mailbox-name-${viewport.width}-${Date.now()}@subdomain.example-company.ca`,
    });
    await submitCio(workspace, person);
    await postLeadForm(workspace, "/contact", {
      firstName: "Axiom",
      lastName: person.lastName,
      email: person.email,
      phone: "+1 416 555 0100",
      message: "Hi",
    });
    await signInAsAdmin(page, admin);
    await openApplication(page, person);
    await expect(personal(page).getByRole("checkbox")).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
    await personal(page).getByRole("textbox", { name: "Reason for deleting" }).fill("Asked");
    await personal(page).getByRole("button", deleteButton).click();
    await expect(personal(page).getByRole("alert")).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test("the Personal data section lists another application's note and reopening reason naming the person; the admin edits them there (axe, refusals keep the text)", async ({
  page,
  workspace,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag("Men");
  const { person, firm } = await personWithHistory(page, workspace, tag);
  // A note naming someone whose address contains hers, and one using her first name as a word only.
  const neighbour = `x${person.email}`;
  await openApplication(page, firm);
  for (const body of [`Also ask ${neighbour}.`, `Perpetual licence discussed.`]) {
    await section(page, "Notes").getByRole("textbox").fill(body);
    await section(page, "Notes").getByRole("button", { name: "Save note" }).click();
    await expect(page.getByText("Your note is saved.", { exact: true })).toBeVisible();
  }
  await section(page, "Decision").getByRole("button", { name: "Accept" }).click();
  await section(page, "Decision")
    .getByRole("textbox", { name: "Reason for reopening" })
    .fill(`Waiting for ${fullName(person)}.`);
  await section(page, "Decision").getByRole("button", { name: "Reopen decision" }).click();
  await expect(page.getByText("The decision is reopened: the application has no status again.", { exact: true })).toBeVisible();
  const firmUrl = page.url().split("?")[0]!;

  await openApplication(page, person);
  const mentions = personal(page).getByRole("listitem");
  await expect(mentions).toHaveCount(2);
  await expect(mentions.first()).toContainText(`Waiting for ${fullName(person)}.`);
  await expect(mentions.last()).toContainText(`Talked to ${fullName(person)} (${person.email}).`);
  await expectNoAxeViolations(page);

  // The reopening reason, from its link.
  await mentions.getByRole("link", { name: `Reopening reason on ${fullName(firm)}` }).click();
  await expect(page).toHaveURL(new RegExp(`${firmUrl}#event-[0-9a-f-]{36}$`));
  const reopening = section(page, "History")
    .getByRole("listitem")
    .filter({ hasText: `Reopened: Waiting for ${fullName(person)}.` });
  await reopening.getByText("Edit reason").click();
  await reopening.getByRole("textbox", { name: "Reopening reason" }).fill("Waiting for the candidate.");
  await reopening.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("The reason is changed.", { exact: true })).toBeVisible();
  await expect(section(page, "History")).toContainText("Reopened: Waiting for the candidate.");
  const eventId = (await section(page, "History").getByRole("listitem").filter({ hasText: "Reopened: " }).getAttribute("id"))!.replace(
    /^event-/,
    "",
  );
  for (const text of ["Waiting\u0000.", " ", "x".repeat(1_001)]) {
    const response = await page.request.post(firmUrl, { form: { intent: "edit-reason", eventId, text }, maxRedirects: 0 });
    expect(response.status(), JSON.stringify(text.slice(0, 10))).toBe(400);
  }

  // The note, from its link.
  await openApplication(page, person);
  await expect(mentions).toHaveCount(1);
  await mentions.getByRole("link", { name: `Note on ${fullName(firm)}` }).click();
  await expect(page).toHaveURL(new RegExp(`${firmUrl}#note-[0-9a-f-]{36}$`));

  const note = section(page, "Notes")
    .getByRole("listitem")
    .filter({ hasText: `Talked to ${fullName(person)}` });
  await note.getByText("Edit note").click();
  const text = note.getByRole("textbox", { name: "Note" });
  await expect(text).toHaveValue(`Talked to ${fullName(person)} (${person.email}).`);
  // Emptied, it is refused with the message tied to the field; open again, axe finds nothing.
  await note.locator("form").evaluate((element) => ((element as HTMLFormElement).noValidate = true));
  await text.fill(" ");
  await note.getByRole("button", { name: "Save changes" }).click();
  await expect(text).toHaveAccessibleDescription("Write the note first.");
  await expectNoAxeViolations(page);
  // A NUL is refused too, and what was typed is still there...
  await text.evaluate((element) => ((element as HTMLTextAreaElement).value = "Talked to\u0000 them."));
  await note.getByRole("button", { name: "Save changes" }).click();
  await expect(text).toHaveAccessibleDescription(formErrors.controlCharacter);
  await expect(text).toHaveValue(/^Talked to.? them\.$/);
  // ...with a 400, as is a note over 5,000 characters, whoever posts them.
  const noteId = (await note.getAttribute("id"))!.replace(/^note-/, "");
  for (const text of ["Talked to\u0000 them.", "x".repeat(5_001)]) {
    const response = await page.request.post(firmUrl, { form: { intent: "edit-note", noteId, text }, maxRedirects: 0 });
    expect(response.status()).toBe(400);
  }

  await text.fill("Talked to the candidate.");
  await note.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("The note is changed.", { exact: true })).toBeVisible();
  await expect(section(page, "Notes")).toContainText("Talked to the candidate.");
  await expect(section(page, "Notes")).toContainText(`Also ask ${neighbour}.`);
  await openApplication(page, person);
  await expect(personal(page)).toContainText("No note or reopening reason on another application names this address or name.");
});

// Last in the file: it stops the server to search its database.
test("Delete personal data asks for a reason and a confirmation; then no page, export, table or e-mail file holds the person's e-mail or name", async ({
  page,
  workspace,
}) => {
  test.setTimeout(150_000);
  const tag = uniqueTag("Del");
  const { person, firm } = await personWithHistory(page, workspace, tag);
  await openApplication(page, person);
  const form = personal(page);
  // The company's note names her: listed here, it stays as written after the deletion.
  await expect(form.getByRole("link", { name: `Note on ${fullName(firm)}` })).toBeVisible();

  // Without a reason the server refuses, with the message tied to the field.
  await form.locator("form").evaluate((element) => ((element as HTMLFormElement).noValidate = true));
  await form.getByRole("button", deleteButton).click();
  const reason = form.getByRole("textbox", { name: "Reason for deleting" });
  await expect(reason).toHaveAccessibleDescription(/Say why the data is deleted\./);
  await expect(reason).toHaveAttribute("aria-invalid", "true");

  await reason.fill(`${fullName(person)} asked by phone`);
  await form.getByRole("checkbox", { name: "Also delete the contact inquiry from this address" }).check();
  await form.getByRole("button", deleteButton).click();
  const question = form.getByRole("alert");
  await expect(question).toContainText("Delete for good?");
  await expect(question).toContainText("This deletes 1 application, 3 history entries, 1 contact inquiry, 5 e-mails. It cannot be undone.");
  await expect(question).toBeFocused();
  await expectNoAxeViolations(page);
  // The keyboard reaches the confirmation, with its focus shown.
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", confirmButton)).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/admin\/applications\?deleted=[0-9a-f-]{36}$/);
  await expect(
    page.getByText(
      /^Personal data deleted: 1 application, 3 history entries, 1 contact inquiry, 5 e-mails, 5 e-mail files, \d rate-limit counters?\. Only a record/,
    ),
  ).toBeVisible();
  await page.goto(`/admin/applications?q=${encodeURIComponent(person.email)}`);
  await expect(page.getByText("Nothing matches this view.")).toBeVisible();
  await page.goto(`/admin/applications?q=${tag}`);
  await expect(rowOf(page, firm)).toBeVisible();
  await expect(rowOf(page, person)).toHaveCount(0);
  // The company's page keeps its history, and its note as the admin wrote it, to edit now.
  await openApplication(page, firm);
  await expect(
    section(page, "History")
      .getByRole("listitem")
      .filter({ hasText: /^Introduced directly to / }),
  ).toHaveText(/^Introduced directly to an application since deleted/);
  const note = section(page, "Notes")
    .getByRole("listitem")
    .filter({ hasText: `Talked to ${fullName(person)} (${person.email}).` });
  await note.getByText("Edit note").click();
  await note.getByRole("textbox", { name: "Note" }).fill("Talked to the candidate.");
  await note.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("The note is changed.", { exact: true })).toBeVisible();
  await expect(section(page, "Suggested CIOs")).not.toContainText(person.lastName);
  // Not in the export, the inquiries or the e-mail list (which still show the company).
  const pages = { "/admin/export.csv": firm.companyName!, "/admin/outbox": firm.email, "/admin/inquiries": "Inquiries" };
  for (const [path, stillThere] of Object.entries(pages)) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const body = await response.text();
    expect(body, path).toContain(stillThere);
    expect(body, path).not.toContain(person.lastName);
    expect(body.toLowerCase(), path).not.toContain(person.email.toLowerCase());
  }

  // Every table of the database (the server stopped, its PGlite opened here) and every e-mail file.
  const traces = [person.email, person.lastName, fullName(person)];
  await workspace.stop();
  const database = await openPglite(workspace.dataDir);
  try {
    const found = await tablesMentioning(database.db, [...traces, firm.email]);
    // The company stays: proof that the search finds what is there.
    expect(found[firm.email]).toEqual(expect.arrayContaining(['"public"."applications"', '"public"."outbox"']));
    for (const trace of traces) expect(found[trace], trace).toEqual([]);
  } finally {
    await database.close();
  }
  expect(mailFilesMentioning(workspace.dataDir, [firm.email]).length).toBeGreaterThan(0);
  expect(mailFilesMentioning(workspace.dataDir, traces)).toEqual([]);
});
