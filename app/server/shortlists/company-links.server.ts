import { and, eq, isNull } from "drizzle-orm";
import { isUuid } from "~/domain/ids";
import type { Locale } from "~/domain/locale";
import { canBeShortlistedFor, isInNetwork } from "~/domain/shortlists";
import type { Database } from "../db/client.server";
import { type ApplicationRow, applications, shortlistCandidates, shortlists } from "../db/schema.server";
import { companyShortlistMessage } from "../mail/company-emails.server";
import { mailLocale } from "../mail/mail-words.server";
import { enqueueMessages } from "../mail/outbox.server";
import { reasonsForCompany } from "../mail/shortlist-emails.server";
import { checkCompanyToken, signCompanyToken } from "./company-token.server";
import { recordOnBoth, SYSTEM_ACTOR, type Transaction } from "./shortlist-events.server";
import type { CompanyShortlist, LinkChange, LinkCheck, Settings, ShortlistedCio } from "./shortlist-types.server";

// The company's link to its shortlist (decision 0078): sent once a first CIO is interested, the
// page it opens, and the admin's revoke and resend; the pick and "none of these fit" it takes are
// in shortlist-picks.server.ts. Every change holds the shortlist's row first (as a CIO's answer
// does), so a double submit, or a CIO answering as the company picks, ends in one outcome.

/** Who the history names when the company acted through its link. */
export const COMPANY_ACTOR = "the company";

type Db = Pick<Database, "select">;

export async function shortlistRow(db: Db, shortlistId: string, lock: boolean) {
  const query = db
    .select({ shortlist: shortlists, company: applications })
    .from(shortlists)
    .innerJoin(applications, eq(applications.id, shortlists.companyApplicationId))
    .where(eq(shortlists.id, shortlistId));
  const [found] = await (lock ? query.for("update", { of: shortlists }) : query);
  return found;
}

export type Found = NonNullable<Awaited<ReturnType<typeof shortlistRow>>>;

/** The candidates of a shortlist, each with their CIO's record (null once deleted). */
export async function candidatesOf(db: Db, shortlistId: string) {
  return db
    .select({ candidate: shortlistCandidates, cio: applications })
    .from(shortlistCandidates)
    .leftJoin(applications, eq(applications.id, shortlistCandidates.cioApplicationId))
    .where(eq(shortlistCandidates.shortlistId, shortlistId));
}
export type CandidateRow = Awaited<ReturnType<typeof candidatesOf>>[number];

/** Interested, still in the network, and the shortlist not ended for them. */
export const available = ({ candidate, cio }: CandidateRow): boolean =>
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

export async function checkLink(db: Db, token: string, locale: Locale, settings: Settings, now: Date, lock: boolean) {
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
  await recordOnBoth(tx, { kind: "company-shortlist-sent", companyId: found.company.id, cioId: null, actor: SYSTEM_ACTOR, at: now });
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
  input: { shortlistId: string; adminEmail: string; shownIssuedAt?: Date },
  settings: Settings,
  now: Date,
): Promise<LinkChange> {
  if (!isUuid(input.shortlistId)) return { ok: false, problem: "not-found" };
  return db.transaction(async (tx): Promise<LinkChange> => {
    const found = await shortlistRow(tx, input.shortlistId, true);
    const issuedAt = found?.shortlist.companyLinkIssuedAt;
    if (!found || !issuedAt) return { ok: false, problem: "not-found" };
    if (found.shortlist.status !== "open" || !canBeShortlistedFor(found.company)) return { ok: false, problem: "closed" };
    // As for a CIO's link: a newer link than the page showed was sent meanwhile, and stands.
    if (input.shownIssuedAt && input.shownIssuedAt.getTime() !== issuedAt.getTime()) return { ok: true };
    await sendCompanyLink(tx, found, settings, now);
    await recordOnBoth(tx, { kind: "company-link-resent", companyId: found.company.id, cioId: null, actor: input.adminEmail, at: now });
    return { ok: true };
  });
}
