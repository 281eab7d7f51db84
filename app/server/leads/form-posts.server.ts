import { data, redirect } from "react-router";
import type { z } from "zod";
import { words } from "~/content/words";
import type { Field } from "~/domain/forms/fields";
import { leadFormsIn, type LeadForms } from "~/domain/forms/lead-forms";
import { parseForm, type RawValues } from "~/domain/forms/parse-form";
import { bookingPaths, localeOfPath, pagePaths } from "~/domain/locale";
import { errorSummary, isDatabaseUnreachable } from "../db/errors.server";
import { FORM_TOKEN_SLOT, issueFormToken } from "./form-token.server";
import { screenFieldsOf } from "./spam-screen.server";
import type { FormPost } from "../form-post.server";
import { services } from "../services.server";
import { teamSignature } from "../mail/signature.server";
import type { TeamSignature } from "../config.server";
import { submitApplication, submitInquiry, type SubmissionContext, type SubmissionDeps, type SubmitOutcome } from "./submissions.server";
import { log } from "~/server/log/logger.server";
import { checkRequestBookingToken, FROM_PARAM, requestBookingPath, signRequestBookingToken } from "../booking/request-booking-link.server";

/** What a lead form page shows: a fresh form, a form sent back with problems, or the thank-you. */
export type LeadFormState = {
  token: string;
  values: RawValues;
  errors: Record<string, string>;
  /** A problem with the whole submission (database down or refusing it, too many submissions). */
  formError: string | null;
};

/** 400 invalid, 429 too many, 503 the database unreachable, 500 the database refused it (a bug of ours). */
type FormProblemStatus = 400 | 429 | 500 | 503;

async function freshFormState(): Promise<LeadFormState> {
  const { secret } = await services();
  return { token: issueFormToken(secret, new Date()), values: {}, errors: {}, formError: null };
}

/**
 * A lead form's route action, the one way in for its POSTs: read the body, validate, submit, and
 * answer with the thank-you (303, so a reload never resends) or the form again with its problems and
 * the visitor's values. The path's language picks the form's words, so a French POST is checked by
 * the French form and every problem it meets comes back in French.
 */
function leadFormAction<Schema extends z.ZodType>(
  formIn: (forms: LeadForms) => { fields: readonly Field[]; schema: Schema; messages: { notText: string; sentTwice: string } },
  submit: (deps: SubmissionDeps, values: z.output<Schema>, context: SubmissionContext) => Promise<SubmitOutcome>,
  /** More of the thank-you's query, after `submitted=1`: the company request's booking link. */
  thankYouQuery: (outcome: SubmitOutcome, secret: string, now: Date) => string = () => "",
) {
  return async ({ request, clientIp, readFields }: FormPost<FormData | URLSearchParams>) => {
    const body = await readFields();
    const { pathname } = new URL(request.url);
    const locale = localeOfPath(pathname);
    const { formErrors } = words(locale).forms;
    const parsed = parseForm(formIn(leadFormsIn(words(locale))), body);
    const screenFields = screenFieldsOf(body);
    const again = (status: FormProblemStatus, patch: Partial<LeadFormState>, headers: Record<string, string> = {}) =>
      data<LeadFormState>(
        { token: screenFields.formToken ?? "", values: parsed.raw, errors: {}, formError: null, ...patch },
        { status, headers },
      );
    if (!parsed.ok) return again(400, { errors: parsed.errors });

    let outcome: SubmitOutcome;
    const now = new Date();
    let secret = "";
    try {
      const { submissionDeps } = await services();
      secret = submissionDeps.secret;
      outcome = await submit(submissionDeps, parsed.values, { clientIp, ...screenFields, now, locale });
    } catch (error) {
      // Only a database out of reach is an outage; anything else it refused is our fault, said as such.
      // The log gets a summary: the error's message would carry the statement and the visitor's values.
      const unreachable = isDatabaseUnreachable(error);
      log.error(`Could not store a submission to ${pathname}: ${errorSummary(error)}`);
      return unreachable ? again(503, { formError: formErrors.unavailable }) : again(500, { formError: formErrors.notSaved });
    }
    if (outcome.status === "rate-limited") {
      const retryAfter = { "Retry-After": String(outcome.retryAfterSeconds) };
      return again(429, { formError: formErrors.tooMany(outcome.retryAfterSeconds) }, retryAfter);
    }
    // Stored, a resent duplicate, or caught as spam: each gets the same thank-you. Its empty body is
    // said with a length, so the answer is not sent in chunks.
    return redirect(`${pathname}?submitted=1${thankYouQuery(outcome, secret, now)}`, { status: 303, headers: { "Content-Length": "0" } });
  };
}

/** The three lead forms' actions, each with its rules and its kind of submission. */
export const leadFormActions = {
  contact: leadFormAction((forms: LeadForms) => forms.contact, submitInquiry),
  cio: leadFormAction(
    (forms) => forms.cio,
    (deps, values, context) => submitApplication(deps, { type: "CIO", values }, context),
  ),
  company: leadFormAction(
    (forms) => forms.company,
    (deps, values, context) => submitApplication(deps, { type: "Company", values }, context),
    // Spam's thank-you looks like anyone's, link included (decision 0066).
    (outcome, secret, now) => ("id" in outcome && outcome.id ? `&${FROM_PARAM}=${signRequestBookingToken(secret, outcome.id, now)}` : ""),
  ),
};

/** Every path app/routes.ts serves a lead form's page at (its GET shows the form, its POST is the action). */
export const leadFormPagePaths: readonly string[] = [
  pagePaths.contact.en,
  "/form",
  pagePaths.cioForm.en,
  pagePaths.companyForm.en,
  pagePaths.contact.fr,
  "/fr/formulaire",
  pagePaths.cioForm.fr,
  pagePaths.companyForm.fr,
];

/**
 * A company's thank-you "Book a call now": /book, with the request's booking link when the
 * thank-you's address carries one whose signature holds (/book checks the request itself).
 */
async function bookCallOf(url: URL): Promise<string> {
  const locale = localeOfPath(url.pathname);
  const token = url.searchParams.get(FROM_PARAM);
  if (token === null) return bookingPaths[locale];
  const { secret } = await services();
  return checkRequestBookingToken(token, secret, new Date()).ok ? requestBookingPath(locale, token) : bookingPaths[locale];
}

/**
 * The GET of a lead form page: the thank-you after a submission, otherwise a fresh form. A render
 * kept for everyone (`sharedRender`) gets a slot where each copy's token is stamped (shared-pages.server.ts).
 */
export async function leadFormPage(
  request: Request,
  { sharedRender }: { sharedRender?: boolean },
): Promise<{ submitted: boolean; form: LeadFormState | null; bookCall?: string | null; replier?: TeamSignature }> {
  const url = new URL(request.url);
  const submitted = url.searchParams.get("submitted") === "1";
  if (submitted) {
    // The thank-you names who replies: the person who signs the e-mails, set once the services start.
    const bookCall = await bookCallOf(url);
    await services();
    return { submitted, form: null, bookCall, replier: teamSignature() };
  }
  if (sharedRender) {
    return { submitted, form: { token: FORM_TOKEN_SLOT, values: {}, errors: {}, formError: null } };
  }
  return { submitted, form: await freshFormState() };
}
