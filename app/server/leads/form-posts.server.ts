import type { RequestHandler } from "express";
import { words } from "~/content/words";
import { data, redirect } from "react-router";
import type { z } from "zod";
import type { Field } from "~/domain/forms/fields";
import { leadFormsIn, type LeadForms } from "~/domain/forms/lead-forms";
import { parseForm } from "~/domain/forms/parse-form";
import { readFormBody } from "../http/form-body.server";
import { localeOfPath, pagePaths } from "~/domain/locale";
import { clientIpOf } from "../http/client-ip.server";
import { MAX_FORM_BYTES, readAtMost, refuseTooLarge } from "../http/form-body.server";
import { errorSummary, isDatabaseUnreachable } from "../db/errors.server";
import { FORM_TOKEN_SLOT, issueFormToken } from "./form-token.server";
import { screenFieldsOf } from "./spam-screen.server";
import { requestInfoContext, type RequestInfo } from "../http/request-context.server";
import { services } from "../services.server";
import type { FormProblemStatus, LeadFormResult, LeadFormState } from "./lead-form-state.server";
import { submitApplication, submitInquiry, type SubmissionContext, type SubmissionDeps, type SubmitOutcome } from "./submissions.server";
import { log } from "~/server/log/logger.server";

/** One lead form's rules and where its submissions go. */
export type LeadFormPost = {
  process(body: FormData | URLSearchParams, request: { pathname: string; clientIp: string }): Promise<LeadFormResult>;
};

export async function freshFormState(): Promise<LeadFormState> {
  const { secret } = await services();
  return { token: issueFormToken(secret, new Date()), values: {}, errors: {}, formError: null };
}

/**
 * A lead form's whole POST once its body is read: validate, submit, and decide the answer. The
 * path's language picks the form's words, so a French POST is checked by the French form and
 * every problem it meets comes back in French.
 */
function leadFormPost<Schema extends z.ZodType>(
  formIn: (forms: LeadForms) => { fields: readonly Field[]; schema: Schema; messages: { notText: string; sentTwice: string } },
  submit: (deps: SubmissionDeps, values: z.output<Schema>, context: SubmissionContext) => Promise<SubmitOutcome>,
): LeadFormPost {
  return {
    async process(body, request) {
      const locale = localeOfPath(request.pathname);
      const { formErrors } = words(locale).forms;
      const parsed = parseForm(formIn(leadFormsIn(words(locale))), body);
      const screenFields = screenFieldsOf(body);
      const again = (status: FormProblemStatus, patch: Partial<LeadFormState>, headers: Record<string, string> = {}) => ({
        status,
        state: { token: screenFields.formToken ?? "", values: parsed.raw, errors: {}, formError: null, ...patch },
        headers,
      });
      if (!parsed.ok) return again(400, { errors: parsed.errors });

      let outcome: SubmitOutcome;
      try {
        const { submissionDeps } = await services();
        outcome = await submit(submissionDeps, parsed.values, {
          clientIp: request.clientIp,
          ...screenFields,
          now: new Date(),
          locale,
        });
      } catch (error) {
        // Only a database out of reach is an outage; anything else it refused is our fault, said as such.
        // The log gets a summary: the error's message would carry the statement and the visitor's values.
        const unreachable = isDatabaseUnreachable(error);
        log.error(`Could not store a submission to ${request.pathname}: ${errorSummary(error)}`);
        return unreachable ? again(503, { formError: formErrors.unavailable }) : again(500, { formError: formErrors.notSaved });
      }
      if (outcome.status === "rate-limited") {
        return again(
          429,
          {
            formError: formErrors.tooMany(outcome.retryAfterSeconds),
          },
          { "Retry-After": String(outcome.retryAfterSeconds) },
        );
      }
      // Stored, a resent duplicate, or caught as spam: each gets the same thank-you.
      return { status: 303, location: `${request.pathname}?submitted=1` };
    },
  };
}

