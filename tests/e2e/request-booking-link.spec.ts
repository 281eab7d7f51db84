import { expect } from "@playwright/test";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { expectNoAxeViolations } from "./support/browser";
import { companyForm, fillForm, submitButton, validInput } from "./support/forms";
import { uniqueAddress, uniqueTag } from "./support/unique";

// A company request's booking link in the browser (decision 0081): the thank-you after the company
// form offers "Book a call now", which opens /book with the request's details filled in; the call
// booked from it, with another address typed, shows its request on /admin/calls. With JavaScript
// on (axe checks each page) and off.

const admin = "admin-request-booking-link@isolated.example.ca";
const test = adminWorkspace(admin, { CALLS_HELD_PER_IP: "1000" });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("from the thank-you to a call joined to the request", async ({ page }) => {
      test.setTimeout(60_000);
      const tag = uniqueTag(javaScriptEnabled ? "Linkjs" : "Linknojs");
      const companyName = `${tag} Logistique inc.`;
      const email = uniqueAddress("booklink");
      await page.goto("/form/company");
      await fillForm(page, companyForm, { ...validInput(companyForm, email), "Company Name": companyName });
      await submitButton(page).click();
      await expect(page).toHaveURL(/\/form\/company\?submitted=1&from=[\w.-]+$/);
      const bookCall = page.getByRole("link", { name: "Book a call now", exact: true });
      await expect(bookCall).toBeVisible();
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      await bookCall.click();
      await expect(page).toHaveURL(/\/book\?from=[\w.-]+$/);
      await expect(page.getByText("Your details from your request are filled in for you; you can still change them.")).toBeVisible();
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      // The JS-on run takes the first free slot; the JS-off run the second (the first is then taken).
      await page
        .getByRole("main")
        .getByRole("region")
        .filter({ has: page.locator("time") })
        .first()
        .getByRole("link")
        .nth(javaScriptEnabled ? 0 : 1)
        .click();
      await expect(page.getByText(/^Your call: /)).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Sophie Gagnon");
      await expect(page.getByRole("textbox", { name: "Company", exact: true })).toHaveValue(companyName);
      const typed = page.getByRole("textbox", { name: "Email", exact: true });
      await expect(typed).toHaveValue(email);
      await expect(page.getByRole("textbox", { name: "Phone", exact: true })).toHaveValue("+1 (514) 555-0142");
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      // Still editable: the call is booked with another address, and joined all the same.
      const other = uniqueAddress("booklinkother");
      await typed.fill(other);
      await page.getByRole("button", { name: "Book this call" }).click();
      await expect(page).toHaveURL(/\/book\/manage\/[\w.-]+\?booked=1$/);

      await signInAsAdmin(page, admin);
      await page.goto("/admin/calls");
      const call = page.locator(`li[id^="call-"]`).filter({ hasText: other });
      await expect(call).toHaveCount(1);
      await expect(call.getByRole("link", { name: `Company request: ${companyName}`, exact: true })).toBeVisible();
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });
  });
}
