import { personName } from "~/domain/applicant-name";
import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { isUuid } from "~/domain/ids";
import type { Database } from "../db/client.server";
import { applications, bookings, inquiries, outbox } from "../db/schema.server";

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
  /** Their calls booked at /book, part of their personal data: found by the address, with "person" scope only. */
  bookingIds: string[];
  /**
   * How their records name them: a full name, or a company's name. Only ever looked for as whole
   * words, to show the admin other records that may name them (mentionsElsewhere) and to blank them
   * out of the admin's reason for a deletion; never to change anyone else's records.
   */
  names: string[];
};

type NamedRow = { companyName?: string | null; firstName: string; lastName: string };

/** A person's full name; on a company request also the company's (a contact's first name may be '', migration 0013). */
const namesIn = (row: NamedRow) => [(row.companyName ?? "").trim(), personName(row.firstName, row.lastName)];

function namesOf(rows: NamedRow[]): string[] {
  return [...new Set(rows.flatMap(namesIn))].filter((name) => name.length >= 2);
}

const sameEmail = (column: typeof applications.email | typeof inquiries.email | typeof bookings.email, email: string) =>
  sql`lower(${column}) = ${email}`;

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
  const [application] = await db.select({ email: applications.email }).from(applications).where(eq(applications.id, applicationId));
  if (!application) return null;
  const email = application.email.trim().toLowerCase();
  const theirs = await db
    .select({
      id: applications.id,
      companyName: applications.companyName,
      firstName: applications.firstName,
      lastName: applications.lastName,
    })
    .from(applications)
    .where(options.scope === "person" ? sameEmail(applications.email, email) : eq(applications.id, applicationId));
  const theirInquiries = options.includeInquiries
    ? await db
        .select({ id: inquiries.id, firstName: inquiries.firstName, lastName: inquiries.lastName })
        .from(inquiries)
        .where(sameEmail(inquiries.email, email))
    : [];
  // An applicant's own request (scope "application") names one application; their calls go with the person.
  const theirBookings =
    options.scope === "person" ? await db.select({ id: bookings.id }).from(bookings).where(sameEmail(bookings.email, email)) : [];
  return {
    email,
    applicationIds: theirs.map((row) => row.id),
    inquiryIds: theirInquiries.map((row) => row.id),
    bookingIds: theirBookings.map((row) => row.id),
    names: namesOf([...theirs, ...theirInquiries]),
  };
}

/**
 * The e-mails to or about the person: those of their applications and inquiries, and those tied to
 * no record that are sent to their address or answer to it (introductions, withdrawal
 * confirmations, or e-mails of records deleted before). The address must be one of the recipients
 * (To or Cc) or the reply-to exactly: oe.smith@… is not joe.smith@…, and no e-mail is chosen for what its
 * text says. E-mails of a record that stays (an inquiry not chosen) stay with it.
 */
export function theirEmails(person: Person): SQL {
  const unlinked = and(isNull(outbox.applicationId), isNull(outbox.inquiryId), isNull(outbox.bookingId));
  const toThem = sql`exists (select 1 from unnest(${outbox.recipients} || ${outbox.cc}) as r(address) where lower(btrim(r.address)) = ${person.email})`;
  const answersToThem = sql`lower(btrim(${outbox.replyTo})) = ${person.email}`;
  return or(
    person.applicationIds.length > 0 ? inArray(outbox.applicationId, person.applicationIds) : undefined,
    person.inquiryIds.length > 0 ? inArray(outbox.inquiryId, person.inquiryIds) : undefined,
    person.bookingIds.length > 0 ? inArray(outbox.bookingId, person.bookingIds) : undefined,
    and(unlinked, or(toThem, answersToThem)),
  ) as SQL;
}

/** `column` is one of `ids`; false for none (an empty IN list is not SQL). */
export const byIds = (column: AnyPgColumn, ids: string[]) => (ids.length > 0 ? inArray(column, ids) : sql`false`);
