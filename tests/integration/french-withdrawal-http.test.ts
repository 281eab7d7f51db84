import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatLongDate } from "~/content/format";
import { pagePaths } from "~/domain/locale";
import { databaseKinds } from "../support/database";
import { fastForms, formBody, formTokenFrom, type LeadSubmission, leadSubmission, TEST_AUTH_SECRET } from "../support/lead-forms";
import { type RunningServer, startServerOn } from "../support/server";
import { type SmtpPeer, startSmtpPeer, subjectOf, textOf } from "../support/smtp-peer";

// A CIO who applies on the French form gets a French confirmation whose link opens the French
// withdrawal page; withdrawing there confirms in French, on the page and by e-mail. The e-mail
// follows the application's language, whichever page was used. Against the built server and a real
// SMTP peer, on PGlite and PostgreSQL.

const slowStart = 150_000;
const withdrawnFr = "Votre candidature de DPI est retirée – Fractional CIO Canada";
const withdrawnEn = "Your CIO application is withdrawn – Fractional CIO Canada";

describe.each(databaseKinds)("the French withdrawal page on %s", (kind) => {
  let server: RunningServer;
  let peer: SmtpPeer;
  let submitted = 0;

  /** A CIO application through the form at `path`; the link of its confirmation e-mail, and the e-mail. */
  async function apply(path: string, linkPrefix: string): Promise<{ lead: LeadSubmission; link: string; subject: string; text: string }> {
    submitted += 1;
    const lead = leadSubmission("cio", `frhttp${kind}`, submitted);
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      body: formBody(lead, await formTokenFrom(server.url, path)),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    const confirmation = () => peer.received.find((mail) => mail.to.includes(lead.email));
    await peer.waitFor(() => confirmation() !== undefined, 20_000, `the confirmation of ${lead.email}`);
    const text = textOf(confirmation()!);
    // The e-mail's links start at the server's BASE_URL; the page is opened on the test's server.
    const linkPath = new RegExp(`https?://[^/\\s]+(${linkPrefix}[\\w.-]+)`).exec(text)?.[1];
    if (!linkPath) throw new Error(`no ${linkPrefix} link in the confirmation:\n${text}`);
    return { lead, link: `${server.url}${linkPath}`, subject: subjectOf(confirmation()!.raw), text };
  }

  const withdrawalMail = (email: string) =>
    peer.received.find((mail) => mail.to.includes(email) && [withdrawnFr, withdrawnEn].includes(subjectOf(mail.raw)));
  const page = async (url: string) => (await (await fetch(url)).text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
  const withdraw = (url: string) =>
    fetch(url, {
      method: "POST",
      body: new URLSearchParams({ intent: "withdraw" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });

  beforeAll(async () => {
    peer = await startSmtpPeer();
    const env: Record<string, string> = { ...fastForms, AUTH_SECRET: TEST_AUTH_SECRET, SMTP_URL: peer.url };
    server = await startServerOn(kind, env, slowStart);
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await peer?.close();
  });

  it("confirms a French application in French, and withdraws it in French on the page its link opens", async () => {
    const { lead, link, subject, text } = await apply(pagePaths.cioForm.fr, "/fr/retrait/");
    expect(subject).toBe("Nous avons bien reçu votre candidature de DPI – Fractional CIO Canada");
    expect(text).toContain(`Bonjour ${lead.fields.firstName},`);

    const opened = await page(link);
    expect(opened).toContain("Retirer votre dossier");
    expect(opened).toContain("Candidature de DPI");
    expect(opened).toContain(formatLongDate(new Date(), "fr-CA"));
    const path = new URL(link).pathname;
    expect(opened).toContain(`action="${path}"`);

    const response = await withdraw(link);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${path}?done=withdrawn`);
    const done = await page(`${server.url}${response.headers.get("location")}`);
    expect(done).toContain("Votre dossier est retiré");
    expect(done).toContain("Nous avons retiré votre dossier et envoyé une confirmation à votre adresse courriel.");

    await peer.waitFor(() => withdrawalMail(lead.email) !== undefined, 20_000, "the withdrawal confirmation");
    expect(subjectOf(withdrawalMail(lead.email)!.raw)).toBe(withdrawnFr);
    expect(textOf(withdrawalMail(lead.email)!)).toContain(`reçue le ${formatLongDate(new Date(), "fr-CA")}`);
  });

  it("confirms an English application's withdrawal in English, even from the French page", async () => {
    const { lead, link, subject } = await apply(pagePaths.cioForm.en, "/withdraw/");
    expect(subject).toBe("We received your CIO application – Fractional CIO Canada");
    expect(await page(link)).toContain("Withdraw your application");
    const french = link.replace("/withdraw/", "/fr/retrait/");
    expect(await page(french)).toContain("Retirer votre dossier");

    const response = await withdraw(french);
    expect(response.headers.get("location")).toMatch(/^\/fr\/retrait\/[\w.-]+\?done=withdrawn$/);
    await peer.waitFor(() => withdrawalMail(lead.email) !== undefined, 20_000, "the withdrawal confirmation");
    expect(subjectOf(withdrawalMail(lead.email)!.raw)).toBe(withdrawnEn);
  });
});
