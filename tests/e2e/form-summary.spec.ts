import { expect, type Page, test } from "@playwright/test";
import { words } from "~/content/words";
import type { Field } from "~/domain/forms/fields";
import { type LeadForm, leadFormsIn } from "~/domain/forms/lead-forms";
import { type Locale, pathsIn } from "~/domain/locale";
import { parseForm } from "~/domain/forms/parse-form";
import { requiredAnswers } from "../support/form-samples";
import { desktop, expectNoAxeViolations } from "./support/browser";

// Submitting a lead form with problems, as a visitor does (a real click, the browser's own checks
// left as the page sets them): one summary at the top, focused, each problem a link to its field,
// and the message at each field; never the browser's one-bubble-at-a-time. With JavaScript the page
// finds the empty fields itself and sends nothing; without it the server answers 400 with the same
// summary. The company form folds its optional fields, unfolded when one of them has a problem.

const narrowPhone = { width: 390, height: 844 };
const formNames = ["contact", "cio", "company"] as const;
const pathOf = { contact: "contact", cio: "cioForm", company: "companyForm" } as const;

/** The first control of a field, as the summary's links point at it. */
const targetOf = (field: Field) => (field.kind === "checkboxes" ? `field-${field.name}-0` : `field-${field.name}`);

/** What the server says of each field the given answers leave wrong: the messages the page must show. */
function problemsOf(form: LeadForm, answers: Record<string, string>): [Field, string][] {
  const parsed = parseForm(form, new URLSearchParams(answers));
  const errors: Record<string, string> = parsed.ok ? {} : parsed.errors;
  return form.fields.flatMap((field): [Field, string][] => (errors[field.name] ? [[field, errors[field.name]!]] : []));
}

/** Clicks Submit; with JavaScript off, resolves once the server's answer (its status) is shown. */
async function submit(page: Page, locale: Locale, javaScript: boolean): Promise<number | null> {
  const button = page.getByRole("button", { name: words(locale).forms.chrome.submit, exact: true });
  if (!javaScript) {
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await button.click();
    const status = (await answer).status();
    await page.waitForLoadState("load");
    return status;
  }
  await button.click();
  return null;
}

/** The summary heads the form, has focus, names itself, and lists exactly `problems` as links that reach each field. */
async function expectSummary(page: Page, locale: Locale, problems: [Field, string][]) {
  const chrome = words(locale).forms.chrome;
  const summary = page.getByRole("region", { name: chrome.errorSummaryTitle });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(page.locator("main form > :first-child")).toHaveAttribute("id", "error-summary");
  const links = summary.getByRole("link");
  await expect(links).toHaveText(problems.map(([field, message]) => chrome.summaryItem(field.label, message)));
  for (const [index, [field, message]] of problems.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", `#${targetOf(field)}`);
    const error = page.locator(`#field-${field.name}-error`);
    await expect(error, field.name).toHaveText(message);
    await expect(error, field.name).toBeVisible();
    if (field.kind !== "checkboxes") {
      const control = page.locator(`#field-${field.name}`);
      await expect(control, field.name).toHaveAttribute("aria-invalid", "true");
      await expect(control, field.name).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    }
  }
  // The last link leads to its field, which takes focus.
  const [lastField] = problems.at(-1)!;
  await links.last().click();
  await expect(page.locator(`#${targetOf(lastField)}`)).toBeFocused();
}

for (const javaScriptEnabled of [true, false]) {
  for (const [size, viewport] of [
    ["390 px", narrowPhone],
    ["1280 px", desktop],
  ] as const) {
    test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"} at ${size}`, () => {
      test.use({ javaScriptEnabled, viewport });

      for (const locale of ["en", "fr"] as const) {
        const forms = leadFormsIn(words(locale));

        for (const name of formNames) {
          test(`${locale} ${name} form sent empty lists every required field at the top`, async ({ page }) => {
            const form = forms[name];
            const posts: string[] = [];
            page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
            await page.goto(pathsIn(locale)[pathOf[name]]);
            const status = await submit(page, locale, javaScriptEnabled);
            // With JavaScript the page itself finds the empty fields; nothing is sent.
            if (javaScriptEnabled) expect(posts).toEqual([]);
            else expect(status).toBe(400);
            const problems = problemsOf(form, {});
            expect(problems.map(([field]) => field.name)).toEqual(form.fields.filter((field) => field.required).map((field) => field.name));
            await expectSummary(page, locale, problems);
            if (form.more.length > 0) {
              // Every problem is among the fields asked first: the optional ones stay folded.
              await expect(page.locator("main form details")).not.toHaveAttribute("open", "");
            }
            // axe runs inside the page, so only with JavaScript; the server's summary is checked by it in the test below.
            if (javaScriptEnabled) await expectNoAxeViolations(page);
          });
        }

        test(`${locale} company form unfolds its optional fields when one of them has a problem`, async ({ page }) => {
          const form = forms.company;
          await page.goto(pathsIn(locale).companyForm);
          const fold = page.locator("main form details");
          await expect(fold).not.toHaveAttribute("open", "");
          await expect(fold.locator("summary")).toHaveText(words(locale).forms.chrome.moreDetails);
          // The fields asked first are the required ones, above the fold.
          const required = form.fields.filter((field) => field.required);
          for (const field of required) await expect(fold.locator(`#${targetOf(field)}`)).toHaveCount(0);
          for (const field of form.more) await expect(fold.locator(`#${targetOf(field)}`)).toHaveCount(1);

          const answers: Record<string, string> = { ...requiredAnswers(form), companyUrl: "ftp://x" };
          for (const field of required) {
            const control = page.locator(`#field-${field.name}`);
            if (field.kind === "select") await control.selectOption(answers[field.name]!);
            else await control.fill(answers[field.name]!);
          }
          await fold.locator("summary").click();
          await page.locator("#field-companyUrl").fill("ftp://x");
          await fold.locator("summary").click();
          await expect(fold).not.toHaveAttribute("open", "");

          // The browser cannot tell a website from another address: the server does, with or without JavaScript.
          const answer = page.waitForResponse((response) => response.request().method() === "POST");
          await page.getByRole("button", { name: words(locale).forms.chrome.submit, exact: true }).click();
          expect((await answer).status()).toBe(400);
          await page.waitForLoadState("load");
          await expect(fold).toHaveAttribute("open", "");
          const problems = problemsOf(form, answers);
          expect(problems.map(([field]) => field.name)).toEqual(["companyUrl"]);
          await expectSummary(page, locale, problems);
          await expect(page.locator("#field-companyUrl")).toHaveValue("ftp://x");
          await expect(page.locator("#field-companyName")).toHaveValue(answers.companyName!);
          // The page the server answered with, as a browser with JavaScript shows it (axe needs it to run).
          if (javaScriptEnabled) await expectNoAxeViolations(page);
        });
      }
    });
  }
}
