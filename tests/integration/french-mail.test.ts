import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formatLongDate } from "~/content/format";
import { decideApplication } from "~/server/admin/applications.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { applications, outbox } from "~/server/db/schema.server";
import type { SubmissionDeps } from "~/server/leads/submissions.server";
import { checkWithdrawalToken } from "~/server/privacy/withdrawal-link.server";
import { withdrawApplication } from "~/server/privacy/withdrawal.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { sampleCio, sampleCompany, submissionDepsFor, submitStored } from "../support/submission-deps";

// E-mails in the applicant's language: the language stored with a submission decides the language
// of every e-mail to the applicant (confirmation, withdrawal confirmation, decision), and of the
// withdrawal link; the team's notification stays English and names the language. On PGlite and
// PostgreSQL, without HTTP (the French withdrawal page is in french-withdrawal-http.test.ts).

const secret = "french-mail-test-secret-0123456789abcdef";
const baseUrl = "https://cio.example.ca";
const admin = "decider@example.ca";
const config = {
  baseUrl,
  adminEmails: [admin],
  smtpUrl: "smtp://127.0.0.1:2525",
  dataDir: "/nonexistent",
  privacy: { contactEmail: "privacy@cio.example.ca", retention: { spamDays: 30, closedMonths: 24, mailBodyDays: 90 } },
};

describe.each(databaseKinds)("e-mails in the applicant's language on %s", (kind) => {
  let handle: DatabaseHandle;
  let deps: SubmissionDeps;
  const now = new Date();

  /** The e-mails queued about an application, written as they will be sent. */
  const mailsOf = async (id: string) => {
    const rows = await handle.db.select().from(outbox).where(eq(outbox.applicationId, id));
    return (mailKind: string) => {
      const mail = rows.find((row) => row.kind === mailKind);
      if (!mail) throw new Error(`no ${mailKind} among ${rows.map((row) => row.kind).join(", ")}`);
      return mail;
    };
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    deps = submissionDepsFor(handle.db, secret, ["team@example.ca"]);
  });
  beforeEach(async () => {
    await handle.db.delete(outbox);
    await handle.db.delete(applications);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("confirms a French CIO application in French, with a link to the French withdrawal page; withdrawing confirms in French", async () => {
    const id = await submitStored(
      deps,
      sampleCio({ firstName: "Gabrielle", lastName: "Roy", email: "gabrielle@example.ca" }, "https://www.linkedin.com/in/groy"),
      "CIO",
      now,
      "fr",
    );
    const [stored] = await handle.db.select().from(applications).where(eq(applications.id, id));
    expect(stored?.locale).toBe("fr");

    const mail = await mailsOf(id);
    const confirmation = mail("application-confirmation");
    expect(confirmation.subject).toBe("Nous avons bien reçu votre candidature de DPI – Fractional CIO Canada");
    expect(confirmation.textBody).toContain("Bonjour Gabrielle,");
    expect(confirmation.htmlBody).toContain('<html lang="fr-CA">');
    const token = new RegExp(`${baseUrl}/fr/retrait/([\\w.-]+)`).exec(confirmation.textBody ?? "")?.[1];
    expect(checkWithdrawalToken(token ?? "", secret, stored!.createdAt)).toMatchObject({ ok: true, id });
    expect(confirmation.textBody).not.toContain("/withdraw/");

    const notification = mail("application-notification");
    expect(notification.subject).toBe("New CIO application from Gabrielle Roy");
    expect(notification.textBody).toContain("Language: French");

    expect(await withdrawApplication({ db: handle.db, config, now }, { id, deleteData: false })).toBe("withdrawn");
    const withdrawn = (await mailsOf(id))("withdrawal-confirmation");
    expect(withdrawn.subject).toBe("Votre candidature de DPI est retirée – Fractional CIO Canada");
    expect(withdrawn.textBody).toContain(`reçue le ${formatLongDate(stored!.createdAt, "fr-CA")}`);
    expect(withdrawn.textBody).toMatch(/reçue le \d{1,2}(er)? [a-zéû]+ \d{4}\./);
    expect(withdrawn.htmlBody).toContain('<html lang="fr-CA">');
  });

  it("keeps an English application's e-mails in English, and tells the team so", async () => {
    const id = await submitStored(
      deps,
      sampleCio({ firstName: "Ada", lastName: "Byron", email: "ada@example.ca" }, "https://www.linkedin.com/in/abyron"),
      "CIO",
      now,
    );
    const mail = await mailsOf(id);
    expect(mail("application-confirmation").subject).toBe("We received your CIO application – Fractional CIO Canada");
    expect(mail("application-confirmation").textBody).toContain(`${baseUrl}/withdraw/`);
    expect(mail("application-confirmation").htmlBody).toContain('<html lang="en-CA">');
    expect(mail("application-notification").textBody).toContain("Language: English");

    expect(await withdrawApplication({ db: handle.db, config, now }, { id, deleteData: false })).toBe("withdrawn");
    expect((await mailsOf(id))("withdrawal-confirmation").subject).toBe("Your CIO application is withdrawn – Fractional CIO Canada");
  });

  it("sends a French applicant's decision in French and an English one's in English", async () => {
    const french = await submitStored(deps, sampleCompany("Boulangerie Lavoie", "Lavoie", "info@lavoie.example"), "Company", now, "fr");
    const english = await submitStored(deps, sampleCompany("Acme Clinics", "Smith", "it@acme.example"), "Company", now);
    const frenchCio = await submitStored(
      deps,
      sampleCio({ firstName: "Émile", lastName: "Nelligan", email: "emile@example.ca" }, "https://www.linkedin.com/in/enelligan"),
      "CIO",
      now,
      "fr",
    );
    const decide = (id: string, status: "Accepted" | "Denied") =>
      decideApplication(handle.db, { id, status, adminEmail: admin, now, applicant: { notify: true, baseUrl } });
    expect(await decide(french, "Accepted")).toMatchObject({ outcome: "decided", notified: true });
    expect(await decide(english, "Accepted")).toMatchObject({ outcome: "decided", notified: true });
    expect(await decide(frenchCio, "Denied")).toMatchObject({ outcome: "decided", notified: true });

    const frenchDecision = (await mailsOf(french))("decision-accepted");
    expect(frenchDecision.subject).toBe("Votre demande de DPI à temps partagé est acceptée – Fractional CIO Canada");
    expect(frenchDecision.textBody).toContain("pour Boulangerie Lavoie");
    expect(frenchDecision.textBody).toContain(`${baseUrl}/fr/contact`);
    expect(frenchDecision.htmlBody).toContain('<html lang="fr-CA">');
    const cioDecision = (await mailsOf(frenchCio))("decision-denied");
    expect(cioDecision.subject).toBe("Votre candidature à Fractional CIO Canada");
    expect(cioDecision.textBody).toContain("Bonjour Émile,");
    const englishDecision = (await mailsOf(english))("decision-accepted");
    expect(englishDecision.subject).toBe("Your request for a fractional CIO is accepted – Fractional CIO Canada");
    expect(englishDecision.textBody).toContain(`${baseUrl}/contact`);
  });
});
