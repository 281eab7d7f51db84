import { and, desc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countAttempt, limitCheck } from "~/server/limits/limits.server";
import { type ApplicationRow, applicationEvents, outbox, shortlists } from "~/server/db/schema.server";
import { signWithdrawalToken } from "~/server/privacy/withdrawal-link.server";
import {
  answerOpportunity,
  opportunityFor,
  resendCandidateLink,
  revokeCandidateLink,
  sendShortlist,
  shortlistsOf,
} from "~/server/shortlists/shortlists.server";
import { databaseKinds } from "../support/database";
import { suiteDatabase } from "../support/suite-database";
import { admin, companyIdentity, picksOf, settings, shortlistCio, shortlistCompany } from "../support/shortlists";

// A shortlisted CIO's link (decision 0075), without HTTP, on PGlite and PostgreSQL: what it opens
// and when it opens nothing, the answer and its changes, the admin's revoke and resend. Deletion and
// withdrawal mid-way are in shortlist-privacy.test.ts.

const now = new Date("2026-11-27T15:00:00Z");
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe.each(databaseKinds)("a shortlisted CIO's link on %s", (kind) => {
  const db = suiteDatabase(kind);

  /** The token of the newest invitation to the CIO. */
  async function tokenOf(cio: ApplicationRow): Promise<string> {
    const [row] = await db()
      .select({ text: outbox.textBody })
      .from(outbox)
      .where(and(eq(outbox.applicationId, cio.id), eq(outbox.kind, "shortlist-invitation")))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    return /\/(?:opportunity|fr\/occasion)\/([\w.-]+)/.exec(row?.text ?? "")![1]!;
  }

  async function shortlisted(cioValues: Parameters<typeof shortlistCio>[2] = {}) {
    const company = await shortlistCompany(db());
    const cio = await shortlistCio(db(), "Xanthe", cioValues);
    const sent = await sendShortlist(db(), { companyId: company.id, picks: picksOf(cio), adminEmail: admin }, settings, now);
    if (!sent.ok) throw new Error(sent.problem);
    const state = async (at = now) => (await shortlistsOf(db(), company.id, at))[0]!.candidates[0]!;
    return { company, cio, shortlistId: sent.shortlistId, token: await tokenOf(cio), state };
  }
  const eventsOf = (ids: string[], kinds: (typeof applicationEvents.$inferSelect.kind)[]) =>
    db()
      .select()
      .from(applicationEvents)
      .where(and(inArray(applicationEvents.applicationId, ids), inArray(applicationEvents.kind, kinds)))
      .orderBy(applicationEvents.createdAt);

  it("opens the opportunity without the company's identity, in the CIO's language, and records the first view once", async () => {
    const { company, cio, token, state } = await shortlisted();
    const first = await opportunityFor(db(), token, "en", settings, later(1));
    expect(first).toMatchObject({
      status: "ok",
      value: {
        cioFirstName: "Xanthe",
        industries: ["manufacturing"],
        province: "ON",
        requiredExpertise: ["cybersecurity"],
        note: "Note for Xanthe",
        answer: null,
        canChange: true,
      },
    });
    const shown = JSON.stringify(first).toLowerCase();
    for (const value of [...Object.values(companyIdentity), company.email]) expect(shown).not.toContain(value.toLowerCase());
    await opportunityFor(db(), token, "en", settings, later(2));
    const viewed = await eventsOf([company.id, cio.id], ["shortlist-viewed"]);
    expect(viewed.map((event) => [event.applicationId, event.otherApplicationId])).toEqual(
      expect.arrayContaining([
        [company.id, cio.id],
        [cio.id, company.id],
      ]),
    );
    expect(viewed).toHaveLength(2);
    expect((await state()).state).toBe("viewed");
    // The same link on the French path says where it belongs.
    expect(await opportunityFor(db(), token, "fr", settings, later(1))).toEqual({ status: "other-language", locale: "en" });
  });

  it("opens nothing for a tampered, foreign, expired or malformed link", async () => {
    const { cio, token, state } = await shortlisted({ locale: "fr" });
    const [id, issued, signature] = token.split(".");
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith("A") ? "B" : "A"}`;
    expect(await opportunityFor(db(), `${id}.${issued}.${flipped}`, "fr", settings, now)).toEqual({ status: "invalid" });
    expect(await opportunityFor(db(), signWithdrawalToken(settings.secret, id!, now), "fr", settings, now)).toEqual({ status: "invalid" });
    expect(await opportunityFor(db(), "nothing-like-a-token", "fr", settings, now)).toEqual({ status: "invalid" });
    expect(await opportunityFor(db(), token, "fr", settings, later(8))).toEqual({ status: "expired" });
    expect(await answerOpportunity(db(), { token, locale: "fr", answer: "interested", reason: "" }, settings, later(8))).toEqual({
      status: "expired",
    });
    expect(await opportunityFor(db(), token, "en", settings, now)).toEqual({ status: "other-language", locale: "fr" });
    expect((await state()).state).toBe("sent");
    expect(await eventsOf([cio.id], ["shortlist-viewed", "cio-interested"])).toEqual([]);
  });

  it("takes an answer with its reason, records each change on both records once, and fixes it once the company picked", async () => {
    const { company, cio, shortlistId, token, state } = await shortlisted();
    const answer = (answer: "interested" | "not-for-me", reason: string) =>
      answerOpportunity(db(), { token, locale: "en", answer, reason }, settings, later(1));
    expect(await answer("interested", "  Keen on manufacturing.  ")).toEqual({ status: "ok", value: { answer: "interested" } });
    expect(await answer("interested", "Keen on manufacturing.")).toEqual({ status: "ok", value: { answer: "interested" } });
    expect(await answer("interested", "Bad\u0000byte")).toEqual({ status: "reason-not-valid", problem: "control-characters" });
    expect(await answer("not-for-me", "x".repeat(1_001))).toEqual({ status: "reason-not-valid", problem: "too-long" });
    expect(await state()).toMatchObject({ state: "interested", answerReason: "Keen on manufacturing." });
    expect(await answer("not-for-me", "Booked until spring.")).toEqual({ status: "ok", value: { answer: "not-for-me" } });
    expect(await state()).toMatchObject({ state: "not-for-me", answerReason: "Booked until spring." });
    const answers = await eventsOf([company.id, cio.id], ["cio-interested", "cio-not-for-me"]);
    expect(answers.map((event) => [event.applicationId, event.kind, event.reason, event.actor]).sort()).toEqual(
      [
        [company.id, "cio-interested", "Keen on manufacturing.", "the CIO"],
        [cio.id, "cio-interested", "Keen on manufacturing.", "the CIO"],
        [company.id, "cio-not-for-me", "Booked until spring.", "the CIO"],
        [cio.id, "cio-not-for-me", "Booked until spring.", "the CIO"],
      ].sort(),
    );

    // Once the company picked, the page still shows the answer, which no longer changes.
    await db().update(shortlists).set({ status: "picked" }).where(eq(shortlists.id, shortlistId));
    expect(await opportunityFor(db(), token, "en", settings, later(2))).toMatchObject({
      status: "ok",
      value: { answer: "not-for-me", canChange: false },
    });
    expect(await answer("interested", "")).toEqual({ status: "closed" });
    await db().update(shortlists).set({ status: "none-fit" }).where(eq(shortlists.id, shortlistId));
    expect(await opportunityFor(db(), token, "en", settings, later(2))).toEqual({ status: "closed" });
  });

  it("keeps one answer and one history entry per change when answers arrive at once", async () => {
    const { company, cio, token, state } = await shortlisted();
    const answer = (answer: "interested" | "not-for-me") =>
      answerOpportunity(db(), { token, locale: "en", answer, reason: "" }, settings, later(1));
    await Promise.all([answer("interested"), answer("interested"), answer("interested")]);
    expect(await eventsOf([company.id, cio.id], ["cio-interested", "cio-not-for-me"])).toHaveLength(2);
    await Promise.all([answer("not-for-me"), answer("interested"), answer("not-for-me")]);
    // However they were ordered, each change flipped the answer and was recorded once: the row
    // holds the answer the number of changes leads to from "interested".
    const changes = (await eventsOf([cio.id], ["cio-interested", "cio-not-for-me"])).length - 1;
    expect((await state()).state).toBe(changes % 2 === 0 ? "interested" : "not-for-me");
    expect(await eventsOf([company.id], ["cio-interested", "cio-not-for-me"])).toHaveLength(changes + 1);
  });

  it("holds one link to 20 answers an hour, and one CIO to 3 resends, under the shared limiter", async () => {
    const { state } = await shortlisted();
    const { candidateId } = await state();
    const attempts = async (name: "shortlistAnswersPerLink" | "shortlistResendsPerCandidate", count: number) => {
      const verdicts = [];
      for (let index = 0; index < count; index++)
        verdicts.push((await countAttempt(db(), [limitCheck(name, candidateId, {})], now)).allowed);
      return verdicts;
    };
    expect(await attempts("shortlistAnswersPerLink", 21)).toEqual([...Array<boolean>(20).fill(true), false]);
    expect(await attempts("shortlistResendsPerCandidate", 4)).toEqual([true, true, true, false]);
  });

  it("sends one new link when the same resend arrives twice, and that link opens", async () => {
    const { company, cio, state } = await shortlisted();
    const { candidateId } = await state();
    await revokeCandidateLink(db(), { candidateId, adminEmail: admin }, later(1));
    // Both forms showed the first link (issued `now`); a double click, or two admins at once.
    const resend = (at: Date) => resendCandidateLink(db(), { candidateId, adminEmail: admin, shownIssuedAt: now }, settings, at);
    const outcomes = await Promise.all([resend(later(2)), resend(new Date(later(2).getTime() + 7))]);
    expect(outcomes).toEqual([{ ok: true }, { ok: true }]);
    const invitations = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.applicationId, cio.id), eq(outbox.kind, "shortlist-invitation")));
    expect(invitations).toHaveLength(2);
    expect(await eventsOf([company.id, cio.id], ["shortlist-link-resent"])).toHaveLength(2);
    expect(await opportunityFor(db(), await tokenOf(cio), "en", settings, later(3))).toMatchObject({ status: "ok" });
  });

  it("revokes a link, then a resend retires the old one and the new one works", async () => {
    const { company, cio, token, state } = await shortlisted();
    const { candidateId } = await state();
    expect(await revokeCandidateLink(db(), { candidateId, adminEmail: admin }, later(1))).toEqual({ ok: true });
    expect(await revokeCandidateLink(db(), { candidateId, adminEmail: admin }, later(1))).toEqual({
      ok: false,
      problem: "already-revoked",
    });
    expect(await opportunityFor(db(), token, "en", settings, later(1))).toEqual({ status: "revoked" });
    expect(await answerOpportunity(db(), { token, locale: "en", answer: "interested", reason: "" }, settings, later(1))).toEqual({
      status: "revoked",
    });
    expect((await state(later(1))).state).toBe("revoked");

    expect(await resendCandidateLink(db(), { candidateId, adminEmail: admin }, settings, later(2))).toEqual({ ok: true });
    const fresh = await tokenOf(cio);
    expect(fresh).not.toBe(token);
    expect(await opportunityFor(db(), token, "en", settings, later(3))).toEqual({ status: "revoked" });
    expect(await opportunityFor(db(), fresh, "en", settings, later(3))).toMatchObject({ status: "ok", value: { canChange: true } });
    // Seven days from the resend, not from the first e-mail.
    expect(await opportunityFor(db(), fresh, "en", settings, later(8))).toMatchObject({ status: "ok" });
    expect((await state(later(3))).state).toBe("viewed");
    const steps = await eventsOf([company.id, cio.id], ["shortlist-link-revoked", "shortlist-link-resent"]);
    expect(steps.map((event) => [event.kind, event.actor])).toEqual([
      ["shortlist-link-revoked", admin],
      ["shortlist-link-revoked", admin],
      ["shortlist-link-resent", admin],
      ["shortlist-link-resent", admin],
    ]);
    expect(await resendCandidateLink(db(), { candidateId: "not-an-id", adminEmail: admin }, settings, now)).toEqual({
      ok: false,
      problem: "not-found",
    });
  });
});
