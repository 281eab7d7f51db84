import { expect, type Page, test } from "@playwright/test";
import { desktop, expectNoAxeViolations, phone } from "./support/browser";
import {
  cioForm,
  companyForm,
  contactForm,
  control,
  expectFormValues,
  expectThankYou,
  fieldSpec,
  fillForm,
  type FormInput,
  type FormSpec,
  leadForms,
  submitButton,
  submitUnchecked,
  validInput,
} from "./support/forms";
import { uniqueAddress } from "./support/unique";

/** A field the page should flag, and the gist of the message shown next to it. */
type Problem = { label: string; message: RegExp };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const missing: Record<string, RegExp> = {
  "First Name": /first name is required/i,
  "Last Name": /last name is required/i,
  "Company Name": /company name is required/i,
  "Contact First Name": /contact first name is required/i,
  "Contact Last Name": /contact last name is required/i,
  Email: /enter your e-mail address/i,
  Phone: /enter your phone number/i,
  "LinkedIn Profile": /linkedin profile is required/i,
  "Years of Experience": /years of experience is required: choose one/i,
  "Company Size": /company size is required: choose one/i,
  "Contract Duration": /contract duration is required: choose one/i,
  City: /city is required/i,
  Province: /province is required: choose one/i,
};
const badWebAddress = /website's address, like www\.example\.ca/i;

/** Every required field of the form, flagged as missing. */
const requiredMissing = (form: FormSpec): Problem[] =>
  form.fields
    .filter((spec) => spec.required)
    // A field added since this list was written says what its declaration says.
    .map((spec) => ({ label: spec.label, message: missing[spec.label] ?? new RegExp(escape(spec.whenMissing)) }));

/** The form as a visitor who typed nothing would leave it. */
const blank = (form: FormSpec): FormInput =>
  Object.fromEntries(form.fields.map((spec) => [spec.label, spec.kind === "checkboxes" ? [] : ""]));

