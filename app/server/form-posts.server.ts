import { data, type HeadersFunction, redirect } from "react-router";
import type { z } from "zod";
import { type Field, hiddenFieldNames } from "~/domain/forms/fields";
import { parseForm, type RawValues } from "~/domain/forms/parse-form";
import { issueFormToken } from "./form-token.server";
import { requestInfoContext, type RequestInfo } from "./request-context.server";
import { services } from "./services.server";
import type { SubmissionContext, SubmissionDeps, SubmitOutcome } from "./submissions.server";

/** Forms carry a few short fields; a megabyte is far more than any visitor sends. */
export const MAX_FORM_BYTES = 1_000_000;


/** What a lead form page shows: a fresh form, a form sent back with problems, or the thank-you. */
export type LeadFormState = {
  token: string;
  values: RawValues;
  errors: Record<string, string>;
  /** A problem with the whole submission (database down, too many submissions). */
  formError: string | null;
};

const tooLarge = () => new Response("This form submission is too large.", { status: 413 });

/** Reads a urlencoded or multipart body of at most MAX_FORM_BYTES; anything else is the client's error. */
export async function readFormBody(request: Request): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType)) {
    throw new Response("Send the form as application/x-www-form-urlencoded or multipart/form-data.", { status: 415 });
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.byteLength;
    if (size > MAX_FORM_BYTES) {
      await reader?.cancel();
      throw tooLarge();
    }
    chunks.push(read.value);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": contentType } }).formData();
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

/**
 * The whole POST of a lead form: read, validate, submit, then redirect to the thank-you
 * (303, so a reload never resends) or answer 400/429/503 with the visitor's values kept.
 */
export async function handleLeadFormPost<Schema extends z.ZodType>(
  args: { request: Request; context: { get: (key: typeof requestInfoContext) => RequestInfo } },
  form: { fields: readonly Field[]; schema: Schema },
  submit: (deps: SubmissionDeps, values: z.output<Schema>, context: SubmissionContext) => Promise<SubmitOutcome>,
) {
  const { request, context } = args;
  const body = await readFormBody(request);
  const parsed = parseForm(form, body);
  const postedToken = body.get(hiddenFieldNames.formToken);
  const formToken = typeof postedToken === "string" ? postedToken : null;
  const state = (status: number, patch: Partial<LeadFormState>, headers?: HeadersInit) =>
    data<LeadFormState>(
      { token: formToken ?? "", values: parsed.raw, errors: {}, formError: null, ...patch },
      { status, headers },
    );
  if (!parsed.ok) return state(400, { errors: parsed.errors });

  let outcome: SubmitOutcome;
  try {
    const { submissionDeps } = await services();
    const honeypot = body.get(hiddenFieldNames.honeypot);
    outcome = await submit(submissionDeps, parsed.values, {
      clientIp: context.get(requestInfoContext).clientIp,
      formToken,
      honeypot: typeof honeypot === "string" ? honeypot : "",
      now: new Date(),
    });
  } catch (error) {
    console.error(`Could not store a submission to ${new URL(request.url).pathname}:`, error);
    return state(503, {
      formError:
        "Your submission was not sent: we could not save it just now. Nothing was lost on your side; please try again in a few minutes.",
    });
  }
  if (outcome.status === "rate-limited") {
    return state(
      429,
      {
        formError: `You have sent several submissions in a short time. Please try again in ${minutes(outcome.retryAfterSeconds)}.`,
      },
      { "Retry-After": String(outcome.retryAfterSeconds) },
    );
  }
  // Stored, a resent duplicate, or caught as spam: each gets the same thank-you.
  const url = new URL(request.url);
  return redirect(`${url.pathname}?submitted=1`, 303);
}

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
