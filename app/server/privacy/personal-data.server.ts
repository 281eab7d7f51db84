import { asc, sql } from "drizzle-orm";
import { words } from "~/content/words";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { applicationFormOf, readableRecord } from "~/domain/forms/record";
import { closeReasonText, stageText, storedStageText } from "~/content/admin-stage-text";
import type { Database } from "../db/client.server";
import { applicationEvents, applicationNotes, applications, bookings, inquiries, outbox, users } from "../db/schema.server";
import { shortlistsForExport } from "../shortlists/shortlist-privacy.server";
import { byIds, type Person, theirEmails } from "./person.server";

/** The export names options by their English labels, as it always has. */
const englishForms = leadFormsIn(words("en"));

// The personal-data controls, one module per step: finding the person (./person.server.ts), what
// they may download (here), other records that name them (./mentions-elsewhere.server.ts), and the
// deletion (./personal-data-deletion.server.ts). This module also names the others for callers.
export { findPerson, type Person } from "./person.server";
export { type Mention, mentionsElsewhere } from "./mentions-elsewhere.server";
export {
  deletePersonalData,
  type DeletionPreview,
  deletionPreview,
  deletionRecord,
  deletionRecords,
} from "./personal-data-deletion.server";

/**
 * The personal data of `person` (found with `includeInquiries`) as one JSON-ready object: what
 * 'Download data' gives the admin to answer an access request.
 */
export async function personalDataExport(db: Database, person: Person, meta: { now: Date; exportedBy: string }) {
  const rows = await db
    .select()
    .from(applications)
    .where(byIds(applications.id, person.applicationIds))
    .orderBy(asc(applications.createdAt));
  const [notes, events, theirInquiries, emails, accounts, calls, theirShortlists] = await Promise.all([
    db
      .select()
      .from(applicationNotes)
      .where(byIds(applicationNotes.applicationId, person.applicationIds))
      .orderBy(asc(applicationNotes.createdAt)),
    db
      .select()
      .from(applicationEvents)
      .where(byIds(applicationEvents.applicationId, person.applicationIds))
      .orderBy(asc(applicationEvents.createdAt)),
    db.select().from(inquiries).where(byIds(inquiries.id, person.inquiryIds)).orderBy(asc(inquiries.createdAt)),
    db.select().from(outbox).where(theirEmails(person)).orderBy(asc(outbox.createdAt)),
    db
      .select({ email: users.email, name: users.name, emailVerified: users.emailVerified, createdAt: users.createdAt })
      .from(users)
      .where(sql`lower(${users.email}) = ${person.email}`),
    db.select().from(bookings).where(byIds(bookings.id, person.bookingIds)).orderBy(asc(bookings.startsAt)),
    shortlistsForExport(db, person.applicationIds),
  ]);
  return {
    about: person.email,
    exportedAt: meta.now.toISOString(),
    exportedBy: meta.exportedBy,
    // Option codes as the labels the person chose (app/domain/forms/record.ts).
    applications: rows.map(({ submissionKey: _key, ...application }) => ({
      ...readableRecord(applicationFormOf(englishForms, application.type), application),
      // Where it stands in the team's work, and why it was closed, as the admin's page names them.
      stage: stageText(application.type, application.stage),
      closeReason: closeReasonText(application.closeReason),
      notes: notes.filter((note) => note.applicationId === application.id).map(({ id: _id, applicationId: _a, ...note }) => note),
      history: events
        .filter((event) => event.applicationId === application.id)
        .map((event) => ({
          kind: event.kind,
          status: event.status,
          // A move's stage and close reason by their labels; other entries' reasons are the admins' words.
          stage: storedStageText(event.stage),
          reason: event.kind === "stage-moved" ? closeReasonText(event.reason) : event.reason,
          // An assignment's new owner (null: nobody).
          ...(event.kind === "assigned" ? { owner: event.owner } : {}),
          by: event.actor,
          at: event.createdAt,
        })),
    })),
    inquiries: theirInquiries.map(({ submissionKey: _key, ...inquiry }) => readableRecord(englishForms.contact, inquiry)),
    emails: emails.map((email) => ({
      kind: email.kind,
      to: email.recipients,
      cc: email.cc,
      replyTo: email.replyTo,
      subject: email.subject,
      // As queued; '' once retention has cleared it.
      text: email.textBody,
      status: email.status,
      queuedAt: email.createdAt,
      sentAt: email.sentAt,
    })),
    accounts,
    calls: calls.map(({ submissionKey: _key, ...call }) => call),
    // A company's shortlists, and each time a CIO was shortlisted: the notes, their answer and reason.
    shortlists: theirShortlists,
  };
}

export type PersonalDataExport = Awaited<ReturnType<typeof personalDataExport>>;
