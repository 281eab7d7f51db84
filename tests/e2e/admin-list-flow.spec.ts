import { expect, type Page } from "@playwright/test";
import { adminWorkspace } from "./support/admin";
import { signInOnPage } from "./support/auth";
import { desktop, expectNoAxeViolations, waitForHydration } from "./support/browser";
import { cio, fullName, type Lead, submitCio } from "./support/leads";

// Working through the applications list by keyboard and by links: it opens on "Needs a reply",
// oldest first; j/k move between rows and Enter opens one; n/p step from record to record across
// the list's page boundary, b goes back to the record's page; a and c only move the focus; ? shows
// the help as a dialog (focus in, Escape out, focus back), where single-key shortcuts are turned off
// and stay off. Without JavaScript, Previous / Next and the help link still work. axe at 390 and 1280 px.

const admin = "admin-flow@isolated.example.ca";
const test = adminWorkspace(admin);
const phone = { width: 390, height: 844 };

/** Nine CIOs sent in turn: "Needs a reply" lists them oldest first, eight on page 1 and one on page 2. */
const leads: Lead[] = Array.from({ length: 9 }, (_, index) => cio(`Flow${index + 1}`, { lastName: `Keyboard${index + 1}` }));

async function signIn(page: Page) {
  await page.goto("/login");
  await signInOnPage(page, admin, undefined);
  await expect(page).toHaveURL(/\/admin$/);
}

async function expectAccessibleAtBothWidths(page: Page) {
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(desktop);
}

const heading = (page: Page, lead: Lead) => page.getByRole("heading", { level: 1, name: fullName(lead), exact: true });
const rowLink = (page: Page, lead: Lead) => page.getByRole("link", { name: fullName(lead), exact: true });
const help = (page: Page) => page.getByRole("dialog", { name: "Keyboard shortcuts" });

test("the list and its records by keyboard, the help, and shortcuts turned off", async ({ page, workspace }) => {
  test.setTimeout(120_000);
  for (const lead of leads) await submitCio(workspace, lead);
  await signIn(page);
  await page.goto("/admin/applications");
  await expect(page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Needs a reply" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByText("Showing 1 to 8 of 9 entries", { exact: true })).toBeVisible();
  await expect(page.locator("[data-row-link]").first()).toHaveText(fullName(leads[0]!));
  await expectAccessibleAtBothWidths(page);
  await waitForHydration(page);

  // j, j, k: the second row, then the first; / goes to the search box, and typing there is typing.
  await page.keyboard.press("j");
  await expect(rowLink(page, leads[0]!)).toBeFocused();
  await page.keyboard.press("j");
  await expect(rowLink(page, leads[1]!)).toBeFocused();
  await page.keyboard.press("/");
  await expect(page.getByRole("searchbox")).toBeFocused();
  await page.keyboard.type("jk");
  await expect(page.getByRole("searchbox")).toHaveValue("jk");
  await page.getByRole("searchbox").fill("");
  await rowLink(page, leads[1]!).focus();
  await page.keyboard.press("k");
  await expect(rowLink(page, leads[0]!)).toBeFocused();
  // a: the row's Accept button has the focus; nothing is decided until it is pressed.
  await page.keyboard.press("a");
  await expect(page.getByRole("button", { name: `Accept ${fullName(leads[0]!)}`, exact: true })).toBeFocused();
  await rowLink(page, leads[0]!).focus();
  await page.keyboard.press("Enter");
  await expect(heading(page, leads[0]!)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/applications\/[0-9a-f-]{36}$/);
  await expectAccessibleAtBothWidths(page);
  await waitForHydration(page);

  // n through the first page and over its end; p back; b to the page the record is on.
  for (const lead of leads.slice(1)) {
    await page.keyboard.press("n");
    await expect(heading(page, lead)).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Next record" })).toHaveCount(0);
  await page.keyboard.press("p");
  await expect(heading(page, leads[7]!)).toBeVisible();
  await page.keyboard.press("n");
  await expect(heading(page, leads[8]!)).toBeVisible();
  await waitForHydration(page);
  // d and c only move the focus.
  await page.keyboard.press("d");
  await expect(page.getByRole("region", { name: "Decision" }).getByRole("button", { name: /^Deny/ })).toBeFocused();
  await page.keyboard.press("c");
  await expect(page.getByRole("region", { name: "Stage" }).getByRole("combobox").first()).toBeFocused();

  // ? opens the help with the focus in it; Escape closes it and the focus goes back.
  const previous = page.getByRole("link", { name: "Previous record" });
  await previous.focus();
  await page.keyboard.press("?");
  await expect(help(page)).toBeVisible();
  await expect(help(page).getByRole("checkbox", { name: "Use single-key shortcuts" })).toBeChecked();
  expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
  await expectAccessibleAtBothWidths(page);
  await page.keyboard.press("Escape");
  await expect(help(page)).toBeHidden();
  await expect(previous).toBeFocused();

  // Turned off in the help: no single key acts, on this page or after a reload, until turned on.
  await page.keyboard.press("?");
  await help(page).getByRole("checkbox", { name: "Use single-key shortcuts" }).uncheck();
  await help(page).getByRole("button", { name: "Close" }).click();
  await expect(help(page)).toBeHidden();
  await page.keyboard.press("?");
  await page.keyboard.press("p");
  expect(await page.locator("dialog[open]").count()).toBe(0);
  await page.reload();
  await waitForHydration(page);
  await page.keyboard.press("?");
  expect(await page.locator("dialog[open]").count()).toBe(0);
  await expect(heading(page, leads[8]!)).toBeVisible();
  await page.getByRole("link", { name: "Keyboard shortcuts" }).click();
  await expect(help(page).getByRole("checkbox", { name: "Use single-key shortcuts" })).not.toBeChecked();
  await help(page).getByRole("checkbox", { name: "Use single-key shortcuts" }).check();
  await page.keyboard.press("Escape");
  await page.locator("h1").click();
  await page.keyboard.press("b");
  await expect(page).toHaveURL(/\/admin\/applications\?page=2$/);
  await expect(page.getByText("Showing 9 to 9 of 9 entries", { exact: true })).toBeVisible();
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("Previous, Next, Back to the list and the help link are plain links", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/applications?page=2");
    await rowLink(page, leads[8]!).click();
    await expect(heading(page, leads[8]!)).toBeVisible();
    await page.getByRole("link", { name: "Previous record" }).click();
    await expect(heading(page, leads[7]!)).toBeVisible();
    await page.getByRole("link", { name: "Next record" }).click();
    await expect(heading(page, leads[8]!)).toBeVisible();
    await page.getByRole("link", { name: "Back to the list" }).click();
    await expect(page).toHaveURL(/\/admin\/applications\?page=2$/);
    await page.getByRole("link", { name: "Keyboard shortcuts" }).click();
    await expect(page).toHaveURL(/\/admin\/shortcuts$/);
    await expect(page.getByRole("heading", { level: 1, name: "Keyboard shortcuts" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Open the next record in the list" })).toBeVisible();
  });
});
