import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "~/server/db/schema.server";
import { revokeCompanyLink } from "~/server/shortlists/shortlists.server";
import { databaseKinds } from "../support/database";
import { seededDatabase } from "../support/seeded-database";
import { insertApplication } from "../support/applications";
import { TEST_AUTH_SECRET } from "../support/lead-forms";
import { type RunningServer, startServer } from "../support/server";
import { anonymousCompany, cioSecrets, closeShortlist, privateCio, shortlistWithInterest, type WithInterest } from "../support/shortlists";

// A company's shortlist page over HTTP, against the built server, on PGlite and PostgreSQL: the
// interested CIOs in the link's language with nothing that reaches them (no e-mail, phone,
// LinkedIn, last name or city), the CIOs who are not interested absent, the pick and "none of these
// fit" with the outcome after, refusals at the field with the choices kept, one answer for two
// posts, a clear page without data for a bad, expired, revoked or closed link, private headers on
// every answer, and the token never in the server's log.

const slowStart = 150_000;
const settings = { baseUrl: "http://cio.example.ca", secret: TEST_AUTH_SECRET };
const DAY_MS = 86_400_000;

type Page = { status: number; headers: Headers; html: string };

/** The page's HTML as a reader sees its text: React's comment markers and apostrophe escapes undone. */
const readable = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

const ciosByName = {
  marisol: privateCio("Marisol"),
  thaddeus: privateCio("Thaddeus", { locale: "fr", workLanguage: "fr", experience: "5-10", availability: "immediate" }),
  perpetua: privateCio("Perpetua"),
  leocadia: privateCio("Leocadia"),
  wenceslas: privateCio("Wenceslas"),
};
type Name = keyof typeof ciosByName;

