import { and, eq, inArray, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isUuid } from "~/domain/ids";
import type { Locale } from "~/domain/locale";
import { canBeShortlistedFor, checkedText, isInNetwork, MAX_REASON_LENGTH } from "~/domain/shortlists";
import type { Database } from "../db/client.server";
import { applications, shortlistCandidates, shortlists } from "../db/schema.server";
import { mailLocale } from "../mail/mail-words.server";
import { enqueueMessages } from "../mail/outbox.server";
import { cioInvitationMessage, reasonsForCio } from "../mail/shortlist-emails.server";
import { checkCioToken, signCioToken } from "./cio-token.server";
import { issueCompanyLinkOnInterest } from "./company-links.server";
import { CIO_ACTOR, recordOnBoth } from "./shortlist-events.server";
import type { LinkChange, LinkCheck, Opportunity, ReasonRefused, Settings } from "./shortlist-types.server";

// A shortlisted CIO's link (decision 0075): the page it opens, the answer it takes, and the
// admin's revoke and resend. A link is good while its signature holds, it is under seven days old,
// its issue time is the one its row holds (a resend moved it), and the admin did not revoke it.

type Answer = "interested" | "not-for-me";

const company = alias(applications, "company");
const cio = alias(applications, "cio");

/** A candidate row with its shortlist's state and both records (the CIO's null once deleted). */
function candidateQuery(db: Pick<Database, "select">, candidateId: string) {
  return db
    .select({ candidate: shortlistCandidates, status: shortlists.status, company, cio })
    .from(shortlistCandidates)
    .innerJoin(shortlists, eq(shortlists.id, shortlistCandidates.shortlistId))
    .innerJoin(company, eq(company.id, shortlists.companyApplicationId))
    .leftJoin(cio, eq(cio.id, shortlistCandidates.cioApplicationId))
    .where(eq(shortlistCandidates.id, candidateId));
}

type Found = NonNullable<Awaited<ReturnType<typeof candidateQuery>>[number]>;
type Valid = { status: "ok"; value: Found & { cio: NonNullable<Found["cio"]>; canChange: boolean } };

/**
 * What a link may show: nothing (why, without naming the record), the other language's page, or
 * its row. The page stays readable after the company picked, the answer then fixed; a shortlist
 * closed otherwise, a CIO who left the network or whose data is gone shows nothing.
 */
function judge(found: Found | undefined, issuedAt: Date, locale: Locale): Valid | Exclude<LinkCheck<never>, { status: "ok" }> {
  if (!found?.cio) return { status: "closed" };
  const { candidate } = found;
  if (candidate.linkIssuedAt.getTime() !== issuedAt.getTime() || candidate.linkRevokedAt) return { status: "revoked" };
  const own = mailLocale(found.cio.locale);
  if (own !== locale) return { status: "other-language", locale: own };
  if (candidate.outcome === "withdrawn" || !isInNetwork(found.cio)) return { status: "closed" };
  if (found.status !== "open" && found.status !== "picked") return { status: "closed" };
  return { status: "ok", value: { ...found, cio: found.cio, canChange: found.status === "open" && !candidate.outcome } };
}

async function checkLink(db: Pick<Database, "select">, token: string, locale: Locale, settings: Settings, now: Date) {
  const checked = checkCioToken(token, settings.secret, now);
  if (!checked.ok) return { status: checked.problem } as const;
  const [found] = await candidateQuery(db, checked.id);
  return judge(found, checked.issuedAt, locale);
}

export async function opportunityFor(
  db: Database,
  token: string,
  locale: Locale,
  settings: Settings,
  now: Date,
): Promise<LinkCheck<Opportunity>> {
  const checked = await checkLink(db, token, locale, settings, now);
  if (checked.status !== "ok") return checked;
  const { candidate, company, cio, canChange } = checked.value;
  // The first opening of this link enters both histories once; a resent link counts anew.
  await db.transaction(async (tx) => {
    const [first] = await tx
      .update(shortlistCandidates)
      .set({ viewedAt: now })
      .where(and(eq(shortlistCandidates.id, candidate.id), isNull(shortlistCandidates.viewedAt)))
      .returning({ id: shortlistCandidates.id });
    if (first) await recordOnBoth(tx, { kind: "shortlist-viewed", companyId: company.id, cioId: cio.id, actor: CIO_ACTOR, at: now });
  });
  return {
    status: "ok",
    value: {
      candidateId: candidate.id,
      locale,
      cioFirstName: cio.firstName.trim(),
      industries: company.industries ?? [],
      companySize: company.companySize,
      province: company.province,
      workModel: company.workModel,
      contractDuration: company.contractDuration,
      requiredExpertise: company.requiredExpertise ?? [],
      workLanguage: company.workLanguage,
      reasons: reasonsForCio(company, cio, locale),
      note: candidate.noteForCio,
      answer: candidate.answer,
      answerReason: candidate.answerReason,
      canChange,
    },
  };
}

