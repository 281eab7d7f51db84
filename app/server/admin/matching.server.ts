import { applicantName } from "~/domain/applicant-name";
import { moveWithFlow } from "../pipeline/stages.server";
import { words } from "~/content/words";
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { canBeIntroduced, DIRECT_INTRODUCTION, type Fit, rankCios, rankCompanies } from "~/domain/matching";
import { optionCodes } from "~/domain/forms/lead-forms";
import { matchReasons } from "~/content/matching";
import type { ApplicationRow } from "./application-details.server";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import { applicationEvents, applications } from "../db/schema.server";
import { enqueueMessages } from "../mail/outbox.server";
import { introductionMessages } from "../mail/introduction-emails.server";
import type { OutgoingMessage } from "../mail/templates.server";

export type Suggestion = {
  id: string;
  name: string;
  city: string;
  province: string;
  fit: Fit;
  /** How many times this pair was introduced already. */
  introductions: number;
};

/** The most suggestions a page shows. */
const SHOWN = 20;

/**
 * A list of options on one side of a pair: the application on the page gives it as values, a
 * candidate as a column. Lists are stored without repeats (the form schema removes them).
 */
type Items = { values: readonly string[] | null } | { column: SQL };
/** One side of a pair, as SQL: a candidate's columns, or the application on the page as parameters. */
type Side = { expertise: Items; industries: Items; city: SQL; province: SQL; workModel: SQL; availability: SQL };

const textArray = (items: readonly string[]) =>
  sql`array[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[]`;

function parameters(application: ApplicationRow, expertise: readonly string[] | null): Side {
  return {
    expertise: { values: expertise },
    industries: { values: application.industries },
    city: sql`${application.city}::text`,
    province: sql`${application.province}::text`,
    workModel: sql`${application.workModel}::text`,
    availability: sql`${application.availability}::text`,
  };
}

function columns(expertise: typeof applications.areasOfExpertise | typeof applications.requiredExpertise): Side {
  const { industries, city, province, workModel, availability } = applications;
  return {
    expertise: { column: sql`${expertise}` },
    industries: { column: sql`${industries}` },
    city: sql`${city}`,
    province: sql`${province}`,
    workModel: sql`${workModel}`,
    availability: sql`${availability}`,
  };
}

const size = (items: Items) =>
  "values" in items ? sql`${items.values?.length ?? 0}::int` : sql`coalesce(cardinality(${items.column}), 0)`;

/**
 * How many items the two lists share. One side is always values, so this is one test per value
 * against the column; no subquery per candidate row, which is what made ranking 100,000 slow.
 */
function shared(one: Items, other: Items): SQL {
  const values = "values" in one ? one.values : "values" in other ? other.values : null;
  const column = "column" in one ? one.column : "column" in other ? other.column : null;
  if (!column) throw new Error("one side of a pair must be a candidate's column");
  if (!values?.length) return sql`0`;
  return sql`(${sql.join(
    values.map((value) => sql`case when ${value}::text = any(${column}) then 1 else 0 end`),
    sql` + `,
  )})`;
}

/**
 * fitOf (app/domain/matching.ts) in SQL: its coverage and rounded score for a company and a CIO, so
 * the database ranks thousands of candidates and sends back only the best. The share of expertise and
 * of industries are added as one fraction of whole numbers, as fitOf does, so both round alike;
 * tests/integration/matching-ranking.test.ts holds the two to the same order.
 */
function fitInSql(company: Side, cio: Side): { coverage: SQL; score: SQL; inCommon: SQL } {
  const covered = shared(company.expertise, cio.expertise);
  const sharedIndustries = shared(company.industries, cio.industries);
  const required = size(company.expertise);
  const wanted = size(company.industries);
  const expertisePoints = sql`case when ${required} = 0 then 50 else 50 * ${covered} end`;
  const industryPoints = sql`case when ${wanted} = 0 then 10 else 20 * ${sharedIndustries} end`;
  const fraction = sql`(${expertisePoints} * greatest(${wanted}, 1) + ${industryPoints} * greatest(${required}, 1))::numeric
    / (greatest(${required}, 1) * greatest(${wanted}, 1))`;
  const place = sql`case when ${company.province} = ${cio.province}
    then case when lower(btrim(${company.city})) = lower(btrim(${cio.city})) then 15 else 10 end else 0 end`;
  const workModel = sql`case when ${company.workModel} is null or ${cio.workModel} is null then 5
    when ${company.workModel} = ${cio.workModel} then 10
    when ${company.workModel} = 'hybrid' or ${cio.workModel} = 'hybrid' then 5 else 0 end`;
  const order = textArray(optionCodes.availabilities);
  const needed = sql`array_position(${order}, ${company.availability})`;
  const offered = sql`array_position(${order}, ${cio.availability})`;
  const availability = sql`case when ${needed} is null or ${offered} is null or ${offered} <= ${needed} then 5 else 0 end`;
  return {
    coverage: sql`case when ${required} = 0 then 1::numeric else ${covered}::numeric / ${required} end`,
    score: sql`round(${fraction} + ${place} + ${workModel} + ${availability})`,
    // haveSomethingInCommon (app/domain/matching.ts), so that fits with nothing in common take no place in the few shown.
    inCommon: sql`(${covered} > 0 or ${sharedIndustries} > 0 or ${company.province} = ${cio.province}
      or ${company.workModel} = ${cio.workModel})`,
  };
}

