import { readFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, postForm, request, submitCioApplication } from "../support/accounts";
import { createPostgresDatabase, type DatabaseKind, databaseKinds } from "../support/database";
import { type FuzzRequest, type FuzzTarget, fuzzRequest, provablyRefused } from "../support/fuzz-requests";
import { projectRoot, type RunningServer, startServer, migratedDataDir } from "../support/server";

// Hostile input, since anyone can send anything: thousands of generated bad requests at every form
// and auth endpoint, and at admin actions without an admin; control characters (a NUL above all,
// which PostgreSQL refuses in text) in form fields, query strings and an admin's searches and
// notes. No answer may be a 5xx or show anything of the server's insides, and nothing they carry
// may be stored. The run is seeded: the seed is printed, FUZZ_SEED=<seed> repeats a run,
// FUZZ_ONLY=<n> sends only request n of it.

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/**
 * 10,000 on PGlite; on PostgreSQL, which runs the same endpoints and code over another driver, a
 * quarter of that keeps CI within its time budget. FUZZ_REQUESTS sets both.
 */
const requestsOn = (kind: DatabaseKind) => Number(process.env.FUZZ_REQUESTS ?? (kind === "pglite" ? 10_000 : 2_500));
const only = process.env.FUZZ_ONLY === undefined ? null : Number(process.env.FUZZ_ONLY);
/** Sends only the requests whose endpoint starts with this (e.g. /api/auth), to dig into one area. */
const endpointFilter = process.env.FUZZ_ENDPOINT ?? "";
/**
 * The run must end within this. It is a bound, not a benchmark, generous enough for a shared machine
 * under heavy load: the report line gives the rate and the CPU each request cost, in the server and
 * in this process.
 */
const timeLimitSeconds = Number(process.env.FUZZ_SECONDS ?? 300);
const concurrency = 8;
const password = "correct horse battery";

/** What a server's answer must never show: stack frames, error names, paths, SQL and driver errors. */
export function internalDetail(body: string, privatePaths: string[]): string | null {
  const patterns = [
    /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/|node:|\/)[^\s)]*:\d+:\d+/,
    /node_modules/,
    /\b(?:[A-Z][a-z]+)?Error: /,
    /syntax error at or near|invalid input syntax|violates [\w -]*constraint|duplicate key value|(?:relation|column) "[^"]*" does not exist/i,
    /Failed query|PostgresError|PGlite|drizzle|pg-protocol|ECONNREFUSED|ENOENT/i,
    /build\/server\/index\.js|\.server\.ts/,
  ];
  for (const pattern of patterns) {
    const found = pattern.exec(body);
    if (found) return found[0];
  }
  return privatePaths.find((privatePath) => body.includes(privatePath)) ?? null;
}

/** CPU time (user + system, ms) a process has used, from /proc (Linux). */
function cpuMilliseconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** Sends one request as it was generated (raw path, bytes, chunked or not), from its loopback address. */
function send(url: URL, fuzz: FuzzRequest, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...fuzz.headers };
    // Stated either way, whatever the method (Node would send a DELETE's body unframed otherwise).
    if (fuzz.body) headers[fuzz.chunked ? "transfer-encoding" : "content-length"] = fuzz.chunked ? "chunked" : String(fuzz.body.length);
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: fuzz.method,
        path: fuzz.path,
        headers,
        agent,
        localAddress: fuzz.localAddress,
        timeout: 30_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        incoming.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("no answer within 30 s")));
    outgoing.on("error", reject);
    if (!fuzz.body) outgoing.end();
    else if (fuzz.chunked) {
      // Two writes: the first one sends the headers without a length, so the body goes chunked.
      const half = Math.floor(fuzz.body.length / 2);
      outgoing.write(fuzz.body.subarray(0, half));
      outgoing.end(fuzz.body.subarray(half));
    } else outgoing.end(fuzz.body);
  });
}

/** About how many bytes the request's line and headers take (the client adds a few more). */
const headBytes = (fuzz: FuzzRequest) =>
  fuzz.method.length +
  fuzz.path.length +
  Object.entries(fuzz.headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 12);

