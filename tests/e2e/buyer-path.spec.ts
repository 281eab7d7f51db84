import { expect, type Page } from "@playwright/test";
import { words } from "~/content/words";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { expectNoAxeViolations } from "./support/browser";
import { submitButton } from "./support/forms";
import { uniqueAddress, uniqueTag } from "./support/unique";

// One path for a buyer, at a phone's width and a laptop's, in both languages: the header's action
// (the company request) leads to the company form, headed for a buyer; its thank-you says what
// happens next, when and who replies, "Book a call now" opens /book with the request's name,
// company and e-mail filled in, and the call booked from there shows its request to the admin.
// A server of the file's own, so the four runs book four different times of its last day.

const admin = "admin-buyer-path@isolated.example.ca";
const test = adminWorkspace(admin, { CALLS_HELD_PER_IP: "1000" });

/** The company form's required fields, by name: the same in both languages. */
const required = (companyName: string, email: string) => ({
  text: { companyName, firstName: "Sophie", lastName: "Gagnon", email, phone: "+1 (514) 555-0142", city: "Montréal" },
  select: { companySize: "50-199", contractDuration: "6-12-months", province: "QC" },
});

async function fillRequired(page: Page, companyName: string, email: string) {
  const { text, select } = required(companyName, email);
  for (const [name, value] of Object.entries(text)) await page.locator(`main form [name="${name}"]`).fill(value);
  for (const [name, value] of Object.entries(select)) await page.locator(`main form select[name="${name}"]`).selectOption(value);
}

const cases = [
  { locale: "en", home: "/", form: "/form/company", book: "/book", submit: "Submit", name: "Name", company: "Company", email: "Email" },
  {
    locale: "fr",
    home: "/fr",
    form: "/fr/formulaire/entreprise",
    book: "/fr/reserver",
    submit: "Envoyer",
    name: "Nom",
    company: "Entreprise",
    email: "Courriel",
  },
] as const;

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

for (const [viewportIndex, viewport] of viewports.entries()) {
  for (const [caseIndex, { locale, home, form, book, submit, ...labels }] of cases.entries()) {
    test(`${locale} at ${viewport.width} px: header action, company form, thank-you, a call joined to the request`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      const copy = words(locale);
      const companyName = `${uniqueTag(`Path${locale}${viewport.width}`)} Logistique inc.`;
      const email = uniqueAddress(`path${locale}${viewport.width}`);

      await page.goto(home);
      const action = page.getByRole("banner").getByRole("link", { name: copy.site.buyerActions.request.label, exact: true });
      await expect(action).toBeVisible();
      await expectNoAxeViolations(page);
      await action.click();

      await expect(page).toHaveURL(form);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.contact.companyFormPage.title);
      await expect(page.getByText(copy.contact.companyFormPage.subtitle, { exact: true })).toBeVisible();
      await fillRequired(page, companyName, email);
      await (locale === "en" ? submitButton(page) : page.getByRole("button", { name: submit, exact: true })).click();

      await expect(page).toHaveURL(new RegExp(`${form}\\?submitted=1&from=[\\w.-]+$`));
      const thanks = copy.forms.thankYou;
      await expect(page.getByRole("heading", { name: thanks.title })).toBeVisible();
      await expect(page.getByText(thanks.next.Company, { exact: true })).toBeVisible();
      await expect(page.getByText(thanks.replier.team, { exact: true })).toBeVisible();
      const bookCall = page.getByRole("link", { name: thanks.bookCall.link, exact: true });
      await expect(bookCall).toBeVisible();
      await expectNoAxeViolations(page);

      await bookCall.click();
      await expect(page).toHaveURL(new RegExp(`${book}\\?from=[\\w.-]+$`));
      await expect(page.getByText(copy.booking.bookingPage.fromRequest, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      // A time of the last day shown, one per run: its form carries the request's details.
      const day = page
        .getByRole("main")
        .getByRole("region")
        .filter({ has: page.locator("time") })
        .last();
      if (viewport.width < 640) await page.getByRole("main").locator('a[href^="#day-"]').last().click();
      await day
        .getByRole("link")
        .nth(viewportIndex * cases.length + caseIndex)
        .click();
      await expect(page.getByRole("textbox", { name: labels.name, exact: true })).toHaveValue("Sophie Gagnon");
      await expect(page.getByRole("textbox", { name: labels.company, exact: true })).toHaveValue(companyName);
      await expect(page.getByRole("textbox", { name: labels.email, exact: true })).toHaveValue(email);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: copy.booking.bookingPage.submit, exact: true }).click();
      await expect(page).toHaveURL(/\?booked=1$/);

      await signInAsAdmin(page, admin);
      await page.goto("/admin/calls");
      const call = page.locator(`li[id^="call-"]`).filter({ hasText: email });
      await expect(call.getByRole("link", { name: `Company request: ${companyName}`, exact: true })).toBeVisible();
    });
  }
}

for (const { locale, cio } of [
  { locale: "en", cio: "/form/cio" },
  { locale: "fr", cio: "/fr/formulaire/cio" },
] as const) {
  test(`${locale}: a CIO's thank-you speaks of an application and shows what screening looks like`, async ({ page }) => {
    const thanks = words(locale).forms.thankYou;
    await page.goto(`${cio}?submitted=1`);
    await expect(page.getByRole("heading", { name: thanks.title })).toBeVisible();
    await expect(page.getByText(thanks.next.CIO, { exact: true })).toBeVisible();
    await expect(page.getByText(thanks.replier.team, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: thanks.screening.title })).toBeVisible();
    await expect(page.getByRole("status").getByRole("listitem")).toHaveText([...thanks.screening.steps]);
    await expect(page.getByRole("status")).not.toContainText(locale === "en" ? /\binquiry\b/i : /\bdemandes?\b/i);
    await expect(page.getByRole("link", { name: thanks.bookCall.link })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
