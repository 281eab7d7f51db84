import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../support/database";
import { seededDatabase } from "../support/seeded-database";
import { insertApplication } from "../support/applications";
import { TEST_AUTH_SECRET } from "../support/lead-forms";
import { type RunningServer, startServer } from "../support/server";
import {
  anonymousCompany,
  closeShortlist,
  companySecrets,
  networkCio,
  revokeLinkOf,
  type Shortlisted,
  shortlistFor,
} from "../support/shortlists";

// A shortlisted CIO's opportunity page over HTTP, against the built server, on PGlite and
// PostgreSQL: the page in the link's language (and a redirect to it from the other one), nothing of
// the company's identity on it, the answer and its change, refusals at the field with the text kept,
// a clear page without data for a bad, expired, revoked or closed link, private headers on every
// answer, and the token never in the server's log.

const slowStart = 150_000;
const settings = { baseUrl: "http://cio.example.ca", secret: TEST_AUTH_SECRET };
const DAY_MS = 86_400_000;

type Page = { status: number; headers: Headers; html: string };

/** The page's HTML as a reader sees its text: React's comment markers and apostrophe escapes undone. */
const readable = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

describe.each(databaseKinds)("the CIO's opportunity page on %s", (kind) => {
  let server: RunningServer;
  let dropPostgres: (() => Promise<void>) | undefined;
  let english: string;
  let french: string;
  let fresh: Shortlisted;
  let expired: Shortlisted;
  let revoked: Shortlisted;
  let closed: Shortlisted;
  let limited: Shortlisted;
  const secrets = companySecrets(anonymousCompany);

  const link = (shortlist: Shortlisted, cioId: string) => shortlist.links.get(cioId)!;
  const tokenOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);

  async function get(path: string): Promise<Page> {
    const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
    return { status: response.status, headers: response.headers, html: readable(await response.text()) };
  }

  async function post(path: string, fields: Record<string, string>): Promise<Page> {
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    return { status: response.status, headers: response.headers, html: readable(await response.text()) };
  }

  /** What every answer of these paths carries, whatever its status. */
  function expectPrivate(page: Page) {
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
  }

  /** A page showing nothing of the company, nor of the CIO the link names. */
  function expectNoRecord(page: Page, ...more: string[]) {
    for (const secret of [...secrets, ...more]) expect(page.html.toLowerCase()).not.toContain(secret.toLowerCase());
  }

  beforeAll(async () => {
    const seeded = await seededDatabase(kind, async (db) => {
      english = (await insertApplication(db, networkCio("Evangelina", { locale: "en" }))).id;
      french = (
        await insertApplication(
          db,
          networkCio("Geneviève", { locale: "fr", workLanguage: "fr", email: "genevieve.candidate@cio-probe.example" }),
        )
      ).id;
      fresh = await shortlistFor(db, anonymousCompany, [english, french], settings);
      expired = await shortlistFor(db, anonymousCompany, [english, french], settings, new Date(Date.now() - 8 * DAY_MS));
      revoked = await shortlistFor(db, anonymousCompany, [english, french], settings);
      for (const cio of [english, french]) await revokeLinkOf(db, revoked.shortlistId, cio);
      closed = await shortlistFor(db, anonymousCompany, [english, french], settings);
      await closeShortlist(db, closed.shortlistId);
      limited = await shortlistFor(db, anonymousCompany, [english], settings);
    });
    dropPostgres = seeded.drop;
    server = await startServer(
      {
        AUTH_SECRET: TEST_AUTH_SECRET,
        BASE_URL: settings.baseUrl,
        ...seeded.env,
      },
      slowStart,
    );
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await dropPostgres?.();
  });

  it("shows an English CIO the opportunity in English, each option by its label, and nothing of the company's identity", async () => {
    const path = link(fresh, english);
    expect(path).toMatch(/^\/opportunity\/[\w.-]+$/);
    const page = await get(path);
    expect(page.status).toBe(200);
    expectPrivate(page);
    expect(page.html).toContain('<meta name="robots" content="noindex"/>');
    expect(page.html).toContain("An opportunity for you");
    expect(page.html).toContain("Hello Evangelina,");
    for (const text of ["Finance, Healthcare", "50-200", "Nova Scotia", "Hybrid", "1 year+", "Cybersecurity, IT Governance & Compliance"]) {
      expect(page.html).toContain(text);
    }
    expect(page.html).toContain("English and French");
    expect(page.html).toContain("Why we think you fit");
    expect(page.html).toContain("the team knows this sector well.");
    expect(page.html).toMatch(/<legend[^>]*>Are you interested in this opportunity\?<\/legend>/);
    expect(page.html).toContain(`action="${path}"`);
    // The token only where the form posts: not in the canonical URL, og:url or the language switch,
    // which leads to the other language's home (this link has no page in French).
    expect(page.html.split(tokenOf(path))).toHaveLength(2);
    expect(page.html).toContain('<link rel="canonical" href="http://cio.example.ca/opportunity"/>');
    expect(page.html).toMatch(/<a [^>]*hrefLang="fr-CA"[^>]*href="\/fr"/);
    expectNoRecord(page);
  });

  it("shows a French CIO the opportunity in French, with the French labels", async () => {
    const path = link(fresh, french);
    expect(path).toMatch(/^\/fr\/occasion\/[\w.-]+$/);
    const page = await get(path);
    expect(page.status).toBe(200);
    expectPrivate(page);
    expect(page.html).toContain('<html lang="fr-CA"');
    expect(page.html).toContain("Une occasion pour vous");
    expect(page.html).toContain("Bonjour Geneviève,");
    for (const text of ["Finance, Santé", "50 à 200", "Nouvelle-Écosse", "Hybride", "Plus d'un an", "Anglais et français"]) {
      expect(page.html).toContain(text);
    }
    expect(page.html).toContain("Ce mandat vous intéresse-t-il\u00a0?");
    expectNoRecord(page);
  });

  it("sends a link opened on the other language's path to its own, with no page of its own", async () => {
    const englishPath = link(fresh, english);
    const frenchPath = link(fresh, french);
    const wrongFrench = await get(englishPath.replace("/opportunity/", "/fr/occasion/"));
    expect([302, 303]).toContain(wrongFrench.status);
    expect(wrongFrench.headers.get("location")).toBe(englishPath);
    expectPrivate(wrongFrench);
    const wrongEnglish = await get(frenchPath.replace("/fr/occasion/", "/opportunity/"));
    expect([302, 303]).toContain(wrongEnglish.status);
    expect(wrongEnglish.headers.get("location")).toBe(frenchPath);
    expectPrivate(wrongEnglish);
  });

  it("answers Interested with a reason (303), then shows the answer and what happens next; the answer can change", async () => {
    const path = link(fresh, english);
    const answered = await post(path, { answer: "interested", reason: "  Free from March.  " });
    expect(answered.status).toBe(303);
    expect(answered.headers.get("location")).toBe(`${path}?answered=1`);
    expectPrivate(answered);

    const page = await get(`${path}?answered=1`);
    expect(page.status).toBe(200);
    expectPrivate(page);
    expect(page.html).toContain("Thank you: your answer is saved");
    expect(page.html).toContain("What happens next: we will tell the company you are interested.");
    expect(page.html).toMatch(/<dd[^>]*>Interested<\/dd>/);
    expect(page.html).toContain("Free from March.");
    expect(page.html).toContain("Change my answer");
    expect(page.html).toMatch(/value="interested" checked=""|checked="" [^>]*value="interested"/);

    const changed = await post(path, { answer: "not-for-me", reason: "" });
    expect(changed.status).toBe(303);
    const after = await get(changed.headers.get("location")!);
    expect(after.html).toMatch(/<dd[^>]*>Not for me<\/dd>/);
    expect(after.html).toContain("We will not put you forward for this request.");
    expect(after.html).not.toContain("Free from March.");
    expectNoRecord(after);
  });

  it("answers in French on the French path", async () => {
    const path = link(fresh, french);
    const answered = await post(path, { answer: "interested", reason: "Disponible dès mars." });
    expect(answered.status).toBe(303);
    expect(answered.headers.get("location")).toBe(`${path}?answered=1`);
    const page = await get(answered.headers.get("location")!);
    expect(page.html).toContain("Merci, votre réponse est enregistrée");
    expect(page.html).toContain("Prochaine étape\u00a0: nous indiquerons à l'entreprise que ce mandat vous intéresse.");
    expect(page.html).toMatch(/<dd[^>]*>Cela m'intéresse<\/dd>/);
    expect(page.html).toContain("Disponible dès mars.");
    expect(page.html).toContain("Modifier ma réponse");
  });

  it("refuses a missing or unknown answer (400) at the choice, keeping the reason typed", async () => {
    const path = link(fresh, english);
    const refused: Record<string, string>[] = [{ reason: "Kept <b>as typed</b>" }, { answer: "maybe", reason: "Kept <b>as typed</b>" }];
    for (const fields of refused) {
      const page = await post(path, fields);
      expect(page.status).toBe(400);
      expectPrivate(page);
      expect(page.html).toContain('role="alert"');
      expect(page.html).toContain('<fieldset aria-describedby="field-answer-error">');
      expect(page.html).toMatch(/<p id="field-answer-error"[^>]*>Choose Interested or Not for me\.<\/p>/);
      expect(page.html).toContain("Kept &lt;b&gt;as typed&lt;/b&gt;</textarea>");
      expectNoRecord(page);
    }
    const inFrench = await post(link(fresh, french), { answer: "", reason: "Texte gardé" });
    expect(inFrench.status).toBe(400);
    expect(inFrench.html).toContain("Choisissez «\u00a0Cela m'intéresse\u00a0» ou «\u00a0Ce n'est pas pour moi\u00a0».");
    expect(inFrench.html).toContain("Texte gardé</textarea>");
  });

  it("refuses a reason too long or holding a control character (400) at the reason, keeping it", async () => {
    const path = link(fresh, english);
    const long = await post(path, { answer: "interested", reason: `Long ${"x".repeat(1_000)}` });
    expect(long.status).toBe(400);
    expect(long.html).toContain('aria-describedby="field-reason-hint field-reason-error"');
    expect(long.html).toContain('aria-invalid="true"');
    expect(long.html).toMatch(/<p id="field-reason-error"[^>]*>Use at most 1,000 characters\.<\/p>/);
    expect(long.html).toContain(`Long ${"x".repeat(1_000)}</textarea>`);
    const hidden = await post(path, { answer: "interested", reason: "abc\u202egnp.exe" });
    expect(hidden.status).toBe(400);
    expect(hidden.html).toContain('id="field-reason-error"');
  });

  it("holds one link to 20 answers an hour (429, Retry-After, the text kept), and stores none past it", async () => {
    const path = link(limited, english);
    for (let index = 0; index < 20; index++) {
      const answered = await post(path, { answer: index % 2 === 0 ? "interested" : "not-for-me", reason: `Answer ${index}` });
      expect(answered.status).toBe(303);
    }
    const refused = await post(path, { answer: "interested", reason: "One too many" });
    expect(refused.status).toBe(429);
    expectPrivate(refused);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.html).toMatch(/role="alert"[^>]*>You have sent several answers in a short while\. Please try again in \d+ minutes?\./);
    expect(refused.html).toContain("One too many</textarea>");
    const page = await get(path);
    expect(page.html).toMatch(/<dd[^>]*>Not for me<\/dd>/);
    expect(page.html).toContain("Answer 19");
  });

  it.each([
    ["a made-up token", () => "/opportunity/not-a-token"],
    ["a tampered token", () => `${link(fresh, english).slice(0, -1)}${link(fresh, english).endsWith("A") ? "B" : "A"}`],
    ["a made-up French token", () => "/fr/occasion/pas-un-jeton"],
  ])("answers %s with a 404 page in its path's language, without data", async (_name, pathOf) => {
    const path = pathOf();
    const page = await get(path);
    expect(page.status).toBe(404);
    expectPrivate(page);
    const isFrench = path.startsWith("/fr/");
    expect(page.html).toContain(isFrench ? "Ce lien ne fonctionne pas" : "This link does not work");
    expect(page.html).toContain(isFrench ? 'href="/fr/contact"' : 'href="/contact"');
    expect(page.html).not.toContain("<form");
    expectNoRecord(page, "Evangelina", "Geneviève", "the team knows");
    const posted = await post(path, { answer: "interested" });
    expect(posted.status).toBe(404);
    expectPrivate(posted);
  });

  it("answers an expired link with a 410 page asking for a new link, in each language, without data", async () => {
    const english410 = await get(link(expired, english));
    expect(english410.status).toBe(410);
    expectPrivate(english410);
    expect(english410.html).toContain("This link has expired");
    expect(english410.html).toContain("7 days");
    expect(english410.html).toContain("Ask our team for a new link");
    expect(english410.html).toContain('href="/contact"');
    expectNoRecord(english410, "Evangelina", "the team knows");
    const french410 = await get(link(expired, french));
    expect(french410.status).toBe(410);
    expect(french410.html).toContain("Ce lien a expiré");
    expect(french410.html).toContain("Demandez un nouveau lien à notre équipe");
    expectNoRecord(french410, "Geneviève", "the team knows");
    expect((await post(link(expired, english), { answer: "interested" })).status).toBe(410);
  });

  it("answers a revoked link with a 410 page, and stores no answer through it", async () => {
    const page = await get(link(revoked, english));
    expect(page.status).toBe(410);
    expectPrivate(page);
    expect(page.html).toContain("This link is no longer in use");
    expect(page.html).toContain('href="/contact"');
    expectNoRecord(page, "Evangelina", "the team knows");
    const posted = await post(link(revoked, english), { answer: "interested", reason: "Through a revoked link" });
    expect(posted.status).toBe(410);
    expect((await get(link(revoked, french))).html).toContain("Ce lien n'est plus valide");
  });

  it("answers a closed shortlist's link with a 410 page, without data", async () => {
    const page = await get(link(closed, english));
    expect(page.status).toBe(410);
    expectPrivate(page);
    expect(page.html).toContain("This opportunity is closed");
    expectNoRecord(page, "Evangelina", "the team knows");
  });

  it("never writes a token to the server's log, whatever the link's fate", async () => {
    // A link cut short by an e-mail program is not shaped like a token, and is still most of one.
    const cut = link(fresh, french).slice(0, -6);
    expect((await get(cut)).status).toBe(404);
    expect((await post(link(fresh, english).slice(0, -6), { answer: "interested" })).status).toBe(404);
    // Every link of the run was requested above: none of their tokens may be in the output.
    const output = server.output();
    expect(output).not.toContain(tokenOf(cut));
    expect(output).not.toContain(tokenOf(link(fresh, english).slice(0, -6)));
    for (const shortlist of [fresh, expired, revoked, closed, limited]) {
      for (const path of shortlist.links.values()) expect(output).not.toContain(tokenOf(path));
    }
    const lines = output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { msg?: string; path?: string });
    const paths = new Set(lines.filter((line) => line.msg === "request").map((line) => line.path));
    expect(paths).toContain("/opportunity/[token]");
    expect(paths).toContain("/fr/occasion/[token]");
  });
});