/** What is wrong with an answer, or null. */
function problemWith(fuzz: FuzzRequest, answer: Answer, privatePaths: string[]): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  const leak = internalDetail(answer.body, privatePaths);
  if (leak) return `showed internal detail ${JSON.stringify(leak)}`;
  // 431 (headers over 16 KB) comes from Node's HTTP parser, before any of the site's code runs.
  if (!answer.headers["content-security-policy"] && answer.status !== 431)
    return `answered ${answer.status} without the security headers ${JSON.stringify(answer.headers)}`;
  if (answer.headers["x-powered-by"]) return "named its framework (X-Powered-By)";
  // A head near or over Node's 16 KB limit is refused by its parser (431) before any of the site's
  // checks, the origin check included: the right answer whatever the request meant to test.
  if (answer.status === 431 && headBytes(fuzz) > 15_000) return null;
  const expected = fuzz.expectation;
  const location = String(answer.headers.location ?? "");
  if (typeof expected === "object" && answer.status !== expected.status) return `answered ${answer.status}, not ${expected.status}`;
  if (expected === "refused" && (answer.status < 400 || answer.status >= 500)) return `was not refused (${answer.status} ${location})`;
  if (expected === "not-admitted") {
    const toLogin =
      ([302, 303].includes(answer.status) && location.startsWith("/login")) || (answer.status === 202 && answer.body.includes('"/login'));
    if (!toLogin && (answer.status < 400 || answer.status >= 500)) return `was let in (${answer.status} ${location})`;
  }
  return null;
}

function describeRequest(fuzz: FuzzRequest): string {
  const body = fuzz.body ? `${fuzz.body.length} bytes: ${JSON.stringify(fuzz.body.subarray(0, 160).toString("latin1"))}` : "no body";
  return `#${fuzz.index} ${fuzz.method} ${fuzz.path.slice(0, 200)} [${fuzz.notes.join("; ")}] ${JSON.stringify(fuzz.headers).slice(0, 300)} ${body}`;
}

type Counts = Record<string, number>;

async function countRows(
  kind: DatabaseKind,
  where: { dataDir: string; databaseUrl?: string },
  ids: { application: string; inquiry: string },
): Promise<Counts> {
  const sql = `select
      (select count(*) from applications)::int as applications,
      (select count(*) from inquiries)::int as inquiries,
      (select count(*) from users)::int as users,
      (select count(*) from accounts)::int as accounts,
      (select count(*) from outbox)::int as outbox,
      (select count(*) from application_events)::int as events,
      (select count(*) from application_notes)::int as notes,
      (select count(*) from bookings)::int as bookings,
      (select count(*) from applications where id = $1 and status is null)::int as "undecided control",
      (select count(*) from inquiries where id = $2 and handled_at is null)::int as "unhandled control"`;
  if (kind === "pglite") {
    const database = new PGlite(path.join(where.dataDir, "pglite"));
    try {
      return (await database.query<Counts>(sql, [ids.application, ids.inquiry])).rows[0]!;
    } finally {
      await database.close();
    }
  }
  const client = new pg.Client({ connectionString: where.databaseUrl });
  await client.connect();
  try {
    return (await client.query<Counts>(sql, [ids.application, ids.inquiry])).rows[0]!;
  } finally {
    await client.end();
  }
}

describe("the leak check", () => {
  it("recognises a stack trace, an error name, a path and a database error", () => {
    const stack = new Error("boom").stack ?? "";
    expect(internalDetail(stack, [])).not.toBeNull();
    expect(internalDetail("TypeError: Cannot read properties of undefined", [])).not.toBeNull();
    expect(internalDetail('Failed query: select * from "applications"', [])).not.toBeNull();
    expect(internalDetail('error: invalid input syntax for type uuid: "x"', [])).not.toBeNull();
    expect(internalDetail(`see ${projectRoot}/app`, [projectRoot])).not.toBeNull();
    expect(internalDetail(`<p>First Name is required.</p><input value="'; DROP TABLE applications; --">`, [projectRoot])).toBeNull();
  });
});

