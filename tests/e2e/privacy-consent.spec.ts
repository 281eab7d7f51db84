import { type Browser, expect, type Page } from "@playwright/test";
import { formPrivacyNotices } from "~/content/privacy";
import { publicPaths } from "~/content/site";
import { currentConsent } from "~/domain/consent";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { openApplication, section, when } from "./support/admin-pages";
import { desktop, expectNoAxeViolations, phone } from "./support/browser";
import {
  cioForm,
  companyForm,
  contactForm,
  expectThankYou,
  fillForm,
  type FormSpec,
  submitButton,
  submitUnchecked,
  validInput,
} from "./support/forms";
import { uniqueAddress } from "./support/unique";

// What the law asks of a form that collects personal data: the privacy policy (from this server's
// configuration), the notice beside each form's Submit, and the optional news e-mail box (CASL)
// stored as evidence that the admin can see.

const admin = "admin-consent@isolated.example.ca";
const officer = "privacy-officer@cio.example.ca";
const test = adminWorkspace(admin, {
  PRIVACY_CONTACT_EMAIL: officer,
  RETENTION_SPAM_DAYS: "45",
  RETENTION_CLOSED_MONTHS: "18",
  RETENTION_MAIL_BODY_DAYS: "60",
});

const newsBox = (page: Page) => page.getByRole("checkbox", { name: currentConsent.text });
const newsGroup = (page: Page) => page.getByRole("group", { name: "News by e-mail", exact: true });

const forms: { form: FormSpec; type: keyof typeof formPrivacyNotices; label: string }[] = [
  { form: contactForm, type: "Inquiry", label: "Contact form (/contact)" },
  { form: cioForm, type: "CIO", label: "CIO application (/form/cio)" },
  { form: companyForm, type: "Company", label: "Company form (/form/company)" },
];

/** Fills a form, ticks the news box or not, sends it; resolves with the name the admin finds it by. */
async function sendForm(page: Page, form: FormSpec, tick: boolean) {
  const email = uniqueAddress(`consent-${form.postPath.split("/").at(-1)}`);
  const input = validInput(form, email);
  await page.goto(form.path);
  await fillForm(page, form, input);
  await expect(newsBox(page)).not.toBeChecked();
  if (tick) await newsBox(page).check();
  await submitButton(page).click();
  await expectThankYou(page);
  const firstName = String(input["First Name"] ?? input["Contact First Name"]);
  const lastName = String(input["Last Name"] ?? input["Contact Last Name"]);
  const companyName = input["Company Name"] === undefined ? undefined : String(input["Company Name"]);
  return { email, firstName, lastName, companyName };
}

async function adminPage(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: desktop });
  const page = await context.newPage();
  await signInAsAdmin(page, admin);
  return { page, close: () => context.close() };
}

/**
 * The record of the CSV export for one address (the search finds it alone), as the admin downloads
 * it: everything after the header, one record (its message may span lines, quoted), without its
 * last columns, the language, stage and close reason.
 */
