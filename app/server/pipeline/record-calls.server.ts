import { and, asc, desc, inArray, isNull, sql } from "drizzle-orm";
import { applicantName, personName } from "~/domain/applicant-name";
import { type CallRecordKind, type CallStatus, callStatus } from "~/domain/booking/call-status";
import type { Database } from "../db/client.server";
import { applications, bookings, inquiries } from "../db/schema.server";

/**
 * Calls and the records of the same person, both ways: a call booked at /book belongs with the
 * company requests, CIO applications and inquiries sent from its address. The person is their
 * e-mail address compared whole and without case, as everywhere else (findPerson): ann@x.ca is not
 * joann@x.ca, nor ann@x.ca.evil. Links carry ids only, never an address.
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
        type: applications.type,
        companyName: applications.companyName,
        firstName: applications.firstName,
        lastName: applications.lastName,
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
  for (const row of theirApplications) {
    // A company request is named by its company; a CIO by their name (the contact's name if a company's is blank).
    const name = row.type === "Company" && (row.companyName ?? "").trim() !== "" ? row.companyName!.trim() : applicantName(row);
    found.get(row.key)?.push({ kind: row.type === "Company" ? "company" : "cio", id: row.id, name, href: `/admin/applications/${row.id}` });
  }
  for (const row of theirInquiries)
    found.get(row.key)?.push({ kind: "inquiry", id: row.id, name: personName(row.firstName, row.lastName), href: inquiryHref(row.id) });
  return found;
}
