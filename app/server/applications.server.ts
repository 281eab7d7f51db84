import { and, count, eq, ilike, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { type ApplicationFilters, containsPattern, countableByCounters } from "~/domain/application-filters";
import { PAGE_SIZE, type Page, paginate } from "~/domain/pagination";
import type { Database } from "./db/client.server";
import { applicationCounts, applicationEvents, applications, searchText } from "./db/schema.server";
import { isUuid } from "~/domain/ids";

export type Decision = "Accepted" | "Denied";
/** An admin's decision, or the applicant's withdrawal. */
export type ApplicationStatus = Decision | "Withdrawn";

export type ApplicationListRow = {
  id: string;
  type: "CIO" | "Company";
  firstName: string;
  lastName: string;
  email: string;
  message: string | null;
  status: ApplicationStatus | null;
  spamReason: string | null;
  createdAt: Date;
};

const statusCondition = {
  pending: isNull(applications.status),
  accepted: eq(applications.status, "Accepted"),
  denied: eq(applications.status, "Denied"),
  withdrawn: eq(applications.status, "Withdrawn"),
} as const;

/** The rows a view with these filters shows, as one SQL condition. */
export function filterCondition(filters: ApplicationFilters): SQL | undefined {
  const pattern = containsPattern(filters.q);
  return and(
    filters.view === "spam" ? isNotNull(applications.spamReason) : isNull(applications.spamReason),
    filters.type ? eq(applications.type, filters.type) : undefined,
    filters.status ? statusCondition[filters.status] : undefined,
    filters.q ? ilike(searchText(applications), pattern) : undefined,
  );
}

/** How application_counts names each status (the trigger writes "pending" for none). */
const counterStatus = { pending: "pending", accepted: "Accepted", denied: "Denied", withdrawn: "Withdrawn" } as const;

/** 'of N entries': from the trigger-kept counters when they can answer, else a count of the matches. */
async function countEntries(db: Database, filters: ApplicationFilters): Promise<number> {
  if (countableByCounters(filters)) {
    const [totals] = await db
      .select({ total: sql<number>`coalesce(sum(${applicationCounts.count}), 0)::integer` })
      .from(applicationCounts)
      .where(
        and(
          filters.type ? eq(applicationCounts.type, filters.type) : undefined,
          filters.status ? eq(applicationCounts.status, counterStatus[filters.status]) : undefined,
        ),
      );
    return totals?.total ?? 0;
  }
  const [totals] = await db.select({ total: count() }).from(applications).where(filterCondition(filters));
  return totals?.total ?? 0;
}

/**
 * The list's order, exactly as its partial index has it (drizzle-kit writes `desc` indexes as
 * DESC NULLS LAST, and a plain ORDER BY … DESC means NULLS FIRST, which the index cannot serve).
 */
export const newestFirst = [sql`${applications.createdAt} desc nulls last`, applications.id] as const;

const allListed: ApplicationFilters = { view: "list", type: null, status: null, q: "" };

/** One page of applications matching the filters (by default: every real one), newest first, and where it sits. */
export async function listApplications(
  db: Database,
  requestedPage: number,
  filters: ApplicationFilters = allListed,
): Promise<{ rows: ApplicationListRow[]; page: Page }> {
  const page = paginate(await countEntries(db, filters), requestedPage);
  const rows = await db
    .select({
      id: applications.id,
      type: applications.type,
      firstName: applications.firstName,
      lastName: applications.lastName,
      email: applications.email,
      message: applications.message,
      status: applications.status,
      spamReason: applications.spamReason,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(filterCondition(filters))
    .orderBy(...newestFirst)
    .limit(PAGE_SIZE)
    .offset(page.offset);
  return { rows, page };
}

export type DecisionOutcome =
  | { outcome: "decided"; firstName: string; lastName: string; status: Decision }
  | { outcome: "already-decided"; firstName: string; lastName: string; status: ApplicationStatus }
  | { outcome: "not-found" };

/**
 * Records an admin's decision, who made it and when. The first decision wins: the update only
 * applies to an undecided row, so of two admins deciding at once exactly one is stored.
 */
export async function decideApplication(
  db: Database,
  input: { id: string; status: Decision; adminEmail: string; now: Date },
): Promise<DecisionOutcome> {
  // A posted id that is not a UUID names no application (and must not reach the database as one).
  if (!isUuid(input.id)) return { outcome: "not-found" };
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({ status: input.status, decidedBy: input.adminEmail, decidedAt: input.now })
      .where(and(eq(applications.id, input.id), isNull(applications.status), isNull(applications.spamReason)))
      .returning({ firstName: applications.firstName, lastName: applications.lastName });
    if (row) {
      await tx.insert(applicationEvents).values({
        applicationId: input.id,
        kind: "decided",
        status: input.status,
        actor: input.adminEmail,
        createdAt: input.now,
      });
    }
    return row;
  });
  if (decided) return { outcome: "decided", ...decided, status: input.status };
  const [existing] = await db
    .select({ firstName: applications.firstName, lastName: applications.lastName, status: applications.status })
    .from(applications)
    .where(and(eq(applications.id, input.id), isNull(applications.spamReason)));
  if (!existing?.status) return { outcome: "not-found" };
  return { outcome: "already-decided", firstName: existing.firstName, lastName: existing.lastName, status: existing.status };
}

/** SPEC.md §2 Admin: the message shown after a decision. */
export function decisionMessage(person: { firstName: string; lastName: string }, status: Decision): string {
  return `${person.firstName} ${person.lastName} has been ${status}!`;
}

/** The name and decision of one listed application, for the message after a decision. */
export async function decisionSummary(
  db: Database,
  id: string,
): Promise<{ firstName: string; lastName: string; status: ApplicationStatus | null; decidedBy: string | null } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      firstName: applications.firstName,
      lastName: applications.lastName,
      status: applications.status,
      decidedBy: applications.decidedBy,
    })
    .from(applications)
    .where(and(eq(applications.id, id), isNull(applications.spamReason)));
  return row ?? null;
}
