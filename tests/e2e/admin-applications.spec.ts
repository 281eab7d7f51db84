import { expect, type Page } from "@playwright/test";
import { openApplicationsList, showAllApplications, signInAsAdmin, workspaceTest } from "./support/admin";
import { dataRows, rowOf } from "./support/admin-pages";
import { followVerificationLink, signInOnPage, signUpInBrowser, verifiedAccount } from "./support/auth";
import { desktop, expectNoAxeViolations, phone } from "./support/browser";
import { cio, fullName, type Lead, submitCio } from "./support/leads";
import { uniqueTag } from "./support/unique";

// The admin's list of applications, on a server of this file's own (own DATA_DIR), so that the
// number of applications is exact and the rows a test adds are the newest, on the first page. The
// tests build on each other's data (0, 8, 9, 17 entries, then decisions), so they run in order, in
// one worker.

const admins = {
  pager: "admin-pager@isolated.example.ca",
  signUpJs: "admin-signup-js@isolated.example.ca",
  signUpNoJs: "admin-signup-nojs@isolated.example.ca",
  signInJs: "admin-signin-js@isolated.example.ca",
  signInNoJs: "admin-signin-nojs@isolated.example.ca",
};

// All of them may sign in; the pager's admin has an account from the start, the others make theirs in a test.
const test = workspaceTest(Object.values(admins), {}, [admins.pager]);
test.describe.configure({ mode: "serial" });

let added = 0;

/** A CIO application with unique names, as the form would send it. */
const applicant = (tag: string, message?: string) => cio(tag, { lastName: uniqueTag("Applicant"), message });

async function addApplications(server: { url: string }, count: number, tag = "Pager") {
  for (let index = 0; index < count; index++) {
    await submitCio(server, applicant(`${tag}${added + 1}`));
    added += 1;
  }
}

const pager = (page: Page) => page.getByRole("navigation", { name: "Applications pages" });