describe.each(databaseKinds)("the company's shortlist page on %s", (kind) => {
  let server: RunningServer;
  let dropPostgres: (() => Promise<void>) | undefined;
  const ids = {} as Record<Name, string>;
  let english: WithInterest;
  let french: WithInterest;
  let picking: WithInterest;
  let noneFit: WithInterest;
  let racing: WithInterest;
  let limited: WithInterest;
  let withdrawn: WithInterest;
  let expired: WithInterest;
  let revoked: WithInterest;
  let closed: WithInterest;
  const allSecrets = Object.values(ciosByName).flatMap(cioSecrets);

  const tokenOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);

  async function get(path: string): Promise<Page> {
    const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
    return { status: response.status, headers: response.headers, html: readable(await response.text()) };
  }

  async function post(path: string, fields: [string, string][]): Promise<Page> {
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    return { status: response.status, headers: response.headers, html: readable(await response.text()) };
  }

  /** The candidate id of `name`'s checkbox on a page (the form posts candidate ids, not CIO ids). */
  function candidateOf(page: Page, label: RegExp): string {
    const match = new RegExp(`value="([0-9a-f-]{36})"[^>]*/><label for="field-candidate-[0-9a-f-]{36}"[^>]*>${label.source}`).exec(
      page.html,
    );
    if (!match?.[1]) throw new Error(`no checkbox for ${label}`);
    return match[1];
  }

  /** Whether the checkbox of `candidateId` is ticked on a page (the choices kept after a refusal). */
  function isTicked(page: Page, candidateId: string): boolean {
    const input = new RegExp(`<input [^>]*value="${candidateId}"[^>]*/>`).exec(page.html)?.[0];
    if (!input) throw new Error(`no checkbox for ${candidateId}`);
    return input.includes('checked=""');
  }

  function expectPrivate(page: Page) {
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
  }

  /** Nothing that reaches a CIO: their e-mail, phone, LinkedIn, last name or city. */
  function expectNoCioContact(page: Page) {
    const html = page.html.toLowerCase();
    for (const secret of allSecrets) expect(html).not.toContain(secret.toLowerCase());
    expect(html).not.toContain("4185550177");
  }

  beforeAll(async () => {
    const seeded = await seededDatabase(kind, async (db) => {
      for (const [name, values] of Object.entries(ciosByName)) ids[name as Name] = (await insertApplication(db, values)).id;
      const only = (name: Name) => [[ids[name], "interested"]] as [string, "interested"][];
      english = await shortlistWithInterest(
        db,
        anonymousCompany,
        [
          [ids.marisol, "interested"],
          [ids.perpetua, "not-for-me"],
          [ids.leocadia, null],
        ],
        settings,
      );
      french = await shortlistWithInterest(
        db,
        { ...anonymousCompany, locale: "fr" },
        [
          [ids.marisol, "interested"],
          [ids.thaddeus, "interested"],
          [ids.perpetua, "not-for-me"],
        ],
        settings,
      );
      picking = await shortlistWithInterest(db, anonymousCompany, only("marisol"), settings);
      noneFit = await shortlistWithInterest(db, anonymousCompany, only("marisol"), settings);
      racing = await shortlistWithInterest(db, anonymousCompany, only("marisol"), settings);
      limited = await shortlistWithInterest(db, anonymousCompany, only("marisol"), settings);
      withdrawn = await shortlistWithInterest(
        db,
        anonymousCompany,
        [
          [ids.marisol, "interested"],
          [ids.wenceslas, "interested"],
        ],
        settings,
      );
      await db.update(applications).set({ status: "Withdrawn", withdrawnAt: new Date() }).where(eq(applications.id, ids.wenceslas));
      expired = await shortlistWithInterest(db, anonymousCompany, only("marisol"), settings, new Date(Date.now() - 15 * DAY_MS));
      revoked = await shortlistWithInterest(db, anonymousCompany, only("marisol"), settings);
      const revoke = await revokeCompanyLink(db, { shortlistId: revoked.shortlistId, adminEmail: "boss@example.ca" }, new Date());
      expect(revoke.ok).toBe(true);
      closed = await shortlistWithInterest(db, anonymousCompany, only("marisol"), settings);
      await closeShortlist(db, closed.shortlistId);
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

  it("shows the English contact the interested CIOs with their details, and nothing that reaches them", async () => {
    const path = english.companyLink;
    expect(path).toMatch(/^\/shortlist\/[\w.-]+$/);
    const page = await get(path);
    expect(page.status).toBe(200);
    expectPrivate(page);
    expect(page.html).toContain('<meta name="robots" content="noindex"/>');
    expect(page.html).toContain("CIOs for your request");
    expect(page.html).toContain(`Hello ${anonymousCompany.firstName},`);
    expect(page.html).toContain("we then introduce you to each of them by e-mail, with our team in copy");
    expect(page.html).toMatch(/<h3[^>]*>Marisol Z\.<\/h3>/);
    for (const [term, value] of [
      ["Years of experience", "16-20"],
      ["Industries", "Finance"],
      ["Expertise", "Cybersecurity"],
      ["Province", "Nova Scotia"],
      ["Work model", "Hybrid"],
      ["Availability", "Within 30 days"],
      ["Languages of work", "English and French"],
    ]) {
      expect(page.html).toMatch(new RegExp(`<dt[^>]*>${term}</dt><dd[^>]*>${value}</dd>`));
    }
    expect(page.html).toContain("Why they fit");
    expect(page.html).toContain("For the company");
    expect(page.html).toMatch(/<legend[^>]*>Which CIOs would you like to meet\?<\/legend>/);
    expect(page.html).toContain("Meet Marisol Z.");
    expect(page.html).toContain("Meet the CIOs I picked");
    expect(page.html).toContain("None of these fit");
    expect(page.html).toContain(`action="${path}"`);
    // Not interested, or not answered: not on the company's page at all.
    expect(page.html).not.toContain("Perpetua");
    expect(page.html).not.toContain("Leocadia");
    expectNoCioContact(page);
    // The token only where the forms post, not in the canonical URL.
    expect(page.html.split(tokenOf(path))).toHaveLength(3);
    expect(page.html).toContain('<link rel="canonical" href="http://cio.example.ca/shortlist"/>');
  });

  it("shows the French contact the same in French, each option by its French label", async () => {
    const path = french.companyLink;
    expect(path).toMatch(/^\/fr\/selection\/[\w.-]+$/);
    const page = await get(path);
    expect(page.status).toBe(200);
    expectPrivate(page);
    expect(page.html).toContain('<html lang="fr-CA"');
    expect(page.html).toContain("Des DPI pour votre demande");
    expect(page.html).toContain(`Bonjour ${anonymousCompany.firstName},`);
    expect(page.html).toMatch(/<h3[^>]*>Thaddeus Z\.<\/h3>/);
    for (const text of [
      "5 à 10",
      "Immédiate",
      "Français",
      "D'ici 30 jours",
      "Nouvelle-Écosse",
      "Hybride",
      "Anglais et français",
      "Rencontrer Marisol Z.",
    ]) {
      expect(page.html).toContain(text);
    }
    expect(page.html).toContain("Quels DPI aimeriez-vous rencontrer\u00a0?");
    expect(page.html).not.toContain("Perpetua");
    expectNoCioContact(page);
  });

  it("sent the company an e-mail holding none of the CIOs' contact details, nor the CIOs not interested", async () => {
    for (const shortlist of [english, french, withdrawn]) {
      // The e-mail that carries the page's link: the one the company reads.
      expect(shortlist.companyMessage).toContain(shortlist.companyLink);
      const message = shortlist.companyMessage.toLowerCase();
      for (const secret of allSecrets) expect(message).not.toContain(secret.toLowerCase());
      expect(message).not.toContain("4185550177");
      expect(message).not.toContain("perpetua");
      expect(message).not.toContain("leocadia");
    }
  });

  it("shows a CIO no longer available as such, without details, and offers no checkbox for them", async () => {
    const page = await get(withdrawn.companyLink);
    expect(page.status).toBe(200);
    expect(page.html).toContain("No longer available");
    expect(page.html).toContain("This CIO is no longer available for your request.");
    expect(page.html).not.toContain("Meet Wenceslas");
    expect(page.html).toContain("Meet Marisol Z.");
    expectNoCioContact(page);
  });

  it("sends a link opened on the other language's path to its own", async () => {
    const wrongFrench = await get(english.companyLink.replace("/shortlist/", "/fr/selection/"));
    expect(wrongFrench.status).toBe(303);
    expect(wrongFrench.headers.get("location")).toBe(english.companyLink);
    expectPrivate(wrongFrench);
    const wrongEnglish = await get(`${french.companyLink.replace("/fr/selection/", "/shortlist/")}?answered=1`);
    expect(wrongEnglish.status).toBe(303);
    expect(wrongEnglish.headers.get("location")).toBe(`${french.companyLink}?answered=1`);
  });

  it("refuses a pick of nobody, or of someone not on the page (400), at the choice, keeping the choices", async () => {
    const path = english.companyLink;
    const empty = await post(path, [["intent", "pick"]]);
    expect(empty.status).toBe(400);
    expectPrivate(empty);
    expect(empty.html).toContain('role="alert"');
    expect(empty.html).toContain('<fieldset aria-describedby="field-candidate-hint field-candidate-error">');
    expect(empty.html).toMatch(/<p id="field-candidate-error"[^>]*>Pick at least one CIO to meet\.<\/p>/);
    const marisol = candidateOf(await get(path), /Meet Marisol Z\./);
    const stranger = await post(path, [
      ["intent", "pick"],
      ["candidate", marisol],
      ["candidate", randomUUID()],
    ]);
    expect(stranger.status).toBe(400);
    expect(stranger.html).toContain('id="field-candidate-error"');
    expect(isTicked(stranger, marisol)).toBe(true);
    const notAnId = await post(path, [
      ["intent", "pick"],
      ["candidate", "1 OR 1=1"],
    ]);
    expect(notAnId.status).toBe(400);
    expect(notAnId.html).toContain("Pick among the CIOs shown on this page.");
    const french400 = await post(french.companyLink, [["intent", "pick"]]);
    expect(french400.status).toBe(400);
    expect(french400.html).toContain("Choisissez au moins une personne à rencontrer.");
    // Nothing was stored: the forms are still there.
    expect((await get(path)).html).toContain("Meet the CIOs I picked");
  });

  it("refuses a reason too long or holding a control character (400) at the reason, keeping it", async () => {
    const long = await post(english.companyLink, [
      ["intent", "none-fit"],
      ["reason", `Long ${"x".repeat(1_000)}`],
    ]);
    expect(long.status).toBe(400);
    expect(long.html).toContain('aria-describedby="field-reason-hint field-reason-error"');
    expect(long.html).toMatch(/<p id="field-reason-error"[^>]*>Use at most 1,000 characters\.<\/p>/);
    expect(long.html).toContain(`Long ${"x".repeat(1_000)}</textarea>`);
    const hidden = await post(english.companyLink, [
      ["intent", "none-fit"],
      ["reason", "abc\u202egnp.exe"],
    ]);
    expect(hidden.status).toBe(400);
    expect(hidden.html).toContain('id="field-reason-error"');
    const noIntent = await post(english.companyLink, [["reason", "Kept"]]);
    expect(noIntent.status).toBe(400);
  });

  it("takes a pick (303), then shows what happens next and no form", async () => {
    const path = picking.companyLink;
    const marisol = candidateOf(await get(path), /Meet Marisol Z\./);
    const picked = await post(path, [
      ["intent", "pick"],
      ["candidate", marisol],
    ]);
    expect(picked.status).toBe(303);
    expect(picked.headers.get("location")).toBe(`${path}?answered=1`);
    expectPrivate(picked);
    const page = await get(`${path}?answered=1`);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Thank you: we are introducing you");
    expect(page.html).toContain("we are sending an e-mail to you and to each CIO you picked (Marisol Z.), with our team in copy");
    expect(page.html).toContain("You chose to meet this CIO.");
    expect(page.html).not.toContain("<form");
    expectNoCioContact(page);
    // Once answered, the page shows the outcome on every visit.
    expect((await get(path)).html).toContain("Thank you: we are introducing you");
  });

  it("takes a pick in French on the French path", async () => {
    const path = french.companyLink;
    const thaddeus = candidateOf(await get(path), /Rencontrer Thaddeus Z\./);
    const picked = await post(path, [
      ["intent", "pick"],
      ["candidate", thaddeus],
    ]);
    expect(picked.status).toBe(303);
    const page = await get(picked.headers.get("location")!);
    expect(page.html).toContain("Merci, nous allons vous mettre en relation");
    expect(page.html).toContain("(Thaddeus Z.)");
    expect(page.html).not.toContain("<form");
  });

  it("takes None of these fit with a reason, then thanks the company and shows no form", async () => {
    const path = noneFit.companyLink;
    const answered = await post(path, [
      ["intent", "none-fit"],
      ["reason", "  We need someone in Alberta.  "],
    ]);
    expect(answered.status).toBe(303);
    const page = await get(answered.headers.get("location")!);
    expect(page.html).toContain("Thank you for your answer");
    expect(page.html).toContain("Our team will be in touch about what to do next.");
    expect(page.html).toContain("We need someone in Alberta.");
    expect(page.html).not.toContain("<form");
    const again = await post(path, [
      ["intent", "pick"],
      ["candidate", randomUUID()],
    ]);
    expect(again.status).toBe(409);
    expect(again.html).toContain("You have already answered");
  });

  it("gives two picks at once one outcome: one 303, the other 409 showing the page as it stands", async () => {
    const path = racing.companyLink;
    const marisol = candidateOf(await get(path), /Meet Marisol Z\./);
    const body: [string, string][] = [
      ["intent", "pick"],
      ["candidate", marisol],
    ];
    const answers = await Promise.all([post(path, body), post(path, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
    const conflict = answers.find((answer) => answer.status === 409)!;
    expectPrivate(conflict);
    expect(conflict.html).toContain("You have already answered");
    expect(conflict.html).toContain("Thank you: we are introducing you");
    expect(conflict.html).not.toContain("<form");
  });

  it("holds one link to 20 answers an hour (429, Retry-After, the choices kept)", async () => {
    const path = limited.companyLink;
    const marisol = candidateOf(await get(path), /Meet Marisol Z\./);
    // Picks of a CIO not on the page: each one counted, none stored.
    for (let index = 0; index < 20; index++) {
      const refused = await post(path, [
        ["intent", "pick"],
        ["candidate", randomUUID()],
      ]);
      expect(refused.status).toBe(400);
    }
    const limitedPick = await post(path, [
      ["intent", "pick"],
      ["candidate", marisol],
    ]);
    expect(limitedPick.status).toBe(429);
    expectPrivate(limitedPick);
    expect(Number(limitedPick.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limitedPick.html).toMatch(
      /role="alert"[^>]*>You have sent several answers in a short while\. Please try again in \d+ minutes?\./,
    );
    expect(isTicked(limitedPick, marisol)).toBe(true);
    expect((await get(path)).html).toContain("Meet the CIOs I picked");
  });

  it.each([
    ["a made-up token", () => "/shortlist/not-a-token"],
    ["a tampered token", () => `${english.companyLink.slice(0, -1)}${english.companyLink.endsWith("A") ? "B" : "A"}`],
    ["a made-up French token", () => "/fr/selection/pas-un-jeton"],
  ])("answers %s with a 404 page in its path's language, without data", async (_name, pathOf) => {
    const path = pathOf();
    const page = await get(path);
    expect(page.status).toBe(404);
    expectPrivate(page);
    const isFrench = path.startsWith("/fr/");
    expect(page.html).toContain(isFrench ? "Ce lien ne fonctionne pas" : "This link does not work");
    expect(page.html).toContain(isFrench ? 'href="/fr/contact"' : 'href="/contact"');
    expect(page.html).not.toContain("<form");
    expect(page.html).not.toContain("Marisol");
    const posted = await post(path, [["intent", "none-fit"]]);
    expect(posted.status).toBe(404);
    expectPrivate(posted);
  });

  it("answers an expired, revoked or closed link with a 410 page, without data, and takes no answer", async () => {
    const cases: [WithInterest, string][] = [
      [expired, "This link has expired"],
      [revoked, "This link is no longer in use"],
      [closed, "This shortlist is closed"],
    ];
    for (const [shortlist, title] of cases) {
      const page = await get(shortlist.companyLink);
      expect(page.status).toBe(410);
      expectPrivate(page);
      expect(page.html).toContain(title);
      expect(page.html).toContain('href="/contact"');
      expect(page.html).not.toContain("Marisol");
      expect(page.html).not.toContain("<form");
      expect((await post(shortlist.companyLink, [["intent", "none-fit"]])).status).toBe(410);
    }
    expect((await get(expired.companyLink)).html).toContain("14 days");
  });

  it("never writes a token to the server's log", async () => {
    const cut = french.companyLink.slice(0, -6);
    expect((await get(cut)).status).toBe(404);
    const output = server.output();
    expect(output).not.toContain(tokenOf(cut));
    for (const shortlist of [english, french, picking, noneFit, racing, limited, withdrawn, expired, revoked, closed]) {
      expect(output).not.toContain(tokenOf(shortlist.companyLink));
    }
    const paths = new Set(
      output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { msg?: string; path?: string })
        .filter((line) => line.msg === "request")
        .map((line) => line.path),
    );
    expect(paths).toContain("/shortlist/[token]");
    expect(paths).toContain("/fr/selection/[token]");
  });
});
