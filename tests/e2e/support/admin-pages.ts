import { expect, type Page } from "@playwright/test";
import { fullName } from "./leads";

// Readers of what the admin pages show: the list's rows, an application's page and its sections.

export const dataRows = (page: Page) => page.getByRole("row").filter({ has: page.getByRole("rowheader") });

/** The list's row of a person or company, found by the name in its row header. */
export const rowOf = (page: Page, lead: { firstName: string; lastName: string; companyName?: string }) =>
  dataRows(page).filter({ has: page.getByRole("rowheader", { name: fullName(lead), exact: true }) });

/** Accepts an application with its row's Accept button on the list, and waits for the list's message. */
export async function acceptOnList(page: Page, lead: { firstName: string; lastName: string; companyName?: string }) {
  await rowOf(page, lead)
    .getByRole("button", { name: `Accept ${fullName(lead)}`, exact: true })
    .click();
  await expect(page.getByText(`${fullName(lead)} has been Accepted!`, { exact: true })).toBeVisible();
}

/** Opens an application's page from its row on /admin/applications?q=… (its name is the link); returns its id. */
export async function openApplication(
  page: Page,
  lead: { firstName: string; lastName: string; email: string; companyName?: string },
): Promise<string> {
  await page.goto(`/admin/applications?q=${encodeURIComponent(lead.email)}`);
  await rowOf(page, lead)
    .getByRole("link", { name: fullName(lead), exact: true })
    .click();
  // The record remembers the list it was opened from, in its query.
  await expect(page).toHaveURL(/\/admin\/applications\/[0-9a-f-]{36}(\?[^#]*)?$/);
  await expect(page.getByRole("heading", { level: 1, name: fullName(lead), exact: true })).toBeVisible();
  return new URL(page.url()).pathname.split("/").at(-1)!;
}

/** A section of the application page, found by its heading. */
export const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** The readable value of a field on the application page, by its label. */
export const fieldValue = (page: Page, label: string) =>
  section(page, "Details")
    .locator("dt", { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`) })
    .locator("xpath=following-sibling::dd[1]");

/** Nothing any page printed or ran from a field: no alert, no global the injected script would set. */
export async function expectNothingInjected(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __injected?: unknown }).__injected)).toBeUndefined();
  await expect(page.locator("main script, main img[src='x'], main b.injected")).toHaveCount(0);
}

/** How the admin pages write a time (in TIME_ZONE, by default Toronto's), as a regular-expression source. */
export const when = String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2} E[SD]T`;
