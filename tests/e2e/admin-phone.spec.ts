import { expect, type Locator, type Page } from "@playwright/test";
import { pathToFileURL } from "node:url";
import { projectRoot } from "../support/server";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { rowOf } from "./support/admin-pages";
import { desktop, expectNoAxeViolations } from "./support/browser";
import { cio, company, fullName, postLeadForm, submitCio, submitCompany } from "./support/leads";
import { uniqueAddress, uniqueTag } from "./support/unique";

// The admin's workspace on a phone (390 px) and at 1280 px: lists as cards below 640 px, the
// admin's own compact frame, the type and date of each application in Toronto's time. The server's
// clock runs ahead to 01:30 UTC of a coming day, when Toronto's date is still the day before: a
// date written in UTC would show the wrong day.

const now = Date.now();
const nextUtcMidnight = Math.ceil(now / 86_400_000) * 86_400_000;
const lead = nextUtcMidnight + 90 * 60_000 - now;
const clockAhead = `--import=${pathToFileURL(`${projectRoot}/tests/support/clock-ahead.js`).href}`;

const admin = "admin-phone@isolated.example.ca";
const test = adminWorkspace(admin, { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${clockAhead}`, CLOCK_AHEAD_MS: String(lead) });

const phone = { width: 390, height: 844 };

/** The day a moment falls on in a zone, as the admin pages write it ("2026-11-25"). */
const dayIn = (moment: number, timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(moment);

/** The page does not scroll sideways, and each element is shown and lies within the screen's width. */
async function expectWithinWidth(page: Page, elements: Locator[]) {
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(width);
  for (const element of elements) {
    await expect(element).toBeVisible();
    const box = (await element.boundingBox())!;
    expect(box.x, `${await element.textContent()} starts left of the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${await element.textContent()} ends past the screen's right edge`).toBeLessThanOrEqual(width);
  }
}

