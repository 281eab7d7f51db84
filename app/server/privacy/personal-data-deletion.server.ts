import { count, eq, sql } from "drizzle-orm";
import { isUuid } from "~/domain/ids";
import { withoutMentions } from "~/domain/mentions";
import type { Database } from "../db/client.server";
import {
  applicationEvents,
  applicationNotes,
  applications,
  bookings,
  type DeletionCounts,
  inquiries,
  outbox,
  personalDataDeletions,
  users,
  verifications,
} from "../db/schema.server";
import { forgetAddressCounts } from "../limits/limits.server";
import { removeMailFilesOf } from "../mail/mail-files.server";
import { forgetCioInShortlists, tellInterestedCiosItClosed } from "../shortlists/shortlist-privacy.server";
import { byIds, type Person, theirEmails } from "./person.server";

/** What a deletion of `person` would remove, counted without removing anything: the confirmation step. */
export async function deletionPreview(db: Database, person: Person) {
  const [[notes], [events], [emails]] = await Promise.all([
    db.select({ n: count() }).from(applicationNotes).where(byIds(applicationNotes.applicationId, person.applicationIds)),
    db.select({ n: count() }).from(applicationEvents).where(byIds(applicationEvents.applicationId, person.applicationIds)),
    db.select({ n: count() }).from(outbox).where(theirEmails(person)),
  ]);
  return {
    applications: person.applicationIds.length,
    inquiries: person.inquiryIds.length,
    bookings: person.bookingIds.length,
    notes: notes?.n ?? 0,
    events: events?.n ?? 0,
    emails: emails?.n ?? 0,
  };
}

export type DeletionPreview = Awaited<ReturnType<typeof deletionPreview>>;

/**
 * Deletes the person's records, in one transaction, and keeps only a record of the deletion (when,
 * by whom, why, and counts): the reason an admin typed has the person's address and names blanked
 * out (whole words only); the site's own reason is kept as written. Then removes the .eml files of
 * the deleted e-mails, when e-mail is written to files. An account on the site under their address
 * goes too, unless the address is an admin's. Other applications' notes and history are not
 * touched, even where they name the person (mentionsElsewhere lists them for the admin).
 */
export async function deletePersonalData(
  db: Database,
  input: {
    person: Person;
    actor: string;
    reason: string;
    /** "admin": typed by an admin, who may have named the person; "site": the site's own sentence. */
    reasonBy: "admin" | "site";
    now: Date;
    adminEmails: string[];
    mailFolder: string | null;
    /** The site's address, for the notices to CIOs interested in a deleted company's shortlist. */
    baseUrl: string;
  },
): Promise<{ id: string; counts: DeletionCounts }> {
  const { person } = input;
  const reason = input.reasonBy === "admin" ? withoutMentions(input.reason, [person.email, ...person.names]) : input.reason;
  const { id, counts, emailIds } = await db.transaction(async (tx) => {
    const [[notes], [events]] = await Promise.all([
      tx.select({ n: count() }).from(applicationNotes).where(byIds(applicationNotes.applicationId, person.applicationIds)),
      tx.select({ n: count() }).from(applicationEvents).where(byIds(applicationEvents.applicationId, person.applicationIds)),
    ]);
    // Their e-mails' ids name the .eml files to remove once the deletion is committed.
    const emails = await tx.delete(outbox).where(theirEmails(person)).returning({ id: outbox.id });
    const counters = await forgetAddressCounts(tx, person.email);
    const accounts = input.adminEmails.includes(person.email)
      ? []
      : await tx
          .delete(users)
          .where(sql`lower(${users.email}) = ${person.email}`)
          .returning({ id: users.id });
    await tx.delete(verifications).where(sql`lower(${verifications.identifier}) = ${person.email}`);
    // Their calls go after their e-mails (which name them) and free their slots.
    const deletedBookings = await tx.delete(bookings).where(byIds(bookings.id, person.bookingIds)).returning({ id: bookings.id });
    const deletedInquiries = await tx.delete(inquiries).where(byIds(inquiries.id, person.inquiryIds)).returning({ id: inquiries.id });
    // A company's open shortlists go with it (ON DELETE CASCADE): its interested CIOs are told first.
    await tellInterestedCiosItClosed(tx, person.applicationIds, input.baseUrl);
    // A CIO's place on a shortlist stays for the company, without their notes or words (decision 0075).
    await forgetCioInShortlists(tx, person.applicationIds);
    // Notes and history go with their application (ON DELETE CASCADE); the list's counters follow by trigger.
    const deletedApplications = await tx
      .delete(applications)
      .where(byIds(applications.id, person.applicationIds))
      .returning({ id: applications.id });
    const counts: DeletionCounts = {
      applications: deletedApplications.length,
      notes: notes?.n ?? 0,
      events: events?.n ?? 0,
      inquiries: deletedInquiries.length,
      bookings: deletedBookings.length,
      emails: emails.length,
      mailFiles: 0,
      accounts: accounts.length,
      rateLimitCounters: counters,
    };
    const [record] = await tx
      .insert(personalDataDeletions)
      .values({ actor: input.actor, reason, counts, createdAt: input.now })
      .returning({ id: personalDataDeletions.id });
    return { id: record!.id, counts, emailIds: emails.map((email) => email.id) };
  });
  if (input.mailFolder) {
    counts.mailFiles = await removeMailFilesOf(input.mailFolder, emailIds);
    if (counts.mailFiles > 0) await db.update(personalDataDeletions).set({ counts }).where(eq(personalDataDeletions.id, id));
  }
  return { id, counts };
}

/** The deletion records, newest first: what an admin sees of past deletions. */
export async function deletionRecords(db: Database, limit = 50) {
  return db
    .select()
    .from(personalDataDeletions)
    .orderBy(sql`${personalDataDeletions.createdAt} desc`)
    .limit(limit);
}

export async function deletionRecord(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [record] = await db.select().from(personalDataDeletions).where(eq(personalDataDeletions.id, id));
  return record ?? null;
}
