import { and, asc, count, desc, eq, inArray, isNotNull, isNull, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { isUuid } from "~/domain/ids";
import { mentionsAny, withoutMentions } from "~/domain/mentions";
import type { Database } from "../db/client.server";
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
} from "../db/schema.server";
import { removeMailFilesOf } from "../mail/mail-files.server";
import { type BodySettings, submissionEmailBodies } from "../mail/submission-mail.server";

/**
 * Everything the site holds about one person, found from one of their applications: the person is
 * their e-mail address (any case). Used for 'Download data' and 'Delete personal data' on the
 * application's page and for an applicant's own deletion through their withdrawal link
 * (decision 0021). Pure database and file work, no HTTP.
 */

/** Whose data, and which of their records. */
export type Person = {
  /** Lower-cased. */
  email: string;
  applicationIds: string[];
  inquiryIds: string[];
  /**
   * How their records name them: a full name, or a company's name. Only ever looked for as whole
   * words, to show the admin other records that may name them (mentionsElsewhere) and to blank them
   * out of the admin's reason for a deletion; never to change anyone else's records.
   */
  names: string[];
};

/** A company request's first name is the company (its last name the contact's); anyone else's is a full name. */
const nameOf = (row: { firstName: string; lastName: string; type: string }) =>
  (row.type === "Company" ? row.firstName : `${row.firstName} ${row.lastName}`).trim();

function namesOf(rows: { firstName: string; lastName: string; type: string }[]): string[] {
  return [...new Set(rows.map(nameOf))].filter((name) => name.length >= 2);
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
  const email = application.email.trim().toLowerCase();
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

/**
 * The e-mails to or about the person: those of their applications and inquiries, and those tied to
 * no record that are sent to their address or answer to it (introductions, withdrawal
 * confirmations, or e-mails of records deleted before). The address must be one of the recipients
 * or the reply-to exactly: oe.smith@… is not joe.smith@…, and no e-mail is chosen for what its
 * text says. E-mails of a record that stays (an inquiry not chosen) stay with it.
 */
function theirEmails(person: Person): SQL {
  const unlinked = and(isNull(outbox.applicationId), isNull(outbox.inquiryId));
  const toThem = sql`exists (select 1 from unnest(${outbox.recipients}) as r(address) where lower(btrim(r.address)) = ${person.email})`;
  const answersToThem = sql`lower(btrim(${outbox.replyTo})) = ${person.email}`;
  return or(
    person.applicationIds.length > 0 ? inArray(outbox.applicationId, person.applicationIds) : undefined,
    person.inquiryIds.length > 0 ? inArray(outbox.inquiryId, person.inquiryIds) : undefined,
    and(unlinked, or(toThem, answersToThem)),
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

/** A note or reopening reason on another application that names the person, for the admin to review. */
export type Mention = {
  kind: "note" | "history";
  /** The note's or history entry's id. */
  id: string;
  applicationId: string;
  applicationName: string;
  text: string;
  createdAt: Date;
};

/** How many rows the database hands over to be checked word by word, and how many mentions are shown. */
const MENTION_CANDIDATES = 500;
const MENTIONS_SHOWN = 20;

/**
 * Notes and reopening reasons of other applications that name the person (their address, or a name
 * of theirs as whole words), newest first. Only read, for the admin to open and edit (issue 17): a
 * deletion never changes them, as a name like "the" or an address inside another would rewrite
 * someone else's words.
 */
export async function mentionsElsewhere(db: Database, person: Person): Promise<Mention[]> {
  const terms = [person.email, ...person.names];
  // The database narrows down by the longest word of each term; the whole-word check is done here.
  const words = terms.map((term) => term.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a)).toLowerCase());
  const containsAWord = (column: AnyPgColumn) => or(...words.map((word) => sql`strpos(lower(${column}), ${word}) > 0`));
  const others = (column: AnyPgColumn) =>
    person.applicationIds.length > 0 ? notInArray(column, person.applicationIds) : undefined;
  const application = { type: applications.type, firstName: applications.firstName, lastName: applications.lastName };
  const [notes, events] = await Promise.all([
    db
      .select({
        id: applicationNotes.id,
        applicationId: applicationNotes.applicationId,
        text: applicationNotes.body,
        createdAt: applicationNotes.createdAt,
        ...application,
      })
      .from(applicationNotes)
      .innerJoin(applications, eq(applications.id, applicationNotes.applicationId))
      .where(and(others(applicationNotes.applicationId), containsAWord(applicationNotes.body)))
      .orderBy(desc(applicationNotes.createdAt))
      .limit(MENTION_CANDIDATES),
    db
      .select({
        id: applicationEvents.id,
        applicationId: applicationEvents.applicationId,
        text: applicationEvents.reason,
        createdAt: applicationEvents.createdAt,
        ...application,
      })
      .from(applicationEvents)
      .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
      .where(and(others(applicationEvents.applicationId), isNotNull(applicationEvents.reason), containsAWord(applicationEvents.reason)))
      .orderBy(desc(applicationEvents.createdAt))
      .limit(MENTION_CANDIDATES),
  ]);
  const mention = (kind: Mention["kind"]) => (row: (typeof notes)[number] | (typeof events)[number]): Mention => ({
    kind,
    id: row.id,
    applicationId: row.applicationId,
    applicationName: nameOf(row),
    text: row.text ?? "",
    createdAt: row.createdAt,
  });
  return [...notes.map(mention("note")), ...events.map(mention("history"))]
    .filter((found) => mentionsAny(found.text, terms))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, MENTIONS_SHOWN);
}

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
      rateLimitCounters: counters.length,
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
