import { expect, type Locator, type Page } from "@playwright/test";
import { words } from "~/content/words";
import type { Field } from "~/domain/forms/fields";
import { type LeadForm, leadFormsIn } from "~/domain/forms/lead-forms";
import { parseForm } from "~/domain/forms/parse-form";

/** What a visitor sees of one field: its label, how it is shown, whether it is required. */
export type FieldSpec = {
  label: string;
  /** The HTML name that integrations post (the field's name in the form definition). */
  name: string;
  kind: Field["kind"];
  required: boolean;
  /** What the page says when it is required and left empty. */
  whenMissing: string;
  /** The labels of its options, for a list. */
  options: string[];
};

export type FormSpec = {
  title: string;
  /** Where the visitor opens the form. */
  path: string;
  /** Where the form posts (and where the thank-you shows). */
  postPath: string;
  fields: FieldSpec[];
};

/** Text for text fields and the visible option label for selects; option labels for checkbox groups. */
export type FormInput = Record<string, string | string[]>;

const english = leadFormsIn(words("en"));

/** A form's fields as its declaration says (app/domain/forms/lead-forms.ts), in English. */
function specOf(title: string, path: string, form: LeadForm): FormSpec {
  const whenEmpty = parseForm(form, new URLSearchParams());
  const errors = whenEmpty.ok ? {} : whenEmpty.errors;
  const fields = form.fields.map((field: Field) => ({
    label: field.label,
    name: field.name,
    kind: field.kind,
    required: field.required,
    whenMissing: errors[field.name] ?? "",
    options: (field.options ?? []).map((option) => option.label),
  }));
  return { title, path, postPath: path, fields };
}

export const contactForm = specOf("contact form", "/contact", english.contact);
export const cioForm = specOf("CIO application", "/form/cio", english.cio);
export const companyForm = specOf("company inquiry", "/form/company", english.company);

export const leadForms = [contactForm, cioForm, companyForm];

/** Every field of the form filled with plausible values: several checkboxes, province 'Quebec'. */
export function validInput(form: FormSpec, email: string): FormInput {
  const all: FormInput = {
    "First Name": "Amélie",
    "Last Name": "Tremblay",
    "Company Name": "Érable Logistique inc.",
    "Contact First Name": "Sophie",
    "Contact Last Name": "Gagnon",
    Email: email,
    Phone: "+1 (514) 555-0142",
    "LinkedIn Profile": "https://www.linkedin.com/in/amelie-tremblay",
    "Company Website": "https://erable.example.ca",
    "Years of Experience": "11-15",
    "Company Size": "50-199",
    "Contract Duration": "6-12 months",
    City: "Montréal",
    Province: "Quebec",
    "Work Model": "Hybrid",
    Availability: "1–3 Months",
    Industries: ["Finance", "Healthcare", "Tech / SaaS"],
    "Areas of Expertise": ["Cybersecurity", "M&A Integration", "IT Governance & Compliance"],
    "Required Expertise": ["Digital Transformation", "ERP / CRM Deployments", "Vendor & Contract Negotiation"],
    Message: "Looking for help with a cloud migration.\nWe are 120 people across two offices.",
  };
  return Object.fromEntries(
    form.fields.map((spec) => {
      // A field added since this list was written: its first option, or for a group its first two.
      const value = all[spec.label] ?? (spec.kind === "checkboxes" ? spec.options.slice(0, 2) : spec.options[0]);
      if (value === undefined) throw new Error(`no sample value for ${spec.label}`);
      return [spec.label, value];
    }),
  );
}

export function fieldSpec(form: FormSpec, label: string): FieldSpec {
  const spec = form.fields.find((candidate) => candidate.label === label);
  if (!spec) throw new Error(`${form.title} has no field labelled ${label}`);
  return spec;
}

/** The control a visitor finds by its label: a textbox, a select, or a group of checkboxes. */
export function control(page: Page, spec: FieldSpec): Locator {
  const name = { name: spec.label, exact: true };
  if (spec.kind === "select") return page.getByRole("combobox", name);
  if (spec.kind === "checkboxes") return page.getByRole("group", name);
  return page.getByRole("textbox", name);
}

export function checkbox(page: Page, groupLabel: string, option: string): Locator {
  return page.getByRole("group", { name: groupLabel, exact: true }).getByRole("checkbox", { name: option, exact: true });
}

/**
 * Unfolds the company form's optional fields, as a visitor does to reach them: folded away they are
 * out of the accessibility tree, so no role finds them.
 */
