import type { RawValues } from "~/domain/forms/parse-form";

// The shapes a lead form's page and its POST come to: shared by the form posts and the request
// context that carries an already-processed POST to the page.

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
  { status: 303; location: string } | { status: FormProblemStatus; state: LeadFormState; headers: Record<string, string> };

/** 400 invalid, 429 too many, 503 the database unreachable, 500 the database refused it (a bug of ours). */
export type FormProblemStatus = 400 | 429 | 500 | 503;
