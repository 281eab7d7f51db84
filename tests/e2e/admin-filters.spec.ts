import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { acceptOnList, dataRows, rowOf } from "./support/admin-pages";
import { waitForHydration } from "./support/browser";
import { cio, company, fullName, submitCio, submitCompany } from "./support/leads";
import { expectMailFiles } from "./support/mail";
import { uniqueTag } from "./support/unique";
import { words } from "~/content/words";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { applicationCsvColumns } from "~/domain/forms/record";

// The list's filters and search in the URL with the pager, the Spam view with 'Not spam', and
// Export CSV of the current filter. A server of this file's own; each test finds its own rows by a
// unique tag, so the counts are exact.

const admin = "admin-filters@isolated.example.ca";
const test = adminWorkspace(admin);

const filters = (page: Page) => ({
  type: page.getByRole("combobox", { name: "Type" }),
  status: page.getByRole("combobox", { name: "Status" }),
  language: page.getByRole("combobox", { name: "Language" }),
  stage: page.getByRole("combobox", { name: "Stage" }),
  search: page.getByRole("searchbox", { name: "Search name, e-mail or company" }),
  submit: page.getByRole("button", { name: "Filter", exact: true }),
});
const pager = (page: Page) => page.getByRole("navigation", { name: "Applications pages" });
const showing = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();

async function applyFilters(page: Page, values: { type?: string; status?: string; language?: string; stage?: string; q?: string }) {
  const form = filters(page);
  await form.type.selectOption({ label: values.type ?? "All" });
  await form.status.selectOption({ label: values.status ?? "All" });
  await form.language.selectOption({ label: values.language ?? "All" });
  await form.stage.selectOption({ label: values.stage ?? "All" });
  await form.search.fill(values.q ?? "");
  await form.submit.click();
}

