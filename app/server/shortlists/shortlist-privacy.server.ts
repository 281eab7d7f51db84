import { and, asc, eq, inArray, isNull, notInArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { shortlistClosedReasons } from "~/content/shortlists";
import { isInNetwork } from "~/domain/shortlists";
import type { Database } from "../db/client.server";
import { applicationEvents, applications, shortlistCandidates, shortlists } from "../db/schema.server";
import { opportunityClosedMessage } from "../mail/company-emails.server";
import { enqueueMessages } from "../mail/outbox.server";

// A shortlist and personal data (decision 0075): what an export gives of a person's shortlists, what
// a deletion removes, and what a withdrawal ends. A company's shortlists go with its request (ON
// DELETE CASCADE); a CIO's candidate row stays for the company's shortlist, without them.

/** `column` is one of `ids`; false for none (an empty IN list is not SQL). */
const among = (column: AnyPgColumn, ids: string[]): SQL => (ids.length > 0 ? inArray(column, ids) : sql`false`);

/** Application ids as a subquery (retention's expired applications). */
type Ids = Exclude<Parameters<typeof inArray>[1], readonly unknown[]>;

/** The history entries that quote the CIO's own words on the company's record. */
const cioWords = ["cio-interested", "cio-not-for-me"] as const;

/** The person's shortlists, for their data export: a company's own, and each time a CIO was shortlisted. */
export async function shortlistsForExport(db: Database, applicationIds: string[]) {
  const [asCompany, asCio] = await Promise.all([
    db
      .select({
        status: shortlists.status,
        createdAt: shortlists.createdAt,
        createdBy: shortlists.createdBy,
        reason: shortlists.reason,
        companyLinkIssuedAt: shortlists.companyLinkIssuedAt,
        companyViewedAt: shortlists.companyViewedAt,
        companyAnsweredAt: shortlists.companyAnsweredAt,
      })
      .from(shortlists)
      .where(among(shortlists.companyApplicationId, applicationIds))
      .orderBy(asc(shortlists.createdAt)),
    db
      .select({
        shortlistedAt: shortlists.createdAt,
        noteForCio: shortlistCandidates.noteForCio,
        noteForCompany: shortlistCandidates.noteForCompany,
        linkIssuedAt: shortlistCandidates.linkIssuedAt,
        linkRevokedAt: shortlistCandidates.linkRevokedAt,
        viewedAt: shortlistCandidates.viewedAt,
        answer: shortlistCandidates.answer,
        answerReason: shortlistCandidates.answerReason,
        answeredAt: shortlistCandidates.answeredAt,
        outcome: shortlistCandidates.outcome,
      })
      .from(shortlistCandidates)
      .innerJoin(shortlists, eq(shortlists.id, shortlistCandidates.shortlistId))
      .where(among(shortlistCandidates.cioApplicationId, applicationIds))
      .orderBy(asc(shortlists.createdAt)),
  ]);
  return { asCompany, asCio };
}

/**
 * Before a CIO's applications are deleted: the team's notes about them and their own reasons are
 * cleared from their candidate rows (whose CIO the foreign key then sets to null), and their reasons
 * from the company's history, where the entry names them by their application. Nothing is looked
 * for by name: only what the shortlist tied to them. Also before retention deletes applications.
 */
export async function forgetCioInShortlists(tx: Pick<Database, "update">, applicationIds: string[] | Ids): Promise<void> {
  if (Array.isArray(applicationIds) && applicationIds.length === 0) return;
  await tx
    .update(shortlistCandidates)
    .set({ noteForCio: null, noteForCompany: null, answerReason: null })
    .where(inArray(shortlistCandidates.cioApplicationId, applicationIds));
  await tx
    .update(applicationEvents)
    .set({ reason: null })
    .where(and(inArray(applicationEvents.otherApplicationId, applicationIds), inArray(applicationEvents.kind, [...cioWords])));
}

/**
 * Before a company's open shortlists close or go with it (its withdrawal, its deletion, retention's):
 * each CIO who said they were interested, and is still in the network, is told the opportunity
 * closed, in their own language and without the company's name (decision 0078). CIOs going in the
 * same deletion are not written to. Answers how many were told.
 */
export async function tellInterestedCiosItClosed(
  tx: Pick<Database, "selectDistinct" | "insert">,
  companyIds: string[] | Ids,
  baseUrl: string,
): Promise<number> {
  if (Array.isArray(companyIds) && companyIds.length === 0) return 0;
  const interested = await tx
    .selectDistinct({ cio: applications })
    .from(shortlistCandidates)
    .innerJoin(shortlists, eq(shortlists.id, shortlistCandidates.shortlistId))
    .innerJoin(applications, eq(applications.id, shortlistCandidates.cioApplicationId))
    .where(
      and(
        inArray(shortlists.companyApplicationId, companyIds),
        eq(shortlists.status, "open"),
        eq(shortlistCandidates.answer, "interested"),
        isNull(shortlistCandidates.outcome),
        notInArray(applications.id, companyIds),
      ),
    );
  const told = interested.map(({ cio }) => cio).filter(isInNetwork);
  for (const cio of told) await enqueueMessages(tx, [opportunityClosedMessage({ cio, baseUrl })], { applicationId: cio.id });
  return told.length;
}

/**
 * A withdrawal ends the applicant's part in open shortlists: a CIO is no longer available on them,
 * a company's open shortlist closes, its interested CIOs told so first. Their links then show nothing.
 */
export async function endShortlistsOnWithdrawal(
  tx: Pick<Database, "selectDistinct" | "insert" | "update">,
  applicationId: string,
  baseUrl: string,
): Promise<void> {
  await tellInterestedCiosItClosed(tx, [applicationId], baseUrl);
  await tx
    .update(shortlistCandidates)
    .set({ outcome: "withdrawn" })
    .where(
      and(
        eq(shortlistCandidates.cioApplicationId, applicationId),
        isNull(shortlistCandidates.outcome),
        sql`${shortlistCandidates.shortlistId} in (select id from ${shortlists} where ${shortlists.status} = 'open')`,
      ),
    );
  await tx
    .update(shortlists)
    .set({ status: "closed", reason: shortlistClosedReasons.companyWithdrew })
    .where(and(eq(shortlists.companyApplicationId, applicationId), eq(shortlists.status, "open")));
}
