import { expect } from "@playwright/test";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { openApplication, section } from "./support/admin-pages";
import { companyForm, fillForm, submitButton, validInput } from "./support/forms";
import { uniqueTag } from "./support/unique";

// Where a lead came from (decision 0082), as a visitor's browser carries it: landing on the home
// page from a campaign link sent by another site, then following the footer to the company form.
// With JavaScript the first touch rides along in hidden fields and the admin reads it on the
// record; without, nothing is recorded and the form works the same.

const admin = "admin-sources@isolated.example.ca";
const test = adminWorkspace(admin);

const landing = "/?utm_source=newsletter&utm_medium=email&utm_campaign=fall&ref=partner-7";
const referrer = "https://news.example.com/2026/11/picks?reader=42";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a company request that landed from a campaign link shows its source, or none, on its record", async ({ page }) => {
      test.setTimeout(90_000);
      const tag = uniqueTag(javaScriptEnabled ? "Srcjs" : "Srcnojs");
      const email = `${tag.toLowerCase()}@example.ca`;
      const lead = { companyName: `${tag} Logistique`, firstName: "Sophie", lastName: "Gagnon", email };

      await page.goto(landing, { referer: referrer });
      await page.getByRole("contentinfo").getByRole("link", { name: "Match with a CIO", exact: true }).click();
      await expect(page).toHaveURL(/\/form\/company$/);
      // The page is the same for everyone: only the script, in this browser, adds the source.
      const carried = page.locator("form[data-lead-source] input[type=hidden][name^=utm], form[data-lead-source] input[name=refCode]");
      if (javaScriptEnabled) {
        await expect(page.locator("input[name=utmSource]")).toHaveValue("newsletter");
        await expect(page.locator("input[name=referrerHost]")).toHaveValue("news.example.com");
        await expect(carried).toHaveCount(4);
      } else {
        await expect(carried).toHaveCount(0);
      }
      await fillForm(page, companyForm, { ...validInput(companyForm, email), "Company Name": lead.companyName });
      await submitButton(page).click();
      // The thank-you carries the signed id of the request, for its booking link.
      await expect(page).toHaveURL(/\/form\/company\?submitted=1&from=[\w.-]+$/);

      await signInAsAdmin(page, admin);
      await openApplication(page, lead);
      const source = section(page, "Details")
        .locator("p")
        .filter({ hasText: /^Source:/ });
      if (javaScriptEnabled) {
        await expect(source).toHaveText(
          "Source: utm_source newsletter · utm_medium email · utm_campaign fall · Referring site news.example.com · Partner code partner-7",
        );
      } else {
        await expect(source).toHaveText("Source: Not recorded");
      }
    });
  });
}

test("a tab that never draws a frame before the form is sent still sends where the visit began", async ({ page }) => {
  test.setTimeout(90_000);
  // A tab opened in the background draws no frame: the script's work, waiting for one, is done when
  // the visitor leaves the landing page and when the form is sent.
  await page.addInitScript(() => {
    window.requestAnimationFrame = () => 0;
  });
  const tag = uniqueTag("Srcbg");
  const email = `${tag.toLowerCase()}@example.ca`;
  const lead = { companyName: `${tag} Transport`, firstName: "Sophie", lastName: "Gagnon", email };

  await page.goto(landing, { referer: referrer });
  await page.getByRole("contentinfo").getByRole("link", { name: "Match with a CIO", exact: true }).click();
  await expect(page).toHaveURL(/\/form\/company$/);
  await fillForm(page, companyForm, { ...validInput(companyForm, email), "Company Name": lead.companyName });
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/form\/company\?submitted=1&from=[\w.-]+$/);

  await signInAsAdmin(page, admin);
  await openApplication(page, lead);
  await expect(
    section(page, "Details")
      .locator("p")
      .filter({ hasText: /^Source:/ }),
  ).toHaveText(
    "Source: utm_source newsletter · utm_medium email · utm_campaign fall · Referring site news.example.com · Partner code partner-7",
  );
});
