import { expect, type Page } from "@playwright/test";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { fieldValue, openApplication, rowOf } from "./support/admin-pages";
import { waitForHydration } from "./support/browser";
import { cio, company, fullName, postLeadForm } from "./support/leads";
import { uniqueAddress, uniqueTag } from "./support/unique";

// Hostile input, in a real browser (where markup that slipped through would run): markup typed into
// every field of the three forms shows as the literal text on every admin page (rendered by the
// server, and by React after a client-side navigation), and nothing of it runs. (The HTML itself:
// tests/integration/xss-escaping.test.ts.)

const admin = "admin-xss@isolated.example.ca";
// The team is notified of each submission: the notifications' subjects carry the names.
const test = adminWorkspace(admin, { NOTIFY_EMAILS: "team@isolated.example.ca" });

const script = "<script>window.__xss=1</script>";
const image = `<img src=x onerror="window.__xss=1">`;
const payload = `"'>${script}${image}`;
const link = (host: string) => `https://${host}/"><script>window.__xss=1</script>`;

/** Nothing the payload carries became an element, and nothing of it ran. */
async function expectInert(page: Page) {
  // Let a failed image load (and its onerror) happen, if there were such an image.
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => [...document.scripts].filter((element) => element.text.trim() === "window.__xss=1").length)).toBe(0);
}

test("markup in every field shows as text on the list, the application pages, the inquiries and the e-mail pages, and never runs", async ({
  page,
  workspace,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag("Xss");
  const person = cio(image, {
    lastName: `${tag}${script}`,
    city: `${script}${image}`,
    linkedin: "linkedin.com/in/xss-probe",
    message: `Hello\n${payload}`,
  });
  const firm = company(`${image}Co`, {
    lastName: `${tag}${payload}`,
    city: payload,
    companyUrl: link("company.example"),
    message: payload,
  });
  const asker = { firstName: image, lastName: `${tag}${script}`, email: uniqueAddress("xss"), phone: "+1 514 555 0199", message: payload };
  await postLeadForm(workspace, "/form/cio", person);
  await postLeadForm(workspace, "/form/company", firm);
  await postLeadForm(workspace, "/contact", asker);

  await signInAsAdmin(page, admin);
  await page.goto(`/admin/applications?q=${encodeURIComponent(tag)}`);
  await expect(rowOf(page, person).getByRole("rowheader")).toHaveText(fullName(person));
  await expect(rowOf(page, person).getByRole("cell").nth(4)).toHaveText(person.message as string);
  await expect(rowOf(page, firm).getByRole("rowheader")).toHaveText(fullName(firm));
  await expect(rowOf(page, firm).getByRole("cell").nth(4)).toHaveText(payload);
  // The search box shows what was searched for, as typed.
  await expect(page.getByRole("searchbox")).toHaveValue(tag);
  await expectInert(page);

  // Rendered by React in the browser: a client-side navigation from the list.
  await waitForHydration(page);
  await openApplication(page, person);
  await expect(fieldValue(page, "First Name")).toHaveText(image);
  await expect(fieldValue(page, "Last Name")).toHaveText(person.lastName);
  await expect(fieldValue(page, "City")).toHaveText(`${script}${image}`);
  await expect(fieldValue(page, "Message")).toHaveText(person.message as string);
  const linkedin = fieldValue(page, "LinkedIn Profile").getByRole("link");
  // A LinkedIn address can carry no markup (only a profile's name is kept); the website below does.
  await expect(linkedin).toHaveText("https://www.linkedin.com/in/xss-probe");
  await expect(linkedin).toHaveAttribute("href", "https://www.linkedin.com/in/xss-probe");
  await expectInert(page);

  // Rendered by the server: the company request's page, loaded directly.
  await page.goto(`/admin/applications?q=${encodeURIComponent(tag)}`);
  await openApplication(page, firm);
  await page.reload();
  await expect(fieldValue(page, "Company Name")).toHaveText(firm.companyName!);
  await expect(fieldValue(page, "Contact Last Name")).toHaveText(firm.lastName);
  await expect(fieldValue(page, "City")).toHaveText(payload);
  await expect(fieldValue(page, "Message")).toHaveText(payload);
  await expect(fieldValue(page, "Company Website").getByRole("link")).toHaveText(link("company.example"));
  await expectInert(page);

  await page.goto("/admin/inquiries");
  const card = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `${asker.firstName} ${asker.lastName}`, exact: true }) });
  await expect(card.getByRole("heading")).toHaveText(`${asker.firstName} ${asker.lastName}`);
  await expect(card.getByText(payload, { exact: true })).toBeVisible();
  await expectInert(page);

  await page.goto("/admin/outbox");
  await expect(
    page.getByRole("rowheader", { name: new RegExp(`^New inquiry from ${escapeRegExp(`${asker.firstName} ${asker.lastName}`)}`) }),
  ).toBeVisible();
  await expect(
    page.getByRole("rowheader", { name: new RegExp(`^New CIO application from ${escapeRegExp(fullName(person))}`) }),
  ).toBeVisible();
  await expectInert(page);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