export async function openMore(page: Page) {
  const folded = page.locator("main form details:not([open]) > summary");
  for (let left = await folded.count(); left > 0; left -= 1) await folded.first().click();
}

export async function fillForm(page: Page, form: FormSpec, input: FormInput) {
  await openMore(page);
  for (const [label, value] of Object.entries(input)) {
    const spec = fieldSpec(form, label);
    if (spec.kind === "checkboxes") {
      for (const option of value) await checkbox(page, label, option).check();
    } else if (spec.kind === "select") {
      await control(page, spec).selectOption({ label: String(value) });
    } else {
      await control(page, spec).fill(String(value));
    }
  }
}

/** Each value is in the form as the visitor left it: text, the chosen option, exactly the ticked boxes. */
export async function expectFormValues(page: Page, form: FormSpec, input: FormInput) {
  await openMore(page);
  for (const [label, value] of Object.entries(input)) {
    const spec = fieldSpec(form, label);
    const element = control(page, spec);
    if (spec.kind === "checkboxes") {
      const chosen = Array.isArray(value) ? value : [];
      await expect(element.getByRole("checkbox", { checked: true }), label).toHaveCount(chosen.length);
      for (const option of chosen) await expect(checkbox(page, label, option)).toBeChecked();
    } else if (spec.kind === "select") {
      await expect(element.locator("option:checked"), label).toHaveText(value === "" ? "Select…" : String(value));
    } else {
      await expect(element, label).toHaveValue(String(value));
    }
  }
}

export const submitButton = (page: Page) => page.getByRole("button", { name: "Submit", exact: true });

/** Records the POSTs the page sends from now on. */
export function recordPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

/**
 * Sends the form past the page's and the browser's checks (as an old browser or a script would
 * send it), so that the server's answer is what the page shows. Resolves with its status.
 */
export async function submitUnchecked(page: Page, form: FormSpec): Promise<number> {
  const response = page.waitForResponse(
    (candidate) => candidate.request().method() === "POST" && new URL(candidate.url()).pathname === form.postPath,
  );
  // The form carries `novalidate`; with JavaScript, the page's own checks run on the submit event,
  // which a plain submit() does not fire.
  await page.locator("main form").evaluate((element) => HTMLFormElement.prototype.submit.call(element));
  return (await response).status();
}

/**
 * Follows the submit button's label from inside the page. While a form's POST is pending the
 * browser answers no query from the test (DevTools waits for the navigation), but the page
 * still runs and can report through the console. States read "Submit (enabled)" or
 * "Sending... (aria-disabled)". With `clickAgainWhen`, the page clicks the button once more,
 * as an impatient visitor would, as soon as it shows that state.
 */
export async function watchSubmitButton(page: Page, clickAgainWhen: string) {
  const states: string[] = [];
  page.on("console", (message) => {
    const [kind, text] = message.text().split(": ", 2);
    if (kind === "submit button" && text) states.push(text);
  });
  await page.addInitScript((clickState) => {
    let last = "";
    let clickedAgain = false;
    setInterval(() => {
      const button = document.querySelector<HTMLButtonElement>("main form button[type=submit]");
      if (!button) return;
      const disabled = button.disabled || button.getAttribute("aria-disabled") === "true";
      const state = `${button.textContent?.trim()} (${disabled ? "aria-disabled" : "enabled"})`;
      if (state !== last) console.log(`submit button: ${(last = state)}`);
      if (state === clickState && !clickedAgain) {
        clickedAgain = true;
        button.click();
        console.log("clicked again");
      }
    }, 20);
  }, clickAgainWhen);
  return {
    states,
    /** Resolves once the page has clicked the button a second time. */
    clickedAgain: () => page.waitForEvent("console", (message) => message.text() === "clicked again"),
  };
}

export const thankYouHeading = "Thank you for your submission!";
/** Who replies and when: the same on every form's thank-you while no TEAM_SIGNATURE_NAME is set. */
export const thankYouText = "A member of our team will reply to you by e-mail within one business day.";

export async function expectThankYou(page: Page) {
  await expect(page.getByRole("heading", { name: thankYouHeading })).toHaveCount(1);
  await expect(page.getByRole("heading", { name: thankYouHeading })).toBeVisible();
  await expect(page.getByText(thankYouText, { exact: true })).toBeVisible();
  await expect(submitButton(page)).toHaveCount(0);
}