/** Messages next to each bad field, tied to it, listed in a summary whose links lead to the fields. */
async function expectProblems(page: Page, form: FormSpec, unordered: Problem[], summaryFocused: boolean) {
  const position = (problem: Problem) => form.fields.findIndex((spec) => spec.label === problem.label);
  const problems = [...unordered].sort((a, b) => position(a) - position(b));
  const summary = page.locator("#error-summary");
  await expect(summary.getByRole("heading", { name: "Please correct the following" })).toBeVisible();
  if (summaryFocused) await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText(
    problems.map((problem) => new RegExp(`^${escape(problem.label)}: .*${problem.message.source}`, "i")),
  );

  for (const { label, message } of problems) {
    const spec = fieldSpec(form, label);
    const field = control(page, spec);
    const error = page.locator(`#field-${spec.name}-error`);
    await expect(error, label).toHaveText(message);
    await expect(field, label).toHaveAttribute("aria-invalid", "true");
    await expect(field, label).toHaveAttribute("aria-describedby", new RegExp(`(^| )field-${spec.name}-error( |$)`));
    await expect(field, label).toHaveAccessibleDescription(message);
    // Next to it: just under the field, lined up with it.
    const [fieldBox, errorBox] = [await field.boundingBox(), await error.boundingBox()];
    if (!fieldBox || !errorBox) throw new Error(`${label} or its message is not shown`);
    const gap = errorBox.y - (fieldBox.y + fieldBox.height);
    expect(gap, `${label}: gap between field and message`).toBeGreaterThanOrEqual(0);
    expect(gap, `${label}: gap between field and message`).toBeLessThan(48);
    expect(Math.abs(errorBox.x - fieldBox.x), `${label}: message lined up with the field`).toBeLessThan(2);
  }
  for (const spec of form.fields.filter((spec) => !problems.some((problem) => problem.label === spec.label))) {
    await expect(control(page, spec), spec.label).not.toHaveAttribute("aria-invalid", "true");
  }

  for (const { label } of problems) {
    await summary.getByRole("link", { name: new RegExp(`^${escape(label)}:`) }).click();
    await expect(control(page, fieldSpec(form, label))).toBeFocused();
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: desktop });

    test("contact form with every required field empty", async ({ page }) => {
      await page.goto("/contact");
      const typed = { Message: "Only a message, no name." };
      await fillForm(page, contactForm, typed);
      expect(await submitUnchecked(page, contactForm)).toBe(400);
      await expectProblems(page, contactForm, requiredMissing(contactForm), javaScriptEnabled);
      await expectFormValues(page, contactForm, { ...blank(contactForm), ...typed });
    });

    test("CIO application with every required field empty", async ({ page }) => {
      await page.goto("/form/cio");
      const typed = {
        "Work Model": "Remote",
        Availability: "Immediate",
        Industries: ["Education", "Other"],
        "Areas of Expertise": ["Team Development", "Cybersecurity"],
        Message: "Only the optional parts.",
      };
      await fillForm(page, cioForm, typed);
      expect(await submitUnchecked(page, cioForm)).toBe(400);
      await expectProblems(page, cioForm, requiredMissing(cioForm), javaScriptEnabled);
      await expectFormValues(page, cioForm, { ...blank(cioForm), ...typed });
    });

    test("company inquiry with every required field empty and a bad website", async ({ page }) => {
      await page.goto("/form/company");
      const typed = {
        "Company Website": "ftp://x",
        Province: "Quebec",
        "CIO Availability Needed": "Within 30 days",
        Industries: ["Manufacturing", "Government"],
        "Required Expertise": ["M&A Integration", "Team Development"],
        Message: "No name yet.",
      };
      await fillForm(page, companyForm, typed);
      expect(await submitUnchecked(page, companyForm)).toBe(400);
      const problems = [
        ...requiredMissing(companyForm).filter((problem) => problem.label !== "Province"),
        { label: "Company Website", message: badWebAddress },
      ];
      await expectProblems(page, companyForm, problems, javaScriptEnabled);
      await expectFormValues(page, companyForm, { ...blank(companyForm), ...typed });
    });

    const badValues = [
      { label: "Email", value: "not-an-email", fixed: uniqueAddress("fixed"), message: /e-mail address like name@example\.com/i },
      { label: "Phone", value: "12", fixed: "514-555-0142", message: /7 to 20 digits/i },
      {
        label: "LinkedIn Profile",
        value: "https://example.com/marc",
        fixed: "linkedin.com/in/x",
        message: /linkedin profile's address, like linkedin\.com\/in\/your-name/i,
      },
      { label: "First Name", value: "A".repeat(101), fixed: "Amélie", message: /100 characters/i },
    ];
    for (const { label, value, fixed, message } of badValues) {
      test(`CIO application with ${label} '${value.length > 20 ? `${value.length} characters` : value}'`, async ({ page }) => {
        await page.goto("/form/cio");
        const field = control(page, fieldSpec(cioForm, label));
        await field.evaluate((element) => element.removeAttribute("maxlength"));
        const typed = { ...validInput(cioForm, uniqueAddress("bad")), [label]: value };
        await fillForm(page, cioForm, typed);
        expect(await submitUnchecked(page, cioForm)).toBe(400);
        await expectProblems(page, cioForm, [{ label, message }], javaScriptEnabled);
        await expectFormValues(page, cioForm, typed);

        // Fixing the one field is enough: the rest is still filled in.
        await field.fill(fixed);
        await submitButton(page).click();
        await expect(page).toHaveURL(/\/form\/cio\?submitted=1$/);
        await expectThankYou(page);
      });
    }

    // Decision 0030. A bell rather than a NUL: the HTML parser turns a NUL sent back in the page into U+FFFD.
    test("CIO application with a control character pasted into City and the message", async ({ page }) => {
      await page.goto("/form/cio");
      const typed = { ...validInput(cioForm, uniqueAddress("control")), City: "Tor\u0007onto", Message: "Hello\u0007\nthere" };
      await fillForm(page, cioForm, typed);
      expect(await submitUnchecked(page, cioForm)).toBe(400);
      const message = /remove the invisible control character from this field/i;
      await expectProblems(
        page,
        cioForm,
        [
          { label: "City", message },
          { label: "Message", message },
        ],
        javaScriptEnabled,
      );
      await expectFormValues(page, cioForm, typed);

      await control(page, fieldSpec(cioForm, "City")).fill("Toronto");
      await control(page, fieldSpec(cioForm, "Message")).fill("Hello\nthere");
      await submitButton(page).click();
      await expect(page).toHaveURL(/\/form\/cio\?submitted=1$/);
      await expectThankYou(page);
    });
  });
}

for (const [size, viewport] of [
  ["desktop", desktop],
  ["375 px", phone],
] as const) {
  test.describe(`axe at ${size}`, () => {
    test.use({ viewport });

    for (const form of leadForms) {
      test(`${form.path} has no axe violations`, async ({ page }) => {
        await page.goto(form.path);
        await expectNoAxeViolations(page);
      });

      test(`${form.path} has no axe violations with errors showing`, async ({ page }) => {
        await page.goto(form.path);
        expect(await submitUnchecked(page, form)).toBe(400);
        await expect(page.locator("#error-summary")).toBeFocused();
        await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute("aria-invalid", "true");
        await expectNoAxeViolations(page);
      });
    }
  });
}