/** The three lead forms, each with its rules and its kind of submission. */
export const leadFormPosts = {
  contact: leadFormPost((forms: LeadForms) => forms.contact, submitInquiry),
  cio: leadFormPost(
    (forms) => forms.cio,
    (deps, values, context) => submitApplication(deps, { type: "CIO", values }, context),
  ),
  company: leadFormPost(
    (forms) => forms.company,
    (deps, values, context) => submitApplication(deps, { type: "Company", values }, context),
  ),
};

/** The paths app/routes.ts gives the lead forms, as browsers post them. */
const leadFormPaths: Record<string, LeadFormPost | undefined> = {
  [pagePaths.contact.en]: leadFormPosts.contact,
  "/form": leadFormPosts.cio,
  [pagePaths.cioForm.en]: leadFormPosts.cio,
  [pagePaths.companyForm.en]: leadFormPosts.company,
  [pagePaths.contact.fr]: leadFormPosts.contact,
  "/fr/formulaire": leadFormPosts.cio,
  [pagePaths.cioForm.fr]: leadFormPosts.cio,
  [pagePaths.companyForm.fr]: leadFormPosts.company,
};

/** Every path a lead form's page is served at (its GET shows the form these paths take POSTs for). */
export const leadFormPagePaths: readonly string[] = Object.keys(leadFormPaths);

/**
 * The action of a lead form's route. The server has usually answered the POST already (see
 * answerLeadFormPosts) and left only a page to render; otherwise (multipart, a path spelt
 * differently) the body is read and processed here, the same way.
 */
export async function leadFormAction(
  args: { request: Request; context: { get: (key: typeof requestInfoContext) => RequestInfo } },
  post: LeadFormPost,
) {
  const info = args.context.get(requestInfoContext);
  const result =
    info.leadFormResult ??
    (await post.process(await readFormBody(args.request), {
      pathname: new URL(args.request.url).pathname,
      clientIp: info.clientIp,
    }));
  if (result.status === 303) return redirect(result.location, 303);
  return data<LeadFormState>(result.state, { status: result.status, headers: result.headers });
}

/**
 * Answers urlencoded POSTs of the lead forms before React Router and the middleware meant for
 * pages (compression): a submission that is stored, a duplicate or spam gets its 303 at once, at a
 * fraction of the cost of React Router's Fetch Request/Response and streams (bench/README.md).
 * An answer with a page to show (400, 429, 500, 503) goes on to React Router with the result decided,
 * and the route's action renders it (leadFormAction). Anything else (multipart, another path or
 * content type) goes on untouched, for the action to read and refuse as it always did.
 */
export const answerLeadFormPosts: RequestHandler = (req, res, next) => {
  const post = req.method === "POST" ? leadFormPaths[req.path] : undefined;
  if (!post || !/^application\/x-www-form-urlencoded\b/i.test(req.headers["content-type"] ?? "")) return next();
  readAtMost(req, MAX_FORM_BYTES)
    .then(async (body) => {
      if (!body) {
        refuseTooLarge(res);
        return;
      }
      const result = await post.process(new URLSearchParams(body.toString("utf8")), {
        pathname: req.path,
        clientIp: clientIpOf(req),
      });
      if (result.status === 303) {
        res.status(303).location(result.location).end();
        return;
      }
      res.locals.leadFormResult = result;
      next();
    })
    .catch(next);
};

/**
 * The GET of a lead form page: the thank-you after a submission, otherwise a fresh form. A render
 * kept for everyone gets a slot where each copy's token is stamped (page-cache.server.ts).
 */
export async function leadFormPage(args: {
  request: Request;
  context: { get: (key: typeof requestInfoContext) => RequestInfo };
}): Promise<{ submitted: boolean; form: LeadFormState | null }> {
  const submitted = new URL(args.request.url).searchParams.get("submitted") === "1";
  if (submitted) return { submitted, form: null };
  if (args.context.get(requestInfoContext).sharedRender) {
    return { submitted, form: { token: FORM_TOKEN_SLOT, values: {}, errors: {}, formError: null } };
  }
  return { submitted, form: await freshFormState() };
}
