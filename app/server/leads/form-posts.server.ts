import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { RequestHandler, Response as ExpressResponse } from "express";
import { data, type HeadersFunction, redirect } from "react-router";
import type { z } from "zod";
import { type Field, hiddenFieldNames } from "~/domain/forms/fields";
import { cioForm, companyForm, contactForm } from "~/domain/forms/lead-forms";
import { parseForm, type RawValues } from "~/domain/forms/parse-form";
import { formErrors } from "~/content/form-errors";
import { clientIpOf } from "../http/client-ip.server";
import { errorSummary, isDatabaseUnreachable } from "../db/errors.server";
import { issueFormToken } from "./form-token.server";
import { requestInfoContext, type RequestInfo } from "../http/request-context.server";
import { services } from "../services.server";
import {
  submitApplication,
  submitInquiry,
  type SubmissionContext,
  type SubmissionDeps,
  type SubmitOutcome,
} from "./submissions.server";

/** Forms carry a few short fields; a megabyte is far more than any visitor sends. */
export const MAX_FORM_BYTES = 1_000_000;

/** What a lead form page shows: a fresh form, a form sent back with problems, or the thank-you. */
export type LeadFormState = {
  token: string;
  values: RawValues;
  errors: Record<string, string>;
  /** A problem with the whole submission (database down or refusing it, too many submissions). */
  formError: string | null;
};

/** What a POST of a lead form comes to: the thank-you (303, so a reload never resends), or the form again. */
export type LeadFormResult =
  | { status: 303; location: string }
  | { status: FormProblemStatus; state: LeadFormState; headers: Record<string, string> };

/** 400 invalid, 429 too many, 503 the database unreachable, 500 the database refused it (a bug of ours). */
type FormProblemStatus = 400 | 429 | 500 | 503;

/** One lead form's rules and where its submissions go. */
export type LeadFormPost = {
  process(body: FormData | URLSearchParams, request: { pathname: string; clientIp: string }): Promise<LeadFormResult>;
};

const TOO_LARGE = "This form submission is too large.";
const tooLarge = () => new Response(TOO_LARGE, { status: 413 });

/** The 413 for a body over the limit, outside React Router; the connection is closed after it. */
export function refuseTooLarge(res: ExpressResponse): void {
  res.set("Connection", "close").status(413).type("text/plain").send(TOO_LARGE);
}

/**
 * A body of at most `limit` bytes, or null past it. Past the limit the rest is read and dropped, so
 * the 413 answers a request received in full: React Router's adapter destroys one that is not once
 * its answer is out, which resets even a kept-alive connection (the lingering close of decision
 * 0029 covers only connections that close); past 16 × the limit reading stops and the stream is
 * destroyed: cut off. A body that ends early
 * (the client went away) rejects. Read with events, not `for await`: the async iterator cost the
 * form path about 4 % of its CPU in a profile of the form-load benchmark.
 */
function readAtMost(body: Readable, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (finish: () => void) => {
      body.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      finish();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= limit) chunks.push(chunk);
      else if (size > 16 * limit) {
        settle(() => resolve(null));
        body.destroy();
      }
    };
    const onEnd = () => settle(() => resolve(size <= limit ? Buffer.concat(chunks, size) : null));
    const onError = (error: Error) => settle(() => reject(error));
    const onClose = () => settle(() => reject(new Error("the request body ended before it was complete")));
    // Over or gone before we came to it: no event is still to come.
    if (body.readableEnded) return resolve(Buffer.alloc(0));
    if (body.destroyed) return onClose();
    body.on("data", onData).once("end", onEnd).once("error", onError).once("close", onClose);
  });
}

/** A request's body of at most MAX_FORM_BYTES, also when sent without a length (chunked); more is a 413. */
export async function readBodyBytes(request: Request): Promise<Buffer<ArrayBuffer>> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const body = await readAtMost(Readable.fromWeb(request.body as NodeReadableStream), MAX_FORM_BYTES);
  if (!body) throw tooLarge();
  return body as Buffer<ArrayBuffer>;
}

