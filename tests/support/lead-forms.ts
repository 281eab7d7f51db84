import { issueFormToken } from "~/server/leads/form-token.server";
import { leadAnswers } from "./form-samples";

// Valid submissions of the three lead forms, each with its own name and e-mail address, so that
// rows in the database and messages at the SMTP peer can be matched to the POST that made them.

/** A shared AUTH_SECRET for servers in tests, so the tests can sign form tokens as the server does. */
export const TEST_AUTH_SECRET = "tests-shared-auth-secret-0123456789abcdefghijklmnop";

/** Settings that let a test submit quickly and often: no time trap, no practical rate limit. */
export const fastForms = { FORM_MIN_FILL_SECONDS: "0", SUBMISSIONS_PER_HOUR_PER_IP: "100000", SUBMISSIONS_PER_HOUR_PER_EMAIL: "100000" };

export type LeadKind = "contact" | "cio" | "company";

export type LeadSubmission = {
  kind: LeadKind;
  path: "/contact" | "/form/cio" | "/form/company";
  /** The visitor's address: their confirmation e-mail goes there. */
  email: string;
  /** As the admin list shows it: "First Last", or "Company (First Last)". */
  name: string;
  /** Whom the team's notification names: the same. */
  notifiedAs: string;
  fields: Record<string, string | string[]>;
};

const paths = { contact: "/contact", cio: "/form/cio", company: "/form/company" } as const;

/** Submission number `n` of a run tagged `tag` (lowercase letters and digits), of the given kind. */
export function leadSubmission(kind: LeadKind, tag: string, n: number): LeadSubmission {
  const email = `${tag}.${n}@example.ca`;
  const person = { firstName: `Visitor${n}`, lastName: `Tester ${tag}`, email, phone: "+1 416 555 0100" };
  const place = { city: "Toronto", province: "ON" };
  const fields: Record<LeadKind, Record<string, string | string[]>> = {
    contact: { ...person, message: `Message ${n} of ${tag}` },
    cio: {
      ...leadAnswers.cio,
      ...person,
      ...place,
      linkedin: `https://linkedin.com/in/${tag}-${n}`,
      experience: "11-15",
      industries: ["finance"],
    },
    company: {
      ...leadAnswers.company,
      companyName: `Firm${n} ${tag}`,
      ...person,
      ...place,
      companySize: "1-49",
      contractDuration: "1-year-plus",
      requiredExpertise: ["cybersecurity"],
    },
  };
  const fullName = `${person.firstName} ${person.lastName}`;
  const name = kind === "company" ? `Firm${n} ${tag} (${fullName})` : fullName;
  return { kind, path: paths[kind], email, name, notifiedAs: name, fields: fields[kind] };
}

/** The kinds in turn: submission n of a mixed run. */
export const kindOf = (n: number): LeadKind => (["contact", "cio", "company"] as const)[n % 3]!;

/** A form token as the server would issue it `ageMs` ago (the server must run with TEST_AUTH_SECRET). */
export const signedFormToken = (ageMs = 0) => issueFormToken(TEST_AUTH_SECRET, new Date(Date.now() - ageMs));

/** The token of a form page, as a browser gets it. */
export async function formTokenFrom(serverUrl: string, path: string): Promise<string> {
  const html = await (await fetch(`${serverUrl}${path}`)).text();
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error(`no form token on ${path}`);
  return token;
}

/** The urlencoded body of a submission with its token, as a browser sends it. */
export function formBody(submission: LeadSubmission, token: string): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(submission.fields)) {
    for (const entry of [value].flat()) body.append(name, entry);
  }
  body.set("formToken", token);
  body.set("leave_this_empty", "");
  return body;
}

/** POSTs a submission without following the redirect. */
export function postSubmission(serverUrl: string, submission: LeadSubmission, token: string, headers: Record<string, string> = {}) {
  return fetch(`${serverUrl}${submission.path}`, {
    method: "POST",
    body: formBody(submission, token),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    redirect: "manual",
  });
}
