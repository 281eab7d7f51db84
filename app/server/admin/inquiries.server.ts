import { and, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { PAGE_SIZE, type Page, paginate } from "~/domain/pagination";
import type { Database } from "../db/client.server";
import { inquiries } from "../db/schema.server";
import { addressKey, callsOfAddresses, type RecordCall } from "../pipeline/record-calls.server";
import { isUuid } from "~/domain/ids";
import type { SourceFieldName } from "~/domain/forms/lead-source";

export type InquiryRow = Pick<
  typeof inquiries.$inferSelect,
  | "id"
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "message"
  | "createdAt"
  | "handledBy"
  | "handledAt"
  | "newsConsent"
  | "consentVersion"
  | "consentAt"
  | "consentForm"
  | "locale"
  | SourceFieldName
>;

/**
 * Contact-form inquiries (spam left out), newest first, a page at a time, each with the calls booked
 * from its address. `focus`, an inquiry a call links to, chooses the page that holds it instead.
 */
export async function listInquiries(
  db: Database,
  requestedPage: number,
  focus?: string | null,
): Promise<{ rows: (InquiryRow & { calls: RecordCall[] })[]; page: Page }> {
  const notSpam = isNull(inquiries.spamReason);
  const [totals] = await db.select({ total: count() }).from(inquiries).where(notSpam);
  const page = paginate(totals?.total ?? 0, (focus ? await pageOf(db, focus) : null) ?? requestedPage);
  const rows = await db
    .select({
      id: inquiries.id,
      firstName: inquiries.firstName,
      lastName: inquiries.lastName,
      email: inquiries.email,
      phone: inquiries.phone,
      message: inquiries.message,
      createdAt: inquiries.createdAt,
      handledBy: inquiries.handledBy,
      handledAt: inquiries.handledAt,
      newsConsent: inquiries.newsConsent,
      consentVersion: inquiries.consentVersion,
      consentAt: inquiries.consentAt,
      consentForm: inquiries.consentForm,
      locale: inquiries.locale,
      utmSource: inquiries.utmSource,
      utmMedium: inquiries.utmMedium,
      utmCampaign: inquiries.utmCampaign,
      referrerHost: inquiries.referrerHost,
      refCode: inquiries.refCode,
    })
    .from(inquiries)
    .where(notSpam)
    // As its index has it (DESC NULLS LAST), so a page is an index scan.
    .orderBy(sql`${inquiries.createdAt} desc nulls last`, inquiries.id)
    .limit(PAGE_SIZE)
    .offset(page.offset);
  const calls = await callsOfAddresses(
    db,
    rows.map((row) => row.email),
  );
  return { rows: rows.map((row) => ({ ...row, calls: calls.get(addressKey(row.email)) ?? [] })), page };
}

/** The page of the list that holds inquiry `id` (in the list's order: newest first, then by id); null when it is not listed. */
async function pageOf(db: Database, id: string): Promise<number | null> {
  if (!isUuid(id)) return null;
  const listed = and(eq(inquiries.id, id), isNull(inquiries.spamReason));
  if ((await db.select({ id: inquiries.id }).from(inquiries).where(listed)).length === 0) return null;
  // Compared in the database: its times are finer than a JavaScript date's millisecond.
  const focused = alias(inquiries, "focused");
  const [before] = await db
    .select({ count: count() })
    .from(inquiries)
    .innerJoin(focused, and(eq(focused.id, id), isNull(focused.spamReason)))
    .where(
      and(
        isNull(inquiries.spamReason),
        or(gt(inquiries.createdAt, focused.createdAt), and(eq(inquiries.createdAt, focused.createdAt), lt(inquiries.id, focused.id))),
      ),
    );
  return Math.floor((before?.count ?? 0) / PAGE_SIZE) + 1;
}

/** Marks an inquiry handled (who, when), or new again; false when there is no such inquiry. */
export async function setInquiryHandled(
  db: Database,
  input: { id: string; handled: boolean; adminEmail: string; now: Date },
): Promise<boolean> {
  if (!isUuid(input.id)) return false;
  const rows = await db
    .update(inquiries)
    .set(input.handled ? { handledBy: input.adminEmail, handledAt: input.now } : { handledBy: null, handledAt: null })
    .where(and(eq(inquiries.id, input.id), isNull(inquiries.spamReason)))
    .returning({ id: inquiries.id });
  return rows.length > 0;
}
