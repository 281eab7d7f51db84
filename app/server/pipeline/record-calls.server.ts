import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { applicantName, personName } from "~/domain/applicant-name";
import { type CallRecordKind, type CallStatus, callStatus } from "~/domain/booking/call-status";
import type { Database } from "../db/client.server";
import { applicantNameColumns, applications, bookings, inquiries } from "../db/schema.server";

/**
 * Calls and the records of the same person, both ways: a call booked at /book belongs with the
 * company requests, CIO applications and inquiries sent from its address. The person is their
 * e-mail address compared whole and without case, as everywhere else (findPerson): ann@x.ca is not
 * joann@x.ca, nor ann@x.ca.evil. A call booked from a company request's signed booking link is
 * joined to that request as well, by the id stored with it, whatever address was typed (each call
 * and record listed once). Links carry ids only, never an address.
 */

/** A call as a record's page lists it. */
export type RecordCall = { id: string; startsAt: Date; status: CallStatus; href: string };

/** A record as a call on /admin/calls names it. */
export type CallRecord = { kind: CallRecordKind; id: string; name: string; href: string };

/** Where a call is on /admin/calls: `call` keeps it on the page even when it is older than the past calls shown. */
export const callHref = (id: string) => `/admin/calls?call=${id}#call-${id}`;

/** Where an inquiry is: /admin/inquiries opens on the page that holds it. */
export const inquiryHref = (id: string) => `/admin/inquiries?inquiry=${id}#inquiry-${id}`;

/** The address as the records are matched on it (their lower-case index). */
export const addressKey = (email: string) => email.trim().toLowerCase();

/** Calls the spam checks turned away are on no page, so no record links to them. */
const notSpamCall = sql`coalesce(${bookings.cancelledBy}, '') <> 'spam checks'`;

/** The calls of each address in `emails`, newest first (a map of lowered address to calls). */
export async function callsOfAddresses(db: Database, emails: string[]): Promise<Map<string, RecordCall[]>> {
  const keys = [...new Set(emails.map(addressKey))].filter((key) => key !== "");
  const found = new Map<string, RecordCall[]>(keys.map((key) => [key, []]));
  if (keys.length === 0) return found;
  const rows = await db
    .select({
      id: bookings.id,
      key: sql<string>`lower(${bookings.email})`,
      startsAt: bookings.startsAt,
      cancelledAt: bookings.cancelledAt,
      moves: bookings.moves,
    })
    .from(bookings)
    .where(and(inArray(sql`lower(${bookings.email})`, keys), notSpamCall))
    .orderBy(desc(bookings.startsAt), asc(bookings.id));
  for (const row of rows) found.get(row.key)?.push({ id: row.id, startsAt: row.startsAt, status: callStatus(row), href: callHref(row.id) });
  return found;
}

/** The calls booked from one address, newest first; none for an empty one. */
export async function callsOfAddress(db: Database, email: string): Promise<RecordCall[]> {
  return (await callsOfAddresses(db, [email])).get(addressKey(email)) ?? [];
}

/** A request's or application's calls, newest first: booked from its address, or from its booking link. */
export async function callsOfRecord(db: Database, record: { id: string; email: string }): Promise<RecordCall[]> {
  const key = addressKey(record.email);
  const rows = await db
    .select({ id: bookings.id, startsAt: bookings.startsAt, cancelledAt: bookings.cancelledAt, moves: bookings.moves })
    .from(bookings)
    .where(and(or(eq(bookings.applicationId, record.id), key === "" ? undefined : eq(sql`lower(${bookings.email})`, key)), notSpamCall))
    .orderBy(desc(bookings.startsAt), asc(bookings.id));
  return rows.map((row) => ({ id: row.id, startsAt: row.startsAt, status: callStatus(row), href: callHref(row.id) }));
}

/**
 * The records sent from each address in `emails` (spam left out), the requests and applications
 * first, then the inquiries, each oldest first.
 */
export async function recordsOfAddresses(db: Database, emails: string[]): Promise<Map<string, CallRecord[]>> {
  const keys = [...new Set(emails.map(addressKey))].filter((key) => key !== "");
  const found = new Map<string, CallRecord[]>(keys.map((key) => [key, []]));
  if (keys.length === 0) return found;
  const [theirApplications, theirInquiries] = await Promise.all([
    db
      .select({
        id: applications.id,
        key: sql<string>`lower(${applications.email})`,
        ...applicantNameColumns,
      })
      .from(applications)
      .where(and(inArray(sql`lower(${applications.email})`, keys), isNull(applications.spamReason)))
      .orderBy(asc(applications.createdAt), asc(applications.id)),
    db
      .select({
        id: inquiries.id,
        key: sql<string>`lower(${inquiries.email})`,
        firstName: inquiries.firstName,
        lastName: inquiries.lastName,
      })
      .from(inquiries)
      .where(and(inArray(sql`lower(${inquiries.email})`, keys), isNull(inquiries.spamReason)))
      .orderBy(asc(inquiries.createdAt), asc(inquiries.id)),
  ]);
  for (const row of theirApplications) found.get(row.key)?.push(callRecordOf(row));
  for (const row of theirInquiries)
    found.get(row.key)?.push({ kind: "inquiry", id: row.id, name: personName(row.firstName, row.lastName), href: inquiryHref(row.id) });
  return found;
}

/** How a request or application is named on a call: a company request by its company, a CIO by their name. */
function callRecordOf(row: {
  id: string;
  type: "CIO" | "Company";
  companyName: string | null;
  firstName: string;
  lastName: string;
}): CallRecord {
  // The contact's name stands in when a company's is blank.
  const name = row.type === "Company" && (row.companyName ?? "").trim() !== "" ? row.companyName!.trim() : applicantName(row);
  return { kind: row.type === "Company" ? "company" : "cio", id: row.id, name, href: `/admin/applications/${row.id}` };
}

/**
 * The records of each call: those sent from its address, and the request whose booking link it was
 * booked from (spam left out, as by address), each once.
 */
export async function recordsOfCalls(
  db: Database,
  calls: { email: string; applicationId: string | null }[],
): Promise<(call: { email: string; applicationId: string | null }) => CallRecord[]> {
  const linkedIds = [...new Set(calls.flatMap((call) => (call.applicationId ? [call.applicationId] : [])))];
  const [byAddress, linkedRows] = await Promise.all([
    recordsOfAddresses(
      db,
      calls.map((call) => call.email),
    ),
    linkedIds.length === 0
      ? []
      : db
          .select({
            id: applications.id,
            ...applicantNameColumns,
          })
          .from(applications)
          .where(and(inArray(applications.id, linkedIds), isNull(applications.spamReason))),
  ]);
  const linked = new Map(linkedRows.map((row) => [row.id, callRecordOf(row)]));
  return (call) => {
    const records = byAddress.get(addressKey(call.email)) ?? [];
    const own = call.applicationId ? linked.get(call.applicationId) : undefined;
    return own && !records.some((record) => record.id === own.id) ? [own, ...records] : records;
  };
}