/** Reads a urlencoded or multipart body of at most MAX_FORM_BYTES; anything else is the client's error. */
export async function readFormBody(request: Request): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType)) {
    throw new Response("Send the form as application/x-www-form-urlencoded or multipart/form-data.", { status: 415 });
  }
  const body = await readBodyBytes(request);
  try {
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new Response("The form data could not be read.", { status: 400 });
  }
}

export async function freshFormState(): Promise<LeadFormState> {
  const { secret } = await services();
  return { token: issueFormToken(secret, new Date()), values: {}, errors: {}, formError: null };
}

function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return `${count} minute${count === 1 ? "" : "s"}`;
}

/** A lead form's whole POST once its body is read: validate, submit, and decide the answer. */
function leadFormPost<Schema extends z.ZodType>(
  form: { fields: readonly Field[]; schema: Schema },
  submit: (deps: SubmissionDeps, values: z.output<Schema>, context: SubmissionContext) => Promise<SubmitOutcome>,
): LeadFormPost {
  return {
    async process(body, request) {
      const parsed = parseForm(form, body);
      const postedToken = body.get(hiddenFieldNames.formToken);
      const formToken = typeof postedToken === "string" ? postedToken : null;
      const again = (status: FormProblemStatus, patch: Partial<LeadFormState>, headers: Record<string, string> = {}) => ({
        status,
        state: { token: formToken ?? "", values: parsed.raw, errors: {}, formError: null, ...patch },
        headers,
      });
      if (!parsed.ok) return again(400, { errors: parsed.errors });

      let outcome: SubmitOutcome;
      try {
        const { submissionDeps } = await services();
        const honeypot = body.get(hiddenFieldNames.honeypot);
        outcome = await submit(submissionDeps, parsed.values, {
          clientIp: request.clientIp,
          formToken,
          honeypot: typeof honeypot === "string" ? honeypot : "",
          now: new Date(),
        });
      } catch (error) {
        // Only a database out of reach is an outage; anything else it refused is our fault, said as such.
        // The log gets a summary: the error's message would carry the statement and the visitor's values.
        const unreachable = isDatabaseUnreachable(error);
        console.error(`Could not store a submission to ${request.pathname}: ${errorSummary(error)}`);
        return unreachable ? again(503, { formError: formErrors.unavailable }) : again(500, { formError: formErrors.notSaved });
      }
      if (outcome.status === "rate-limited") {
        return again(
          429,
          {
            formError: `You have sent several submissions in a short time. Please try again in ${minutes(outcome.retryAfterSeconds)}.`,
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
  contact: leadFormPost(contactForm, submitInquiry),
  cio: leadFormPost(cioForm, (deps, values, context) => submitApplication(deps, { type: "CIO", values }, context)),
  company: leadFormPost(companyForm, (deps, values, context) =>
    submitApplication(deps, { type: "Company", values }, context),
  ),
};

/** The paths app/routes.ts gives the lead forms, as browsers post them. */
const leadFormPaths: Record<string, LeadFormPost | undefined> = {
  "/contact": leadFormPosts.contact,
  "/form": leadFormPosts.cio,
  "/form/cio": leadFormPosts.cio,
  "/form/company": leadFormPosts.company,
};

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

/** The GET of a lead form page: the thank-you after a submission, otherwise a fresh form. */
export async function leadFormPage(request: Request): Promise<{ submitted: boolean; form: LeadFormState | null }> {
  const submitted = new URL(request.url).searchParams.get("submitted") === "1";
  return { submitted, form: submitted ? null : await freshFormState() };
}

/** Form pages carry a one-time token, so no cache may keep them; an action's headers (Retry-After) pass through. */
export const noStoreHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "no-store");
  return headers;
};
