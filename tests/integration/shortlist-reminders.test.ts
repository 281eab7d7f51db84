import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isUuid } from "~/domain/ids";
import { COMPANY_LINK_PURPOSE } from "~/domain/shortlists";
import { defaultAvailability } from "~/domain/booking/slots";
import { saveAvailability } from "~/server/booking/availability.server";
import { type ApplicationRow, applicationEvents, outbox, shortlists } from "~/server/db/schema.server";
import { checkPurposeToken } from "~/server/signed-token.server";
import { answerOpportunity, remindAndExpire, revokeCandidateLink, sendShortlist } from "~/server/shortlists/shortlists.server";
import { databaseKinds } from "../support/database";
import { suiteDatabase } from "../support/suite-database";
import { admin, picksOf, settings, shortlistCio, shortlistCompany } from "../support/shortlists";

// The shortlists' reminders and expiries (decision 0079), without HTTP, on PGlite and PostgreSQL:
// one reminder at two business days for a CIO and five for a company, none for a link revoked or
// answered, never a second one even from two runs at once, and each reminder and expiry in the
// history once.

const reminderSettings = { ...settings, timeZone: "America/Toronto" };
/** Friday 27 November 2026, 10:00 in Toronto. */
const friday = new Date("2026-11-27T15:00:00Z");
const at = (iso: string) => new Date(iso);
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