test("type, status and search combine with pages of 8, all in a URL that shows the same view when loaded", async ({ page, workspace }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag("Flt");
  const cios = Array.from({ length: 10 }, (_, index) => cio("Filt", { lastName: `${tag}x${index + 1}` }));
  const companies = Array.from({ length: 3 }, (_, index) => company(`${tag} Corp ${index + 1}`));
  for (const lead of cios) await submitCio(workspace, lead);
  for (const lead of companies) await submitCompany(workspace, lead);
  await submitCio(workspace, cio("Unrelated"));

  await signInAsAdmin(page, admin);
  await waitForHydration(page);
  await applyFilters(page, { q: tag });
  await expect(page).toHaveURL(new RegExp(`/admin/applications\\?type=&status=&language=&stage=&owner=&q=${tag}$`));
  await showing(page, "Showing 1 to 8 of 13 entries");
  await expect(dataRows(page)).toHaveCount(8);
  await pager(page).getByRole("link", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/applications\\?q=${tag}&page=2$`));
  await showing(page, "Showing 9 to 13 of 13 entries");
  await expect(dataRows(page)).toHaveCount(5);
  await expect(filters(page).search).toHaveValue(tag);

  await applyFilters(page, { type: "Company", q: tag });
  await expect(dataRows(page)).toHaveCount(3);
  await expect(pager(page)).toHaveCount(0);
  for (const lead of companies) await expect(rowOf(page, lead)).toBeVisible();

  // A decision made in a filtered view comes back to the same view.
  const [accepted, denied] = companies as [(typeof companies)[0], (typeof companies)[0]];
  await acceptOnList(page, accepted);
  await expect(page).toHaveURL(new RegExp(`type=Company&q=${tag}&decided=`));
  await rowOf(page, denied)
    .getByRole("button", { name: `Deny ${fullName(denied)}` })
    .click();
  await expect(page.getByText(`${fullName(denied)} has been Denied!`, { exact: true })).toBeVisible();

  await applyFilters(page, { type: "Company", status: "Accepted", q: tag });
  await expect(dataRows(page)).toHaveCount(1);
  await expect(rowOf(page, accepted)).toBeVisible();
  const bookmark = page.url();
  // Filtered from the All view, which the form keeps.
  expect(new URL(bookmark).search).toBe(`?view=all&type=Company&status=accepted&language=&stage=&owner=&q=${tag}`);

  // The bookmark, loaded in a new page, shows the same view with the same filters chosen.
  const again = await page.context().newPage();
  await again.goto(bookmark);
  await expect(filters(again).type).toHaveValue("Company");
  await expect(filters(again).status).toHaveValue("accepted");
  await expect(filters(again).search).toHaveValue(tag);
  await expect(dataRows(again)).toHaveCount(1);
  await expect(rowOf(again, accepted).getByRole("cell").last()).toHaveText("Accepted ✅");
  await again.close();

  // 'of N entries' counts what the filter keeps: 10 CIOs and 1 company still pending.
  await applyFilters(page, { status: "Pending", q: tag });
  await showing(page, "Showing 1 to 8 of 11 entries");
  await page.goto(`/admin/applications?status=pending&q=${tag}&page=2`);
  await showing(page, "Showing 9 to 11 of 11 entries");
  await expect(rowOf(page, denied)).toHaveCount(0);
  await expect(filters(page).status).toHaveValue("pending");

  // The search finds an e-mail and a company's name, whatever their case.
  await applyFilters(page, { q: companies[2]!.email.toUpperCase() });
  await expect(dataRows(page)).toHaveCount(1);
  await expect(rowOf(page, companies[2]!)).toBeVisible();
  await applyFilters(page, { q: `${tag} corp 2`.toLowerCase() });
  await expect(dataRows(page)).toHaveCount(1);
  await expect(rowOf(page, denied)).toBeVisible();
  await applyFilters(page, { q: `${tag}-nothing` });
  await expect(page.getByText("Nothing matches this view.", { exact: true })).toBeVisible();

  // The language the applicant used, so the team can answer in it: all of these came through the
  // English forms.
  await applyFilters(page, { language: "English", q: tag });
  await showing(page, "Showing 1 to 8 of 13 entries");
  await expect(page).toHaveURL(new RegExp(`language=en&stage=&owner=&q=${tag}$`));
  await applyFilters(page, { language: "French", q: tag });
  await expect(page.getByText("Nothing matches this view.", { exact: true })).toBeVisible();
  await expect(filters(page).language).toHaveValue("fr");

  // The stage: the ten CIOs are still Applied, over two pages whose links keep the filter; the
  // denied company is Closed, with the reason its denial gave.
  await applyFilters(page, { stage: "Applied", q: tag });
  await showing(page, "Showing 1 to 8 of 10 entries");
  await pager(page).getByRole("link", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/applications\\?stage=applied&q=${tag}&page=2$`));
  await showing(page, "Showing 9 to 10 of 10 entries");
  await expect(filters(page).stage).toHaveValue("applied");
  await applyFilters(page, { stage: "Closed", q: tag });
  await expect(dataRows(page)).toHaveCount(1);
  await expect(rowOf(page, denied).getByRole("cell").nth(5)).toHaveText("Closed (No fit)");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form is a plain GET form", async ({ page, workspace }) => {
    test.setTimeout(60_000);
    const tag = uniqueTag("NoJs");
    const person = cio("Plain", { lastName: `${tag}p` });
    const firm = company(`${tag} Ltd`);
    await submitCio(workspace, person);
    await submitCompany(workspace, firm);
    await signInAsAdmin(page, admin);
    await applyFilters(page, { type: "CIO", status: "Pending", q: tag });
    await expect(page).toHaveURL(new RegExp(`/admin/applications\\?type=CIO&status=pending&language=&stage=&owner=&q=${tag}$`));
    await expect(dataRows(page)).toHaveCount(1);
    await expect(rowOf(page, person)).toBeVisible();
    await expect(filters(page).type).toHaveValue("CIO");
  });
});

