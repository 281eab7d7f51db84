import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { words } from "~/content/words";
import { fieldErrorClass, fieldId } from "~/components/form-field";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { parseForm } from "~/domain/forms/parse-form";
import { type Locale, pathsIn } from "~/domain/locale";
import { databaseKinds } from "../support/database";
import { type RunningServer, startServerOn } from "../support/server";

// The lead forms' answer to a post with problems, as a browser without JavaScript gets it: 400, one
// summary at the top whose links lead to every field with a problem, the message at each field, and
// what was typed put back. The forms carry `novalidate`, so the browser sends them to be answered so
// rather than stopping at the first empty field. The company form asks its required fields first
// and folds the optional ones, unfolded when one of them has a problem (decision 0093).

const limits = { FORM_MIN_FILL_SECONDS: "0", SUBMISSIONS_PER_HOUR_PER_IP: "1000", SUBMISSIONS_PER_HOUR_PER_EMAIL: "1000" };

/** React separates adjacent text with empty comments; the page as a reader sees its markup. */
const markup = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");
/** Text as React writes it into the page. */
const escaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");

async function post(server: RunningServer, pathname: string, fields: Record<string, string | string[]>) {
  const page = await (await fetch(`${server.url}${pathname}`)).text();
  const body = new URLSearchParams({ formToken: /name="formToken" value="([^"]+)"/.exec(page)?.[1] ?? "" });
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item);
  return fetch(`${server.url}${pathname}`, { method: "POST", body, redirect: "manual" });
}

/** The summary's markup: the section named by its heading, up to its end. */
function summaryOf(html: string): string {
  const match = /<section id="error-summary"[^>]*>[\s\S]*?<\/section>/.exec(html);
  if (!match) throw new Error("no error summary in the page");
  return match[0];
}

const forms = ["contact", "cio", "company"] as const;
const paths = { contact: "contact", cio: "cioForm", company: "companyForm" } as const;

describe.each(databaseKinds)("the lead forms' error summary on %s", (kind) => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServerOn(kind, limits, 180_000);
  }, 200_000);
  afterAll(async () => server?.stop());

  for (const locale of ["en", "fr"] as const satisfies Locale[]) {
    const say = words(locale);
    const declared = leadFormsIn(say);

    for (const name of forms) {
      it(`${locale} ${name}: the page asks nothing of the browser's own checks`, async () => {
        const html = await markup(await fetch(`${server.url}${pathsIn(locale)[paths[name]]}`));
        expect(html).toMatch(/<form [^>]*\bnovalidate=""[^>]* method="post">/i);
        expect(html).not.toContain('id="error-summary"');
      });

      it(`${locale} ${name}: a post with every required field empty gets 400, the summary linking each, and what was typed`, async () => {
        const form = declared[name];
        const typed = { message: "Seulement un message & <rien> d'autre" };
        const response = await post(server, pathsIn(locale)[paths[name]], typed);
        expect(response.status).toBe(400);
        const html = await markup(response);
        const summary = summaryOf(html);
        expect(summary).toMatch(
          /^<section id="error-summary" tabindex="-1" autofocus="" data-error-summary="true" aria-labelledby="error-summary-title"/,
        );
        expect(summary).toContain(`<h2 id="error-summary-title"`);
        expect(summary).toContain(`>${escaped(say.forms.chrome.errorSummaryTitle)}</h2>`);
        // The summary comes first in the form: before any field.
        expect(html.indexOf('id="error-summary"')).toBeLessThan(html.indexOf(`id="${fieldId(form.fields[0]!.name)}"`));

        const required = form.fields.filter((field) => field.required);
        const links = [...summary.matchAll(/<a href="#([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => [href, text]);
        expect(links.map(([href]) => href)).toEqual(required.map((field) => fieldId(field.name)));
        const parsed = parseForm(form, new URLSearchParams(typed));
        const errors: Record<string, string> = parsed.ok ? {} : parsed.errors;
        for (const field of required) {
          const message = errors[field.name] ?? "";
          expect(message, field.name).not.toBe("");
          expect(links.find(([href]) => href === fieldId(field.name))?.[1], field.name).toBe(
            escaped(say.forms.chrome.summaryItem(field.label, message)),
          );
          expect(html, field.name).toContain(
            `<p id="${fieldId(field.name)}-error" data-field-error="true" class="${fieldErrorClass}">${escaped(message)}</p>`,
          );
          expect(html, field.name).toMatch(
            new RegExp(`id="${fieldId(field.name)}"[^>]*aria-invalid="true" aria-describedby="(?:[^"]* )?${fieldId(field.name)}-error"`),
          );
        }
        expect(html).toContain(`>${escaped(typed.message)}</textarea>`);
      });
    }

    it(`${locale} company: the nine required fields come first, the rest folded under the optional heading`, async () => {
      const form = declared.company;
      const html = await markup(await fetch(`${server.url}${pathsIn(locale).companyForm}`));
      // The header's menu is a <details> too: the fold is the one in the form.
      const details = html.indexOf("<details", html.indexOf("<form "));
      expect(details).toBeGreaterThan(0);
      expect(html).toContain(`>${escaped(say.forms.chrome.moreDetails)}</summary>`);
      expect(html.slice(details, html.indexOf(">", details))).not.toContain("open");
      const position = (field: { name: string }) => html.indexOf(`id="${fieldId(field.name)}"`);
      const folded = new Set<string>(form.more.map((field) => field.name));
      const asked = form.fields.filter((field) => !folded.has(field.name));
      expect(asked.map((field) => field.name)).toEqual(form.fields.filter((field) => field.required).map((field) => field.name));
      for (const field of asked) expect(position(field), field.name).toBeLessThan(details);
      for (const field of form.more) {
        const at = position(field.kind === "checkboxes" ? { name: `${field.name}-0` } : field);
        expect(at, field.name).toBeGreaterThan(details);
        expect(at, field.name).toBeLessThan(html.indexOf("</details>", details));
      }
    });

    it(`${locale} company: a problem in an optional field comes back with the fold open and listed in the summary`, async () => {
      const form = declared.company;
      const response = await post(server, pathsIn(locale).companyForm, { companyUrl: "ftp://x", companyName: "Érable inc." });
      expect(response.status).toBe(400);
      const html = await markup(response);
      expect(html.slice(html.indexOf("<form "))).toMatch(/^[^]*?<details open=""/);
      expect(summaryOf(html)).toContain(`href="#${fieldId("companyUrl")}"`);
      expect(html).toContain(`id="${fieldId("companyUrl")}-error"`);
      expect(html).toMatch(new RegExp(`id="${fieldId("companyUrl")}"[^>]*value="ftp://x"`));
      expect(html).toMatch(new RegExp(`id="${fieldId("companyName")}"[^>]*value="Érable inc."`));
      // Problems only among the required fields leave the fold closed.
      const closed = await markup(await post(server, pathsIn(locale).companyForm, { companyName: "Érable inc." }));
      expect(closed.slice(closed.indexOf("<form "))).toMatch(/^[^]*?<details class=/);
      expect(form.more.length).toBe(7);
    });
  }
});