describe.each(databaseKinds)("shortlist reminders and expiries on %s", (kind) => {
  const db = suiteDatabase(kind);

  async function shortlisted(sentAt = friday, cioValues: Parameters<typeof shortlistCio>[2] = {}) {
    const company = await shortlistCompany(db());
    const cio = await shortlistCio(db(), "Xanthe", cioValues);
    const sent = await sendShortlist(db(), { companyId: company.id, picks: picksOf(cio), adminEmail: admin }, reminderSettings, sentAt);
    if (!sent.ok) throw new Error(sent.problem);
    return { company, cio, shortlistId: sent.shortlistId };
  }
  const mailOf = (application: ApplicationRow, kind: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.applicationId, application.id), eq(outbox.kind, kind)));
  const remindersOf = (cio: ApplicationRow) => mailOf(cio, "shortlist-cio-reminder");
  const run = (now: Date) => remindAndExpire(db(), reminderSettings, now);
  /** The entries of `kind` on the records of `ids`, as [record, other record, actor] triples. */
  const entriesOf = async (kind: (typeof applicationEvents.$inferSelect)["kind"], ids: string[]) =>
    (
      await db()
        .select()
        .from(applicationEvents)
        .where(and(inArray(applicationEvents.applicationId, ids), eq(applicationEvents.kind, kind)))
    )
      .map((event) => [event.applicationId, event.otherApplicationId, event.actor])
      .sort();
  const tokenIn = (text: string | null) => /\/(?:opportunity|fr\/occasion|shortlist|fr\/selection)\/([\w.-]+)/.exec(text ?? "")?.[1];

  it("reminds a CIO once, two business days after a Friday's link: on Tuesday, with the same link", async () => {
    const { cio } = await shortlisted();
    await run(at("2026-11-30T20:00:00Z")); // Monday afternoon
    await run(minutesAfter(at("2026-12-01T15:00:00Z"), -1)); // Tuesday, a minute early
    expect(await remindersOf(cio)).toHaveLength(0);
    await run(at("2026-12-01T15:00:00Z"));
    const [reminder, ...more] = await remindersOf(cio);
    expect(more).toHaveLength(0);
    expect(reminder!.recipients).toEqual([cio.email]);
    const [invitation] = await mailOf(cio, "shortlist-invitation");
    expect(tokenIn(reminder!.textBody)).toBe(tokenIn(invitation!.textBody));
    expect(reminder!.textBody).toContain("https://cio.example.ca/opportunity/");
    await run(at("2026-12-02T15:00:00Z"));
    await run(at("2026-12-03T15:00:00Z"));
    expect(await remindersOf(cio)).toHaveLength(1);
  });

  it("enters a CIO's reminder once in both records' history, even from runs at once", async () => {
    const { company, cio } = await shortlisted();
    await run(minutesAfter(at("2026-12-01T15:00:00Z"), -1));
    expect(await entriesOf("shortlist-reminded", [company.id, cio.id])).toEqual([]);
    await Promise.all([run(at("2026-12-01T15:00:00Z")), run(at("2026-12-01T15:00:00Z"))]);
    await run(at("2026-12-02T15:00:00Z"));
    expect(await entriesOf("shortlist-reminded", [company.id, cio.id])).toEqual(
      [
        [company.id, cio.id, "the system"],
        [cio.id, company.id, "the system"],
      ].sort(),
    );
  });

  it("counts a closed Monday out: the Friday's link is reminded of on Wednesday", async () => {
    await saveAvailability(db(), { ...defaultAvailability, closedDates: ["2026-11-30"] }, admin, friday);
    try {
      const { cio } = await shortlisted();
      await run(at("2026-12-01T16:00:00Z")); // Tuesday
      expect(await remindersOf(cio)).toHaveLength(0);
      await run(at("2026-12-02T15:00:00Z")); // Wednesday
      expect(await remindersOf(cio)).toHaveLength(1);
    } finally {
      await saveAvailability(db(), defaultAvailability, admin, friday);
    }
  });

  it("writes to a French CIO in French, linking to the French page", async () => {
    const { cio } = await shortlisted(friday, { locale: "fr" });
    await run(at("2026-12-01T15:00:00Z"));
    const [reminder] = await remindersOf(cio);
    expect(reminder!.subject).toMatch(/^Rappel\u00a0:/);
    expect(reminder!.textBody).toContain("https://cio.example.ca/fr/occasion/");
    expect(reminder!.textBody).toContain("4 décembre 2026");
  });

  it("sends one reminder when runs go at once", async () => {
    const cios = await Promise.all([shortlisted(), shortlisted(), shortlisted()]);
    const when = at("2026-12-01T16:00:00Z");
    await Promise.all([run(when), run(when), run(when), run(when)]);
    for (const { cio } of cios) expect(await remindersOf(cio)).toHaveLength(1);
  });

  it("reminds no CIO whose link was revoked or who answered", async () => {
    const revoked = await shortlisted();
    const [candidate] = await db().query.shortlistCandidates.findMany({
      where: (table) => eq(table.shortlistId, revoked.shortlistId),
    });
    expect(await revokeCandidateLink(db(), { candidateId: candidate!.id, adminEmail: admin }, at("2026-11-30T15:00:00Z"))).toEqual({
      ok: true,
    });
    const answered = await shortlisted();
    const [invitation] = await mailOf(answered.cio, "shortlist-invitation");
    const answer = await answerOpportunity(
      db(),
      { token: tokenIn(invitation!.textBody)!, locale: "en", answer: "not-for-me", reason: "" },
      reminderSettings,
      at("2026-11-30T15:00:00Z"),
    );
    expect(answer.status).toBe("ok");
    await run(at("2026-12-01T16:00:00Z"));
    await run(at("2026-12-08T16:00:00Z"));
    expect(await remindersOf(revoked.cio)).toHaveLength(0);
    expect(await remindersOf(answered.cio)).toHaveLength(0);
    expect(await entriesOf("shortlist-reminded", [revoked.cio.id, answered.cio.id])).toEqual([]);
    const expired = await db()
      .select()
      .from(applicationEvents)
      .where(
        and(
          inArray(applicationEvents.applicationId, [revoked.cio.id, answered.cio.id]),
          eq(applicationEvents.kind, "shortlist-link-expired"),
        ),
      );
    expect(expired).toHaveLength(0);
  });

  it("enters a CIO link's expiry once on both records, after seven days unanswered", async () => {
    const { company, cio } = await shortlisted();
    const expiredOf = () =>
      db()
        .select()
        .from(applicationEvents)
        .where(and(inArray(applicationEvents.applicationId, [company.id, cio.id]), eq(applicationEvents.kind, "shortlist-link-expired")));
    await run(minutesAfter(at("2026-12-04T15:00:00Z"), -1));
    expect(await expiredOf()).toHaveLength(0);
    await Promise.all([run(at("2026-12-04T15:00:00Z")), run(at("2026-12-04T15:00:00Z"))]);
    await run(at("2026-12-05T15:00:00Z"));
    const events = await expiredOf();
    expect(events.map((event) => [event.applicationId, event.otherApplicationId]).sort()).toEqual(
      [
        [company.id, cio.id],
        [cio.id, company.id],
      ].sort(),
    );
  });

  describe("the company's page", () => {
    /** A shortlist whose company page went out at `issuedAt`: its CIO said they are interested then. */
    async function sentToCompany(issuedAt: Date) {
      const found = await shortlisted(minutesAfter(issuedAt, -60));
      const [invitation] = await mailOf(found.cio, "shortlist-invitation");
      const answer = await answerOpportunity(
        db(),
        { token: tokenIn(invitation!.textBody)!, locale: "en", answer: "interested", reason: "" },
        reminderSettings,
        issuedAt,
      );
      expect(answer.status).toBe("ok");
      const [row] = await db().select().from(shortlists).where(eq(shortlists.id, found.shortlistId));
      expect(row!.companyLinkIssuedAt).toEqual(issuedAt);
      return found;
    }
    const companyReminders = (company: ApplicationRow) => mailOf(company, "shortlist-company-reminder");

    it("reminds the company once, five business days after its page went out, with the same link", async () => {
      const { company, shortlistId } = await sentToCompany(friday);
      await run(minutesAfter(at("2026-12-04T15:00:00Z"), -1)); // the next Friday, a minute early
      expect(await companyReminders(company)).toHaveLength(0);
      await Promise.all([run(at("2026-12-04T15:00:00Z")), run(at("2026-12-04T15:00:00Z"))]);
      await run(at("2026-12-07T15:00:00Z"));
      const [reminder, ...more] = await companyReminders(company);
      expect(more).toHaveLength(0);
      expect(reminder!.recipients).toEqual([company.email]);
      expect(reminder!.textBody).toContain("https://cio.example.ca/shortlist/");
      const [page] = await mailOf(company, "shortlist-company");
      expect(tokenIn(reminder!.textBody)).toBe(tokenIn(page!.textBody));
      const checked = checkPurposeToken(
        tokenIn(reminder!.textBody)!,
        settings.secret,
        COMPANY_LINK_PURPOSE,
        at("2026-12-07T15:00:00Z"),
        14 * 86_400_000,
        isUuid,
      );
      expect(checked).toMatchObject({ ok: true, id: shortlistId, issuedAt: friday });
      // One entry in the company's history: the reminder is the company's own step.
      expect(await entriesOf("company-reminded", [company.id])).toEqual([[company.id, null, "the system"]]);
    });

    it("reminds no company that already chose, or whose link was revoked", async () => {
      const chose = await sentToCompany(friday);
      await db().update(shortlists).set({ companyAnsweredAt: friday }).where(eq(shortlists.id, chose.shortlistId));
      const revoked = await sentToCompany(friday);
      await db().update(shortlists).set({ companyLinkRevokedAt: friday }).where(eq(shortlists.id, revoked.shortlistId));
      await run(at("2026-12-07T15:00:00Z"));
      expect(await companyReminders(chose.company)).toHaveLength(0);
      expect(await companyReminders(revoked.company)).toHaveLength(0);
      expect(await entriesOf("company-reminded", [chose.company.id, revoked.company.id])).toEqual([]);
    });

    it("enters the company link's expiry once, after fourteen days without a choice", async () => {
      const { company } = await sentToCompany(friday);
      const expiredOf = () =>
        db()
          .select()
          .from(applicationEvents)
          .where(and(eq(applicationEvents.applicationId, company.id), eq(applicationEvents.kind, "company-link-expired")));
      await run(minutesAfter(at("2026-12-11T15:00:00Z"), -1));
      expect(await expiredOf()).toHaveLength(0);
      await Promise.all([run(at("2026-12-11T15:00:00Z")), run(at("2026-12-11T15:00:00Z"))]);
      await run(at("2026-12-12T15:00:00Z"));
      expect(await expiredOf()).toHaveLength(1);
    });
  });
});
