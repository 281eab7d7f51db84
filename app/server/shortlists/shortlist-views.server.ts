import { asc, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { personName } from "~/domain/applicant-name";
import { isUuid } from "~/domain/ids";
import { candidateState } from "~/domain/shortlists";
import type { Database } from "../db/client.server";
import { applications, shortlistCandidates, shortlists } from "../db/schema.server";
import type { CandidateView, ShortlistView } from "./shortlist-types.server";

// What both records' admin pages show of the shortlists: a company request its own, a CIO the ones
// they are on (with the other CIOs of each, for the whole picture), newest first.

export async function shortlistsOf(db: Database, applicationId: string, now: Date): Promise<ShortlistView[]> {
  if (!isUuid(applicationId)) return [];
  const [application] = await db.select({ type: applications.type }).from(applications).where(eq(applications.id, applicationId));
  if (!application) return [];
  const company = alias(applications, "company");
  const ids =
    application.type === "Company"
      ? db.select({ id: shortlists.id }).from(shortlists).where(eq(shortlists.companyApplicationId, applicationId))
      : db
          .select({ id: shortlistCandidates.shortlistId })
          .from(shortlistCandidates)
          .where(eq(shortlistCandidates.cioApplicationId, applicationId));
  const lists = await db
    .select({ shortlist: shortlists, companyName: company.companyName })
    .from(shortlists)
    .innerJoin(company, eq(company.id, shortlists.companyApplicationId))
    .where(inArray(shortlists.id, ids))
    .orderBy(desc(shortlists.createdAt), desc(shortlists.id));
  if (lists.length === 0) return [];
  const candidates = await db
    .select({ candidate: shortlistCandidates, firstName: applications.firstName, lastName: applications.lastName })
    .from(shortlistCandidates)
    .leftJoin(applications, eq(applications.id, shortlistCandidates.cioApplicationId))
    .where(
      inArray(
        shortlistCandidates.shortlistId,
        lists.map(({ shortlist }) => shortlist.id),
      ),
    )
    // By name, so the list keeps its order when a link is resent (those deleted, named '', first).
    .orderBy(asc(applications.firstName), asc(applications.lastName), asc(shortlistCandidates.id));
  return lists.map(({ shortlist, companyName }) => ({
    shortlistId: shortlist.id,
    companyId: shortlist.companyApplicationId,
    companyName: companyName ?? "",
    status: shortlist.status,
    createdBy: shortlist.createdBy,
    createdAt: shortlist.createdAt,
    companyLinkIssuedAt: shortlist.companyLinkIssuedAt,
    reason: shortlist.reason,
    candidates: candidates
      .filter(({ candidate }) => candidate.shortlistId === shortlist.id)
      .map(({ candidate, firstName, lastName }): CandidateView => ({
        candidateId: candidate.id,
        cioId: candidate.cioApplicationId,
        // '' once the CIO's data was deleted (cioId is then null).
        cioName: firstName === null || lastName === null ? "" : personName(firstName, lastName),
        state: candidateState(candidate, now),
        answerReason: candidate.answerReason,
        noteForCio: candidate.noteForCio,
        noteForCompany: candidate.noteForCompany,
        linkIssuedAt: candidate.linkIssuedAt,
        remindedAt: candidate.remindedAt,
        answeredAt: candidate.answeredAt,
      })),
  }));
}
