import { expect } from "vitest";
import { confirmAddress, postForm, request, sessionCookie, verificationLinkIn } from "./accounts";
import type { DatabaseKind } from "./database";
import { fastForms, formTokenFrom, type LeadSubmission, leadSubmission, postSubmission, TEST_AUTH_SECRET } from "./lead-forms";
import { type RunningServer, startServerOn } from "./server";
import { type ReceivedMail, type SmtpPeer, startSmtpPeer, textOf } from "./smtp-peer";

// What the tests of the admin workspace over HTTP share: admins signed up through /register and
// the link the SMTP peer received, applications sent through their public forms and found in the
// admin list, and the admin's forms posted as a browser posts them. The pages are read as text,
// with the helpers below to find a section and read it as a person does.

export const ADMIN_PASSWORD = "correct horse battery";
const slowStart = 150_000;

/** A server (or several sharing a database) and the SMTP peer its mail worker sends to. */
export type AdminSite = { url: string; peer: SmtpPeer };

export type Lead = { id: string; lead: LeadSubmission };

/** The environment of a server whose admins are `admins`, sending to `peer`, with forms that take posts at once. */
export const adminServerEnv = (admins: string[], peer: SmtpPeer): Record<string, string> => ({
  ...fastForms,
  SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "1000",
  AUTH_SECRET: TEST_AUTH_SECRET,
  ADMIN_EMAILS: admins.join(","),
  SMTP_URL: peer.url,
});

/** Signs `email` up through /register, follows the link the peer received, and returns the session cookie. */
export async function adminSession(site: AdminSite, email: string): Promise<string> {
  const signUp = await postForm(`${site.url}/register`, { email, password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD });
  expect(signUp.status).toBe(303);
  await site.peer.waitFor((mails) => mails.some((mail) => mail.to.includes(email)), 20_000, `the verification e-mail of ${email}`);
  const link = verificationLinkIn(textOf(site.peer.received.find((mail) => mail.to.includes(email))!), site.url);
  const cookie = sessionCookie(await confirmAddress(link!, ADMIN_PASSWORD));
  if (!cookie) throw new Error(`no session for ${email}`);
  return cookie;
}

/** A form body as a browser sends it: a list value is the field named once per entry (ticked boxes). */
export function formBodyOf(values: Record<string, string | string[]>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) for (const entry of [value].flat()) body.append(name, entry);
  return body;
}

/** Posts the admin's form on an application's page; the redirect is answered, not followed. */
export const postOnApplication = (site: { url: string }, id: string, values: Record<string, string | string[]>, cookie: string) =>
  request(`${site.url}/admin/applications/${id}`, cookie, {
    method: "POST",
    body: formBodyOf(values),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });

/** An application's admin page, as HTML. */
export const applicationPage = async (site: { url: string }, id: string, cookie: string) =>
  (await request(`${site.url}/admin/applications/${id}`, cookie)).text();

/**
 * Sends a new application through its public form, finds its id in the admin list, and accepts it
 * (without a decision e-mail) when `status` is "Accepted". `n` keeps its address apart from others of `tag`.
 */
export async function applyThrough(
  site: { url: string },
  cookie: string,
  type: "cio" | "company",
  tag: string,
  n: number,
  status: "Accepted" | "pending",
): Promise<Lead> {
  const lead = leadSubmission(type, tag, n);
  const response = await postSubmission(site.url, lead, await formTokenFrom(site.url, lead.path));
  expect(response.status).toBe(303);
  const list = await (await request(`${site.url}/admin?q=${encodeURIComponent(lead.email)}`, cookie)).text();
  const id = /\/admin\/applications\/([0-9a-f-]{36})/.exec(list)?.[1];
  if (!id) throw new Error(`${lead.email} is not in the list`);
  if (status === "Accepted") {
    expect((await postForm(`${site.url}/admin/applications/${id}`, { intent: "decide", status }, cookie)).status).toBe(303);
  }
  return { id, lead };
}

/** The kinds of the e-mails queued for an applicant (sent or not), from the admin's 'Download data'. */
export async function queuedKindsOf(site: { url: string }, id: string, cookie: string): Promise<string[]> {
  const download = await request(`${site.url}/admin/applications/${id}/personal-data.json`, cookie);
  const { emails } = (await download.json()) as { emails: { kind: string }[] };
  return emails.map((email) => email.kind).sort();
}

/**
 * One built server on a database of `kind` whose admins are `admins`, all signed in once it has
 * started. The functions it hands out may be taken apart at a describe's top: they read the server,
 * the peer and the sessions when called. Each application's address carries `kind` and a number
 * counted per site, so two databases' runs and two calls never share one. `moreEnv` adds to or
 * overrides the server's environment.
 */
export function adminSite(kind: DatabaseKind, admins: string[], moreEnv: Record<string, string> = {}) {
  let server: RunningServer | undefined;
  let peer: SmtpPeer | undefined;
  const cookies: string[] = [];
  let submitted = 0;
  const site = (): AdminSite => {
    if (!server || !peer) throw new Error("the admin site is not started");
    return { url: server.url, peer };
  };
  return {
    /** The admins' sessions, in the order of `admins`. */
    cookies,
    async start(): Promise<{ server: RunningServer; peer: SmtpPeer }> {
      peer = await startSmtpPeer();
      server = await startServerOn(kind, { ...adminServerEnv(admins, peer), ...moreEnv }, slowStart);
      for (const admin of admins) cookies.push(await adminSession(site(), admin));
      return { server, peer };
    },
    /** Stops the server (it must exit cleanly) and the peer. */
    async stop() {
      if (server) expect(await server.stop()).toBe(0);
      await peer?.close();
    },
    apply: (type: "cio" | "company", tag: string, status: "Accepted" | "pending" = "pending") =>
      applyThrough(site(), cookies[0]!, type, `${tag}${kind}`, ++submitted, status),
    page: (id: string, cookie = cookies[0]!) => applicationPage(site(), id, cookie),
    post: (id: string, values: Record<string, string | string[]>, cookie = cookies[0]!) => postOnApplication(site(), id, values, cookie),
    queuedKinds: (id: string) => queuedKindsOf(site(), id, cookies[0]!),
    mailsTo: (email: string) => site().peer.received.filter((mail) => mail.to.includes(email)),
  };
}

/** React's text as a person reads it. */
export const decoded = (html: string) =>
  html
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** The section of the page under the h2 of this id (up to the first section's end after it). */
export const sectionOf = (html: string, id: string) => new RegExp(`<h2 id="${id}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? "";

/** The message's text part (the peer gets it with its HTML part). */
export function plainTextOf(mail: ReceivedMail): string {
  const text = textOf(mail);
  const part = text.slice(text.search(/Content-Type: text\/plain/i));
  return part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n")
    .split(/\r?\n--/)[0]!;
}

/** The shortlist form as a browser posts it: the ticked CIOs and every note typed. */
export const shortlistForm = (
  intent: "shortlist-preview" | "shortlist-send",
  picks: { id: string; forCio?: string; forCompany?: string }[],
) => ({
  intent,
  pick: picks.map((pick) => pick.id),
  ...Object.fromEntries(
    picks.flatMap((pick) => [
      [`noteForCio.${pick.id}`, pick.forCio ?? ""],
      [`noteForCompany.${pick.id}`, pick.forCompany ?? ""],
    ]),
  ),
});
