import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmAddress, postForm, request, sessionCookie, verificationLinkIn } from "../support/accounts";
import { databaseKinds } from "../support/database";
import { fastForms, formTokenFrom, type LeadSubmission, postSubmission, TEST_AUTH_SECRET } from "../support/lead-forms";
import { type RunningServer, startServerOn } from "../support/server";
import { type SmtpPeer, startSmtpPeer, subjectOf, textOf } from "../support/smtp-peer";
import { leadAnswers } from "../support/form-samples";

// The company form asks for the company's name and its contact's first and last names, each stored
// in its own column; the contact is greeted by first name, and the team and the admin read "Acme
// Widgets Inc. (Priya Singh)". Through the built server, a real SMTP peer, on PGlite and
// PostgreSQL.

const password = "correct horse battery";
const admin = "company.admin@example.ca";
const team = "team@example.ca";

describe.each(databaseKinds)("a company request's contact on %s", (kind) => {
  let server: RunningServer;
  let peer: SmtpPeer;
  let cookie: string;

  const mailsTo = (email: string) => peer.received.filter((mail) => mail.to.includes(email));

  beforeAll(async () => {
    peer = await startSmtpPeer();
    const env: Record<string, string> = {
      ...fastForms,
      AUTH_SECRET: TEST_AUTH_SECRET,
      ADMIN_EMAILS: admin,
      SMTP_URL: peer.url,
      NOTIFY_EMAILS: team,
    };
    server = await startServerOn(kind, env, 150_000);
    const signUp = await postForm(`${server.url}/register`, { email: admin, password, confirmPassword: password });
    expect(signUp.status).toBe(303);
    await peer.waitFor((mails) => mails.some((mail) => mail.to.includes(admin)), 20_000, "the admin's verification e-mail");
    const link = verificationLinkIn(textOf(mailsTo(admin)[0]!), server.url);
    cookie = sessionCookie(await confirmAddress(link!, password))!;
    expect(cookie).toBeTruthy();
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await peer?.close();
  });

  it("stores the company and both names apart, greets Priya, and names 'Acme Widgets Inc. (Priya Singh)'", async () => {
    const email = `priya.${kind}@acme.example.ca`;
    const lead: LeadSubmission = {
      kind: "company",
      path: "/form/company",
      email,
      name: "Acme Widgets Inc. (Priya Singh)",
      notifiedAs: "Acme Widgets Inc. (Priya Singh)",
      fields: {
        ...leadAnswers.company,
        companyName: "Acme Widgets Inc.",
        firstName: "Priya",
        lastName: "Singh",
        email,
        phone: "+1 416 555 0100",
        companySize: "50-199",
        contractDuration: "6-12-months",
        city: "Toronto",
        province: "ON",
      },
    };
    const response = await postSubmission(server.url, lead, await formTokenFrom(server.url, lead.path));
    expect(response.status).toBe(303);

    // The admin's list names the company and its contact.
    const list = (
      await (await request(`${server.url}/admin/applications?q=${encodeURIComponent("Acme Widgets")}`, cookie)).text()
    ).replaceAll("<!-- -->", "");
    expect(list).toContain("Acme Widgets Inc. (Priya Singh)");
    const id = /\/admin\/applications\/([0-9a-f-]{36})/.exec(list)?.[1];
    expect(id).toBeTruthy();

    // Each value in its own column, as the personal-data download gives the stored record.
    const download = await request(`${server.url}/admin/applications/${id}/personal-data.json`, cookie);
    const { applications } = (await download.json()) as { applications: Record<string, unknown>[] };
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({ type: "Company", companyName: "Acme Widgets Inc.", firstName: "Priya", lastName: "Singh" });

    // The contact is greeted by first name; the team's notification names both.
    await peer.waitFor(() => mailsTo(email).length === 1 && mailsTo(team).length >= 1, 20_000, "the request's e-mails");
    expect(textOf(mailsTo(email)[0]!)).toMatch(/^Hello Priya,/m);
    expect(mailsTo(team).map((mail) => subjectOf(mail.raw))).toContain("New company request from Acme Widgets Inc. (Priya Singh)");
  }, 60_000);
});
