import { and, asc, count, eq, inArray, isNull, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { isUuid } from "~/domain/ids";
import type { Database } from "./db/client.server";
import {
  applicationEvents,
  applicationNotes,
  applications,
  type DeletionCounts,
  inquiries,
  outbox,
  personalDataDeletions,
  rateLimits,
  users,
  verifications,
} from "./db/schema.server";
import { removeMailFilesNaming } from "./mail-files.server";
import { type BodySettings, submissionEmailBodies } from "./mail/submission-mail.server";

/**
 * Everything the site holds about one person, found from one of their applications: the person is
 * their e-mail address (any case). Used for 'Download data' and 'Delete personal data' on the
 * application's page and for an applicant's own deletion through their withdrawal link
 * (decision 0021). Pure database and file work, no HTTP.
 */

type Executor = Pick<Database, "select" | "update" | "delete" | "insert">;

/** Whose data, and which of their records. */
export type Person = {
  /** Lower-cased. */
  email: string;
  applicationIds: string[];
  inquiryIds: string[];
  /** How the records name the person (and a company), blanked out where other records mention them. */
  names: string[];
};

/** The text a person is recognised by in free text: at least three characters, longest first. */
function namesOf(rows: { firstName: string; lastName: string; type: string }[]): string[] {
  const names = new Set<string>();
  for (const row of rows) {
    names.add(`${row.firstName} ${row.lastName}`);
    // A company request's first name is the company, its last name the contact person.
    if (row.type === "Company") {
      names.add(row.firstName);
      names.add(row.lastName);
    }
  }
  return [...names]
    .map((name) => name.trim())
    .filter((name) => name.length >= 3)
    .sort((a, b) => b.length - a.length);
}

const sameEmail = (column: typeof applications.email | typeof inquiries.email, email: string) => sql`lower(${column}) = ${email}`;

/**
 * The person behind an application. `scope` "person" takes every application from the address
 * (and its inquiries with `includeInquiries`); "application" only this one, as an applicant's own
 * request through the link that names it.
 */
export async function findPerson(
  db: Database,
  applicationId: string,
  options: { scope: "person" | "application"; includeInquiries: boolean },
): Promise<Person | null> {
  if (!isUuid(applicationId)) return null;
  const [application] = await db
    .select({ email: applications.email })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application) return null;
  const email = application.email.toLowerCase();
  const theirs = await db
    .select({ id: applications.id, firstName: applications.firstName, lastName: applications.lastName, type: applications.type })
    .from(applications)
    .where(options.scope === "person" ? sameEmail(applications.email, email) : eq(applications.id, applicationId));
  const theirInquiries = options.includeInquiries
    ? await db
        .select({ id: inquiries.id, firstName: inquiries.firstName, lastName: inquiries.lastName, type: inquiries.type })
        .from(inquiries)
        .where(sameEmail(inquiries.email, email))
    : [];
  return {
    email,
    applicationIds: theirs.map((row) => row.id),
    inquiryIds: theirInquiries.map((row) => row.id),
    names: namesOf([...theirs, ...theirInquiries]),
  };
}

/** Case-insensitive "contains", without LIKE's wildcards getting in the way of an address. */
const mentions = (column: SQL | AnyPgColumn, text: string) => sql`strpos(lower(${column}), ${text.toLowerCase()}) > 0`;

/**
 * The e-mails to or about the person: those of their applications and inquiries, and those tied to
 * no record that name their address (introductions, withdrawal confirmations, or e-mails of records
 * deleted before). E-mails of a record that stays (an inquiry not chosen) stay with it.
 */
function theirEmails(person: Person): SQL {
  const unlinked = and(isNull(outbox.applicationId), isNull(outbox.inquiryId));
  return or(
    person.applicationIds.length > 0 ? inArray(outbox.applicationId, person.applicationIds) : undefined,
    person.inquiryIds.length > 0 ? inArray(outbox.inquiryId, person.inquiryIds) : undefined,
    and(
      unlinked,
      or(
        mentions(sql`array_to_string(${outbox.recipients}, ' ')`, person.email),
        mentions(sql`coalesce(${outbox.replyTo}, '')`, person.email),
        mentions(outbox.subject, person.email),
        mentions(outbox.textBody, person.email),
      ),
    ),
  ) as SQL;
}

/** `column` is one of `ids`; false for none (an empty IN list is not SQL). */
const byIds = (column: AnyPgColumn, ids: string[]) => (ids.length > 0 ? inArray(column, ids) : sql`false`);

/**
 * The personal data of `person` (found with `includeInquiries`) as one JSON-ready object: what
 * 'Download data' gives the admin to answer an access request.
 */
