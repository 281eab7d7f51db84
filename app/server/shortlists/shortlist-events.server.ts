import type { Database } from "../db/client.server";
import { applicationEvents } from "../db/schema.server";

// A shortlist's steps enter the history of both records (decision 0075): the company request's and
// the CIO's, each naming the other. Once one side's data is deleted only the other's entry is left.

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type ShortlistEventKind =
  | "shortlisted"
  | "shortlist-viewed"
  | "cio-interested"
  | "cio-not-for-me"
  | "shortlist-link-revoked"
  | "shortlist-link-resent"
  | "shortlist-link-expired"
  | "company-link-expired"
  | "shortlist-reminded"
  | "company-reminded"
  | "company-shortlist-sent"
  | "company-shortlist-viewed"
  | "company-link-revoked"
  | "company-link-resent"
  | "company-picked"
  | "introduced"
  | "not-picked"
  | "company-none-fit"
  | "shortlist-closed";

/** Who the history names when the CIO acted through their link. */
export const CIO_ACTOR = "the CIO";

/** Who the history names for what the site does by itself: an expiry, a reminder, the company's page sent on a first interest. */
export const SYSTEM_ACTOR = "the system";

export async function recordOnBoth(
  tx: Pick<Database, "insert">,
  input: { kind: ShortlistEventKind; companyId: string; cioId: string | null; actor: string; reason?: string | null; at: Date },
): Promise<void> {
  const { kind, companyId, cioId, actor, at } = input;
  const reason = input.reason ?? null;
  await tx
    .insert(applicationEvents)
    .values([
      { applicationId: companyId, kind, otherApplicationId: cioId, actor, reason, createdAt: at },
      ...(cioId ? [{ applicationId: cioId, kind, otherApplicationId: companyId, actor, reason, createdAt: at }] : []),
    ]);
}
