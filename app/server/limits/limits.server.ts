import { inArray, lt, or, sql } from "drizzle-orm";
import { clientLimitKey } from "~/domain/client-limit-key";
import { type BucketCount, bucketOf, countedSince, secondsUntilRoom, type WindowRule } from "~/domain/sliding-window";
import { submissionLimitKey } from "~/domain/submission-limit-key";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import type { StatementParams } from "../db/raw-query.server";
import { limitCounts } from "../db/schema.server";

// Every limit of the site is counted here, in one table, by one rule: an attempt is counted first
// and then judged with the count of the window that ends now (domain/sliding-window.ts), so of
// many attempts at once each sees at least its own rank and no more than the limit get through.
// A refused attempt is taken back at once: only what happened uses up the window (decision 0073).

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** The network an IP address belongs to: an IPv4 address, an IPv6 /64. */
const network = (ip: string) => clientLimitKey(ip);
/** A mailbox: lower case, without a `+tag` (decision 0030). */
const mailbox = (email: string) => submissionLimitKey(email);
/** An account's address: lower case; a `+tag` may be another account, so it stays. */
const account = (email: string) => email.trim().toLowerCase();

/** Links to choose a new password (and notes that an account exists) that one address may be sent in an hour. */
export const PASSWORD_LINKS_PER_HOUR_PER_EMAIL = 3;

type Settings = Pick<Config, "rateLimits" | "signInLimits">;

/**
 * Every limit: whom it counts (how its subject becomes a key), over what window, and how many it
 * allows. A new limit is one line here.
 */
export const limits = {
  /** Lead forms, bookings, and a visitor's moves and cancellations of a call share these two. */
  submissionsPerNetwork: { who: network, windowMs: HOUR_MS, max: (s: Pick<Settings, "rateLimits">) => s.rateLimits.perIpPerHour },
  submissionsPerMailbox: { who: mailbox, windowMs: HOUR_MS, max: (s: Pick<Settings, "rateLimits">) => s.rateLimits.perEmailPerHour },
  /** Wrong passwords for an address, by everyone but the browsers that signed in to it before (decision 0060). */
  failedSignInsPerAccount: {
    who: account,
    windowMs: HOUR_MS,
    max: (s: Pick<Settings, "signInLimits">) => s.signInLimits.failuresPerHourPerEmail,
  },
  /** Wrong passwords for an address from one browser that signed in to it before (`failedSignInCheck`). */
  failedSignInsPerKnownBrowser: {
    who: (subject: string) => subject,
    windowMs: HOUR_MS,
    max: (s: Pick<Settings, "signInLimits">) => s.signInLimits.failuresPerHourPerEmail,
  },
  /** Password links and "you already have an account" notes to one address (decision 0061). */
  passwordLinksPerAccount: { who: account, windowMs: HOUR_MS, max: (_settings: object) => PASSWORD_LINKS_PER_HOUR_PER_EMAIL },
  /** Sign-ins, sign-ups, password changes and links, Google's start, from one network, per kind (`authRequestSubject`). */
  authAttemptsPerNetwork: {
    who: (subject: string) => subject,
    windowMs: MINUTE_MS,
    max: (s: Pick<Settings, "signInLimits">) => s.signInLimits.attemptsPerMinutePerIp,
  },
  /** A shortlisted CIO's answers through their link (decision 0075): per link (the candidate's id), and per network. */
  shortlistAnswersPerLink: { who: (candidateId: string) => candidateId, windowMs: HOUR_MS, max: (_settings: object) => 20 },
  shortlistAnswersPerNetwork: { who: network, windowMs: HOUR_MS, max: (_settings: object) => 60 },
  /** The team's resends of one CIO's link (the candidate's id): each one is an e-mail to them. */
  shortlistResendsPerCandidate: { who: (candidateId: string) => candidateId, windowMs: HOUR_MS, max: (_settings: object) => 3 },
  /** The company's picks and "none of these fit" through its link (decision 0078): per link (the shortlist's id), and per network. */
  shortlistPicksPerLink: { who: (shortlistId: string) => shortlistId, windowMs: HOUR_MS, max: (_settings: object) => 20 },
  shortlistPicksPerNetwork: { who: network, windowMs: HOUR_MS, max: (_settings: object) => 60 },
  /** The team's resends of a company's link (the shortlist's id): each one is an e-mail to the company. */
  shortlistResendsPerCompanyLink: { who: (shortlistId: string) => shortlistId, windowMs: HOUR_MS, max: (_settings: object) => 3 },
  /** Any other request a browser sends to Better Auth (the session, signing out, Google's callback). */
  otherAuthRequestsPerNetwork: { who: (subject: string) => subject, windowMs: MINUTE_MS, max: (_settings: object) => 100 },
} satisfies Record<string, { who: (subject: string) => string; windowMs: number; max: (settings: Settings) => number }>;

