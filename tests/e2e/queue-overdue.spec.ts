import { expect, type Locator, type Page, test as base } from "@playwright/test";
import { openPglite } from "~/server/db/client.server";
import { insertApplication, type NewApplication } from "../support/applications";
import { migratedDataDir, type RunningServer } from "../support/server";
import { signInOnPage, verifiedAccount } from "./support/auth";
import { desktop, expectNoAxeViolations, phone } from "./support/browser";
import { startIsolatedServer } from "./support/servers";

// A morning on Today (decision 0084) with requests left too long: two company requests received two
// and three weeks ago, far past the one-business-day promise, and one received minutes ago. Today
// lists all three oldest first, the two old ones marked "Overdue" with their age in business hours
// and when the reply was due, the new one with its due time; the navigation counts the three. The
// old records are stored in the database before the server starts (one process owns a PGlite folder).
// With JavaScript on and off; axe at a phone's and a desktop's width.

const admin = "admin-overdue@isolated.example.ca";
const DAY = 24 * 60 * 60_000;

/** A company request received `ago` milliseconds before the seeding, never answered. */
const request = (companyName: string, firstName: string, ago: number): NewApplication => ({
  type: "Company",
  companyName,
  firstName,
  lastName: "Okonkwo",
  email: `${firstName.toLowerCase()}@overdue.example.ca`,
  companySize: "50-199",
  createdAt: new Date(Date.now() - ago),
});

// Stored out of order, so that the page's order is its own.
const weekOld = request("Marrowgate Fisheries", "Ifeoma", 7 * DAY);
const minutesOld = request("Tallowmere Bakery", "Chidi", 5 * 60_000);
const fortnightOld = request("Blackthorn Quarries", "Adaeze", 14 * DAY);
const oldestFirst = [fortnightOld, weekOld, minutesOld];

const test = base.extend<object, { workspace: RunningServer }>({
  workspace: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const dataDir = migratedDataDir();
      const seeding = await openPglite(dataDir);
      try {
        for (const values of [weekOld, minutesOld, fortnightOld]) await insertApplication(seeding.db, values);
      } finally {
        await seeding.close();
      }
      const server = await startIsolatedServer([admin], { DATA_DIR: dataDir });
      await verifiedAccount(server, admin);
      await provide(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ workspace }, provide) => provide(workspace.url),
});
test.describe.configure({ mode: "default" });

const heading = (values: NewApplication) => `Company request: ${values.companyName} (${values.firstName} ${values.lastName})`;

/** The business hours an item says it has waited ("Waiting 52 h 30 min of business hours"). */
async function hoursWaited(item: Locator): Promise<number> {
  const text = (await item.textContent()) ?? "";
  const match = /Waiting (?:(\d+) h )?\d+ min of business hours/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1] ?? 0);
}

async function expectAccessibleAtBothWidths(page: Page) {
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(desktop);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the overdue requests head Today, oldest first, marked Overdue with their age, and are counted", async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto("/login");
      await signInOnPage(page, admin);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();

      const group = page.getByRole("region", { name: "Awaiting a first reply (3)" });
      const items = group.getByRole("listitem").filter({ has: page.getByRole("link", { name: /^Reply to / }) });
      await expect(items).toHaveCount(3);
      // Each item's first line: the badge and the kind read as separate words.
      const firstLines = oldestFirst.map((values, index) => (index < 2 ? `Overdue ${heading(values)}` : heading(values)));
      await expect(items.getByRole("paragraph")).toHaveText(firstLines);

      const [fortnight, week, fresh] = [items.nth(0), items.nth(1), items.nth(2)];
      for (const item of [fortnight, week]) {
        await expect(item.getByText("Overdue", { exact: true })).toBeVisible();
        await expect(item).toContainText(/Overdue: the reply was due \d{4}-\d\d-\d\d \d\d:\d\d/);
        await expect(item).not.toContainText("Reply due");
      }
      await expect(fresh.getByText("Overdue", { exact: true })).toHaveCount(0);
      await expect(fresh).toContainText(/Reply due \d{4}-\d\d-\d\d \d\d:\d\d/);
      // Ages in business hours: the older, the longer; a week holds at least four business days.
      const [fortnightHours, weekHours, freshHours] = [await hoursWaited(fortnight), await hoursWaited(week), await hoursWaited(fresh)];
      expect(weekHours).toBeGreaterThan(freshHours);
      expect(fortnightHours).toBeGreaterThan(weekHours);
      expect(weekHours).toBeGreaterThanOrEqual(4 * 8);
      // When each was received, as a machine reads it.
      await expect(fortnight.locator("time")).toHaveAttribute("datetime", fortnightOld.createdAt!.toISOString());

      const nav = page.getByRole("navigation", { name: "Admin" });
      await expect(nav.getByRole("link", { name: "Today, 3 waiting", exact: true })).toBeVisible();
      if (javaScriptEnabled) await expectAccessibleAtBothWidths(page);
    });
  });
}
