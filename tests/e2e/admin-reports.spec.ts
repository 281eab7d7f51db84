import { expect, type Page } from "@playwright/test";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { desktop, expectNoAxeViolations, waitForHydration } from "./support/browser";
import { cio, company, submitCio, submitCompany } from "./support/leads";
import { uniqueTag } from "./support/unique";

// The reports page, with JavaScript and without: reached from the admin's navigation, its figures
// drawn as images named in words with their tables, the period chosen in its form, a date that is
// not one answered with the default period and a message, a figure downloaded as CSV. Each state
// passes axe at 390 and 1280 px (axe runs in the page: with JavaScript on), and nothing is wider
// than a phone's screen.

const admin = "admin-reports@isolated.example.ca";
const test = adminWorkspace(admin);
const phone = { width: 390, height: 844 };

async function expectAccessibleAtBothWidths(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
    // Readable on a phone: the page itself never scrolls sideways (a wide table scrolls in its own region).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize(desktop);
}

const figure = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });
const weekly = (page: Page) => figure(page, "New requests and applications per week");

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("shows this period's figures as charts and tables, takes a period, and refuses a date that is not one", async ({
      page,
      workspace,
    }) => {
      test.setTimeout(120_000);
      const tag = uniqueTag(javaScriptEnabled ? "Repjs" : "Repnojs");
      await submitCompany(workspace, company(`${tag} Reported Co`));
      await submitCio(workspace, cio(`${tag}Cio`));
      await signInAsAdmin(page, admin);
      await page.setViewportSize(desktop);

      await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reports" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
      if (javaScriptEnabled) await waitForHydration(page);

      // This week's row holds what was just sent (the other run's too: both share the server).
      const rows = weekly(page).getByRole("row");
      await expect(rows).toHaveCount(13);
      const thisWeek = rows.last();
      await expect(thisWeek.getByRole("cell").first()).not.toHaveText("0");
      await expect(weekly(page).getByRole("img", { name: /^Bar chart over 12 weeks: / })).toBeVisible();
      for (const title of [
        "Company requests: conversion between stages",
        "CIO applications: conversion between stages",
        "Time to first reply, in business hours",
        "Reasons for closing",
      ]) {
        await expect(figure(page, title).getByRole("img", { name: /^Bar chart/ })).toBeVisible();
        await expect(figure(page, title).getByRole("table")).toBeVisible();
      }
      await expectAccessibleAtBothWidths(page, javaScriptEnabled);

      // A period chosen in the form: the address carries it, and so does each CSV link.
      await page.getByLabel("From", { exact: true }).fill("2026-01-05");
      await page.getByLabel("To", { exact: true }).fill("2026-02-01");
      await page.getByRole("button", { name: "Show" }).click();
      await expect(page).toHaveURL(/\/admin\/reports\?from=2026-01-05&to=2026-02-01$/);
      await expect(page.getByText("From 2026-01-05 to 2026-02-01, both included.")).toBeVisible();
      await expect(weekly(page).getByRole("row")).toHaveCount(5);
      const download = weekly(page).getByRole("link", { name: /^Download as CSV/ });
      await expect(download).toHaveAttribute("href", "/admin/reports.csv?figure=weekly&from=2026-01-05&to=2026-02-01");
      const csv = await page.request.get((await download.getAttribute("href"))!);
      expect(csv.status()).toBe(200);
      expect((await csv.text()).split("\r\n")[1]).toBe("2026-01-05,0,0");

      // Dates that are not a period: the default period, and why, never an error page.
      await page.goto("/admin/reports?from=2026-02-30&to=2026-03-01");
      await expect(page.getByRole("alert")).toHaveText(/^A date was not a calendar day/);
      await expect(weekly(page).getByRole("row")).toHaveCount(13);
      await expectAccessibleAtBothWidths(page, javaScriptEnabled);
    });
  });
}