/** The admin's compact frame: its own bar and footer, none of the public site's header and footer. */
async function expectAdminFrame(page: Page) {
  await expect(page.getByRole("banner").getByRole("navigation", { name: "Admin" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Match with a CIO" })).toHaveCount(0);
  await expect(page.getByText(/All rights reserved/)).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveText(/Times are shown in America\/Toronto time\.Open the public site/);
}

const tag = uniqueTag("Phone");
const person = cio("Philippa", {
  lastName: `${tag}cio`,
  email: uniqueAddress(`philippa.longname-${tag.toLowerCase()}`, "subdomain.example-company.ca"),
  message: `${"A long message about twenty years of IT leadership. ".repeat(8)}`,
});
const firm = company(`${tag} Consolidated Holdings`, { email: uniqueAddress("procurement.office", "example-company.ca") });

test("at 390 px the applications are cards: name, type, Toronto date, status and buttons within the screen", async ({
  page,
  workspace,
}) => {
  test.setTimeout(90_000);
  await submitCio(workspace, person);
  await submitCompany(workspace, firm);
  const serverNow = Date.now() + lead;
  const torontoDay = dayIn(serverNow, "America/Toronto");
  expect(torontoDay, "the clock is set where the two days differ").not.toBe(dayIn(serverNow, "UTC"));

  await page.setViewportSize(phone);
  await signInAsAdmin(page, admin);
  await page.goto(`/admin/applications?q=${tag}`);
  await expectAdminFrame(page);
  for (const [lead, type] of [
    [person, "CIO"],
    [firm, "Company"],
  ] as const) {
    const row = rowOf(page, lead);
    const [typeCell, dateCell] = [row.getByRole("cell").nth(1), row.getByRole("cell").nth(2)];
    await expect(typeCell).toHaveText(type);
    // Received late in the evening in Toronto: Toronto's date and time, not UTC's.
    await expect(dateCell).toHaveText(new RegExp(`^${torontoDay} 2\\d:\\d\\d EST$`));
    await expectWithinWidth(page, [
      row.getByRole("rowheader", { name: fullName(lead) }),
      typeCell,
      dateCell,
      row.getByRole("link", { name: lead.email }),
      row.getByRole("checkbox", { name: `Notify the applicant ${fullName(lead)}` }),
      row.getByRole("button", { name: `Accept ${fullName(lead)}`, exact: true }),
      row.getByRole("button", { name: `Deny ${fullName(lead)}`, exact: true }),
    ]);
  }
  await expectNoAxeViolations(page);

  // A decided row: its status, within the screen too.
  await rowOf(page, person)
    .getByRole("button", { name: `Accept ${fullName(person)}`, exact: true })
    .click();
  await expect(page.getByText(`${fullName(person)} has been Accepted!`, { exact: true })).toBeVisible();
  await expect(rowOf(page, person).getByRole("cell").last()).toHaveText("Accepted ✅");
  await expectWithinWidth(page, [rowOf(page, person).getByRole("cell").last()]);

  // The application's own page says the same day.
  await rowOf(page, person)
    .getByRole("link", { name: fullName(person) })
    .click();
  await expect(page.getByText(new RegExp(`^CIO application, received ${torontoDay} 2\\d:\\d\\d EST$`))).toBeVisible();
  await expectAdminFrame(page);
  await expectWithinWidth(page, [page.getByRole("heading", { level: 1 }), page.getByRole("button", { name: "Reopen decision" })]);
  await expectNoAxeViolations(page);

  // At 1280 px the same list is a table with the columns named.
  await page.setViewportSize(desktop);
  await page.goto(`/admin/applications?q=${tag}`);
  await expect(page.getByRole("columnheader")).toHaveText([
    "Select",
    "Name",
    "Type",
    "Received",
    "Email",
    "Message",
    "Stage",
    "Owner",
    "Status",
  ]);
  await expect(page.getByRole("columnheader").first()).toBeVisible();
  await expectWithinWidth(page, [rowOf(page, firm).getByRole("button", { name: `Deny ${fullName(firm)}`, exact: true })]);
  await expectAdminFrame(page);
  await expectNoAxeViolations(page);
});

test("at 390 px inquiries and e-mails are cards too, in the same frame", async ({ page, workspace }) => {
  test.setTimeout(60_000);
  const asker = {
    firstName: "Ines",
    lastName: `${tag}ask`,
    email: uniqueAddress(`ines.longname-${tag.toLowerCase()}`, "subdomain.example-company.ca"),
  };
  await postLeadForm(workspace, "/contact", { ...asker, phone: "+1 613 555 0142", message: `Hello.\n${"Please call. ".repeat(20)}` });
  const torontoDay = dayIn(Date.now() + lead, "America/Toronto");

  await page.setViewportSize(phone);
  await signInAsAdmin(page, admin);
  await page.goto("/admin/inquiries");
  await expectAdminFrame(page);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: fullName(asker) }) });
  await expect(card).toContainText(new RegExp(`received ${torontoDay} 2\\d:\\d\\d EST`));
  await expectWithinWidth(page, [
    card.getByRole("heading", { name: fullName(asker) }),
    card.getByText("New", { exact: true }),
    card.getByRole("link", { name: asker.email }),
    card.getByRole("button", { name: `Mark handled ${fullName(asker)}` }),
  ]);
  await expectNoAxeViolations(page);

  await page.goto("/admin/outbox");
  await expectAdminFrame(page);
  // The visitor's confirmation: subject, recipient, status and attempts within the screen.
  const message = page.getByRole("row").filter({ has: page.getByRole("cell", { name: asker.email }) });
  await expect(message).toHaveCount(1);
  await expect(message.getByRole("rowheader")).toContainText(new RegExp(`queued ${torontoDay} 2\\d:\\d\\d EST`));
  await expectWithinWidth(page, [
    message.getByRole("rowheader"),
    message.getByRole("cell", { name: asker.email }),
    message.getByRole("cell").nth(1),
    message.getByRole("cell").nth(2),
  ]);
  await expectNoAxeViolations(page);
  await page.setViewportSize(desktop);
  await expect(page.getByRole("columnheader")).toHaveText(["Recipient", "Subject", "Status", "Attempts", "Last error"]);
  await expectNoAxeViolations(page);
});
