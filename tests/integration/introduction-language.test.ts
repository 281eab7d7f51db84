import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePaths } from "~/domain/locale";
import { mailHeader, postForm, request } from "../support/accounts";
import { adminSite, plainTextOf } from "../support/admin-http";
import { databaseKinds } from "../support/database";
import { formTokenFrom, leadSubmission, postSubmission } from "../support/lead-forms";
import { subjectOf } from "../support/smtp-peer";
import { until } from "../support/until";

// An admin's direct introduction as it reaches each side, over HTTP against the built server and a
// real SMTP peer, on PGlite and PostgreSQL: a company that asked on the French form and a CIO who
// applied on the English one each get the introduction in their own language, signed and with the
// Content-Language of that language; a pair that both used English stays English.

const admins = ["introducer@example.ca"];

describe.each(databaseKinds)("an admin's introduction in each side's language on %s", (kind) => {
  const site = adminSite(kind, admins);
  let url = "";
  let submitted = 0;

  beforeAll(async () => {
    ({
      server: { url },
    } = await site.start());
  }, 240_000);
  afterAll(() => site.stop());

  /** A request or application sent on the form of `locale`, found in the admin list and accepted. */
  async function accepted(type: "cio" | "company", locale: "en" | "fr") {
    const lead = leadSubmission(type, `intro${locale}${kind}`, ++submitted);
    const path = type === "cio" ? pagePaths.cioForm[locale] : pagePaths.companyForm[locale];
    const sent = { ...lead, path: path as typeof lead.path };
    expect((await postSubmission(url, sent, await formTokenFrom(url, path))).status).toBe(303);
    const cookie = site.cookies[0]!;
    const list = await (await request(`${url}/admin/applications?q=${encodeURIComponent(lead.email)}`, cookie)).text();
    const id = /\/admin\/applications\/([0-9a-f-]{36})/.exec(list)?.[1];
    if (!id) throw new Error(`${lead.email} is not in the list`);
    expect((await postForm(`${url}/admin/applications/${id}`, { intent: "decide", status: "Accepted" }, cookie)).status).toBe(303);
    return { id, email: lead.email };
  }

  /** Introduces the pair as the admin does (preview, then confirm) and waits for both e-mails at the peer. */
  async function introduce(company: { id: string; email: string }, cio: { id: string; email: string }) {
    const preview = await site.post(company.id, { intent: "introduce", otherId: cio.id });
    expect(preview.status).toBe(200);
    expect((await site.post(company.id, { intent: "introduce", otherId: cio.id, previewed: "yes" })).status).toBe(303);
    const introduction = (email: string) =>
      site.mailsTo(email).find((mail) => /Introducing|Nous vous présentons/.test(subjectOf(mail.raw)));
    await until(() => Boolean(introduction(company.email) && introduction(cio.email)), 20_000, "both introductions at the peer");
    return { toCompany: introduction(company.email)!, toCio: introduction(cio.email)! };
  }

  it("writes to a French company in French and to an English CIO in English", async () => {
    const company = await accepted("company", "fr");
    const cio = await accepted("cio", "en");
    const { toCompany, toCio } = await introduce(company, cio);

    expect(subjectOf(toCompany.raw)).toMatch(/^Nous vous présentons Visitor\d+ Tester introen\w+, DPI à temps partagé pour Firm\d+ /);
    expect(mailHeader(toCompany.raw, "Content-Language")).toBe("fr-CA");
    const french = plainTextOf(toCompany);
    expect(french).toMatch(/^Bonjour Visitor\d+ Tester introfr\w+,/);
    expect(french).toContain("Courriel");
    expect(french).toMatch(/Cordialement,\r?\nL'équipe de Fractional CIO Canada/);
    expect(french).not.toContain("Kind regards");

    expect(subjectOf(toCio.raw)).toMatch(/^Introducing Firm\d+ introfr\w+, a company looking for a fractional CIO$/);
    expect(mailHeader(toCio.raw, "Content-Language")).toBe("en-CA");
    const english = plainTextOf(toCio);
    expect(english).toMatch(/^Hello Visitor\d+,/);
    expect(english).toMatch(/Kind regards,\r?\nThe Fractional CIO Canada team/);
    expect(english).not.toContain("Cordialement");
  });

  it("writes to a French CIO in French and to an English company in English", async () => {
    const company = await accepted("company", "en");
    const cio = await accepted("cio", "fr");
    const { toCompany, toCio } = await introduce(company, cio);
    expect(subjectOf(toCompany.raw)).toMatch(/^Introducing /);
    expect(mailHeader(toCompany.raw, "Content-Language")).toBe("en-CA");
    expect(subjectOf(toCio.raw)).toMatch(
      /^Nous vous présentons Firm\d+ introen\w+, une entreprise à la recherche d'un DPI à temps partagé$/,
    );
    expect(mailHeader(toCio.raw, "Content-Language")).toBe("fr-CA");
    expect(plainTextOf(toCio)).toContain("Personne-ressource");
  });
});
