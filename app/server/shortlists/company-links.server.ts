import { and, eq, inArray, isNull } from "drizzle-orm";
import { isUuid } from "~/domain/ids";
import type { Locale } from "~/domain/locale";
import { canBeShortlistedFor, checkedText, isInNetwork, MAX_REASON_LENGTH } from "~/domain/shortlists";
import type { Database } from "../db/client.server";
import { type ApplicationRow, applications, shortlistCandidates, shortlists } from "../db/schema.server";
import { companyShortlistMessage, notPickedMessage, shortlistIntroductionMessages } from "../mail/company-emails.server";
import { mailLocale } from "../mail/mail-words.server";
import { enqueueMessages } from "../mail/outbox.server";
import { reasonsForCompany } from "../mail/shortlist-emails.server";
import { checkCompanyToken, signCompanyToken } from "./company-token.server";
import { recordOnBoth, type Transaction } from "./shortlist-events.server";
import type {
  CompanyShortlist,
  LinkChange,
  LinkCheck,
  NoneFitOutcome,
  PickOutcome,
  PickSettings,
  Settings,
  ShortlistedCio,
} from "./shortlist-types.server";

// The company's link to its shortlist (decision 0078): sent once a first CIO is interested, the
// page it opens, the pick or "none of these fit" it takes, and the admin's revoke and resend. Every
// change holds the shortlist's row first (as a CIO's answer does), so a double submit, or a CIO
// answering as the company picks, ends in one outcome either way round.

/** Who the history names when the company acted through its link. */
export const COMPANY_ACTOR = "the company";

type Db = Pick<Database, "select">;

async function shortlistRow(db: Db, shortlistId: string, lock: boolean) {
  const query = db
    .select({ shortlist: shortlists, company: applications })
    .from(shortlists)
    .innerJoin(applications, eq(applications.id, shortlists.companyApplicationId))
    .where(eq(shortlists.id, shortlistId));
  const [found] = await (lock ? query.for("update", { of: shortlists }) : query);
  return found;
}

type Found = NonNullable<Awaited<ReturnType<typeof shortlistRow>>>;

/** The candidates of a shortlist, each with their CIO's record (null once deleted). */
async function candidatesOf(db: Db, shortlistId: string) {
  return db
    .select({ candidate: shortlistCandidates, cio: applications })
    .from(shortlistCandidates)
    .leftJoin(applications, eq(applications.id, shortlistCandidates.cioApplicationId))
    .where(eq(shortlistCandidates.shortlistId, shortlistId));
}
type CandidateRow = Awaited<ReturnType<typeof candidatesOf>>[number];

/** Interested, still in the network, and the shortlist not ended for them. */
const available = ({ candidate, cio }: CandidateRow): boolean =>
  candidate.answer === "interested" && candidate.outcome !== "withdrawn" && cio !== null && isInNetwork(cio);

function judge(
  found: Found | undefined,
  issuedAt: Date,
  locale: Locale,
): { status: "ok"; found: Found } | Exclude<LinkCheck<never>, { status: "ok" }> {
  if (!found) return { status: "closed" };
  const { shortlist, company } = found;
  if (shortlist.companyLinkIssuedAt?.getTime() !== issuedAt.getTime() || shortlist.companyLinkRevokedAt) return { status: "revoked" };
  const own = mailLocale(company.locale);
  if (own !== locale) return { status: "other-language", locale: own };
  if (shortlist.status === "closed") return { status: "closed" };
  return { status: "ok", found };
}

async function checkLink(db: Db, token: string, locale: Locale, settings: Settings, now: Date, lock: boolean) {
  const checked = checkCompanyToken(token, settings.secret, now);
  if (!checked.ok) return { status: checked.problem } as const;
  return judge(await shortlistRow(db, checked.id, lock), checked.issuedAt, locale);
}

/** First name and last initial: "Marie T.". */
function displayName(cio: ApplicationRow): string {
  const initial = cio.lastName.trim().charAt(0);
  return [cio.firstName.trim(), initial ? `${initial.toUpperCase()}.` : ""].filter(Boolean).join(" ");
}

function shownCio(row: CandidateRow, company: ApplicationRow, locale: Locale): ShortlistedCio {
  const base = { candidateId: row.candidate.id, noteForCompany: null, reasons: [] };
  if (!available(row) || !row.cio)
    return {
      ...base,
      displayName: "",
      experience: null,
      industries: [],
      areasOfExpertise: [],
      province: null,
      workModel: null,
      availability: null,
      workLanguage: null,
      available: false,
    };
  const { cio } = row;
  return {
    ...base,
    displayName: displayName(cio),
    experience: cio.experience,
    industries: cio.industries ?? [],
    areasOfExpertise: cio.areasOfExpertise ?? [],
    province: cio.province,
    workModel: cio.workModel,
    availability: cio.availability,
    workLanguage: cio.workLanguage,
    reasons: reasonsForCompany(company, cio, locale),
    noteForCompany: row.candidate.noteForCompany,
    available: true,
  };
}

