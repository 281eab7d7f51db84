import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmAddress, postForm, request, sessionCookie, verificationLinkIn } from "../support/accounts";
import { databaseKinds } from "../support/database";
import { fastForms, formTokenFrom, type LeadSubmission, leadSubmission, postSubmission, TEST_AUTH_SECRET } from "../support/lead-forms";
import { type RunningServer, startServerOn } from "../support/server";
import { type ReceivedMail, type SmtpPeer, startSmtpPeer, textOf } from "../support/smtp-peer";

// The company's side of a shortlist on the company request's admin page (decision 0078), against
// the built server and a real SMTP peer, on PGlite and PostgreSQL: the company link's state, its
// revoke and resend (only for a shortlist of this record), and every shortlist step of the history
// in words, never as the stored kind.

const slowStart = 150_000;
const password = "correct horse battery";
const admins = ["company.side@example.ca"];

type Lead = { id: string; lead: LeadSubmission };

/** React's text as a person reads it. */
const decoded = (html: string) =>
  html
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** The section of the page under the h2 of this id (up to the first section's end after it). */
const sectionOf = (html: string, id: string) => new RegExp(`<h2 id="${id}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? "";
/** The message's text part (the peer gets it with its HTML part). */
function plainTextOf(mail: ReceivedMail): string {
  const text = textOf(mail);
  const part = text.slice(text.search(/Content-Type: text\/plain/i));
  return part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n")
    .split(/\r?\n--/)[0]!;
}

describe.each(databaseKinds)("the company's side of a shortlist on its admin page on %s", (kind) => {
  let server: RunningServer;
  let peer: SmtpPeer;
  const cookies: string[] = [];
  let submitted = 0;

  async function adminSession(email: string): Promise<string> {
    const signUp = await postForm(`${server.url}/register`, { email, password, confirmPassword: password });
    expect(signUp.status).toBe(303);
    await peer.waitFor((mails) => mails.some((mail) => mail.to.includes(email)), 20_000, `the verification e-mail of ${email}`);
    const link = verificationLinkIn(textOf(peer.received.find((mail) => mail.to.includes(email))!), server.url);
    const cookie = sessionCookie(await confirmAddress(link!, password));
    if (!cookie) throw new Error(`no session for ${email}`);
    return cookie;
  }

  /** A new application through its public form, accepted (without a decision e-mail) unless `pending`. */
  async function apply(type: "cio" | "company", tag: string, status: "Accepted" | "pending" = "Accepted"): Promise<Lead> {
    submitted += 1;
    const lead = leadSubmission(type, `${tag}${kind}`, submitted);
    const response = await postSubmission(server.url, lead, await formTokenFrom(server.url, lead.path));
    expect(response.status).toBe(303);
    const list = await (await request(`${server.url}/admin?q=${encodeURIComponent(lead.email)}`, cookies[0]!)).text();
    const id = /\/admin\/applications\/([0-9a-f-]{36})/.exec(list)?.[1];
    if (!id) throw new Error(`${lead.email} is not in the list`);
    if (status === "Accepted") {
      expect((await postForm(`${server.url}/admin/applications/${id}`, { intent: "decide", status }, cookies[0]!)).status).toBe(303);
    }
    return { id, lead };
  }

  const page = async (id: string, cookie = cookies[0]!) => (await request(`${server.url}/admin/applications/${id}`, cookie)).text();
  const post = (id: string, values: Record<string, string | string[]>, cookie = cookies[0]!) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(values)) for (const entry of [value].flat()) body.append(name, entry);
    return request(`${server.url}/admin/applications/${id}`, cookie, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
  };
  /** The form as a browser posts it: the ticked CIOs and every note typed. */
  const shortlistForm = (
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
  const mailsTo = (email: string) => peer.received.filter((mail) => mail.to.includes(email));
  const shortlistsSection = async (id: string) => decoded(sectionOf(await page(id), "shortlists"));
  beforeAll(async () => {
    peer = await startSmtpPeer();
    const env: Record<string, string> = {
      ...fastForms,
      SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "1000",
      AUTH_SECRET: TEST_AUTH_SECRET,
      ADMIN_EMAILS: admins.join(","),
      SMTP_URL: peer.url,
    };
    server = await startServerOn(kind, env, slowStart);
    for (const admin of admins) cookies.push(await adminSession(admin));
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await peer?.close();
  });

  /** The path of the opportunity link in the newest e-mail to `email`. */
  const opportunityPathIn = (email: string) => {
    const mail = mailsTo(email).at(-1);
    const path = /https?:\/\/[^/\s]+(\/opportunity\/[\w.-]+)/.exec(mail ? plainTextOf(mail) : "")?.[1];
    if (!path) throw new Error(`no opportunity link to ${email}`);
    return path;
  };
  const historySection = async (id: string) => decoded(sectionOf(await page(id), "history"));
  const companyLinkState = (html: string) => /data-company-link-state="([a-z-]+)"/.exec(html)?.[1];

  it("shows the company link's state, revokes it, then sends a new one; another record's shortlist gets a 404", async () => {
    const company = await apply("company", "cl-co");
    const cio = await apply("cio", "cl-cio");
    const other = await apply("company", "cl-other");
    const sent = await post(company.id, shortlistForm("shortlist-send", [{ id: cio.id, forCio: "For you", forCompany: "For them" }]));
    expect(sent.status).toBe(303);
    expect(companyLinkState(await page(company.id))).toBe("not-sent");

    // The CIO says yes on their page: the company's page goes out.
    await peer.waitFor(
      (mails) => mails.some((mail) => mail.to.includes(cio.lead.email) && /opportunity/.test(textOf(mail))),
      20_000,
      "the invitation",
    );
    const answered = await request(`${server.url}${opportunityPathIn(cio.lead.email)}`, null, {
      method: "POST",
      body: new URLSearchParams({ answer: "interested", reason: "Free from March" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(answered.status).toBe(303);
    await peer.waitFor(
      (mails) => mails.some((mail) => mail.to.includes(company.lead.email) && /\/shortlist\//.test(textOf(mail))),
      20_000,
      "the company's page",
    );
    const companyMails = () => mailsTo(company.lead.email).filter((mail) => /\/shortlist\//.test(textOf(mail))).length;
    const section = await shortlistsSection(company.id);
    expect(companyLinkState(section)).toBe("sent");
    expect(section).toContain('value="revoke-company-link"');
    const shortlistId = /id="company-link-([0-9a-f-]{36})"/.exec(section)![1]!;

    // Only a shortlist of this record: another request's page, or a made-up id, gets nothing done.
    expect((await post(other.id, { intent: "revoke-company-link", shortlistId })).status).toBe(404);
    expect((await post(company.id, { intent: "revoke-company-link", shortlistId: "not-an-id" })).status).toBe(400);
    expect(companyLinkState(await page(company.id))).toBe("sent");

    const revoked = await post(company.id, { intent: "revoke-company-link", shortlistId });
    expect(revoked.status).toBe(303);
    expect(revoked.headers.get("location")).toContain("notice=companyLinkRevoked");
    const afterRevoke = await shortlistsSection(company.id);
    expect(companyLinkState(afterRevoke)).toBe("revoked");
    expect(afterRevoke).toContain("Send the company a new link");
    expect(afterRevoke).not.toContain('value="revoke-company-link"');
    expect((await post(company.id, { intent: "revoke-company-link", shortlistId })).status).toBe(409);

    const before = companyMails();
    const resent = await post(company.id, { intent: "resend-company-link", shortlistId });
    expect(resent.status).toBe(303);
    expect(resent.headers.get("location")).toContain("notice=companyLinkResent");
    await peer.waitFor(() => companyMails() > before, 20_000, "the company's new link");
    expect(companyLinkState(await page(company.id))).toBe("sent");

    // Every shortlist step in words on both records' histories; no stored kind shows as is.
    const companyHistory = await historySection(company.id);
    const cioName = cio.lead.name;
    for (const line of [
      `Shortlisted ${cioName}: invitation e-mailed`,
      `${cioName} opened their invitation`,
      `${cioName} is interested: “Free from March”`,
      "Shortlist page e-mailed to the company",
      "The company's link revoked",
      "New link e-mailed to the company",
    ])
      expect(companyHistory).toContain(line);
    const cioHistory = await historySection(cio.id);
    expect(cioHistory).toContain("Interested in ");
    for (const history of [companyHistory, cioHistory])
      expect(history).not.toMatch(/>(shortlisted|shortlist-[a-z-]+|cio-[a-z-]+|company-[a-z-]+)</);
  });
});
