import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { type Fit, rankCios, rankCompanies } from "~/domain/matching";
import type { ApplicationRow } from "./application-details.server";
import type { Config } from "./config.server";
import type { Database } from "./db/client.server";
import { applicationEvents, applications } from "./db/schema.server";
import { enqueueMessages } from "./mail/outbox.server";
import { introductionMessages } from "./mail/templates.server";

export type Suggestion = {
  id: string;
  name: string;
  city: string;
  province: string;
  fit: Fit;
  /** How many times this pair was introduced already. */
  introductions: number;
};

/** The most suggestions a page shows; the ranking still looks at every candidate. */
const SHOWN = 20;

/**
 * For a company: the accepted CIOs, best fit first. For a CIO: the open company requests (not
 * denied, not spam), the same way. Spam, denied and withdrawn applications never take part.
 */
export async function suggestionsFor(db: Database, application: ApplicationRow): Promise<Suggestion[]> {
  // Candidates must be accepted or open, so a withdrawn application is never one; nor does it get any.
  if (application.spamReason || application.status === "Withdrawn") return [];
  const isCompany = application.type === "Company";
  // Only what ranking and the list need: thousands of accepted CIOs should not drag every column along.
  const candidates = await db
    .select({
      id: applications.id,
      createdAt: applications.createdAt,
      firstName: applications.firstName,
      lastName: applications.lastName,
      areasOfExpertise: applications.areasOfExpertise,
      requiredExpertise: applications.requiredExpertise,
      industries: applications.industries,
      city: applications.city,
      province: applications.province,
      workModel: applications.workModel,
      availability: applications.availability,
    })
    .from(applications)
    .where(
      and(
        eq(applications.type, isCompany ? "CIO" : "Company"),
        isNull(applications.spamReason),
        isCompany ? eq(applications.status, "Accepted") : or(isNull(applications.status), eq(applications.status, "Accepted")),
      ),
    );
  const ranked = (isCompany ? rankCios(application, candidates) : rankCompanies(application, candidates)).slice(0, SHOWN);
  const introduced = await introductionCounts(db, application.id, ranked.map((entry) => entry.item.id));
  return ranked.map(({ item, fit }) => ({
    id: item.id,
    name: `${item.firstName} ${item.lastName}`,
    city: item.city,
    province: item.province,
    fit,
    introductions: introduced.get(item.id) ?? 0,
  }));
}

async function introductionCounts(db: Database, id: string, others: string[]): Promise<Map<string, number>> {
  if (others.length === 0) return new Map();
  const rows = await db
    .select({ other: applicationEvents.otherApplicationId })
    .from(applicationEvents)
    .where(
      and(
        eq(applicationEvents.applicationId, id),
        eq(applicationEvents.kind, "introduced"),
        inArray(applicationEvents.otherApplicationId, others),
      ),
    );
  const counts = new Map<string, number>();
  for (const row of rows) if (row.other) counts.set(row.other, (counts.get(row.other) ?? 0) + 1);
  return counts;
}

export type IntroductionOutcome = "introduced" | "needs-confirmation" | "not-a-pair";

/**
 * Queues the two introduction e-mails and records the introduction on both applications, in one
 * transaction. A pair introduced before is introduced again only when `confirmed`.
 */
export async function introduce(
  db: Database,
  input: { ids: [string, string]; confirmed: boolean; adminEmail: string; now: Date; config: Pick<Config, "baseUrl"> },
): Promise<IntroductionOutcome> {
  const rows = await db.select().from(applications).where(inArray(applications.id, input.ids));
  const company = rows.find((row) => row.type === "Company" && !row.spamReason && (row.status === null || row.status === "Accepted"));
  const cio = rows.find((row) => row.type === "CIO" && !row.spamReason && row.status === "Accepted");
  if (!company || !cio) return "not-a-pair";
  const before = await introductionCounts(db, company.id, [cio.id]);
  if ((before.get(cio.id) ?? 0) > 0 && !input.confirmed) return "needs-confirmation";
  await db.transaction(async (tx) => {
    await enqueueMessages(tx, introductionMessages({ company, cio, baseUrl: input.config.baseUrl }), {});
    await tx.insert(applicationEvents).values([
      { applicationId: company.id, kind: "introduced", otherApplicationId: cio.id, actor: input.adminEmail, createdAt: input.now },
      { applicationId: cio.id, kind: "introduced", otherApplicationId: company.id, actor: input.adminEmail, createdAt: input.now },
    ]);
  });
  return "introduced";
}
