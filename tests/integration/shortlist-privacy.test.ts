import { and, desc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type ApplicationRow, applicationEvents, applications, outbox, shortlistCandidates, shortlists } from "~/server/db/schema.server";
import { deletePersonalData, findPerson, personalDataExport } from "~/server/privacy/personal-data.server";
import { runRetention } from "~/server/privacy/retention.server";
import { withdrawApplication } from "~/server/privacy/withdrawal.server";
import { answerOpportunity, opportunityFor, sendShortlist, shortlistsOf } from "~/server/shortlists/shortlists.server";
import { databaseKinds } from "../support/database";
import { suiteDatabase } from "../support/suite-database";
import { tablesMentioning } from "../support/personal-traces";
import { words } from "~/content/words";
import { admin, companyIdentity, picksOf, settings, shortlistCio, shortlistCompany, withdrawalConfig } from "../support/shortlists";

// A shortlist and personal data (decision 0075), on PGlite and PostgreSQL: a data export holds the
// person's shortlists; a deletion mid-way leaves no trace of them, and the other side's record
// keeps its shortlist without them; a withdrawal ends their part in open shortlists.

const now = new Date("2026-11-27T15:00:00Z");
const later = new Date("2026-11-28T15:00:00Z");
const config = withdrawalConfig;

describe.each(databaseKinds)("shortlists and personal data on %s", (kind) => {
  const db = suiteDatabase(kind);

  /** A CIO with a name found nowhere else, shortlisted with notes, who answered with a reason. */
  async function answered(companyName: string, lastName: string) {
    const company = await shortlistCompany(db(), { companyName });
    const cio = await shortlistCio(db(), "Xanthippe", { lastName });
    const picks = [{ cioId: cio.id, noteForCio: `${lastName} knows plants`, noteForCompany: `${lastName} ran three ERPs` }];
    const sent = await sendShortlist(db(), { companyId: company.id, picks, adminEmail: admin }, settings, now);
    if (!sent.ok) throw new Error(sent.problem);
    const [invitation] = await db()
      .select({ text: outbox.textBody })
      .from(outbox)
      .where(and(eq(outbox.applicationId, cio.id), eq(outbox.kind, "shortlist-invitation")))
      .orderBy(desc(outbox.createdAt));
    const token = /\/opportunity\/([\w.-]+)/.exec(invitation?.text ?? "")![1]!;
    const reason = `Xanthippe ${lastName} is busy until May`;
    const outcome = await answerOpportunity(db(), { token, locale: "en", answer: "not-for-me", reason }, settings, now);
    expect(outcome.status).toBe("ok");
    return { company, cio, token, shortlistId: sent.shortlistId };
  }
  const remove = async (application: ApplicationRow) => {
    const person = await findPerson(db(), application.id, { scope: "person", includeInquiries: true });
    const input = { person: person!, actor: admin, reason: "Asked by phone.", reasonBy: "admin" as const, adminEmails: [admin] };
    await deletePersonalData(db(), { ...input, now: later, mailFolder: null, baseUrl: settings.baseUrl });
  };

  /** A company's open shortlist of three: Marie (French) and Ahmed interested, Lin not for me. */
  async function threeAnswered() {
    const company = await shortlistCompany(db());
    const cios = [
      await shortlistCio(db(), "Marie", { lastName: "Tremblay", locale: "fr" }),
      await shortlistCio(db(), "Ahmed", { lastName: "Okafor", locale: "en" }),
      await shortlistCio(db(), "Lin", { lastName: "Zhao", locale: "en" }),
    ];
    const sent = await sendShortlist(db(), { companyId: company.id, picks: picksOf(...cios), adminEmail: admin }, settings, now);
    if (!sent.ok) throw new Error(sent.problem);
    const answers = ["interested", "interested", "not-for-me"] as const;
    for (const [index, cio] of cios.entries()) {
      const [invitation] = await db()
        .select({ text: outbox.textBody })
        .from(outbox)
        .where(and(eq(outbox.applicationId, cio.id), eq(outbox.kind, "shortlist-invitation")));
      const token = /\/(?:opportunity|fr\/occasion)\/([\w.-]+)/.exec(invitation?.text ?? "")![1]!;
      const locale = cio.locale === "fr" ? "fr" : "en";
      const outcome = await answerOpportunity(db(), { token, locale, answer: answers[index]!, reason: "" }, settings, now);
      expect(outcome.status).toBe("ok");
    }
    return { company, cios };
  }

  /** The "opportunity closed" notices each CIO got, after the company left. */
  async function closedNotices(cios: ApplicationRow[]) {
    const rows = await db().select().from(outbox).where(eq(outbox.kind, "shortlist-closed"));
    for (const row of rows)
      for (const secret of [companyIdentity.companyName, companyIdentity.firstName, companyIdentity.lastName, "zorblatt"])
        expect(`${row.subject}\n${row.textBody}\n${row.htmlBody}`.toLowerCase()).not.toContain(secret.toLowerCase());
    return cios.map((cio) => rows.filter((row) => row.recipients.includes(cio.email)).map((row) => row.subject));
  }
  const closedSubject = (locale: "en" | "fr") => words(locale).shortlists.cioOpportunityClosedEmail.subject;

  it("tells each interested CIO, in their language, that a withdrawn company's opportunity closed", async () => {
    const { company, cios } = await threeAnswered();
    expect(await closedNotices(cios)).toEqual([[], [], []]);
    expect(await withdrawApplication({ db: db(), config, now: later }, { id: company.id, deleteData: false })).toBe("withdrawn");
    expect(await closedNotices(cios)).toEqual([[closedSubject("fr")], [closedSubject("en")], []]);
  });

  it("tells each interested CIO that a deleted company's opportunity closed, before its shortlist goes", async () => {
    const { company, cios } = await threeAnswered();
    await remove(company);
    expect(await closedNotices(cios)).toEqual([[closedSubject("fr")], [closedSubject("en")], []]);
    // Its withdrawal link deletes it the same way.
    const other = await threeAnswered();
    expect(await withdrawApplication({ db: db(), config, now: later }, { id: other.company.id, deleteData: true })).toBe("deleted");
    expect(await closedNotices(other.cios)).toEqual([[closedSubject("fr")], [closedSubject("en")], []]);
  });

  it("tells the interested CIOs when retention deletes a company whose shortlist was still open", async () => {
    const { company, cios } = await threeAnswered();
    // The team denied the request later without closing its shortlist; retention deletes it in time.
    await db().update(applications).set({ status: "Denied", decidedAt: now }).where(eq(applications.id, company.id));
    const run = await runRetention(db(), {
      now: new Date("2028-12-01T00:00:00Z"),
      retention: config.privacy.retention,
      mailFolder: null,
      baseUrl: settings.baseUrl,
    });
    expect(run).toMatchObject({ ran: true });
    expect(await db().select().from(applications).where(eq(applications.id, company.id))).toEqual([]);
    expect(await closedNotices(cios)).toEqual([[closedSubject("fr")], [closedSubject("en")], []]);
  });

  it("exports a CIO's shortlisting with the notes and their answer, and a company's shortlist", async () => {
    const { company, cio } = await answered("Export Holdings", "Ashgrove");
    const exportOf = async (application: ApplicationRow) => {
      const person = await findPerson(db(), application.id, { scope: "person", includeInquiries: true });
      return personalDataExport(db(), person!, { now: later, exportedBy: admin });
    };
    expect((await exportOf(cio)).shortlists).toEqual({
      asCompany: [],
      asCio: [
        expect.objectContaining({
          noteForCio: "Ashgrove knows plants",
          noteForCompany: "Ashgrove ran three ERPs",
          answer: "not-for-me",
          answerReason: "Xanthippe Ashgrove is busy until May",
        }),
      ],
    });
    expect((await exportOf(company)).shortlists).toEqual({
      asCompany: [expect.objectContaining({ status: "open", createdBy: admin })],
      asCio: [],
    });
  });

  it("deletes a CIO mid-way without a trace: the company keeps a place on its shortlist with no one in it", async () => {
    const { company, cio, token } = await answered("Keeper Industries", "Quillfeather");
    const traces = [cio.email, "Quillfeather"];
    const before = await tablesMentioning(db(), traces);
    // The search finds them where they are, so the empty result below means something.
    expect(before.Quillfeather).toEqual(expect.arrayContaining(['"public"."shortlist_candidates"', '"public"."application_events"']));

    await remove(cio);

    expect(await tablesMentioning(db(), traces)).toEqual({ [cio.email]: [], Quillfeather: [] });
    const [row] = await db()
      .select()
      .from(shortlistCandidates)
      .where(
        inArray(
          shortlistCandidates.shortlistId,
          db().select({ id: shortlists.id }).from(shortlists).where(eq(shortlists.companyApplicationId, company.id)),
        ),
      );
    expect(row).toMatchObject({ cioApplicationId: null, noteForCio: null, noteForCompany: null, answerReason: null, answer: "not-for-me" });
    const [view] = await shortlistsOf(db(), company.id, later);
    expect(view?.candidates).toEqual([expect.objectContaining({ cioId: null, cioName: "", state: "no-longer-available" })]);
    // The company's history keeps the step, naming no one and quoting nothing.
    const steps = await db()
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, company.id), eq(applicationEvents.kind, "cio-not-for-me")));
    expect(steps).toEqual([expect.objectContaining({ otherApplicationId: null, reason: null })]);
    expect(await opportunityFor(db(), token, "en", settings, later)).toEqual({ status: "closed" });
  });

  it("deletes a company's shortlist with it; the CIO's history keeps the step without the company", async () => {
    const { company, cio, shortlistId, token } = await answered("Vanishing Quarry Ltd", "Birchwood");
    await remove(company);
    expect(await db().select().from(shortlists).where(eq(shortlists.id, shortlistId))).toEqual([]);
    expect(await db().select().from(shortlistCandidates).where(eq(shortlistCandidates.shortlistId, shortlistId))).toEqual([]);
    expect(await tablesMentioning(db(), ["Vanishing Quarry", company.email])).toEqual({ "Vanishing Quarry": [], [company.email]: [] });
    const steps = await db().select().from(applicationEvents).where(eq(applicationEvents.applicationId, cio.id));
    expect(steps.map((step) => [step.kind, step.otherApplicationId])).toEqual(expect.arrayContaining([["shortlisted", null]]));
    expect(await shortlistsOf(db(), cio.id, later)).toEqual([]);
    expect(await opportunityFor(db(), token, "en", settings, later)).toEqual({ status: "closed" });
  });

  it("takes a withdrawn CIO off open shortlists, and closes a withdrawn company's", async () => {
    const first = await answered("Withdrawing Cio Co", "Cedarholm");
    expect(await withdrawApplication({ db: db(), config, now: later }, { id: first.cio.id, deleteData: false })).toBe("withdrawn");
    const [view] = await shortlistsOf(db(), first.company.id, later);
    expect(view?.candidates[0]?.state).toBe("no-longer-available");
    expect(await opportunityFor(db(), first.token, "en", settings, later)).toEqual({ status: "closed" });

    const second = await answered("Withdrawing Company Co", "Dunmore");
    expect(await withdrawApplication({ db: db(), config, now: later }, { id: second.company.id, deleteData: false })).toBe("withdrawn");
    const [closed] = await shortlistsOf(db(), second.company.id, later);
    expect(closed).toMatchObject({ status: "closed", reason: "The company withdrew its request." });
    expect(await opportunityFor(db(), second.token, "en", settings, later)).toEqual({ status: "closed" });

    // When retention deletes the withdrawn CIO, their notes and words go too, as with a deletion.
    const run = await runRetention(db(), {
      now: new Date("2029-01-01T00:00:00Z"),
      retention: config.privacy.retention,
      mailFolder: null,
      baseUrl: "https://cio.example.ca",
    });
    expect(run).toMatchObject({ ran: true });
    expect(await tablesMentioning(db(), ["Cedarholm"])).toEqual({ Cedarholm: [] });
  });
});