for (const javaScriptEnabled of [true, false]) {
  test(`Spam view lists a caught submission; 'Not spam' moves it into the list and queues its e-mails (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    workspace,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ javaScriptEnabled, baseURL: workspace.url });
    const page = await context.newPage();
    const caught = cio(`Spammy${javaScriptEnabled ? "Js" : "NoJs"}`);
    await submitCio(workspace, caught, "https://bot.example");
    await signInAsAdmin(page, admin);
    const byEmail = `q=${encodeURIComponent(caught.email)}`;
    await page.goto(`/admin/applications?${byEmail}`);
    await expect(page.getByText("Nothing matches this view.", { exact: true })).toBeVisible();

    await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Spam" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/applications\\?view=spam&${byEmail.replace(/[.+?]/g, "\\$&")}$`));
    await expect(page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Spam" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(rowOf(page, caught).getByRole("cell").last()).toContainText("Spam: hidden field filled in");
    if (javaScriptEnabled) await waitForHydration(page);
    await rowOf(page, caught)
      .getByRole("button", { name: `Not spam ${fullName(caught)}` })
      .click();
    await expect(
      page.getByText("Moved out of spam: it is in the list now, and its e-mails are on their way.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Nothing matches this view.", { exact: true })).toBeVisible();

    await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "All", exact: true }).click();
    await expect(rowOf(page, caught).getByRole("button", { name: `Accept ${fullName(caught)}` })).toBeVisible();

    // Its confirmation e-mail is queued, then written out (no SMTP_URL): on /admin/outbox and on disk.
    const subject = "We received your CIO application – Fractional CIO Canada";
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "E-mail" }).click();
    const message = dataRows(page).filter({ has: page.getByRole("cell", { name: caught.email, exact: true }) });
    await expect(message.getByRole("rowheader")).toContainText(subject);
    await expectMailFiles(workspace, [{ to: caught.email, subject }]);
    await context.close();
  });
}

test("Export CSV downloads the current filter: BOM, header row, only the filter's rows, formulas neutralised", async ({
  page,
  workspace,
}) => {
  test.setTimeout(60_000);
  const tag = uniqueTag("Csv");
  const formula = cio(`=HYPERLINK("https://evil.example")`, { lastName: `${tag}f` });
  const plain = [cio("Plain", { lastName: `${tag}a` }), cio("Plainer", { lastName: `${tag}b`, message: "Line one,\nline two" })];
  const firm = company(`${tag} Company`);
  for (const lead of [formula, ...plain]) await submitCio(workspace, lead);
  await submitCompany(workspace, firm);
  await submitCio(workspace, cio("Elsewhere"));

  await signInAsAdmin(page, admin);
  await page.goto(`/admin/applications?type=CIO&q=${tag}`);
  await expect(dataRows(page)).toHaveCount(3);
  const link = page.getByRole("link", { name: "Export CSV" });
  await expect(link).toHaveAttribute("href", `/admin/export.csv?type=CIO&q=${tag}`);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8").slice(1);
  const lines = text.split("\r\n");
  // The fields' columns as declared (the literal line is kept by tests/integration/consent.test.ts).
  const fieldHeaders = applicationCsvColumns(leadFormsIn(words("en"))).map((column) => column.header);
  expect(lines[0]).toBe(
    ["Id,Type,Name,Received,Status,Decided by,Decided at", ...fieldHeaders, "Spam reason"].join(",") +
      ",News e-mails consent,Consent wording version,Consent recorded at,Consent form,Language,Stage,Close reason" +
      ",UTM source,UTM medium,UTM campaign,Referring site,Partner code,Owner",
  );
  expect(lines.at(-1)).toBe("");
  // Three records (one message spans two lines, quoted as it was stored), all CIOs of this tag, none of the others.
  expect(text).toContain(`"Line one,\nline two"`);
  const records = lines.slice(1, -1).filter((line) => /^[0-9a-f-]{36},/.test(line));
  expect(records).toHaveLength(3);
  for (const record of records) expect(record).toMatch(new RegExp(`^[0-9a-f-]{36},CIO,.*,${tag}[fab],`));
  expect(text).not.toContain(firm.companyName!);
  expect(text).not.toContain("Elsewhere");
  expect(text).toContain(`,"'=HYPERLINK(""https://evil.example"")",${tag}f,`);
  expect(text).toContain(",Ontario,");
  for (const record of records) expect(record).toMatch(/,English,Applied,,,,,,,$/);
});