export async function personalDataExport(
  db: Database,
  person: Person,
  meta: { now: Date; exportedBy: string; bodies: BodySettings },
) {
  const rows = await db
    .select()
    .from(applications)
    .where(byIds(applications.id, person.applicationIds))
    .orderBy(asc(applications.createdAt));
  const [notes, events, theirInquiries, emails, accounts] = await Promise.all([
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
  ]);
  // A submission's e-mails are written from it (decision 0028): their submissions are all here.
  // Retention clears a body to '' (not null), so a cleared e-mail is not written again.
  const submissions = {
    applications: new Map(rows.map((row) => [row.id, row])),
    inquiries: new Map(theirInquiries.map((row) => [row.id, row])),
  };
  return {
    about: person.email,
    exportedAt: meta.now.toISOString(),
    exportedBy: meta.exportedBy,
    applications: rows.map(({ submissionKey: _key, ...application }) => ({
      ...application,
      notes: notes.filter((note) => note.applicationId === application.id).map(({ id: _id, applicationId: _a, ...note }) => note),
      history: events
        .filter((event) => event.applicationId === application.id)
        .map((event) => ({ kind: event.kind, status: event.status, reason: event.reason, by: event.actor, at: event.createdAt })),
    })),
    inquiries: theirInquiries.map(({ submissionKey: _key, ...inquiry }) => inquiry),
    emails: emails.map((email) => ({
      kind: email.kind,
      to: email.recipients,
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.textBody ?? submissionEmailBodies(email, submissions, meta.bodies)?.textBody ?? null,
      status: email.status,
      queuedAt: email.createdAt,
      sentAt: email.sentAt,
    })),
    accounts,
  };
}

export type PersonalDataExport = Awaited<ReturnType<typeof personalDataExport>>;

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
    notes: notes?.n ?? 0,
    events: events?.n ?? 0,
    emails: emails?.n ?? 0,
  };
}

export type DeletionPreview = Awaited<ReturnType<typeof deletionPreview>>;

/** `text` with every mention of the person blanked out (case-insensitive). */
export function withoutMentions(text: string, person: Pick<Person, "email" | "names">): string {
  const terms = [person.email, ...person.names].filter((term) => term.length > 0);
  return terms.reduce(
    (result, term) => result.replace(new RegExp(term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), "[removed]"),
    text,
  );
}

/** Notes and history entries of other applications that mention the person, blanked out; returns how many. */
async function removeMentions(tx: Executor, person: Person): Promise<number> {
  const terms = [person.email, ...person.names];
  const anyTerm = (column: AnyPgColumn | SQL) => or(...terms.map((term) => mentions(column, term)));
  const others = (column: AnyPgColumn) =>
    person.applicationIds.length > 0 ? notInArray(column, person.applicationIds) : undefined;
  const notes = await tx
    .select({ id: applicationNotes.id, body: applicationNotes.body })
    .from(applicationNotes)
    .where(and(others(applicationNotes.applicationId), anyTerm(applicationNotes.body)));
  for (const note of notes) {
    await tx
      .update(applicationNotes)
      .set({ body: withoutMentions(note.body, person) })
      .where(eq(applicationNotes.id, note.id));
  }
  const events = await tx
    .select({ id: applicationEvents.id, reason: applicationEvents.reason })
    .from(applicationEvents)
    .where(and(others(applicationEvents.applicationId), anyTerm(sql`coalesce(${applicationEvents.reason}, '')`)));
  for (const event of events) {
    await tx
      .update(applicationEvents)
      .set({ reason: withoutMentions(event.reason ?? "", person) })
      .where(eq(applicationEvents.id, event.id));
  }
  return notes.length + events.length;
}

/**
 * Deletes the person's data wherever the database holds it, in one transaction, and keeps only a
 * record of the deletion (when, by whom, why with any mention of the person blanked out, and counts).
 * Then removes the .eml files that name their address, when e-mail is written to files.
 * An account on the site under their address goes too, unless the address is an admin's.
 */
export async function deletePersonalData(
  db: Database,
  input: {
    person: Person;
    actor: string;
    reason: string;
    now: Date;
    adminEmails: string[];
    mailFolder: string | null;
  },
): Promise<{ id: string; counts: DeletionCounts }> {
  const { person } = input;
  const { id, counts } = await db.transaction(async (tx) => {
    const [[notes], [events]] = await Promise.all([
      tx.select({ n: count() }).from(applicationNotes).where(byIds(applicationNotes.applicationId, person.applicationIds)),
      tx.select({ n: count() }).from(applicationEvents).where(byIds(applicationEvents.applicationId, person.applicationIds)),
    ]);
    const emails = await tx.delete(outbox).where(theirEmails(person)).returning({ id: outbox.id });
    const counters = await tx
      .delete(rateLimits)
      .where(eq(rateLimits.key, `email:${person.email}`))
      .returning({ key: rateLimits.key });
    const accounts = input.adminEmails.includes(person.email)
      ? []
      : await tx
          .delete(users)
          .where(sql`lower(${users.email}) = ${person.email}`)
          .returning({ id: users.id });
    await tx.delete(verifications).where(sql`lower(${verifications.identifier}) = ${person.email}`);
    const mentionsRemoved = await removeMentions(tx, person);
    const deletedInquiries = await tx
      .delete(inquiries)
      .where(byIds(inquiries.id, person.inquiryIds))
      .returning({ id: inquiries.id });
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
      emails: emails.length,
      mailFiles: 0,
      accounts: accounts.length,
      mentionsRemoved,
      rateLimitCounters: counters.length,
    };
    const [record] = await tx
      .insert(personalDataDeletions)
      .values({ actor: input.actor, reason: withoutMentions(input.reason, person), counts, createdAt: input.now })
      .returning({ id: personalDataDeletions.id });
    return { id: record!.id, counts };
  });
  if (input.mailFolder) {
    counts.mailFiles = await removeMailFilesNaming(input.mailFolder, person.email);
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