export async function companyShortlistFor(
  db: Database,
  token: string,
  locale: Locale,
  settings: Settings,
  now: Date,
): Promise<LinkCheck<CompanyShortlist>> {
  const checked = await checkLink(db, token, locale, settings, now, false);
  if (checked.status !== "ok") return checked;
  const { shortlist, company } = checked.found;
  // The first opening of this link enters the company's history once; a resent link counts anew.
  await db.transaction(async (tx) => {
    const [first] = await tx
      .update(shortlists)
      .set({ companyViewedAt: now })
      .where(and(eq(shortlists.id, shortlist.id), isNull(shortlists.companyViewedAt)))
      .returning({ id: shortlists.id });
    if (first)
      await recordOnBoth(tx, { kind: "company-shortlist-viewed", companyId: company.id, cioId: null, actor: COMPANY_ACTOR, at: now });
  });
  const rows = (await candidatesOf(db, shortlist.id)).filter(({ candidate }) => candidate.answer === "interested");
  rows.sort((a, b) => (a.cio?.firstName ?? "").localeCompare(b.cio?.firstName ?? "") || a.candidate.id.localeCompare(b.candidate.id));
  const picked = rows.filter(({ candidate }) => candidate.outcome === "picked").map(({ candidate }) => candidate.id);
  return {
    status: "ok",
    value: {
      shortlistId: shortlist.id,
      locale,
      contactFirstName: company.firstName.trim(),
      companyName: company.companyName ?? "",
      status: shortlist.status,
      canPick: shortlist.status === "open",
      candidates: rows.map((row) => shownCio(row, company, locale)),
      ...(shortlist.status === "picked" ? { picked } : {}),
      ...(shortlist.status === "none-fit" ? { reason: shortlist.reason } : {}),
    },
  };
}

/**
 * Called in a CIO's answer's transaction, the shortlist's row held: on a first interest while the
 * shortlist is open and the company has no link yet, the link is issued and the company e-mailed.
 * Later interests send nothing: the page, already live, shows them.
 */
export async function issueCompanyLinkOnInterest(tx: Transaction, shortlistId: string, settings: Settings, now: Date): Promise<void> {
  const found = await shortlistRow(tx, shortlistId, true);
  if (!found || found.shortlist.status !== "open" || found.shortlist.companyLinkIssuedAt) return;
  if (!canBeShortlistedFor(found.company)) return;
  await sendCompanyLink(tx, found, settings, now);
  await recordOnBoth(tx, { kind: "company-shortlist-sent", companyId: found.company.id, cioId: null, actor: COMPANY_ACTOR, at: now });
}

async function sendCompanyLink(tx: Transaction, found: Found, settings: Settings, now: Date): Promise<number> {
  const interested = (await candidatesOf(tx, found.shortlist.id)).filter(available).length;
  await tx
    .update(shortlists)
    .set({ companyLinkIssuedAt: now, companyLinkRevokedAt: null, companyViewedAt: null, companyRemindedAt: null })
    .where(eq(shortlists.id, found.shortlist.id));
  const token = signCompanyToken(settings.secret, found.shortlist.id, now);
  await enqueueMessages(tx, [companyShortlistMessage({ company: found.company, interested, token, baseUrl: settings.baseUrl })], {
    applicationId: found.company.id,
  });
  return interested;
}

export async function pickFromShortlist(
  db: Database,
  input: { token: string; locale: Locale; candidateIds: string[] },
  settings: PickSettings,
  now: Date,
): Promise<PickOutcome> {
  const chosen = [...new Set(input.candidateIds)];
  if (chosen.length === 0) return { status: "no-candidate" };
  if (!chosen.every(isUuid)) return { status: "candidate-not-available" };
  return db.transaction(async (tx): Promise<PickOutcome> => {
    const checked = await checkLink(tx, input.token, input.locale, settings, now, true);
    if (checked.status !== "ok") return checked;
    const { shortlist, company } = checked.found;
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

export async function revokeCompanyLink(db: Database, input: { shortlistId: string; adminEmail: string }, now: Date): Promise<LinkChange> {
  if (!isUuid(input.shortlistId)) return { ok: false, problem: "not-found" };
  return db.transaction(async (tx): Promise<LinkChange> => {
    const found = await shortlistRow(tx, input.shortlistId, true);
    if (!found?.shortlist.companyLinkIssuedAt) return { ok: false, problem: "not-found" };
    if (found.shortlist.status !== "open") return { ok: false, problem: "closed" };
    if (found.shortlist.companyLinkRevokedAt) return { ok: false, problem: "already-revoked" };
    await tx.update(shortlists).set({ companyLinkRevokedAt: now }).where(eq(shortlists.id, found.shortlist.id));
    await recordOnBoth(tx, { kind: "company-link-revoked", companyId: found.company.id, cioId: null, actor: input.adminEmail, at: now });
    return { ok: true };
  });
}

/** A new link, issued now (the old one stops working), and the company's e-mail again. */
export async function resendCompanyLink(
  db: Database,
  input: { shortlistId: string; adminEmail: string },
  settings: Settings,
  now: Date,
): Promise<LinkChange> {
  if (!isUuid(input.shortlistId)) return { ok: false, problem: "not-found" };
  return db.transaction(async (tx): Promise<LinkChange> => {
    const found = await shortlistRow(tx, input.shortlistId, true);
    if (!found?.shortlist.companyLinkIssuedAt) return { ok: false, problem: "not-found" };
    if (found.shortlist.status !== "open" || !canBeShortlistedFor(found.company)) return { ok: false, problem: "closed" };
    await sendCompanyLink(tx, found, settings, now);
    await recordOnBoth(tx, { kind: "company-link-resent", companyId: found.company.id, cioId: null, actor: input.adminEmail, at: now });
    return { ok: true };
  });
}
