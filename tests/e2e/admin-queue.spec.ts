import { expect, type Page } from "@playwright/test";
import { adminWorkspace } from "./support/admin";
import { signInOnPage } from "./support/auth";
import { desktop, expectNoAxeViolations } from "./support/browser";
import { company, fullName, submitCompany } from "./support/leads";
import { uniqueTag } from "./support/unique";

// The queue, the admin's home page (decision 0084), in the browser with JavaScript on and off: a
// request sent through the public form waits on "Today" with its age in business hours and its due
// time; the navigation counts it; "Reply" opens its record. Axe finds nothing at 390 and 1280 px.

const admin = "admin-queue@isolated.example.ca";
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

/** The page has hydrated once React holds its links (the queue has no form to wait on). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const link = document.querySelector("main a");
    return Boolean(link && Object.keys(link).some((key) => key.startsWith("__reactFiber$")));
  });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a new request waits on Today with its age, is counted in the navigation, and Reply opens it", async ({ page, workspace }) => {
      test.setTimeout(60_000);
      const firm = company(`${uniqueTag(javaScriptEnabled ? "Qjs" : "Qnojs")} Queue Co`);
      await submitCompany(workspace, firm);
      await page.goto("/login");
      await signInOnPage(page, admin);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();

      const group = page.getByRole("region", { name: /^Awaiting a first reply \(\d+\)$/ });
      const item = group.getByRole("listitem").filter({ hasText: firm.companyName! });
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(`Company request: ${fullName(firm)}`);
      await expect(item).toContainText(/Waiting (\d+ h )?\d+ min of business hours/);
      await expect(item).toContainText(/Reply due \d{4}-\d\d-\d\d \d\d:\d\d/);
      await expect(item.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
      const nav = page.getByRole("navigation", { name: "Admin" });
      await expect(nav.getByRole("link", { name: /^Today, \d+ waiting$/ })).toBeVisible();
      await expect(nav.getByRole("link", { name: /^Today/ })).toHaveAttribute("aria-current", "page");
      // The other groups say calmly that nothing waits.
      await expect(page.getByText("No shortlist is waiting for a CIO's answer or a company's choice.")).toBeVisible();
      await expect(page.getByText("No call is booked for the rest of today or for tomorrow.")).toBeVisible();
      await expectAccessibleAtBothWidths(page, javaScriptEnabled);

      if (javaScriptEnabled) await hydrated(page);
      await page.setViewportSize(phone);
      await item.getByRole("link", { name: `Reply to ${fullName(firm)}` }).click();
      await expect(page).toHaveURL(/\/admin\/applications\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { level: 1, name: new RegExp(firm.companyName!) })).toBeVisible();
    });
  });
}