export type LimitName = keyof typeof limits;

/** The subject of a per-network limit of Better Auth's requests: the kind of request (its path) and the network. */
export const authRequestSubject = (path: string, ip: string) => `${path}:${network(ip)}`;

/** One limit an attempt counts against: its row key and its rule. */
export type LimitCheck = { key: string; rule: WindowRule };

/** The check of limit `name` for `subject`, its most read from the settings. */
export function limitCheck<Name extends LimitName>(
  name: Name,
  subject: string,
  settings: Parameters<(typeof limits)[Name]["max"]>[0],
): LimitCheck {
  const limit = limits[name];
  return { key: `${name}:${limit.who(subject)}`, rule: { windowMs: limit.windowMs, max: limit.max(settings as Settings) } };
}

/**
 * The count a sign-in attempt for `email` goes in: the browser's own when its known-browser cookie
 * vouches for the address (`browser`), else the address's common one (decision 0060).
 */
export function failedSignInCheck(email: string, browser: string | null, settings: Pick<Settings, "signInLimits">): LimitCheck {
  return browser
    ? limitCheck("failedSignInsPerKnownBrowser", `${account(email)}:${browser}`, settings)
    : limitCheck("failedSignInsPerAccount", email, settings);
}

/** What a statement needs of a check at `now`: its key, its bucket, and the start of its window. */
const placed = (check: LimitCheck, now: Date) => ({
  key: check.key,
  bucket: bucketOf(now, check.rule.windowMs).toISOString(),
  since: countedSince(now, check.rule.windowMs).toISOString(),
});

/** Transactions and the database alike. */
type Executor = Pick<Database, "execute">;

type BucketRow = { key: string; start: number; count: number };

async function bucketRows(db: Executor, statement: ReturnType<typeof sql>): Promise<Map<string, BucketCount[]>> {
  const { rows } = (await db.execute(statement)) as unknown as { rows: BucketRow[] };
  const byKey = new Map<string, BucketCount[]>();
  for (const row of rows) {
    const buckets = byKey.get(row.key) ?? [];
    buckets.push({ start: new Date(Number(row.start)), count: Number(row.count) });
    byKey.set(row.key, buckets);
  }
  return byKey;
}

/** Rows of the checks' windows other than their current bucket, as of the statement's start. */
const olderBuckets = `select older.key, (extract(epoch from older.bucket) * 1000)::float8 as start, older.count
  from limit_counts older join input on older.key = input.key and older.bucket >= input.since and older.bucket <> input.bucket`;

/** A counted attempt: where it was added, so it can be taken back. */
export type CountedAttempt = { checks: LimitCheck[]; now: Date };

export type LimitVerdict = { allowed: true; attempt: CountedAttempt } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt against every check, then judges it: allowed while each key's window, this
 * attempt and those under way included, stays within its most. A refused attempt is taken back at
 * once and told how long to wait. One statement when allowed (counters locked in key order, so two
 * attempts sharing keys wait for each other and never deadlock; decision 0023), two when refused.
 */
export async function countAttempt(db: Executor, checks: LimitCheck[], now: Date): Promise<LimitVerdict> {
  const input = JSON.stringify(checks.map((check) => placed(check, now)));
  const buckets = await bucketRows(
    db,
    sql`with input as (
        select * from json_to_recordset(${input}::json) as x(key text, bucket timestamptz, since timestamptz)
      ), counted as (
        insert into limit_counts (key, bucket, count)
        select key, bucket, 1 from input order by key
        on conflict (key, bucket) do update set count = limit_counts.count + 1
        returning key, bucket, count
      )
      select key, (extract(epoch from bucket) * 1000)::float8 as start, count from counted
      union all `.append(sql.raw(olderBuckets)),
  );
  const within = checks.every((check) => total(buckets.get(check.key)) <= check.rule.max);
  if (within) return { allowed: true, attempt: { checks, now } };
  return { allowed: false, retryAfterSeconds: (await takeBack(db, [{ checks, now }]))[0] ?? 1 };
}