async function csvRecord(page: Page, email: string) {
  const response = await page.request.get(`/admin/export.csv?q=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const text = (await response.text()).replace(/^\uFEFF/, "");
  const headerEnd = text.indexOf("\r\n");
  expect(text.slice(0, headerEnd)).toMatch(
    /,Spam reason,News e-mails consent,Consent wording version,Consent recorded at,Consent form,Language,Stage,Close reason,UTM source,UTM medium,UTM campaign,Referring site,Partner code,Owner$/,
  );
  expect(text.endsWith("\r\n")).toBe(true);
  // The language the form was in (these are the English forms), then the stage, then no close reason, source or owner.
  const record = text.slice(headerEnd + 2, -2);
  const tail = /,English,(New|Applied),,,,,,,$/.exec(record);
  expect(tail).not.toBeNull();
  return record.slice(0, -tail![0].length);
}

test("/privacy gives this server's privacy officer, retention periods and date, and the footer leads to it", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto("/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy", exact: true }).click();
  await expect(page).toHaveURL("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
  await expect(page.locator("time")).toHaveText("Last updated November 27, 2026");
  await expect(page.locator("time")).toHaveAttribute("datetime", "2026-11-27");
  const retention = page.getByRole("region", { name: "How long we keep it" });
  await expect(retention).toContainText("Submissions caught by our spam checks: 45 days.");
  await expect(retention).toContainText("contact messages we have answered: 18 months.");
  await expect(retention).toContainText("The text of the e-mails we send: 60 days.");
  const officerSection = page.getByRole("region", { name: "Our privacy officer" });
  await expect(officerSection).toContainText(`Privacy Officer, Fractional CIO Canada`);
  await expect(officerSection.getByRole("link", { name: officer })).toHaveAttribute("href", `mailto:${officer}`);
  await expect(page.getByRole("region", { name: "Your rights" }).getByRole("link", { name: officer })).toBeVisible();
  for (const title of [
    "What we collect and why",
    "Who receives it",
    "Where it is kept",
    "No trackers, analytics or outside fonts",
    "News e-mails and your consent",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  // What a lead's source keeps, and that it is no tracker (decision 0082).
  const tracking = page.getByRole("region", { name: "No trackers, analytics or outside fonts" });
  await expect(tracking).toContainText("the campaign tags of the link you followed to our site");
  await expect(tracking).toContainText("its name only, never the page");
  await expect(tracking).toContainText("it sets no cookie and sends them nowhere");
  // Plain HTML and CSS, like every public page (decision 0002), but for the one small inline script
  // that remembers where a visit began (decision 0082).
  await expect(page.locator("script")).toHaveCount(1);
  await expect(page.locator("script[src]")).toHaveCount(0);
});

for (const viewport of [desktop, phone]) {
  test(`/privacy at ${viewport.width} px: no axe violations, and the keyboard reaches the officer's address with a visible focus`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/privacy");
    await expectNoAxeViolations(page);
    const address = page.getByRole("region", { name: "Our privacy officer" }).getByRole("link", { name: officer });
    for (let step = 0; step < 60 && !(await address.evaluate((link) => link === document.activeElement)); step += 1) {
      await page.keyboard.press("Tab");
    }
    await expect(address).toBeFocused();
    const outline = await address.evaluate((link) => getComputedStyle(link).outlineStyle);
    expect(outline).not.toBe("none");
  });
}

test("the public pages set no cookie, as the policy says", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  for (const path of publicPaths) await page.goto(path);
  expect(await context.cookies()).toEqual([]);
  await context.close();
});

