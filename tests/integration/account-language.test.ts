import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailHeader, postForm, request, sessionCookie } from "../support/accounts";
import { adminServerEnv, decoded, plainTextOf } from "../support/admin-http";
import { databaseKinds } from "../support/database";
import { type RunningServer, startServerOn } from "../support/server";
import { type ReceivedMail, type SmtpPeer, startSmtpPeer, subjectOf } from "../support/smtp-peer";
import { until } from "../support/until";

// An account in its owner's language, over HTTP against the built server and a real SMTP peer, on
// PGlite and PostgreSQL: signing up on the French page stores French with the account, and every
// e-mail of the account (the confirmation, a password link, the note that it exists) is in French
// with links to the French pages, whichever page asked; an English account stays English. The
// French pages answer in French, errors included, behind the same checks and limits as the English.

const password = "correct horse battery";
const slowStart = 150_000;
/** Our own pages post with the site's origin, as a browser on them does. */
const evil = "https://evil.example";

describe.each(databaseKinds)("an account in its owner's language on %s", (kind) => {
  let server: RunningServer;
  let peer: SmtpPeer;
  let n = 0;
  const url = (path: string) => `${server.url}${path}`;
  const address = (tag: string) => `${tag}.${++n}.${kind}@example.ca`;
  const html = async (path: string, cookie: string | null = null) => decoded(await (await request(url(path), cookie)).text());

  beforeAll(async () => {
    peer = await startSmtpPeer();
    // A few sign-in attempts a minute per network, so the last test reaches the limit quickly.
    server = await startServerOn(
      kind,
      { ...adminServerEnv(["lang.admin@example.ca"], peer), SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "12" },
      slowStart,
    );
  }, 240_000);
  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await peer?.close();
  });

  /** The `count`-th e-mail to `email` at the peer (1 = the first), once it arrived. */
  async function mailTo(email: string, count = 1): Promise<ReceivedMail> {
    const mails = () => peer.received.filter((mail) => mail.to.includes(email));
    await until(() => mails().length >= count, 20_000, `e-mail ${count} to ${email}`);
    return mails()[count - 1]!;
  }

  /** The link to `path` in an e-mail's text, pointed at the test server (the e-mail names BASE_URL). */
  function linkTo(mail: ReceivedMail, path: string): string {
    const escaped = path.replace(/[/?]/g, (character) => `\\${character}`);
    const link = new RegExp(`https?://[^\\s/]+${escaped}\\?token=[\\w.%-]+`).exec(plainTextOf(mail))?.[0];
    if (!link) throw new Error(`no link to ${path} in: ${plainTextOf(mail)}`);
    const parsed = new URL(link);
    return url(`${parsed.pathname}${parsed.search}`);
  }

  const signUp = (path: string, email: string) => postForm(url(path), { email, password, confirmPassword: password });

  it("signs up in French: the French page, the French e-mail, the French confirmation page, signed in in French", async () => {
    const page = await html("/fr/inscription");
    expect(page).toContain('<html lang="fr-CA"');
    expect(page).toContain("Créer un compte");
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(page).toMatch(/<a [^>]*href="\/register"[^>]*>English<\/a>/);

    const email = address("francine");
    const answer = await signUp("/fr/inscription", email);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/fr/inscription/courriel-envoye");
    expect(await html("/fr/inscription/courriel-envoye")).toContain("Consultez vos courriels");

    const mail = await mailTo(email);
    expect(subjectOf(mail.raw)).toBe("Confirmez votre adresse courriel pour Fractional CIO Canada");
    expect(mailHeader(mail.raw, "Content-Language")).toBe("fr-CA");
    expect(plainTextOf(mail)).toMatch(/^Bonjour,/);
    expect(plainTextOf(mail)).toMatch(/Cordialement,\r?\nL'équipe de Fractional CIO Canada/);
    const link = linkTo(mail, "/fr/inscription/confirmation");

    const confirmPage = await html(new URL(link).pathname + new URL(link).search);
    expect(confirmPage).toContain("Pour confirmer cette adresse, entrez le mot de passe choisi");
    expect(confirmPage).toContain(email);
    const wrong = await postForm(link, { password: "not the password at all" });
    expect(wrong.status).toBe(401);
    expect(decoded(await wrong.text())).toContain("Ce n'est pas le mot de passe choisi lors de l'inscription");
    const confirmed = await postForm(link, { password });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/fr/connexion?verified=1");
    const cookie = sessionCookie(confirmed);
    expect(cookie).not.toBeNull();
    const signedIn = await html("/fr/connexion?verified=1", cookie);
    expect(signedIn).toContain("Votre adresse courriel est confirmée.");
    expect(signedIn).toContain("Votre session est ouverte avec l'adresse");
    expect(signedIn).toContain('href="/fr/compte/mot-de-passe"');
    // Signing out of the French page lands on the French sign-in page.
    const signedOut = await postForm(url("/logout?lang=fr"), {}, cookie);
    expect(signedOut.headers.get("location")).toBe("/fr/connexion");
  });

  it("sends a French account's password link in French, from the English page too, and resets it in French", async () => {
    const email = address("gaston");
    expect((await signUp("/fr/inscription", email)).status).toBe(303);
    await mailTo(email);

    const asked = await postForm(url("/login/forgot"), { email });
    expect(asked.status).toBe(200);
    expect(decoded(await asked.text())).toContain(`If an account uses ${email}`);
    const mail = await mailTo(email, 2);
    expect(subjectOf(mail.raw)).toBe("Choisissez un nouveau mot de passe pour Fractional CIO Canada");
    expect(mailHeader(mail.raw, "Content-Language")).toBe("fr-CA");
    const link = linkTo(mail, "/fr/connexion/nouveau-mot-de-passe");

    expect(await html(new URL(link).pathname + new URL(link).search)).toContain("Confirmer le nouveau mot de passe");
    const differ = await postForm(link, { newPassword: "a new password here", confirmPassword: "another one" });
    expect(differ.status).toBe(400);
    expect(decoded(await differ.text())).toContain("Les nouveaux mots de passe ne correspondent pas.");
    const reset = await postForm(link, { newPassword: "a new password here", confirmPassword: "a new password here" });
    expect(reset.status).toBe(303);
    expect(reset.headers.get("location")).toBe("/fr/connexion?reset=1");
    expect(await html("/fr/connexion?reset=1")).toContain("Votre nouveau mot de passe est enregistré");
  });

  it("keeps an English account English, even when its password link is asked for on the French page", async () => {
    const email = address("edward");
    expect((await signUp("/register", email)).headers.get("location")).toBe("/register/sent");
    const verification = await mailTo(email);
    expect(subjectOf(verification.raw)).toBe("Confirm your e-mail address for Fractional CIO Canada");
    expect(mailHeader(verification.raw, "Content-Language")).toBe("en-CA");
    linkTo(verification, "/register/confirm");

    const asked = await postForm(url("/fr/connexion/mot-de-passe-oublie"), { email });
    expect(asked.status).toBe(200);
    expect(decoded(await asked.text())).toContain(`Si un compte utilise l'adresse ${email}`);
    const reset = await mailTo(email, 2);
    expect(subjectOf(reset.raw)).toBe("Choose a new password for Fractional CIO Canada");
    expect(mailHeader(reset.raw, "Content-Language")).toBe("en-CA");
    linkTo(reset, "/login/reset");
  });

  it("tells the owner of a French account, in French, that it exists when someone signs up again on the English page", async () => {
    const email = address("helene");
    expect((await signUp("/fr/inscription", email)).status).toBe(303);
    const link = linkTo(await mailTo(email), "/fr/inscription/confirmation");
    expect((await postForm(link, { password })).status).toBe(303);

    expect((await signUp("/register", email)).headers.get("location")).toBe("/register/sent");
    const note = await mailTo(email, 2);
    expect(subjectOf(note.raw)).toBe("Vous avez déjà un compte sur Fractional CIO Canada");
    expect(plainTextOf(note)).toMatch(/Se connecter\u00a0: https?:\/\/[^\s/]+\/fr\/connexion\r?\n/);
    expect(plainTextOf(note)).toMatch(/https?:\/\/[^\s/]+\/fr\/connexion\/mot-de-passe-oublie/);
  });

  it("answers the French forms' mistakes in French and keeps the address typed", async () => {
    const email = address("ines");
    const differ = await postForm(url("/fr/inscription"), { email, password, confirmPassword: "something else entirely" });
    expect(differ.status).toBe(400);
    const page = decoded(await differ.text());
    expect(page).toContain("Les mots de passe ne correspondent pas.");
    expect(page).toContain(`value="${email}"`);

    const wrong = await postForm(url("/fr/connexion"), { email, password });
    expect(wrong.status).toBe(401);
    expect(decoded(await wrong.text())).toContain("Cette adresse courriel et ce mot de passe ne correspondent à aucun compte.");
  });

  it("refuses a French form posted from another site, as the English one", async () => {
    const posted = await request(url("/fr/inscription"), null, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: evil },
      body: new URLSearchParams({ email: address("mallory"), password, confirmPassword: password }).toString(),
    });
    expect(posted.status).toBe(403);
  });

  it("counts sign-ins on the French page and the English one against one limit", async () => {
    const attempt = (path: string) => postForm(url(path), { email: address("guess"), password: "wrong password guess" });
    let refused: Response | undefined;
    for (let tries = 0; tries < 30 && !refused; tries++) {
      const answer = await attempt(tries % 2 === 0 ? "/fr/connexion" : "/login");
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(401);
    }
    expect(refused, "no sign-in was refused").toBeDefined();
    const french = await attempt("/fr/connexion");
    expect(french.status).toBe(429);
    expect(decoded(await french.text())).toContain("Trop de tentatives de connexion.");
    expect((await attempt("/login")).status).toBe(429);
  });
});
