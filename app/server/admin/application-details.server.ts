import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { moveWithDecision } from "../pipeline/stages.server";
import { words } from "~/content/words";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { applicantName, type NamedApplication } from "~/domain/applicant-name";
import { formValuesOf } from "~/domain/forms/record";
import type { Config } from "../config.server";
import { cancelUnsentDecisionEmails } from "./applications.server";
import type { Database } from "../db/client.server";
import { applicationEvents, applicationNotes, applications } from "../db/schema.server";
import { enqueueMessages } from "../mail/outbox.server";
import { applicationChatMessages } from "../mail/team-chat.server";
import { applicationMessages } from "../mail/templates.server";
import { isUuid } from "~/domain/ids";
import { MARKED_SPAM_REASON } from "~/domain/bulk-actions";

export type { ApplicationRow } from "../db/schema.server";

/** The history's entries about a decision's e-mail: whether the applicant was told, or a pending e-mail was stopped. */
const decisionEmailEvents = ["applicant-notified", "applicant-not-notified", "decision-email-cancelled"] as const;

/** One application with everything an admin needs to decide: history, notes, earlier applications. */
export async function applicationDetail(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [application] = await db.select().from(applications).where(eq(applications.id, id));
  if (!application) return null;
  // The other side of an introduction, named as the list names it (applicantName).
  const other = sql<NamedApplication | null>`(select json_build_object('type', o.type, 'companyName', o.company_name,
    'firstName', o.first_name, 'lastName', o.last_name) from applications o where o.id = ${applicationEvents.otherApplicationId})`;
  const [namedEvents, notes, duplicates] = await Promise.all([
    db
      .select({
        id: applicationEvents.id,
        kind: applicationEvents.kind,
        status: applicationEvents.status,
        reason: applicationEvents.reason,
        stage: applicationEvents.stage,
        owner: applicationEvents.owner,
        actor: applicationEvents.actor,
        otherApplicationId: applicationEvents.otherApplicationId,
        other,
        createdAt: applicationEvents.createdAt,
      })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id))
      // What the applicant heard of a decision shares its moment (one transaction) and follows it.
      // A decision's stage move follows it too, before the e-mail's entry.
      .orderBy(
        asc(applicationEvents.createdAt),
        asc(inArray(applicationEvents.kind, decisionEmailEvents)),
        asc(eq(applicationEvents.kind, "stage-moved")),
        asc(applicationEvents.id),
      ),
    db
      .select()
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, id))
      .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id)),
    // The same person or company applying again: matched on the address, whatever its case.
    db
      .select({ id: applications.id, type: applications.type, createdAt: applications.createdAt, status: applications.status })
      .from(applications)
      .where(and(sql`lower(${applications.email}) = lower(${application.email})`, ne(applications.id, id)))
      .orderBy(desc(applications.createdAt)),
  ]);
  const events = namedEvents.map(({ other: named, ...event }) => ({ ...event, otherName: named ? applicantName(named) : null }));
  return { application, events, notes, duplicates };
}

export type ApplicationDetail = NonNullable<Awaited<ReturnType<typeof applicationDetail>>>;

/**
 * Undoes a decision (reopening, docs/product.md): back to no status, with the reason in the history.
 * Only a decided row is reopened, so two admins reopening at once record it once; a withdrawal is
 * the applicant's and cannot be undone here. A decision e-mail not yet sent is cancelled with it.
 */
export async function reopenDecision(
  db: Database,
  input: { id: string; reason: string; adminEmail: string; now: Date },
): Promise<"reopened" | "not-decided"> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({ status: null, decidedBy: null, decidedAt: null })
      .where(and(eq(applications.id, input.id), inArray(applications.status, ["Accepted", "Denied"])))
      .returning({ id: applications.id });
    if (!row) return "not-decided";
    await tx.insert(applicationEvents).values({
      applicationId: input.id,
      kind: "reopened",
      reason: input.reason,
      actor: input.adminEmail,
      createdAt: input.now,
    });
    await moveWithDecision(tx, { id: input.id, change: "reopened", actor: input.adminEmail, now: input.now });
    // The decision it announced no longer holds: an e-mail of it still waiting must not go out.
    await cancelUnsentDecisionEmails(tx, { applicationId: input.id, actor: input.adminEmail, now: input.now });
    return "reopened";
  });
}

