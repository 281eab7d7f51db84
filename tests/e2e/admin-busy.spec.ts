import { expect, type Locator, type Page } from "@playwright/test";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { acceptOnList, openApplication, rowOf, section } from "./support/admin-pages";
import { waitForHydration } from "./support/browser";
import { cio, company, fullName, submitCio, submitCompany } from "./support/leads";
import { uniqueTag } from "./support/unique";

// An admin must see that a click was taken, and a double click must not act twice: with JavaScript,
// Accept, Deny, Introduce, Reopen, Save note and Delete read busy while their request runs, with
// every button of the form disabled, and a double click sends one request: the server records one
// decision, one note, one introduction. (Without JavaScript they are the plain forms the other
// admin specs use.)

const admin = "admin-busy@isolated.example.ca";
const test = adminWorkspace(admin);

/**
 * Holds the page's POSTs (React Router's `.data` requests) until released, counting them, so that
 * the busy state can be seen however fast the server is.
 */
async function holdPosts(page: Page) {
  const posts: string[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts.push(route.request().url());
      await released;
      // A request the page gave up on (a second submit replaces the first) cannot go on.
      await route.continue().catch(() => {});
    },
  );
  return { posts, release };
}

/**
 * Double-clicks `button`: it reads `busyLabel`, busy and disabled (as does every other button named in
 * `alsoDisabled`) until the answer comes; exactly one POST left the page.
 */
async function doubleClickWhileHeld(page: Page, button: Locator, busyLabel: string, alsoDisabled: Locator[] = []) {
  const held = await holdPosts(page);
  await button.dblclick();
  const busy = page.getByRole("button", { name: busyLabel, exact: true });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute("aria-busy", "true");
  for (const other of alsoDisabled) await expect(other).toBeDisabled();
  held.release();
  await expect(busy).toHaveCount(0);
  expect(held.posts, "requests sent for a double click").toHaveLength(1);
  await page.unrouteAll({ behavior: "wait" });
}

const history = (page: Page) => section(page, "History").getByRole("listitem");

test("Accept on the list: 'Accepting…', Deny disabled, one decision for a double click", async ({ page, workspace }) => {
  const person = cio("Busy", { lastName: uniqueTag("List") });
  await submitCio(workspace, person);
  await signInAsAdmin(page, admin);
  await page.goto(`/admin/applications?q=${person.lastName}`);
  await waitForHydration(page);
  const row = rowOf(page, person);
  await doubleClickWhileHeld(page, row.getByRole("button", { name: `Accept ${fullName(person)}`, exact: true }), "Accepting…", [
    row.getByRole("button", { name: `Deny ${fullName(person)}`, exact: true }),
  ]);
  await expect(page.getByText(`${fullName(person)} has been Accepted!`, { exact: true })).toBeVisible();
  await expect(page.getByText(/already been/)).toHaveCount(0);
  await openApplication(page, person);
  await expect(history(page).filter({ hasText: /^Accepted — / })).toHaveCount(1);
  await expect(history(page).filter({ hasText: /^Decision e-mailed to the applicant — / })).toHaveCount(1);
});

test("on an application's page: Deny, Reopen, Save note and Delete read busy and act once", async ({ page, workspace }) => {
  test.setTimeout(60_000);
  const person = cio("Busy", { lastName: uniqueTag("Page") });
  await submitCio(workspace, person);
  await signInAsAdmin(page, admin);
  await openApplication(page, person);
  await waitForHydration(page);
  const decision = section(page, "Decision");

  await doubleClickWhileHeld(page, decision.getByRole("button", { name: "Deny", exact: true }), "Denying…", [
    decision.getByRole("button", { name: "Accept", exact: true }),
  ]);
  await expect(decision.getByText(/^Denied ❌ by /)).toBeVisible();
  await expect(history(page).filter({ hasText: /^Denied — / })).toHaveCount(1);

  await decision.getByRole("textbox", { name: "Reason for reopening" }).fill("Denied the wrong one");
  await doubleClickWhileHeld(page, decision.getByRole("button", { name: "Reopen decision" }), "Reopening…");
  await expect(page.getByText("The decision is reopened: the application has no status again.", { exact: true })).toBeVisible();
  await expect(history(page).filter({ hasText: /^Reopened: / })).toHaveCount(1);

  const notes = section(page, "Notes");
  await notes.getByRole("textbox", { name: "Add a note (only admins see it)" }).fill("Called them back.");
  await doubleClickWhileHeld(page, notes.getByRole("button", { name: "Save note" }), "Saving…");
  await expect(page.getByText("Your note is saved.", { exact: true })).toBeVisible();
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await expect(notes.getByRole("listitem").locator("p").first()).toHaveText("Called them back.");

  const personal = section(page, "Personal data");
  await personal.getByRole("textbox", { name: /^Reason/ }).fill("Asked by letter");
  await doubleClickWhileHeld(page, personal.getByRole("button", { name: "Delete personal data" }), "Deleting…");
  await doubleClickWhileHeld(page, personal.getByRole("button", { name: /^Yes, delete/ }), "Deleting…");
  await expect(page).toHaveURL(/\/admin\/applications\?deleted=/);
});

test("Introduce: 'Introducing…', one introduction for a double click", async ({ page, workspace }) => {
  const tag = uniqueTag("Intro");
  const firm = company(`${tag} Firm`, { requiredExpertise: ["Cybersecurity"] });
  const person = cio("Ivo", { lastName: `${tag}cio`, areasOfExpertise: ["Cybersecurity"] });
  await submitCompany(workspace, firm);
  await submitCio(workspace, person);
  await signInAsAdmin(page, admin);
  await page.goto(`/admin/applications?q=${person.lastName}`);
  await acceptOnList(page, person);
  await openApplication(page, firm);
  await waitForHydration(page);
  const matches = section(page, "Suggested CIOs");
  await matches.getByRole("button", { name: `Introduce directly ${fullName(person)}`, exact: true }).click();
  // The preview's request must have come back before POSTs are held, or the hold would catch it.
  const confirm = matches.getByRole("button", { name: `Yes, introduce directly ${fullName(person)}`, exact: true });
  await expect(confirm).toBeEnabled();
  await doubleClickWhileHeld(page, confirm, "Introducing…");
  await expect(page.getByText("Introduction sent: both sides get an e-mail naming the other.", { exact: true })).toBeVisible();
  await expect(history(page).filter({ hasText: /^Introduced directly to / })).toHaveCount(1);
  await expect(matches.getByText("Introduced once", { exact: true })).toBeVisible();
});