const total = (buckets: BucketCount[] | undefined) => (buckets ?? []).reduce((sum, bucket) => sum + bucket.count, 0);

/**
 * Takes counted attempts back (refused, or not what the limit counts: a sign-in that succeeded) and
 * answers, for each, the seconds until one more would fit in every one of its limits.
 */
export async function takeBack(db: Executor, attempts: CountedAttempt[], now = attempts[0]?.now ?? new Date()): Promise<number[]> {
  if (attempts.length === 0) return [];
  const input = JSON.stringify(attempts.flatMap((attempt) => attempt.checks.map((check) => placed(check, attempt.now))));
  const buckets = await bucketRows(
    db,
    sql`with input as (
        select key, bucket, since, count(*)::int as n
        from json_to_recordset(${input}::json) as x(key text, bucket timestamptz, since timestamptz)
        group by key, bucket, since
      ), taken as (
        -- An upsert, as the count was added: rows locked in the same key order.
        insert into limit_counts (key, bucket, count)
        select input.key, input.bucket, 0 - input.n from input join limit_counts using (key, bucket) order by key
        on conflict (key, bucket) do update set count = greatest(limit_counts.count + excluded.count, 0)
        returning key, bucket, count
      )
      select key, (extract(epoch from bucket) * 1000)::float8 as start, count from taken
      union all `.append(sql.raw(olderBuckets)),
  );
  return attempts.map((attempt) =>
    Math.max(1, ...attempt.checks.map((check) => secondsUntilRoom(buckets.get(check.key) ?? [], check.rule, now))),
  );
}

/**
 * The part of a storing statement that counts its rows' checks (the lead forms' batches, decision
 * 0067): CTEs that add every check to its key's current bucket and end in `refused`, the `n` of
 * every row over one of its limits. Rows of one key are judged in the order of `n`, each seeing the
 * count before the statement, the rows before it, and itself. Expects nothing before it; the
 * statement goes on with `, …` after it.
 */
export function countingCtes(params: StatementParams, checks: { n: number; check: LimitCheck }[], now: Date): string {
  const rows = checks.map(({ n, check }) => ({ n, max: check.rule.max, ...placed(check, now) }));
  return `with checks as (
      select * from json_to_recordset(${params.add(JSON.stringify(rows), "json")})
        as c(n int, key text, max int, bucket timestamptz, since timestamptz)
    ), added as (
      select key, bucket, since, count(*)::int as added from checks group by key, bucket, since
    ), counted as (
      insert into limit_counts (key, bucket, count)
      select key, bucket, added from added
      -- Counters locked in key order: two statements sharing keys wait for each other, never deadlock.
      order by key
      on conflict (key, bucket) do update set count = limit_counts.count + excluded.count
      returning key, count
    ), before_batch as (
      select added.key, counted.count - added.added + coalesce((
        select sum(older.count) from limit_counts older
        where older.key = added.key and older.bucket >= added.since and older.bucket <> added.bucket
      ), 0) as count
      from added join counted on counted.key = added.key
    ), ranked as (
      select n, key, max, row_number() over (partition by key order by n) as rank from checks
    ), refused as (
      select distinct ranked.n from ranked join before_batch on before_batch.key = ranked.key
      where before_batch.count + ranked.rank > ranked.max
    )`;
}

/** The longest window of any limit: older counts count for nothing. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(limits).map((limit) => limit.windowMs));

/** Deletes the counts no window reaches any more; run now and then. */
export async function pruneLimitCounts(db: Database, now: Date): Promise<void> {
  await db.delete(limitCounts).where(lt(limitCounts.bucket, new Date(now.getTime() - LONGEST_WINDOW_MS)));
}

/**
 * Deletes the counts kept under an e-mail address, for a deletion of personal data: the keys hold
 * the address. (The per-network keys hold no one's address.)
 */
export async function forgetAddressCounts(db: Pick<Database, "delete">, email: string): Promise<number> {
  const keys = (["submissionsPerMailbox", "failedSignInsPerAccount", "passwordLinksPerAccount"] as const).map(
    (name) => `${name}:${limits[name].who(email)}`,
  );
  const deleted = await db
    .delete(limitCounts)
    .where(or(inArray(limitCounts.key, keys), sql`starts_with(${limitCounts.key}, ${`failedSignInsPerKnownBrowser:${account(email)}:`})`))
    .returning({ key: limitCounts.key });
  return deleted.length;
}