async function expectNoPager(page: Page, rows: number) {
  await expect(dataRows(page)).toHaveCount(rows);
  await expect(pager(page)).toHaveCount(0);
  await expect(page.getByText(/Showing \d+ to \d+ of \d+ entries/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Next" })).toHaveCount(0);
  await expect(page.getByText("Previous", { exact: true })).toHaveCount(0);
}

async function expectPage(page: Page, current: number, pages: number, showing: string, rows: number) {
  await expect(page.getByText(showing, { exact: true })).toBeVisible();
  await expect(dataRows(page)).toHaveCount(rows);
  const nav = pager(page);
  await expect(nav.getByRole("link", { name: /^Page \d+$/ })).toHaveText(Array.from({ length: pages }, (_, index) => String(index + 1)));
  await expect(nav.getByRole("link", { name: `Page ${current}`, exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  // Previous and Next are links where there is somewhere to go, and shown but inert at either end.
  for (const [label, enabled] of [
    ["Previous", current > 1],
    ["Next", current < pages],
  ] as const) {
    if (enabled) await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    else {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveCount(0);
      await expect(nav.getByText(label, { exact: true })).toHaveAttribute("aria-disabled", "true");
    }
  }
}

test.describe("pagination, 8 entries a page", () => {
  test("0 and 8 entries: no pager and no 'Showing' text", async ({ page, workspace }) => {
    await signInAsAdmin(page, admins.pager);
    // Every application: the list's "All" view (its home, "Needs a reply", says nothing waits).
    await showAllApplications(page);
    await expect(page.getByText("No applications yet.", { exact: false })).toBeVisible();
    await expectNoPager(page, 0);

    await addApplications(workspace, 8);
    await page.reload();
    await expectNoPager(page, 8);
  });

  test("9 entries: two pages, Previous and Next, the current page marked", async ({ page, workspace }) => {
    await addApplications(workspace, 1);
    await signInAsAdmin(page, admins.pager);
    await expectPage(page, 1, 2, "Showing 1 to 8 of 9 entries", 8);
    // The list opens on "Needs a reply": the oldest is first.
    await expect(dataRows(page).first().getByRole("rowheader")).toHaveText(/^Pager1 /);

    await pager(page).getByRole("link", { name: "Next", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/applications\?page=2$/);
    await expectPage(page, 2, 2, "Showing 9 to 9 of 9 entries", 1);
    await expect(dataRows(page).first().getByRole("rowheader")).toHaveText(/^Pager9 /);

    await pager(page).getByRole("link", { name: "Previous", exact: true }).click();
    await expectPage(page, 1, 2, "Showing 1 to 8 of 9 entries", 8);
    await pager(page).getByRole("link", { name: "Page 2", exact: true }).click();
    await expectPage(page, 2, 2, "Showing 9 to 9 of 9 entries", 1);
  });

  test("17 entries: three pages, the last showing 17 to 17", async ({ page, workspace }) => {
    await addApplications(workspace, 8);
    await signInAsAdmin(page, admins.pager);
    await expectPage(page, 1, 3, "Showing 1 to 8 of 17 entries", 8);
    await pager(page).getByRole("link", { name: "Next", exact: true }).click();
    await expectPage(page, 2, 3, "Showing 9 to 16 of 17 entries", 8);
    await pager(page).getByRole("link", { name: "Page 3", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/applications\?page=3$/);
    await expectPage(page, 3, 3, "Showing 17 to 17 of 17 entries", 1);
    // A page past the end shows the last one, under its own address.
    await page.goto("/admin/applications?page=9");
    await expect(page).toHaveURL(/\/admin\/applications\?page=3$/);
    await expectPage(page, 3, 3, "Showing 17 to 17 of 17 entries", 1);
  });
});

/** Clicks Accept or Deny in the person's row; the message and the row's status show, its buttons go. */
async function decide(page: Page, person: Lead, outcome: "Accepted" | "Denied") {
  const name = fullName(person);
  const button = outcome === "Accepted" ? "Accept" : "Deny";
  await rowOf(page, person)
    .getByRole("button", { name: `${button} ${name}`, exact: true })
    .click();
  await expect(page.getByText(`${name} has been ${outcome}!`, { exact: true })).toBeVisible();
  await expect(page.getByText(/has been (Accepted|Denied)!/)).toHaveCount(1);
  await expect(rowOf(page, person).getByRole("cell").last()).toHaveText(outcome === "Accepted" ? "Accepted ✅" : "Denied ❌");
  await expect(rowOf(page, person).getByRole("button")).toHaveCount(0);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`decisions with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a new admin signs up in the browser, follows the e-mailed link, accepts one and denies another", async ({ page, workspace }) => {
      test.setTimeout(60_000);
      const admin = javaScriptEnabled ? admins.signUpJs : admins.signUpNoJs;
      const accepted = applicant("Accepta", "Twenty years in banking IT.\nBilingual.");
      const denied = applicant("Denise");
      await submitCio(workspace, accepted);
      await submitCio(workspace, denied);

      await signUpInBrowser(page, admin);
      await expect(page.getByText("We sent a link to your e-mail address.", { exact: false })).toBeVisible();
      await followVerificationLink(page, workspace, admin);
      // Verified and signed in by the link, which leads to /login; an admin goes on to /admin.
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByText(admin, { exact: true })).toBeVisible();
      await openApplicationsList(page);
      // Every application, the newest first (other tests' older ones wait in "Needs a reply" first).
      await showAllApplications(page);
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

      await expect(rowOf(page, accepted).getByRole("cell").nth(1)).toHaveText("CIO");
      await expect(rowOf(page, accepted).getByRole("cell").nth(4)).toHaveText("Twenty years in banking IT.\nBilingual.");
      await expect(rowOf(page, denied).getByRole("cell").nth(4)).toHaveText("No message");
      await expect(rowOf(page, accepted).getByRole("link", { name: accepted.email })).toHaveAttribute("href", `mailto:${accepted.email}`);

      await decide(page, accepted, "Accepted");
      await decide(page, denied, "Denied");
      await expect(rowOf(page, accepted).getByRole("cell").last()).toHaveText("Accepted ✅");

      // Stored: a fresh load shows both, without buttons and without a message.
      await page.goto("/admin/applications?view=all");
      await expect(rowOf(page, accepted).getByRole("cell").last()).toHaveText("Accepted ✅");
      await expect(rowOf(page, denied).getByRole("cell").last()).toHaveText("Denied ❌");
      await expect(rowOf(page, accepted).getByRole("button")).toHaveCount(0);
      await expect(page.getByText(/has been (Accepted|Denied)!/)).toHaveCount(0);
    });

    test("an admin signs in on /login, comes back to /admin, decides and signs out", async ({ page, workspace }) => {
      test.setTimeout(60_000);
      const admin = javaScriptEnabled ? admins.signInJs : admins.signInNoJs;
      const person = applicant("Signina");
      await verifiedAccount(workspace, admin);
      await submitCio(workspace, person);

      await page.goto("/admin");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
      await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
      await signInOnPage(page, admin);
      await expect(page).toHaveURL(/\/admin$/);
      await openApplicationsList(page);
      await showAllApplications(page);
      await decide(page, person, "Denied");

      await page.getByRole("button", { name: "Sign out", exact: true }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.goto("/admin");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
    });
  });
}

for (const [label, viewport] of [
  ["1280 px", desktop],
  ["375 px", phone],
] as const) {
  test(`axe at ${label}: /admin with rows, the pager and a decision message`, async ({ page, workspace }) => {
    await page.setViewportSize(viewport);
    const person = applicant(`Axe${viewport.width}`);
    await submitCio(workspace, person);
    await signInAsAdmin(page, admins.pager);
    await showAllApplications(page);
    await expect(page.getByText(/^Showing 1 to 8 of \d+ entries$/)).toBeVisible();
    await decide(page, person, "Accepted");
    await expect(pager(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
