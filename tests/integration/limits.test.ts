import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db/client.server";
import { limitCounts } from "~/server/db/schema.server";
import {
  countAttempt,
  failedSignInCheck,
  forgetAddressCounts,
  limitCheck,
  pruneLimitCounts,
  takeBack,
} from "~/server/limits/limits.server";
import { databaseKinds, openTestDatabase } from "../support/database";

// The one limiter every limit goes through: counted first and judged over the window that ends now,
// refused attempts taken back, on both databases. The forms' batched statement has its own tests
// (submissions.test.ts); bookings and sign-ins theirs over HTTP.

const settings = {
  rateLimits: { perIpPerHour: 5, perEmailPerHour: 3 },
  signInLimits: { attemptsPerMinutePerIp: 3, failuresPerHourPerEmail: 10 },
};
const at = (time: string) => new Date(`2026-11-21T${time}Z`);

describe.each(databaseKinds)("the limiter on %s", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.delete(limitCounts);
  });

  it("lets no more than the limit through of thirty attempts at once", async () => {
    const check = failedSignInCheck("Target@Example.ca", null, settings);
    const now = at("10:00:00");
    const verdicts = await Promise.all(Array.from({ length: 30 }, () => countAttempt(handle.db, [check], now)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
    // The twenty refused were taken back: the ten allowed stay counted, and the eleventh is refused.
    const [row] = await handle.db.select().from(limitCounts);
    expect(row?.count).toBe(10);
    expect((await countAttempt(handle.db, [check], now)).allowed).toBe(false);
  });

  it("counts an attempt against every check, refused when over any, and taken back from all", async () => {
    const now = at("10:00:30");
    const checks = (ip: string, email: string) => [
      limitCheck("submissionsPerNetwork", ip, settings),
      limitCheck("submissionsPerMailbox", email, settings),
    ];
    for (const email of ["a@example.ca", "A+one@example.ca", "a+two@example.ca"]) {
      expect((await countAttempt(handle.db, checks("203.0.113.7", email), now)).allowed).toBe(true);
    }
    // The mailbox's fourth is refused: an hour after 10:00, the minute the three were counted in.
    expect(await countAttempt(handle.db, checks("203.0.113.7", "a@example.ca"), now)).toEqual({
      allowed: false,
      retryAfterSeconds: 3600 - 30,
    });
    // Taken back from the network too: two more fit there, the third is over its five.
    expect((await countAttempt(handle.db, checks("203.0.113.7", "b@example.ca"), now)).allowed).toBe(true);
    expect((await countAttempt(handle.db, checks("203.0.113.7", "c@example.ca"), now)).allowed).toBe(true);
    expect((await countAttempt(handle.db, checks("203.0.113.7", "d@example.ca"), now)).allowed).toBe(false);
  });

  it("slides with the clock: refused across the hour's turn, let in once the oldest has left", async () => {
    const check = limitCheck("passwordLinksPerAccount", "owner@example.ca", {});
    for (const time of ["10:58:10", "10:59:20", "10:59:50"]) {
      expect((await countAttempt(handle.db, [check], at(time))).allowed).toBe(true);
    }
    expect(await countAttempt(handle.db, [check], at("11:00:01"))).toEqual({ allowed: false, retryAfterSeconds: 57 * 60 + 59 });
    expect((await countAttempt(handle.db, [check], at("11:57:59"))).allowed).toBe(false);
    expect((await countAttempt(handle.db, [check], at("11:58:00"))).allowed).toBe(true);
  });

  it("judges a window of a minute in seconds", async () => {
    const check = limitCheck("authAttemptsPerNetwork", "/sign-in/email:ip:203.0.113.7", settings);
    for (const time of ["10:00:20", "10:00:40", "10:00:59"]) expect((await countAttempt(handle.db, [check], at(time))).allowed).toBe(true);
    expect(await countAttempt(handle.db, [check], at("10:01:05"))).toEqual({ allowed: false, retryAfterSeconds: 15 });
    expect((await countAttempt(handle.db, [check], at("10:01:20"))).allowed).toBe(true);
  });

  it("takes back an attempt that turned out not to count, and prunes what no window reaches", async () => {
    const check = failedSignInCheck("owner@example.ca", "browser-digest", settings);
    const verdict = await countAttempt(handle.db, [check], at("10:00:00"));
    if (!verdict.allowed) throw new Error("the first attempt was refused");
    await takeBack(handle.db, [verdict.attempt]);
    expect((await handle.db.select().from(limitCounts))[0]?.count).toBe(0);
    await countAttempt(handle.db, [limitCheck("submissionsPerNetwork", "198.51.100.1", settings)], at("11:30:00"));
    await pruneLimitCounts(handle.db, at("11:30:00"));
    expect((await handle.db.select().from(limitCounts)).map((row) => row.key)).toEqual(["submissionsPerNetwork:ip:198.51.100.1"]);
  });

  it("forgets every count kept under an address, and no one else's", async () => {
    const now = at("10:00:00");
    const email = "wil@example.com";
    await countAttempt(handle.db, [limitCheck("submissionsPerMailbox", "Wil+news@example.com", settings)], now);
    await countAttempt(handle.db, [failedSignInCheck(email, null, settings)], now);
    await countAttempt(handle.db, [failedSignInCheck(email, "his-browser", settings)], now);
    await countAttempt(handle.db, [limitCheck("passwordLinksPerAccount", email, {})], now);
    await countAttempt(handle.db, [limitCheck("passwordLinksPerAccount", "other@example.com", {})], now);
    expect(await forgetAddressCounts(handle.db, email)).toBe(4);
    expect((await handle.db.select().from(limitCounts)).map((row) => row.key)).toEqual(["passwordLinksPerAccount:other@example.com"]);
  });
});