for (const { form, type } of forms) {
  test(`${form.path}: the news box is optional, unticked and on its own, and the notice beside Submit links to /privacy`, async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto(form.path);
    await expect(newsGroup(page).getByRole("checkbox")).toHaveCount(1);
    await expect(newsBox(page)).not.toBeChecked();
    await expect(newsBox(page)).toHaveJSProperty("required", false);
    await expect(newsGroup(page)).toContainText(currentConsent.text);
    // Sent with the version of the words it shows.
    await expect(page.locator('input[type="hidden"][name="consentVersion"]')).toHaveValue(currentConsent.version);
    // The notice sits right before Submit, and Submit is described by it.
    const notice = page.getByText(formPrivacyNotices[type]);
    await expect(notice).toBeVisible();
    await expect(submitButton(page)).toHaveAccessibleDescription(`${formPrivacyNotices[type]} Read our privacy policy.`);
    const noticeBox = await notice.boundingBox();
    const buttonBox = await submitButton(page).boundingBox();
    expect(buttonBox!.y - (noticeBox!.y + noticeBox!.height)).toBeLessThan(40);
    await page.getByRole("main").getByRole("link", { name: "Read our privacy policy" }).click();
    await expect(page).toHaveURL("/privacy");
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: desktop });

    for (const { form, label } of forms) {
      test(`${form.path}: a ticked box is stored with its wording, time and form, and the admin sees it on the page and in the CSV`, async ({
        page,
        browser,
        baseURL,
      }) => {
        test.setTimeout(60_000);
        const sentAfter = Date.now() - 1_000;
        const lead = await sendForm(page, form, true);
        const adminSession = await adminPage(browser, baseURL!, javaScriptEnabled);
        const { page: adminView } = adminSession;
        if (form === contactForm) {
          await adminView.goto("/admin/inquiries");
          const card = adminView.getByRole("main").getByRole("listitem").filter({ hasText: lead.email });
          await expect(card).toContainText(
            new RegExp(`News e-mails: Given \\(wording ${currentConsent.version}, ${when}, Contact form \\(/contact\\)\\)`),
          );
        } else {
          await openApplication(adminView, lead);
          const consent = section(adminView, "Consent to news e-mails");
          await expect(consent.locator("dt")).toHaveText(["News e-mails", "Wording version", "Wording shown", "Recorded", "Form"]);
          await expect(consent.locator("dd")).toHaveText([
            "Given",
            currentConsent.version,
            currentConsent.text,
            new RegExp(`^${when}$`),
            label,
          ]);
          const record = await csvRecord(adminView, lead.email);
          const [, answer, version, at, formLabel] = /,([^,]*),([^,]*),([^,]*),([^,]*)$/.exec(record) ?? [];
          expect([answer, version, formLabel]).toEqual(["Given", currentConsent.version, label]);
          expect(Date.parse(at ?? "")).toBeGreaterThanOrEqual(sentAfter);
          expect(Date.parse(at ?? "")).toBeLessThanOrEqual(Date.now());
        }
        await adminSession.close();
      });
    }
  });
}

test("a box left unticked is stored as not given, and the admin sees that too", async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(desktop);
  const lead = await sendForm(page, companyForm, false);
  const adminSession = await adminPage(browser, baseURL!, false);
  await openApplication(adminSession.page, lead);
  await expect(section(adminSession.page, "Consent to news e-mails").locator("dd").first()).toHaveText("Not given");
  expect(await csvRecord(adminSession.page, lead.email)).toMatch(
    new RegExp(`,Not given,${currentConsent.version},[^,]+,Company form \\(/form/company\\)$`),
  );
  await adminSession.close();
});

test("the box is reached with Tab after the fields and ticked with Space, with a visible focus", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Message", exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(newsBox(page)).toBeFocused();
  const outline = await newsBox(page).evaluate((box) => getComputedStyle(box).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("Space");
  await expect(newsBox(page)).toBeChecked();
  await page.keyboard.press("Space");
  await expect(newsBox(page)).not.toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("main").getByRole("link", { name: "Read our privacy policy" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(submitButton(page)).toBeFocused();
});

for (const viewport of [desktop, phone]) {
  for (const { form } of forms) {
    test(`${form.path} at ${viewport.width} px, sent back over a wording the site does not know: the problem is at the box, unticked, with no axe violations`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(form.path);
      await fillForm(page, form, validInput(form, uniqueAddress("stale")));
      await newsBox(page).check();
      await page.locator('input[name="consentVersion"]').evaluate((input) => ((input as HTMLInputElement).value = "2020-01-01"));
      expect(await submitUnchecked(page, form)).toBe(400);
      const problem = "We could not tell which wording of this box you saw. Please read it again and tick it if you agree.";
      await expect(page.getByRole("link", { name: `News by e-mail: ${problem}` })).toBeVisible();
      await expect(newsGroup(page)).toHaveAccessibleDescription(problem);
      await expect(newsBox(page)).not.toBeChecked();
      await expect(page.locator('input[name="consentVersion"]')).toHaveValue(currentConsent.version);
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: `News by e-mail: ${problem}` }).click();
      await expect(newsBox(page)).toBeFocused();
    });
  }
}
