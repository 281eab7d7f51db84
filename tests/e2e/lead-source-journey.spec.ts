import { expect, type Page } from "@playwright/test";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { openApplication, section } from "./support/admin-pages";
import { desktop, expectNoAxeViolations, phone, waitForHydration } from "./support/browser";
import { companyForm, fillForm, submitButton, validInput } from "./support/forms";
import { uniqueTag } from "./support/unique";

// A campaign's lead followed from its landing to the figures (decision 0082): a visitor lands on
// the home page from a LinkedIn post's link carrying a partner's code, goes on to the company form
// and sends it; the admin sees the source on the record, moves the request to Engaged, and finds
// the source in the CSV export, in the report's "Requests and engagements by source" table and in
// that figure's CSV. With JavaScript on: the script is what carries the source to the form. The
// server is this file's own, so the report's counts are exact.

const admin = "admin-source-journey@isolated.example.ca";
const test = adminWorkspace(admin);

const landing = "/?utm_source=linkedin&ref=partner1";
const sourceFigure = "Requests and engagements by source";

const figure = (page: Page) => page.getByRole("region", { name: sourceFigure, exact: true });

test("a request that landed with ?utm_source=linkedin&ref=partner1 shows its source on the record, in the export and in the report", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag("Linkedin");
  const email = `${tag.toLowerCase()}@example.ca`;
  const lead = { companyName: `${tag} Ferronnerie`, firstName: "Sophie", lastName: "Gagnon", email };

  // The visitor: lands from the link, then reaches the form through the site.
  await page.goto(landing);
  await page.getByRole("contentinfo").getByRole("link", { name: "Match with a CIO", exact: true }).click();
  await expect(page).toHaveURL(/\/form\/company$/);
  await expect(page.locator("input[name=utmSource]")).toHaveValue("linkedin");
  await expect(page.locator("input[name=refCode]")).toHaveValue("partner1");
  // Only what the link carried: no medium, campaign or referring site (the visitor typed the address).
  await expect(page.locator("input[name=utmMedium], input[name=utmCampaign], input[name=referrerHost]")).toHaveCount(0);
  await fillForm(page, companyForm, { ...validInput(companyForm, email), "Company Name": lead.companyName });
  await submitButton(page).click();
  // The thank-you carries the signed id of the request, for its booking link.
  await expect(page).toHaveURL(/\/form\/company\?submitted=1&from=[\w.-]+$/);

  // The record.
  await signInAsAdmin(page, admin);
  await page.setViewportSize(desktop);
  await openApplication(page, lead);
  await expect(
    section(page, "Details")
      .locator("p")
      .filter({ hasText: /^Source:/ }),
  ).toHaveText("Source: utm_source linkedin · Partner code partner1");
  // Engaged, so the report's engagements count it too.
  await waitForHydration(page);
  const stage = section(page, "Stage");
  await stage.getByRole("combobox", { name: "Move to" }).selectOption({ label: "Engaged" });
  await stage.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByText("The stage is moved.", { exact: true })).toBeVisible();
  await expect(stage.getByText("Now: Engaged", { exact: true })).toBeVisible();

  // The CSV export: the source's columns, after every other column but the owner.
  const exported = await page.request.get(`/admin/export.csv?q=${encodeURIComponent(email)}`);
  expect(exported.status()).toBe(200);
  const lines = (await exported.text()).replace(/^\uFEFF/, "");
  const headerEnd = lines.indexOf("\r\n");
  expect(lines.slice(0, headerEnd)).toMatch(/,Stage,Close reason,UTM source,UTM medium,UTM campaign,Referring site,Partner code,Owner$/);
  const record = lines.slice(headerEnd + 2);
  expect(record).toContain(lead.companyName);
  expect(record).toMatch(/,Engaged,,linkedin,,,,partner1,\r\n$/);

  // The report: reached from the navigation, the source's row counts the request and its engagement.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  await expect(figure(page).getByRole("table").getByRole("columnheader")).toHaveText([
    "Source",
    "Company requests",
    "Engaged",
    "CIO applications",
  ]);
  await expect(figure(page).getByRole("table").getByRole("row").filter({ hasText: "linkedin" })).toHaveText(/^linkedin\s*1\s*1\s*0$/);
  await expect(
    figure(page).getByRole("img", { name: /^Bar chart of 1 company requests, 1 engaged, and 0 CIO applications across 1 sources\./ }),
  ).toBeVisible();
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }

  // The figure's CSV, from its own link: the same row.
  const download = figure(page).getByRole("link", { name: /^Download as CSV/ });
  const href = (await download.getAttribute("href"))!;
  expect(href).toMatch(/^\/admin\/reports\.csv\?figure=sources&from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
  const csv = await page.request.get(href);
  expect(csv.status()).toBe(200);
  expect((await csv.text()).replace(/^\uFEFF/, "").split("\r\n")).toEqual([
    "Source,Company requests,Engaged,CIO applications",
    "linkedin,1,1,0",
    "",
  ]);
});
