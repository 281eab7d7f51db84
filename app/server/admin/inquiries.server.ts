import { and, count, eq, isNull, sql } from "drizzle-orm";
import { PAGE_SIZE, type Page, paginate } from "~/domain/pagination";
import type { Database } from "../db/client.server";
import { inquiries } from "../db/schema.server";
import { isUuid } from "~/domain/ids";

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
>;

/** Contact-form inquiries (spam left out), newest first, a page at a time. */
export async function listInquiries(db: Database, requestedPage: number): Promise<{ rows: InquiryRow[]; page: Page }> {
  const notSpam = isNull(inquiries.spamReason);
  const [totals] = await db.select({ total: count() }).from(inquiries).where(notSpam);
  const page = paginate(totals?.total ?? 0, requestedPage);
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
    })
    .from(inquiries)
    .where(notSpam)
    // As its index has it (DESC NULLS LAST), so a page is an index scan.
    .orderBy(sql`${inquiries.createdAt} desc nulls last`, inquiries.id)
    .limit(PAGE_SIZE)
    .offset(page.offset);
  return { rows, page };
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
