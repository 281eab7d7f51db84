import { eq, inArray } from "drizzle-orm";
import { moveWithFlow } from "../pipeline/stages.server";
import { isUuid } from "~/domain/ids";
import type { Locale } from "~/domain/locale";
import { checkedText, MAX_REASON_LENGTH } from "~/domain/shortlists";
import type { Database } from "../db/client.server";
import { shortlistCandidates, shortlists } from "../db/schema.server";
import { notPickedMessage, shortlistIntroductionMessages } from "../mail/company-emails.server";
import { enqueueMessages } from "../mail/outbox.server";
import { available, type CandidateRow, candidatesOf, checkLink, COMPANY_ACTOR } from "./company-links.server";
import { recordOnBoth, type Transaction } from "./shortlist-events.server";
import type { NoneFitOutcome, PickOutcome, PickSettings, Settings } from "./shortlist-types.server";

// The company's answer through its link (decision 0078): a pick of one or more interested, available
// CIOs (which introduces each side to the other and thanks the rest), or "none of these fit". Both
// hold the shortlist's row first, as a CIO's answer does, so a double submit, or a CIO answering as
// the company picks, ends in one outcome either way round.

export async function pickFromShortlist(
  db: Database,
  input: { token: string; locale: Locale; candidateIds: string[] },
  settings: PickSettings,
  now: Date,
): Promise<PickOutcome> {
  const chosen = [...new Set(input.candidateIds)];
  if (chosen.length === 0) return { status: "no-candidate" };
  if (!chosen.every(isUuid)) return { status: "candidate-not-available" };
  let companyId = "";
  const outcome = await db.transaction(async (tx): Promise<PickOutcome> => {
    const checked = await checkLink(tx, input.token, input.locale, settings, now, true);
    if (checked.status !== "ok") return checked;
    const { shortlist, company } = checked.found;
    companyId = company.id;
    if (shortlist.status !== "open") return { status: "already-answered" };
    const rows = await candidatesOf(tx, shortlist.id);
    const picks = rows.filter(({ candidate }) => chosen.includes(candidate.id));
    if (picks.length !== chosen.length || !picks.every(available)) return { status: "candidate-not-available" };
    await tx.update(shortlists).set({ status: "picked", companyAnsweredAt: now }).where(eq(shortlists.id, shortlist.id));
    await tx.update(shortlistCandidates).set({ outcome: "picked" }).where(inArray(shortlistCandidates.id, chosen));
    const others = rows.filter((row) => !chosen.includes(row.candidate.id) && !row.candidate.outcome);
    if (others.length > 0)
      await tx
        .update(shortlistCandidates)
        .set({ outcome: "not-picked" })
        .where(
          inArray(
            shortlistCandidates.id,
            others.map(({ candidate }) => candidate.id),
          ),
        );
    for (const { cio } of picks) {
      if (!cio) continue;
      const messages = shortlistIntroductionMessages({ company, cio, team: settings.notifyEmails, baseUrl: settings.baseUrl });
      await enqueueMessages(tx, messages.slice(0, 1), { applicationId: company.id });
      await enqueueMessages(tx, messages.slice(1), { applicationId: cio.id });
      await recordOnBoth(tx, { kind: "company-picked", companyId: company.id, cioId: cio.id, actor: COMPANY_ACTOR, at: now });
      await recordOnBoth(tx, {
        kind: "introduced",
        companyId: company.id,
        cioId: cio.id,
        actor: COMPANY_ACTOR,
        reason: "shortlist",
        at: now,
      });
    }
    await thankTheOthers(tx, others, company.id, "not-picked", null, settings, now);
    return { status: "ok", value: { picked: chosen } };
  });
  // The request's stage moves on once the pick is stored, in a transaction of its own: inside the
  // pick's, it would take the request's row after the shortlist's, the order a company's withdrawal
  // takes them the other way round.
  if (outcome.status === "ok") await db.transaction((tx) => moveWithFlow(tx, { companyId, step: "introduced", actor: COMPANY_ACTOR, now }));
  return outcome;
}

/** The interested CIOs among `rows` are thanked (no company name); every one's record notes the end. */
async function thankTheOthers(
  tx: Transaction,
  rows: CandidateRow[],
  companyId: string,
  kind: "not-picked" | "company-none-fit",
  reason: string | null,
  settings: Settings,
  now: Date,
): Promise<void> {
  for (const row of rows) {
    if (available(row) && row.cio)
      await enqueueMessages(tx, [notPickedMessage({ cio: row.cio, baseUrl: settings.baseUrl })], { applicationId: row.cio.id });
    await recordOnBoth(tx, { kind, companyId, cioId: row.candidate.cioApplicationId, actor: COMPANY_ACTOR, reason, at: now });
  }
}

export async function answerNoneFit(
  db: Database,
  input: { token: string; locale: Locale; reason: string },
  settings: Settings,
  now: Date,
): Promise<NoneFitOutcome> {
  const reason = checkedText(input.reason, MAX_REASON_LENGTH);
  return db.transaction(async (tx): Promise<NoneFitOutcome> => {
    const checked = await checkLink(tx, input.token, input.locale, settings, now, true);
    if (checked.status !== "ok") return checked;
    const { shortlist, company } = checked.found;
    if (shortlist.status !== "open") return { status: "already-answered" };
    if (!reason.ok) return { status: "reason-not-valid", problem: reason.problem };
    await tx
      .update(shortlists)
      .set({ status: "none-fit", reason: reason.text, companyAnsweredAt: now })
      .where(eq(shortlists.id, shortlist.id));
    const rows = (await candidatesOf(tx, shortlist.id)).filter(({ candidate }) => !candidate.outcome);
    if (rows.length > 0)
      await tx
        .update(shortlistCandidates)
        .set({ outcome: "not-picked" })
        .where(
          inArray(
            shortlistCandidates.id,
            rows.map(({ candidate }) => candidate.id),
          ),
        );
    await thankTheOthers(tx, rows, company.id, "company-none-fit", reason.text, settings, now);
    return { status: "ok", value: { reason: reason.text } };
  });
}
