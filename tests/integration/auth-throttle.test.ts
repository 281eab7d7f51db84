import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, postForm, sessionCookie } from "../support/accounts";
import { createPostgresDatabase } from "../support/database";
import { type RunningServer, startServer, migratedDataDir } from "../support/server";

/** A busy shared machine can take over a minute to start a server (fresh PGlite, migrations). */
const slowStart = 150_000;

// Brute force: failed sign-ins are throttled per address and per client IP, with a readable 429 and
// Retry-After, and the counters live in the database. Every request here comes from 127.0.0.1 (the
// server reads the IP from the socket), so each limit is tested with the other one set high.

const password = "correct horse battery";
const wrong = "not-the-password-1";
const perAddress = { FAILED_SIGN_INS_PER_HOUR_PER_EMAIL: "3", SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "1000" };
const perIp = { FAILED_SIGN_INS_PER_HOUR_PER_EMAIL: "1000", SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "3" };

const signIn = (server: RunningServer, email: string, secret: string) =>
  postForm(`${server.url}/login`, { intent: "sign-in", email, password: secret });

/**
 * A 429 a person can act on: a message saying how long to wait, a Retry-After, their address kept,
 * no session. Resolves with the Retry-After, in seconds.
 */
async function expectThrottled(response: Response, email: string, maxSeconds: number): Promise<number> {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(sessionCookie(response)).toBeNull();
  const html = await response.text();
  expect(html).toMatch(/Too many sign-in attempts\. Please wait \d+ (seconds?|minutes) and try again\./);
  expect(html).toContain(`value="${email}"`);
  expect(html).not.toContain(wrong);
  return retryAfter;
}

async function failThreeTimes(server: RunningServer, email: string) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    expect((await signIn(server, email, wrong)).status, `attempt ${attempt}`).toBe(401);
  }
}

// Starting a server takes a while on a busy (shared) machine: tests and hooks that start one get longer.
describe("failed sign-ins for one address (PGlite)", { timeout: 240_000 }, () => {
  const dataDir = migratedDataDir();
  let server: RunningServer;
  /** When the wait the 429 announced is over (the hourly window of the failures ends). */
  let throttledUntil = 0;

  beforeAll(async () => {
    server = await startServer({ ...perAddress, DATA_DIR: dataDir }, slowStart);
    await createAccount(server, "target@example.ca", password, { verify: true });
    await createAccount(server, "bystander@example.ca", password, { verify: true });
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("answer 429 after the limit, even with the right password, while other addresses still sign in", async () => {
    await failThreeTimes(server, "target@example.ca");
    const asked = Date.now();
    const retryAfter = await expectThrottled(await signIn(server, "target@example.ca", wrong), "target@example.ca", 3600);
    throttledUntil = asked + retryAfter * 1000;
    await expectThrottled(await signIn(server, "TARGET@example.ca", password), "TARGET@example.ca", 3600);
    const other = await signIn(server, "bystander@example.ca", password);
    expect(other.status).toBe(302);
    expect(sessionCookie(other)).not.toBeNull();
  });

  it("are still counted after the server restarts on the same data", async () => {
    expect(await server.stop()).toBe(0);
    server = await startServer({ ...perAddress, DATA_DIR: dataDir }, slowStart);
    const again = await signIn(server, "target@example.ca", password);
    // A slow run may sign in once the announced wait is over, and not a moment before (2 s for
    // Retry-After's rounding).
    if (again.status === 302) expect(Date.now()).toBeGreaterThanOrEqual(throttledUntil - 2000);
    else await expectThrottled(again, "target@example.ca", 3600);
    expect((await signIn(server, "bystander@example.ca", password)).status).toBe(302);
  });
});

describe("sign-in attempts from one IP (PGlite)", { timeout: 240_000 }, () => {
  it("answer 429 with a wait of at most a minute once the limit is reached", async () => {
    const server = await startServer(perIp, slowStart);
    try {
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect((await signIn(server, `guess${attempt}@example.ca`, wrong)).status).toBe(401);
      }
      await expectThrottled(await signIn(server, "guess4@example.ca", wrong), "guess4@example.ca", 60);
    } finally {
      await server.stop();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two servers on one PostgreSQL", { timeout: 240_000 }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** Two servers on a fresh database of their own (so one test's counters do not reach the next). */
  const pair = async (env: Record<string, string>) => {
    const database = await createPostgresDatabase();
    cleanups.push(database.drop);
    const started = await Promise.all([
      startServer({ ...env, DATABASE_URL: database.url }, slowStart),
      startServer({ ...env, DATABASE_URL: database.url }, slowStart),
    ]);
    cleanups.push(() => Promise.all(started.map((server) => server.stop())));
    return started;
  };

  it("share the failed sign-ins of an address", async () => {
    const [first, second] = await pair(perAddress);
    await createAccount(first!, "shared@example.ca", password, { verify: true });
    await failThreeTimes(first!, "shared@example.ca");
    await expectThrottled(await signIn(second!, "shared@example.ca", password), "shared@example.ca", 3600);
  });

  it("share the attempts of an IP", async () => {
    const [first, second] = await pair(perIp);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await signIn(first!, `pg-guess${attempt}@example.ca`, wrong)).status).toBe(401);
    }
    await expectThrottled(await signIn(second!, "pg-guess4@example.ca", wrong), "pg-guess4@example.ca", 60);
  });
});