export async function addNote(db: Database, input: { id: string; body: string; adminEmail: string; now: Date }) {
  await db.insert(applicationNotes).values({ applicationId: input.id, body: input.body, author: input.adminEmail, createdAt: input.now });
}

/**
 * Changes the text of one of the application's notes (an admin taking out what should not stay, such
 * as a person whose data was deleted); false when the application has no such note.
 */
export async function editNote(db: Database, input: { applicationId: string; noteId: string; body: string }): Promise<boolean> {
  if (!isUuid(input.applicationId) || !isUuid(input.noteId)) return false;
  const changed = await db
    .update(applicationNotes)
    .set({ body: input.body })
    .where(and(eq(applicationNotes.id, input.noteId), eq(applicationNotes.applicationId, input.applicationId)))
    .returning({ id: applicationNotes.id });
  return changed.length > 0;
}

/** Changes the reason of one of the application's reopenings, as editNote does a note's text. */
export async function editReopenReason(db: Database, input: { applicationId: string; eventId: string; reason: string }): Promise<boolean> {
  if (!isUuid(input.applicationId) || !isUuid(input.eventId)) return false;
  const changed = await db
    .update(applicationEvents)
    .set({ reason: input.reason })
    .where(
      and(
        eq(applicationEvents.id, input.eventId),
        eq(applicationEvents.applicationId, input.applicationId),
        eq(applicationEvents.kind, "reopened"),
      ),
    )
    .returning({ id: applicationEvents.id });
  return changed.length > 0;
}

/**
 * 'Not spam': the submission joins the list and gets the e-mails a real one would have sent,
 * in the same transaction. Only a row still marked as spam is released, so it happens once.
 * True when e-mails were queued (the mail worker is nudged).
 */
export async function releaseFromSpam(
  db: Database,
  input: {
    id: string;
    adminEmail: string;
    now: Date;
    config: Pick<Config, "notifyEmails" | "baseUrl"> & Partial<Pick<Config, "notifyWebhookUrl">>;
    secret: string;
  },
): Promise<boolean> {
  if (!isUuid(input.id)) return false;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ spamReason: applications.spamReason })
      .from(applications)
      .where(eq(applications.id, input.id))
      .for("update");
    const [row] = await tx
      .update(applications)
      .set({ spamReason: null })
      .where(and(eq(applications.id, input.id), isNotNull(applications.spamReason)))
      .returning();
    if (!row) return false;
    // One an admin marked as spam from the list had its e-mails when it came: it only comes back.
    if (before?.spamReason === MARKED_SPAM_REASON) {
      await tx
        .insert(applicationEvents)
        .values({ applicationId: row.id, kind: "released-from-spam", actor: input.adminEmail, createdAt: input.now });
      return false;
    }
    const application = {
      ...formValuesOf(leadFormsIn(words("en")), row),
      id: row.id,
      createdAt: row.createdAt,
      type: row.type,
      locale: row.locale,
    };
    // The team's chat notice too, as a new submission's.
    const messages = [
      ...applicationMessages({ application, ...input.config, secret: input.secret }),
      ...applicationChatMessages(application, { baseUrl: input.config.baseUrl, webhookUrl: input.config.notifyWebhookUrl }),
    ];
    await enqueueMessages(tx, messages, { applicationId: row.id });
    await tx
      .insert(applicationEvents)
      .values({ applicationId: row.id, kind: "released-from-spam", actor: input.adminEmail, createdAt: input.now });
    return true;
  });
}