/**
 * Candidates covering all the expertise the company requires (a cheap array test, no scoring); null
 * when every candidate does (a company that requires nothing).
 */
function fullCoverage(application: ApplicationRow, isCompany: boolean): SQL | null {
  if (isCompany) {
    const required = application.requiredExpertise ?? [];
    return required.length === 0 ? null : sql`${applications.areasOfExpertise} @> ${textArray(required)}`;
  }
  const offered = application.areasOfExpertise ?? [];
  return sql`(${applications.requiredExpertise} is null or ${applications.requiredExpertise} <@ ${textArray(offered)})`;
}

/**
 * For a company: the accepted CIOs, best fit first. For a CIO: the open company requests (not
 * denied, not spam), the same way. Spam, denied and withdrawn applications never take part. The
 * database ranks every candidate; fitOf then gives the reasons for the few shown.
 */
export async function suggestionsFor(db: Database, application: ApplicationRow): Promise<Suggestion[]> {
  // Candidates must be accepted or open, so a denied or withdrawn application is never one; nor does it get any.
  if (application.spamReason || application.status === "Withdrawn" || application.status === "Denied") return [];
  const isCompany = application.type === "Company";
  const fit = isCompany
    ? fitInSql(parameters(application, application.requiredExpertise), columns(applications.areasOfExpertise))
    : fitInSql(columns(applications.requiredExpertise), parameters(application, application.areasOfExpertise));
  const best = (only?: SQL) =>
    db
      .select({
        id: applications.id,
        createdAt: applications.createdAt,
        companyName: applications.companyName,
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
          fit.inCommon,
          only,
        ),
      )
      // Dates to the millisecond, as JavaScript holds them, so equal fits tie-break as rankCios does.
      .orderBy(desc(fit.coverage), desc(fit.score), sql`date_trunc('milliseconds', ${applications.createdAt})`, applications.id)
      .limit(SHOWN);
  // Full coverage of the required expertise ranks first, so when enough candidates have it, the
  // best of them are the best of all: score those few first, and every candidate only otherwise.
  const covering = fullCoverage(application, isCompany);
  let candidates = covering ? await best(covering) : [];
  if (candidates.length < SHOWN) candidates = await best();
  // The same order again in JavaScript, which also says why each fits.
  // The workspace is English: the reasons name the options by their English labels.
  const say = { reasons: matchReasons, options: words("en").options };
  const ranked = isCompany ? rankCios(application, candidates, say) : rankCompanies(application, candidates, say);
  const introduced = await introductionCounts(
    db,
    application.id,
    ranked.map((entry) => entry.item.id),
  );
  return ranked.map(({ item, fit }) => ({
    id: item.id,
    name: applicantName({ ...item, type: isCompany ? "CIO" : "Company" }),
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

/** A company request and a CIO that may be introduced, whichever order the ids come in. */
async function pairOf(db: Database, ids: [string, string]) {
  const rows = await db.select().from(applications).where(inArray(applications.id, ids));
  const company = rows.find((row) => row.type === "Company" && canBeIntroduced(row));
  const cio = rows.find((row) => row.type === "CIO" && canBeIntroduced(row));
  return company && cio ? { company, cio } : null;
}

/** The two e-mails "Introduce directly" would queue, and how many times the pair was introduced before. Stores nothing. */
export async function introductionPreview(
  db: Database,
  input: { ids: [string, string]; config: Pick<Config, "baseUrl"> },
): Promise<{ messages: OutgoingMessage[]; introducedBefore: number } | "not-a-pair"> {
  const pair = await pairOf(db, input.ids);
  if (!pair) return "not-a-pair";
  const before = await introductionCounts(db, pair.company.id, [pair.cio.id]);
  return {
    messages: introductionMessages({ ...pair, baseUrl: input.config.baseUrl }),
    introducedBefore: before.get(pair.cio.id) ?? 0,
  };
}

/**
 * Queues the two introduction e-mails and records the introduction on both applications, in one
 * transaction. A pair introduced before is introduced again only when `confirmed`.
 */
export async function introduce(
  db: Database,
  input: { ids: [string, string]; confirmed: boolean; adminEmail: string; now: Date; config: Pick<Config, "baseUrl"> },
): Promise<IntroductionOutcome> {
  const pair = await pairOf(db, input.ids);
  if (!pair) return "not-a-pair";
  const { company, cio } = pair;
  const before = await introductionCounts(db, company.id, [cio.id]);
  if ((before.get(cio.id) ?? 0) > 0 && !input.confirmed) return "needs-confirmation";
  await db.transaction(async (tx) => {
    await enqueueMessages(tx, introductionMessages({ company, cio, baseUrl: input.config.baseUrl }), {});
    await tx.insert(applicationEvents).values([
      {
        applicationId: company.id,
        kind: "introduced",
        reason: DIRECT_INTRODUCTION,
        otherApplicationId: cio.id,
        actor: input.adminEmail,
        createdAt: input.now,
      },
      {
        applicationId: cio.id,
        kind: "introduced",
        reason: DIRECT_INTRODUCTION,
        otherApplicationId: company.id,
        actor: input.adminEmail,
        createdAt: input.now,
      },
    ]);
    await moveWithFlow(tx, { companyId: company.id, step: "introduced", actor: input.adminEmail, now: input.now });
  });
  return "introduced";
}
