import { applicantName } from "~/domain/applicant-name";
import { moveWithDecision } from "../pipeline/stages.server";
import { and, count, eq, ilike, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { type ApplicationFilters, containsPattern, countableByCounters } from "~/domain/application-filters";
import { PAGE_SIZE, type Page, paginate } from "~/domain/pagination";
import type { Database } from "../db/client.server";
import { applicantNameColumns, applicationCounts, applicationEvents, applications, outbox, searchText } from "../db/schema.server";
import { stageOfRow } from "../db/columns.server";
import { enqueueMessages } from "../mail/outbox.server";
import { decisionEmailMessage, decisionKinds } from "../mail/templates.server";
import { isUuid } from "~/domain/ids";
import type { Stage } from "~/domain/pipeline";
import { oldestFirst } from "~/domain/list-order";
import { decisionEmailTime } from "~/domain/undo-window";

export type Decision = "Accepted" | "Denied";

/** The columns applicantName reads. */
const namedColumns = {
  ...applicantNameColumns,
};
/** An admin's decision, or the applicant's withdrawal. */
export type ApplicationStatus = Decision | "Withdrawn";

export type ApplicationListRow = {
  id: string;
  type: "CIO" | "Company";
  companyName: string | null;
  firstName: string;
  lastName: string;
  email: string;
  message: string | null;
  status: ApplicationStatus | null;
  /** As stored: null for the first stage (app/domain/pipeline.ts reads it). */
  stage: string | null;
  closeReason: string | null;
  spamReason: string | null;
  /** The admin it is assigned to; null: nobody. */
  ownerEmail: string | null;
  createdAt: Date;
};

const statusCondition = {
  pending: isNull(applications.status),
  accepted: eq(applications.status, "Accepted"),
  denied: eq(applications.status, "Denied"),
  withdrawn: eq(applications.status, "Withdrawn"),
} as const;

/** The rows at a stage, by the expression the stage index is built on. */
const stageCondition = (stage: Stage) => sql`${stageOfRow(applications)} = ${stage}`;

/**
 * Awaiting a first reply: at its type's first stage, undecided (the shared definition; spam is left
 * out with the view's own condition). On the stage expression, so the stage index can serve it.
 */
const awaitingReply = and(sql`${stageOfRow(applications)} in ('new', 'applied')`, isNull(applications.status));

/** The rows a view with these filters shows, as one SQL condition. */
export function filterCondition(filters: ApplicationFilters): SQL | undefined {
  const pattern = containsPattern(filters.q);
  return and(
    filters.view === "spam" ? isNotNull(applications.spamReason) : isNull(applications.spamReason),
    filters.view === "reply" ? awaitingReply : undefined,
    filters.type ? eq(applications.type, filters.type) : undefined,
    filters.status ? statusCondition[filters.status] : undefined,
    filters.language ? eq(applications.locale, filters.language) : undefined,
    filters.stage ? stageCondition(filters.stage) : undefined,
    filters.q ? ilike(searchText(applications), pattern) : undefined,
    filters.mine ? eq(applications.ownerEmail, filters.mine) : undefined,
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
/** "Needs a reply": the same index read backwards (app/domain/list-order.ts). */
export const oldestFirstOrder = [sql`${applications.createdAt} asc nulls first`, sql`${applications.id} desc`] as const;
/** The order of a view's rows. */
export const orderOfView = (view: ApplicationFilters["view"]) => (oldestFirst(view) ? oldestFirstOrder : newestFirst);

const allListed: ApplicationFilters = { view: "list", type: null, status: null, q: "" };

/** One page of applications matching the filters (by default: every real one), in the view's order, and where it sits. */
export async function listApplications(
  db: Database,
  requestedPage: number,
  filters: ApplicationFilters = allListed,
): Promise<{ rows: ApplicationListRow[]; page: Page }> {
  const page = paginate(await countEntries(db, filters), requestedPage);
  const rows = await db
    .select({
      id: applications.id,
      ...applicantNameColumns,
      email: applications.email,
      message: applications.message,
      status: applications.status,
      stage: applications.stage,
      closeReason: applications.closeReason,
      spamReason: applications.spamReason,
      ownerEmail: applications.ownerEmail,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(filterCondition(filters))
    .orderBy(...orderOfView(filters.view))
    .limit(PAGE_SIZE)
    .offset(page.offset);
  return { rows, page };
}

export type DecisionOutcome =
  | { outcome: "decided"; name: string; status: Decision; notified: boolean }
  | { outcome: "already-decided"; name: string; status: ApplicationStatus }
  | { outcome: "not-found" };

/**
 * What the applicant hears of an admin's decision: an e-mail (its links start at `baseUrl`), or
 * nothing. `undoWindowMs`: how long the e-mail waits in the outbox, Undo on offer (none when left out).
 */
export type ApplicantNotice = { notify: boolean; baseUrl: string; undoWindowMs?: number };

/**
 * Records an admin's decision, who made it and when. The first decision wins: the update only
 * applies to an undecided row, so of two admins deciding at once exactly one is stored. With
 * `applicant`, the same transaction queues the applicant's e-mail (or records that the admin chose
 * not to send one), so only a stored decision is ever announced, and a stored one always is.
 * Callers that are not an admin's click (tests, seeds) leave it out.
 */
export async function decideApplication(
  db: Database,
  input: { id: string; status: Decision; adminEmail: string; now: Date; applicant?: ApplicantNotice },
): Promise<DecisionOutcome> {
  // A posted id that is not a UUID names no application (and must not reach the database as one).
  if (!isUuid(input.id)) return { outcome: "not-found" };
  const { applicant } = input;
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({ status: input.status, decidedBy: input.adminEmail, decidedAt: input.now })
      .where(and(eq(applications.id, input.id), isNull(applications.status), isNull(applications.spamReason)))
      .returning({
        companyName: applications.companyName,
        firstName: applications.firstName,
        lastName: applications.lastName,
        email: applications.email,
        type: applications.type,
        locale: applications.locale,
      });
    if (!row) return undefined;
    const event = { applicationId: input.id, status: input.status, actor: input.adminEmail, createdAt: input.now };
    await tx.insert(applicationEvents).values({ ...event, kind: "decided" });
    await moveWithDecision(tx, { id: input.id, change: input.status, actor: input.adminEmail, now: input.now });
    if (applicant) {
      if (applicant.notify) {
        // A CIO is greeted by first name; a company's request names the company and greets its
        // contact by first name; in the language it applied in.
        const { email, type, locale } = row;
        const name = type === "Company" ? (row.companyName ?? "") : row.firstName;
        const contact = type === "Company" ? row.firstName.trim() : "";
        const message = decisionEmailMessage({ type, status: input.status, name, contact, email, locale, baseUrl: applicant.baseUrl });
        // With an undo window the worker leaves it until the window closes; without, it is due at once.
        const windowMs = applicant.undoWindowMs ?? 0;
        const notBefore = windowMs > 0 ? decisionEmailTime(input.now, windowMs) : undefined;
        await enqueueMessages(tx, [message], { applicationId: input.id }, { notBefore });
      }
      await tx.insert(applicationEvents).values({ ...event, kind: applicant.notify ? "applicant-notified" : "applicant-not-notified" });
    }
    return { name: applicantName(row) };
  });
  if (decided) return { outcome: "decided", ...decided, status: input.status, notified: applicant?.notify ?? false };
  const [existing] = await db
    .select({ ...namedColumns, status: applications.status })
    .from(applications)
    .where(and(eq(applications.id, input.id), isNull(applications.spamReason)));
  if (!existing?.status) return { outcome: "not-found" };
  return { outcome: "already-decided", name: applicantName(existing), status: existing.status };
}

/**
 * Stops the application's decision e-mails that have not gone out (a reopening or a withdrawal
 * makes them untrue), and records it in the history. Runs inside that change's transaction. A
 * message a worker is sending right now (claimed, its lock still running) is left to finish: it
 * is on its way to the mail server already.
 */
export async function cancelUnsentDecisionEmails(
  tx: Pick<Database, "delete" | "insert">,
  input: { applicationId: string; actor: string; now: Date },
): Promise<number> {
  const unsent = or(eq(outbox.status, "pending"), and(eq(outbox.status, "sending"), lt(outbox.lockedUntil, input.now)));
  const cancelled = await tx
    .delete(outbox)
    .where(and(eq(outbox.applicationId, input.applicationId), inArray(outbox.kind, Object.values(decisionKinds)), unsent))
    .returning({ kind: outbox.kind });
  if (cancelled.length === 0) return 0;
  const statusOf = (kind: string): Decision => (kind === decisionKinds.Accepted ? "Accepted" : "Denied");
  await tx.insert(applicationEvents).values(
    cancelled.map(({ kind }) => ({
      applicationId: input.applicationId,
      kind: "decision-email-cancelled" as const,
      status: statusOf(kind),
      actor: input.actor,
      createdAt: input.now,
    })),
  );
  return cancelled.length;
}

/** The message the admin sees after a decision: '{name} has been Accepted!' (docs/product.md). */
export function decisionMessage(name: string, status: Decision): string {
  return `${name} has been ${status}!`;
}

/** The name and decision of one listed application, for the message after a decision. */
export async function decisionSummary(
  db: Database,
  id: string,
): Promise<{ name: string; status: ApplicationStatus | null; decidedBy: string | null } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      ...namedColumns,
      status: applications.status,
      decidedBy: applications.decidedBy,
    })
    .from(applications)
    .where(and(eq(applications.id, id), isNull(applications.spamReason)));
  return row ? { name: applicantName(row), status: row.status, decidedBy: row.decidedBy } : null;
}