export async function answerOpportunity(
  db: Database,
  input: { token: string; locale: Locale; answer: Answer; reason: string },
  settings: Settings,
  now: Date,
): Promise<LinkCheck<{ answer: Answer }> | ReasonRefused> {
  const reason = checkedText(input.reason, MAX_REASON_LENGTH);
  const checked = checkCioToken(input.token, settings.secret, now);
  if (!checked.ok) return { status: checked.problem };
  return db.transaction(async (tx) => {
    // The row is held until the answer is stored: of two answers at once, the second waits and then
    // sees the first, so each change is one update and one history entry, and the last one wins.
    // The shortlist's row first, as the company's pick holds it: an answer and a pick at once wait
    // for each other in the same order, so the later one sees the earlier (decision 0078).
    await tx
      .select({ id: shortlists.id })
      .from(shortlists)
      .where(
        inArray(
          shortlists.id,
          tx.select({ id: shortlistCandidates.shortlistId }).from(shortlistCandidates).where(eq(shortlistCandidates.id, checked.id)),
        ),
      )
      .for("update");
    const [found] = await candidateQuery(tx, checked.id).for("update", { of: shortlistCandidates });
    const judged = judge(found, checked.issuedAt, input.locale);
    if (judged.status !== "ok") return judged;
    if (!judged.value.canChange) return { status: "closed" } as const;
    if (!reason.ok) return { status: "reason-not-valid", problem: reason.problem } as const;
    const { candidate, company, cio } = judged.value;
    // A second click on the same answer (or a resent form) changes nothing and records nothing.
    if (candidate.answer === input.answer && candidate.answerReason === reason.text)
      return { status: "ok", value: { answer: input.answer } } as const;
    await tx
      .update(shortlistCandidates)
      .set({ answer: input.answer, answerReason: reason.text, answeredAt: now, viewedAt: candidate.viewedAt ?? now })
      .where(eq(shortlistCandidates.id, candidate.id));
    await recordOnBoth(tx, {
      kind: input.answer === "interested" ? "cio-interested" : "cio-not-for-me",
      companyId: company.id,
      cioId: cio.id,
      actor: CIO_ACTOR,
      reason: reason.text,
      at: now,
    });
    if (input.answer === "interested") await issueCompanyLinkOnInterest(tx, candidate.shortlistId, settings, now);
    return { status: "ok", value: { answer: input.answer } } as const;
  });
}

/** The shortlist still open and this CIO's part in it not ended. */
const stillOpen = (found: Found) => found.status === "open" && !found.candidate.outcome;

export async function revokeCandidateLink(
  db: Database,
  input: { candidateId: string; adminEmail: string },
  now: Date,
): Promise<LinkChange> {
  if (!isUuid(input.candidateId)) return { ok: false, problem: "not-found" };
  return db.transaction(async (tx): Promise<LinkChange> => {
    const [found] = await candidateQuery(tx, input.candidateId).for("update", { of: shortlistCandidates });
    if (!found) return { ok: false, problem: "not-found" };
    if (!stillOpen(found)) return { ok: false, problem: "closed" };
    if (found.candidate.linkRevokedAt) return { ok: false, problem: "already-revoked" };
    await tx.update(shortlistCandidates).set({ linkRevokedAt: now }).where(eq(shortlistCandidates.id, found.candidate.id));
    const cioId = found.candidate.cioApplicationId;
    await recordOnBoth(tx, { kind: "shortlist-link-revoked", companyId: found.company.id, cioId, actor: input.adminEmail, at: now });
    return { ok: true };
  });
}

/**
 * A new link, issued now: the row's issue time moves, so the old link (expired, revoked or only
 * lost) stops working, and the CIO gets the invitation again with the team's note. Their answer,
 * if they gave one, stays; the new link's first opening is recorded again.
 */
export async function resendCandidateLink(
  db: Database,
  input: { candidateId: string; adminEmail: string; shownIssuedAt?: Date },
  settings: Settings,
  now: Date,
): Promise<LinkChange> {
  if (!isUuid(input.candidateId)) return { ok: false, problem: "not-found" };
  return db.transaction(async (tx): Promise<LinkChange> => {
    const [found] = await candidateQuery(tx, input.candidateId).for("update", { of: shortlistCandidates });
    if (!found) return { ok: false, problem: "not-found" };
    if (!stillOpen(found) || !canBeShortlistedFor(found.company)) return { ok: false, problem: "closed" };
    if (!found.cio || !isInNetwork(found.cio)) return { ok: false, problem: "no-longer-available" };
    const { candidate, company } = found;
    // The page showed an older link than the one stored: a double click, or another admin, sent a
    // new one since. Another e-mail would only kill the link that one holds.
    if (input.shownIssuedAt && input.shownIssuedAt.getTime() !== candidate.linkIssuedAt.getTime()) return { ok: true };
    await tx
      .update(shortlistCandidates)
      .set({ linkIssuedAt: now, linkRevokedAt: null, viewedAt: null, remindedAt: null })
      .where(eq(shortlistCandidates.id, candidate.id));
    const token = signCioToken(settings.secret, candidate.id, now);
    const invitation = cioInvitationMessage({ company, cio: found.cio, note: candidate.noteForCio, token, baseUrl: settings.baseUrl });
    await enqueueMessages(tx, [invitation], { applicationId: found.cio.id });
    await recordOnBoth(tx, { kind: "shortlist-link-resent", companyId: company.id, cioId: found.cio.id, actor: input.adminEmail, at: now });
    return { ok: true };
  });
}
