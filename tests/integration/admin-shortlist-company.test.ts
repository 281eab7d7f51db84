import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "../support/accounts";
import { adminSite, decoded, plainTextOf, sectionOf, shortlistForm } from "../support/admin-http";
import { databaseKinds } from "../support/database";
import type { RunningServer } from "../support/server";
import { type SmtpPeer, textOf } from "../support/smtp-peer";

// The company's side of a shortlist on the company request's admin page (decision 0078), against
// the built server and a real SMTP peer, on PGlite and PostgreSQL: the company link's state, its
// revoke and resend (only for a shortlist of this record), and every shortlist step of the history
// in words, never as the stored kind.

const admins = ["company.side@example.ca"];

describe.each(databaseKinds)("the company's side of a shortlist on its admin page on %s", (kind) => {
  let server: RunningServer;
  let peer: SmtpPeer;
  const site = adminSite(kind, admins);
  const { page, post, mailsTo } = site;
  /** A new application through its public form, accepted (without a decision e-mail). */
  const apply = (type: "cio" | "company", tag: string) => site.apply(type, tag, "Accepted");
  const shortlistsSection = async (id: string) => decoded(sectionOf(await page(id), "shortlists"));
  beforeAll(async () => {
    ({ server, peer } = await site.start());
  }, 240_000);

  afterAll(() => site.stop());

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