describe.each(databaseKinds)("generated bad requests on %s", (kind) => {
  const requestsPerDatabase = requestsOn(kind);
  let server: RunningServer;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let target: FuzzTarget;
  let outboxBefore = 0;
  const dataDir = migratedDataDir();

  beforeAll(async () => {
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      FORM_MIN_FILL_SECONDS: "0",
      SUBMISSIONS_PER_HOUR_PER_IP: "100000",
      SUBMISSIONS_PER_HOUR_PER_EMAIL: "100000",
      SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "100000",
      FAILED_SIGN_INS_PER_HOUR_PER_EMAIL: "100000",
      ADMIN_EMAILS: "admin@example.ca",
      NOTIFY_EMAILS: "team@example.ca",
    };
    if (kind === "postgres") {
      const database = await createPostgresDatabase();
      databaseUrl = database.url;
      dropDatabase = database.drop;
      env.DATABASE_URL = database.url;
    }
    server = await startServer(env, 150_000);
    // The valid submissions and accounts of the run: the only rows it may add.
    const admin = (await createAccount(server, "admin@example.ca", password, { verify: true }))!;
    const outsider = (await createAccount(server, "outsider@example.ca", password, { verify: true }))!;
    await submitCioApplication(server, { firstName: "Control", lastName: "Applicant", email: "control@example.ca" });
    const token = async (page: string) =>
      /name="formToken" value="([^"]+)"/.exec(await (await fetch(`${server.url}${page}`)).text())?.[1] ?? "";
    const contact = await postForm(`${server.url}/contact`, {
      firstName: "Control",
      lastName: "Inquirer",
      email: "inquirer@example.ca",
      phone: "+1 416 555 0100",
      formToken: await token("/contact"),
    });
    expect(contact.status).toBe(303);
    const list = await (await request(`${server.url}/admin/applications`, admin)).text();
    const inquiries = await (await request(`${server.url}/admin/inquiries`, admin)).text();
    target = {
      ownOrigin: server.url,
      applicationId: /\/admin\/applications\/([0-9a-f-]{36})/.exec(list)?.[1] ?? "",
      inquiryId: /name="id" value="([0-9a-f-]{36})"/.exec(inquiries)?.[1] ?? "",
      outsiderCookie: outsider,
      adminCookie: admin,
      formTokens: await Promise.all(["/contact", "/form/cio", "/form/company", "/contact"].map(token)),
    };
    expect(target.applicationId).not.toBe("");
    expect(target.inquiryId).not.toBe("");
    // The control e-mails (queued with their submissions and accounts): the fuzz may add none.
    outboxBefore = ((await (await request(`${server.url}/admin/outbox`, admin)).text()).match(/queued /g) ?? []).length;
  }, 240_000);

  afterAll(async () => {
    if (server?.process.exitCode === null) await server.stop();
    await dropDatabase?.();
  });

  it.each([
    ["/login", "application/x-www-form-urlencoded"],
    ["/register", "application/x-www-form-urlencoded"],
    ["/form/cio", "multipart/form-data; boundary=x"],
    ["/contact.data", "application/x-www-form-urlencoded"],
    ["/api/auth/sign-in/email", "application/json"],
  ])("answers a body over 1 MB sent without a length to %s with 413, not a reset connection", async (path, contentType) => {
    // Found by the fuzz: the body was cancelled at the limit, which reset the connection before the 413 went out.
    const body = new ReadableStream({
      start(controller) {
        for (let chunk = 0; chunk < 11; chunk += 1) controller.enqueue(new TextEncoder().encode("message=x&".repeat(10_000)));
        controller.close();
      },
    });
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-type": contentType },
      redirect: "manual",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(internalDetail(await response.text(), [projectRoot, dataDir])).toBeNull();
  });

  it(
    `answers ${only === null ? requestsPerDatabase.toLocaleString("en-CA") : "one"} generated bad request(s) without a 5xx or a glimpse of the server's insides`,
    async () => {
      const url = new URL(server.url);
      // A connection per request: a kept-alive one the server has just timed out would reset under the next request.
      const agent = new http.Agent({ keepAlive: false });
      const privatePaths = [
        projectRoot,
        dataDir,
        tmpdir() + path.sep,
        ...(databaseUrl ? [databaseUrl, new URL(databaseUrl).pathname.slice(1)] : []),
      ];
      const indexes = only === null ? Array.from({ length: requestsPerDatabase }, (_, index) => index) : [only];
      const failures: string[] = [];
      const statuses: Record<string, number> = {};
      const endpoints: Record<string, number> = {};
      const milliseconds: Record<string, number> = {};
      let answerBytes = 0;
      const started = Date.now();
      const cpuBefore = cpuMilliseconds(server.process.pid);
      const clientCpuBefore = process.cpuUsage();
      const deadline = started + timeLimitSeconds * 1000;
      let nextIndex = 0;
      let sent = 0;

      const worker = async () => {
        while (nextIndex < indexes.length && Date.now() < deadline && failures.length < 25) {
          const fuzz = fuzzRequest(seed, indexes[nextIndex++]!, target);
          if (!fuzz.endpoint.startsWith(endpointFilter)) continue;
          if (!(await provablyRefused(fuzz))) {
            failures.push(`the generator made a valid submission: ${describeRequest(fuzz)}`);
            continue;
          }
          let problem: string | null;
          const begun = performance.now();
          try {
            const answer = await send(url, fuzz, agent);
            statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
            answerBytes += answer.body.length;
            problem = problemWith(fuzz, answer, privatePaths);
            if (problem) problem += `; body: ${JSON.stringify(answer.body.slice(0, 300))}`;
          } catch (error) {
            problem = `got no answer: ${error instanceof Error ? error.message : String(error)}`;
          }
          endpoints[fuzz.endpoint] = (endpoints[fuzz.endpoint] ?? 0) + 1;
          milliseconds[fuzz.endpoint] = (milliseconds[fuzz.endpoint] ?? 0) + performance.now() - begun;
          sent += 1;
          if (problem) failures.push(`${describeRequest(fuzz)}\n    ${problem}\n    replay: FUZZ_SEED=${seed} FUZZ_ONLY=${fuzz.index}`);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      agent.destroy();
      const seconds = (Date.now() - started) / 1000;
      const serverCpu = cpuMilliseconds(server.process.pid) - cpuBefore;
      const clientCpuUsed = process.cpuUsage(clientCpuBefore);
      const clientCpu = (clientCpuUsed.user + clientCpuUsed.system) / 1000;

      console.log(
        `fuzz on ${kind}: seed ${seed}, ${sent} requests in ${seconds.toFixed(1)} s (${Math.round(sent / seconds)}/s), ` +
          `CPU per request ${(serverCpu / sent).toFixed(1)} ms in the server, ${(clientCpu / sent).toFixed(1)} ms here, and ${Math.round(answerBytes / sent / 1000)} kB of answer per request; ` +
          `statuses ${JSON.stringify(statuses)}; requests (mean ms) per endpoint ${JSON.stringify(
            Object.fromEntries(
              Object.entries(endpoints).map(([name, count]) => [name, `${count} (${Math.round(milliseconds[name]! / count)})`]),
            ),
          )}. Replay with FUZZ_SEED=${seed}.`,
      );
      // The failures lead the message: a CI log's summary keeps only its first lines.
      expect(failures, `seed ${seed}, ${failures.length} failed:\n${failures.join("\n")}\n`).toEqual([]);
      if (!endpointFilter)
        expect(sent, `only ${sent} of ${indexes.length} requests were sent within ${timeLimitSeconds} s (seed ${seed})`).toBe(
          indexes.length,
        );
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    },
    (timeLimitSeconds + 60) * 1000,
  );

  it(
    "stored nothing they carried: only the run's own valid submissions and accounts are in the database",
    { timeout: 60_000 },
    async () => {
      expect(await server.stop()).toBe(0);
      expect(server.output()).not.toMatch(/unhandled|uncaught/i);
      const counts = await countRows(kind, { dataDir, databaseUrl }, { application: target.applicationId, inquiry: target.inquiryId });
      expect(counts).toEqual({
        applications: 1,
        inquiries: 1,
        users: 2,
        accounts: 2,
        outbox: outboxBefore,
        events: 0,
        notes: 0,
        bookings: 0,
        "undecided control": 1,
        "unhandled control": 1,
      });
    },
  );
});
