import { expect, type Page } from "@playwright/test";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { dataRows, when } from "./support/admin-pages";
import { waitForHydration } from "./support/browser";
import { postLeadForm } from "./support/leads";
import { expectMailFiles } from "./support/mail";
import { uniqueAddress, uniqueTag } from "./support/unique";

// So that no message and no e-mail is lost from sight: /admin/inquiries (contact-form messages,
// newest first, New → handled → new) and /admin/outbox (every e-mail: recipient, subject, status,
// attempts, last error, paged).

const admin = "admin-inbox@isolated.example.ca";
const test = adminWorkspace(admin);

type Inquiry = { firstName: string; lastName: string; email: string; phone: string; message: string };

function inquiry(firstName: string, message: string): Inquiry {
  return { firstName, lastName: uniqueTag("Asker"), email: uniqueAddress("asker"), phone: "+1 514 555 0199", message };
}
const inquiryName = (item: Inquiry) => `${item.firstName} ${item.lastName}`;
const cards = (page: Page) => page.getByRole("main").getByRole("listitem");
const card = (page: Page, item: Inquiry) =>
  cards(page).filter({ has: page.getByRole("heading", { name: inquiryName(item), exact: true }) });

for (const javaScriptEnabled of [true, false]) {
  test(`inquiries: newest first, the full message, New → Mark handled (who) → Mark as new (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    workspace,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ javaScriptEnabled, baseURL: workspace.url });
    const page = await context.newPage();
    const older = inquiry("Older", "First question.");
    const newer = inquiry("Newer", "Could you call me back?\nMornings are best.\n<script>window.__injected = 1</script>");
    await postLeadForm(workspace, "/contact", older);
    await postLeadForm(workspace, "/contact", newer);

    await signInAsAdmin(page, admin);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Inquiries" }).click();
    await expect(page).toHaveURL(/\/admin\/inquiries$/);
    await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Inquiries" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The newest is first on the first page.
    await expect(cards(page).getByRole("heading").first()).toHaveText(inquiryName(newer));
    await expect(cards(page).getByRole("heading").nth(1)).toHaveText(inquiryName(older));
    await expect(card(page, newer).getByText(/^Could you call me back\?/)).toHaveText(newer.message);
    expect(await page.evaluate(() => (window as unknown as { __injected?: unknown }).__injected)).toBeUndefined();
    await expect(card(page, newer).getByRole("link", { name: newer.email })).toHaveAttribute("href", `mailto:${newer.email}`);
    await expect(card(page, newer)).toContainText(new RegExp(`${newer.phone.replace(/\+/g, "\\+")} · received ${when}`));
    await expect(card(page, newer).getByText("New", { exact: true })).toBeVisible();

    if (javaScriptEnabled) await waitForHydration(page);
    await card(page, newer)
      .getByRole("button", { name: `Mark handled ${inquiryName(newer)}` })
      .click();
    await expect(card(page, newer).getByText(new RegExp(`^Handled by ${admin}, ${when}$`))).toBeVisible();
    await expect(card(page, newer).getByText("Handled", { exact: true })).toBeVisible();
    await expect(card(page, older).getByText("New", { exact: true })).toBeVisible();
    await page.reload();
    await expect(card(page, newer).getByText(new RegExp(`^Handled by ${admin}`))).toBeVisible();

    await card(page, newer)
      .getByRole("button", { name: `Mark as new ${inquiryName(newer)}` })
      .click();
    await expect(card(page, newer).getByText("New", { exact: true })).toBeVisible();
    await expect(card(page, newer).getByText(/^Handled by/)).toHaveCount(0);
    await expect(card(page, newer).getByRole("button", { name: `Mark handled ${inquiryName(newer)}` })).toBeVisible();
    await context.close();
  });
}

test("inquiries and e-mail are paged by 8; spam inquiries stay out", async ({ page, workspace }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag("Many");
  const many = Array.from({ length: 9 }, (_, index) => inquiry(`${tag}n${index + 1}`, `Question ${index + 1}`));
  for (const item of many) await postLeadForm(workspace, "/contact", item);
  const caught = inquiry(`${tag}spam`, "Buy now");
  await postLeadForm(workspace, "/contact", caught, "https://bot.example");

  await signInAsAdmin(page, admin);
  await page.goto("/admin/inquiries");
  const pages = page.getByRole("navigation", { name: "Inquiries pages" });
  await expect(page.getByText(/^Showing 1 to 8 of \d+ entries$/)).toBeVisible();
  await expect(cards(page).getByRole("heading")).toHaveCount(8);
  await expect(cards(page).getByRole("heading").first()).toHaveText(inquiryName(many[8]!));
  await expect(card(page, caught)).toHaveCount(0);
  await pages.getByRole("link", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\?page=2$/);
  await expect(card(page, many[0]!)).toBeVisible();
  await expect(card(page, caught)).toHaveCount(0);

  // Each inquiry's confirmation e-mail is on /admin/outbox, sent (written to DATA_DIR/mail/ without SMTP_URL).
  const subject = "We received your message – Fractional CIO Canada";
  await expectMailFiles(workspace, [{ to: many[8]!.email, subject }]);
  await page.goto("/admin/outbox");
  await expect(page.getByRole("heading", { level: 1, name: "E-mail" })).toBeVisible();
  await expect(page.getByRole("columnheader")).toHaveText(["Recipient", "Subject", "Status", "Attempts", "Last error"]);
  const message = dataRows(page).filter({ has: page.getByRole("cell", { name: many[8]!.email, exact: true }) });
  await expect(message.getByRole("rowheader")).toHaveText(new RegExp(`^${subject}queued ${when}$`));
  await expect(async () => {
    await page.reload();
    await expect(message.getByRole("cell").nth(1)).toHaveText(new RegExp(`^Sent${when}$`), { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(message.getByRole("cell").nth(2)).toHaveText("1");
  await expect(message.getByRole("cell").nth(3)).toHaveText("—");
  // No message failed: no Retry anywhere.
  await expect(page.getByRole("button", { name: /^Retry/ })).toHaveCount(0);
  // Nothing is sent for the caught inquiry.
  await expect(dataRows(page).filter({ has: page.getByRole("cell", { name: caught.email, exact: true }) })).toHaveCount(0);

  const pages2 = page.getByRole("navigation", { name: "E-mail pages" });
  await expect(page.getByText(/^Showing 1 to 8 of \d+ entries$/)).toBeVisible();
  await expect(dataRows(page)).toHaveCount(8);
  await pages2.getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/outbox\?page=2$/);
  await expect(pages2.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
});
