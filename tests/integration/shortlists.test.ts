import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db/client.server";
import { applicationEvents, outbox, shortlistCandidates, shortlists } from "~/server/db/schema.server";
import { eligibleCios, previewShortlist, sendShortlist, shortlistsOf } from "~/server/shortlists/shortlists.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { admin, companyIdentity, picksOf, settings, shortlistCio, shortlistCompany } from "../support/shortlists";

// The team's side of a shortlist (decision 0075), without HTTP, on PGlite and PostgreSQL: who may
// be shortlisted, what each CIO is sent, and that two sends at once store one shortlist. The CIO's
// link and answers are in shortlist-links.test.ts.

const now = new Date("2026-11-27T15:00:00Z");
const DAY = 86_400_000;

describe.each(databaseKinds)("shortlists on %s", (kind) => {
  let handle: DatabaseHandle;
  const db = () => handle.db;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  const shortlistRows = (companyId: string) => db().select().from(shortlists).where(eq(shortlists.companyApplicationId, companyId));
  const invitations = (cioIds: string[]) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "shortlist-invitation"), inArray(outbox.applicationId, cioIds)));

  it("offers accepted CIOs only, and only those who work in French to a company that needs it", async () => {
    const english = await shortlistCompany(db(), { workLanguage: "en" });
    const french = await shortlistCompany(db(), { workLanguage: "fr" });
    const bilingual = await shortlistCio(db(), "Bilingual", { workLanguage: "both" });
    const francophone = await shortlistCio(db(), "Francophone", { workLanguage: "fr" });
    const anglophone = await shortlistCio(db(), "Anglophone", { workLanguage: "en" });
    const unknown = await shortlistCio(db(), "Unknown", { workLanguage: null });
    const pending = await shortlistCio(db(), "Pending", { status: null });
    const denied = await shortlistCio(db(), "Denied", { status: "Denied" });
    const withdrawn = await shortlistCio(db(), "Withdrawn", { status: "Withdrawn" });
    const spam = await shortlistCio(db(), "Spam", { spamReason: "honeypot" });
    const offered = async (company: typeof english) => (await eligibleCios(db(), company)).map(({ cio }) => cio.id);
    const notInNetwork = [pending.id, denied.id, withdrawn.id, spam.id];

    const toEnglish = await offered(english);
    expect(toEnglish).toEqual(expect.arrayContaining([bilingual.id, francophone.id, anglophone.id, unknown.id]));
    expect(toEnglish).not.toEqual(expect.arrayContaining([expect.toSatisfy((id: string) => notInNetwork.includes(id))]));
    const toFrench = await offered(french);
    expect(toFrench).toEqual(expect.arrayContaining([bilingual.id, francophone.id]));
    for (const id of [anglophone.id, unknown.id, ...notInNetwork]) expect(toFrench).not.toContain(id);
    // The fit comes with the reasons the admin reads.
    const [best] = await eligibleCios(db(), french);
    expect(best?.fit.reasons.join(" ")).toMatch(/Covers 1 of 1 required areas/);

    // Send checks the same rules: a CIO who does not work in French is refused for this company.
    const refused = await sendShortlist(db(), { companyId: french.id, picks: picksOf(unknown), adminEmail: admin }, settings, now);
    expect(refused).toEqual({ ok: false, problem: "cio-not-eligible" });
    const pendingCompany = await shortlistCompany(db(), { status: null });
    expect(await eligibleCios(db(), pendingCompany)).toEqual([]);
    expect(
      await sendShortlist(db(), { companyId: pendingCompany.id, picks: picksOf(bilingual), adminEmail: admin }, settings, now),
    ).toEqual({ ok: false, problem: "company-not-eligible" });
  });

  it("refuses none, four, the same CIO twice, a CIO outside the network and a note with a NUL, storing nothing", async () => {
    const company = await shortlistCompany(db());
    const [a, b, c, d] = await Promise.all(["Avery", "Blake", "Casey", "Devon"].map((name) => shortlistCio(db(), name)));
    const outside = await Promise.all([
      shortlistCio(db(), "Pending", { status: null }),
      shortlistCio(db(), "Denied", { status: "Denied" }),
      shortlistCio(db(), "Withdrawn", { status: "Withdrawn" }),
    ]);
    const send = (picks: ReturnType<typeof picksOf>) =>
      sendShortlist(db(), { companyId: company.id, picks, adminEmail: admin }, settings, now);
    expect(await send([])).toEqual({ ok: false, problem: "wrong-count" });
    expect(await send(picksOf(a!, b!, c!, d!))).toEqual({ ok: false, problem: "wrong-count" });
    expect(await send(picksOf(a!, a!))).toEqual({ ok: false, problem: "wrong-count" });
    for (const cio of outside) expect(await send(picksOf(a!, cio))).toEqual({ ok: false, problem: "cio-not-eligible" });
    expect(await send([{ cioId: a!.id, noteForCio: "Hi\u0000there", noteForCompany: "" }])).toEqual({
      ok: false,
      problem: "note-not-valid",
    });
    expect(await send([{ cioId: a!.id, noteForCio: "", noteForCompany: "x".repeat(2_001) }])).toEqual({
      ok: false,
      problem: "note-not-valid",
    });
    expect(await shortlistRows(company.id)).toEqual([]);
    expect(await invitations([a!.id])).toEqual([]);
  });

  it("e-mails each CIO in their language, a link to their page, naming nothing of the company; the preview is that e-mail", async () => {
    const company = await shortlistCompany(db());
    const english = await shortlistCio(db(), "Emery", { locale: "en" });
    const french = await shortlistCio(db(), "Félix", { locale: "fr" });
    const input = { companyId: company.id, picks: picksOf(english, french) };
    const preview = await previewShortlist(db(), input, settings, now);
    expect(await shortlistRows(company.id)).toEqual([]);

    const sent = await sendShortlist(db(), { ...input, adminEmail: admin }, settings, now);
    expect(sent.ok).toBe(true);
    const rows = await invitations([english.id, french.id]);
    expect(rows).toHaveLength(2);
    const to = (cio: typeof english) => rows.find((row) => row.applicationId === cio.id)!;
    expect(to(english).recipients).toEqual([english.email]);
    expect(to(english).subject).toMatch(/^A fractional CIO opportunity for you/);
    expect(to(english).textBody).toMatch(/^Hello Emery,/);
    expect(to(english).textBody).toMatch(/https:\/\/cio\.example\.ca\/opportunity\/[\w.-]+\n/);
    expect(to(english).textBody).toContain("Note for Emery");
    expect(to(english).textBody).toContain("7 days");
    expect(to(french).subject).toMatch(/^Une occasion de DPI/);
    expect(to(french).textBody).toMatch(/^Bonjour Félix,/);
    expect(to(french).textBody).toMatch(/https:\/\/cio\.example\.ca\/fr\/occasion\/[\w.-]+\n/);
    expect(to(french).textBody).toContain("7\u00a0jours");
    expect(to(french).htmlBody).toContain('lang="fr-CA"');
    for (const row of rows) {
      const all = `${row.subject}\n${row.textBody}\n${row.htmlBody}`.toLowerCase();
      for (const value of [...Object.values(companyIdentity), company.email, "zorblatt"]) expect(all).not.toContain(value.toLowerCase());
      // The note for the company is the company's.
      for (const note of ["about emery", "about félix"]) expect(all).not.toContain(note);
    }

    // The preview shows exactly these e-mails, but for the links (its candidates were never stored).
    if (!preview.ok) throw new Error(preview.problem);
    const withoutLinks = (text: string | null) => text?.replace(/(opportunity|occasion)\/[\w.-]+/g, "$1/…");
    for (const { cio, invitation } of preview.preview.candidates) {
      const row = to(cio);
      expect([invitation.kind, invitation.recipients, invitation.subject]).toEqual([row.kind, row.recipients, row.subject]);
      expect(withoutLinks(invitation.textBody)).toBe(withoutLinks(row.textBody));
      expect(withoutLinks(invitation.htmlBody)).toBe(withoutLinks(row.htmlBody));
    }

    // Both records' history has the step, each naming the other.
    const events = await db()
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.kind, "shortlisted"), inArray(applicationEvents.applicationId, [company.id, english.id, french.id])));
    expect(events.map((event) => [event.applicationId, event.otherApplicationId, event.actor]).sort()).toEqual(
      [
        [company.id, english.id, admin],
        [company.id, french.id, admin],
        [english.id, company.id, admin],
        [french.id, company.id, admin],
      ].sort(),
    );
  });

  it("stores one shortlist when two sends for one request race, and the other is told one is open", async () => {
    const company = await shortlistCompany(db());
    const cio = await shortlistCio(db(), "Rowan");
    const other = await shortlistCio(db(), "Sasha");
    const outcomes = await Promise.all(
      [cio, other].map((pick) => sendShortlist(db(), { companyId: company.id, picks: picksOf(pick), adminEmail: admin }, settings, now)),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, problem: "already-open" }]);
    expect(await shortlistRows(company.id)).toHaveLength(1);
    expect(await invitations([cio.id, other.id])).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(shortlistCandidates)
        .where(inArray(shortlistCandidates.cioApplicationId, [cio.id, other.id])),
    ).toHaveLength(1);
    // And the preview says so before anything is composed.
    expect(await previewShortlist(db(), { companyId: company.id, picks: picksOf(cio) }, settings, now)).toEqual({
      ok: false,
      problem: "already-open",
    });
  });

  it("shows the shortlist on both records, each CIO sent, then expired after seven days without an answer", async () => {
    const company = await shortlistCompany(db());
    const cio = await shortlistCio(db(), "Quinn", { lastName: "Lindqvist" });
    const sent = await sendShortlist(db(), { companyId: company.id, picks: picksOf(cio), adminEmail: admin }, settings, now);
    if (!sent.ok) throw new Error(sent.problem);
    const [ofCompany] = await shortlistsOf(db(), company.id, now);
    expect(ofCompany).toMatchObject({
      shortlistId: sent.shortlistId,
      companyId: company.id,
      companyName: companyIdentity.companyName,
      status: "open",
      createdBy: admin,
      companyLinkIssuedAt: null,
    });
    expect(ofCompany?.candidates).toEqual([
      expect.objectContaining({
        cioId: cio.id,
        cioName: "Quinn Lindqvist",
        state: "sent",
        noteForCio: "Note for Quinn",
        noteForCompany: "About Quinn",
      }),
    ]);
    expect(await shortlistsOf(db(), cio.id, now)).toEqual([ofCompany]);
    const [later] = await shortlistsOf(db(), cio.id, new Date(now.getTime() + 8 * DAY));
    expect(later?.candidates[0]?.state).toBe("expired");
    expect(await shortlistsOf(db(), "not-an-id", now)).toEqual([]);
  });
});
