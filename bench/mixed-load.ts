// Mixed traffic, as a busy day brings: 100 virtual visitors for 60 s browse the public pages and send
// the lead forms, while two admins page through /admin and decide applications, on PGlite and on
// PostgreSQL. Reports requests/s, p50/p99 per kind of request, errors, and the server's resident
// memory over the run; checks afterwards that every acknowledged submission was stored.
// Run with `npm run bench:mixed`; see bench/README.md. Exit 1 on an error, 2 on timeout; a missed
// target (an error answer, memory growing) is printed as a MISSED line and exits 1 too.
import http from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { publicPaths } from "../app/content/site";
import { openPglite, openPostgres } from "../app/server/db/client.server";
import { seedApplications } from "../scripts/seed-applications";
import { createAccount } from "../tests/support/accounts";
import { createPostgresDatabase } from "../tests/support/database";
import { formBody, leadSubmission } from "../tests/support/lead-forms";
import { readStoredState } from "../tests/support/stored-state";
import { type Site, startSite } from "./harness";
import { buildIfMissing, cleanUp, machineLine, tempDir } from "./processes";

process.chdir(path.resolve(import.meta.dirname, ".."));
const env = process.env;
const numberFrom = (value: string | undefined, fallback: number) =>
  value !== undefined && value !== "" && Number.isFinite(Number(value)) ? Number(value) : fallback;
const DURATION_S = numberFrom(env.BENCH_DURATION_SECONDS, 60);
/** The same load before the measured minute, so that it measures the server warmed up (JIT, pools, heap). */
const WARMUP_S = numberFrom(env.BENCH_WARMUP_SECONDS, 15);
const VISITORS = numberFrom(env.BENCH_VISITORS, 100);
const ADMINS = 2;
/** A visitor reads a page for 0 to 2 × this before the next request (an admin, twice as long). */
const THINK_MS = numberFrom(env.BENCH_THINK_MS, 500);
/** Applications in the database before the run, for the admins to page through and decide. */
const SEEDED = numberFrom(env.BENCH_SEEDED, 1_000);
const DATABASES = (env.BENCH_DATABASES || "pglite,postgres").split(",").map((name) => name.trim());
const SAMPLE_EVERY_MS = 5_000;
const OVERALL_TIMEOUT_MS = numberFrom(env.BENCH_TIMEOUT_MS, 10 * 60_000);
/** Memory: over the second half of the measured run, growth per minute may be at most this share of the starting size. */
const MEMORY_GROWTH_LIMIT = 0.1;
env.TEST_DATABASE_URL ||= "postgres://postgres:postgres@127.0.0.1:5432/postgres";

const ADMIN_PASSWORD = "bench-password-1";
const admins = Array.from({ length: ADMINS }, (_, n) => `admin${n + 1}@bench.example.ca`);
const forms = [
  { path: "/contact", kind: "contact" },
  { path: "/form/cio", kind: "cio" },
  { path: "/form/company", kind: "company" },
] as const;

type Kind = "page" | "form page" | "submit" | "thank-you" | "admin list" | "admin decide";
const kinds: Kind[] = ["page", "form page", "submit", "thank-you", "admin list", "admin decide"];

/** `retried`: requests sent again after a keep-alive connection was closed under them before any answer. */
type Stats = { latencies: number[]; errors: Map<string, number>; retried: number };
const emptyStats = (): Record<Kind, Stats> =>
  Object.fromEntries(kinds.map((kind) => [kind, { latencies: [], errors: new Map(), retried: 0 }])) as unknown as Record<Kind, Stats>;

/**
 * The server closed an idle keep-alive connection just as this request went out on it (it closes
 * them after 5 s; a busy client can be late to notice). No byte of an answer came, and the server
 * never read the request. Browsers send such a request again; so does this benchmark, once, on a
 * new connection (another idle one from the pool may be closing too: the one error of a 5-minute
 * run, "socket hang up", was most likely such a second stale connection), and counts it. A new
 * connection that fails is an error.
 */
class ReusedConnectionReset extends Error {}

const agent = new http.Agent({ keepAlive: true, maxSockets: VISITORS + ADMINS });

type Answer = { status: number; location: string | null; body: string };

/** One request; every answer is read whole. */
function send(url: string, init: { method?: string; body?: string; cookie?: string; newConnection?: boolean } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {};
    if (init.cookie) headers.cookie = init.cookie;
    if (init.body !== undefined) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      headers["content-length"] = Buffer.byteLength(init.body);
    }
    const request = http.request(
      url,
      { method: init.method ?? "GET", agent: init.newConnection ? false : agent, headers, timeout: 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location ?? null,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout after 30 s")));
    request.on("error", (error: NodeJS.ErrnoException) =>
      reject(request.reusedSocket && error.code === "ECONNRESET" ? new ReusedConnectionReset(error.message) : error),
    );
    request.end(init.body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

function residentMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function runOne(kind: string) {
  const dataDir = tempDir("bench-mixed-");
  let databaseUrl = "";
  let drop = async () => {};
  if (kind === "postgres") {
    const database = await createPostgresDatabase();
    ({ url: databaseUrl, drop } = database);
    const handle = await openPostgres(databaseUrl, 4);
    await seedApplications(handle.db, SEEDED);
    await handle.close();
  } else {
    const handle = await openPglite(dataDir);
    await seedApplications(handle.db, SEEDED);
    await handle.close();
  }
  const site: Site = await startSite({
    dataDir,
    timeoutMs: 120_000,
    env: {
      DATABASE_URL: databaseUrl,
      SMTP_URL: "", // e-mails go to .eml files under DATA_DIR/mail: the verification links are read there
      ADMIN_EMAILS: admins.join(","),
      NOTIFY_EMAILS: "team@bench.example.ca",
      FORM_MIN_FILL_SECONDS: "0",
      SUBMISSIONS_PER_HOUR_PER_IP: "1000000",
      SUBMISSIONS_PER_HOUR_PER_EMAIL: "1000000",
      SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "1000",
    },
  });
  try {
    const cookies = [];
    for (const email of admins) {
      const cookie = await createAccount({ url: site.baseUrl, dataDir }, email, ADMIN_PASSWORD, { verify: true });
      if (!cookie) throw new Error(`no session for ${email}`);
      cookies.push(cookie);
    }
    return { kind, ...(await load(site, cookies, databaseUrl)) };
  } finally {
    await site.stop();
    await drop();
  }
}

async function load(site: Site, adminCookies: string[], databaseUrl: string) {
  const stats = emptyStats();
  const acknowledged: string[] = [];
  let submissions = 0;
  let measuredSubmissions = 0;
  let decisions = 0;
  const runId = Date.now().toString(36);
  const measureFrom = performance.now() + WARMUP_S * 1000;
  const endAt = measureFrom + DURATION_S * 1000;
  const running = () => performance.now() < endAt;
  /** A reader's pause, never past the end of the run. */
  const think = (scale = 1) => sleep(Math.min(Math.random() * 2 * THINK_MS * scale, endAt - performance.now()));

  /**
   * Times a request and files it under `kind` (once the warm-up is over); an unexpected status or a
   * failure counts as an error.
   */
  async function timed(kind: Kind, expected: number, url: string, init?: Parameters<typeof send>[1]): Promise<Answer | null> {
    const started = performance.now();
    const measured = started >= measureFrom;
    const count = (what: string) => measured && stats[kind].errors.set(what, (stats[kind].errors.get(what) ?? 0) + 1);
    try {
      let answer: Answer;
      try {
        answer = await send(url, init);
      } catch (error) {
        if (!(error instanceof ReusedConnectionReset)) throw error;
        if (measured) stats[kind].retried += 1;
        answer = await send(url, { ...init, newConnection: true });
      }
      if (measured) stats[kind].latencies.push(performance.now() - started);
      if (answer.status === expected) return answer;
      count(`status ${answer.status}`);
    } catch (error) {
      count(error instanceof Error ? error.message : String(error));
    }
    return null;
  }

  async function visitor() {
    while (running()) {
      if (Math.random() < 0.8) {
        await timed("page", 200, `${site.baseUrl}${pick(publicPaths)}`);
      } else {
        // A visitor opens a form, fills it in, sends it, and sees the thank-you.
        const form = pick(forms);
        const page = await timed("form page", 200, `${site.baseUrl}${form.path}`);
        const token = page && /name="formToken" value="([^"]+)"/.exec(page.body)?.[1];
        if (!token) continue;
        await think();
        const n = submissions++;
        const submission = leadSubmission(form.kind, `mixed${runId}`, n);
        const sent = await timed("submit", 303, `${site.baseUrl}${submission.path}`, {
          method: "POST",
          body: formBody(submission, token).toString(),
        });
        if (!sent) continue;
        acknowledged.push(submission.email);
        if (performance.now() >= measureFrom) measuredSubmissions += 1;
        await timed("thank-you", 200, `${site.baseUrl}${sent.location}`);
      }
      await think();
    }
  }

  async function admin(cookie: string) {
    while (running()) {
      const page = 1 + Math.floor(Math.random() * 5);
      const list = await timed("admin list", 200, `${site.baseUrl}/admin/applications?page=${page}`, { cookie });
      // Decide one of the applications on the page still without a decision (they have the buttons).
      const ids = list ? [...list.body.matchAll(/name="id" value="([^"]+)"/g)].map((match) => match[1]!) : [];
      const undecided = ids.length > 0 ? pick(ids) : null;
      if (undecided) {
        await think(2);
        const decided = await timed("admin decide", 303, `${site.baseUrl}/admin/applications?page=${page}`, {
          method: "POST",
          cookie,
          body: new URLSearchParams({ id: undecided, status: pick(["Accepted", "Denied"]) }).toString(),
        });
        if (decided && performance.now() >= measureFrom) decisions++;
      }
      await think(2);
    }
  }

  const idleMb = residentMb(site.pid);
  const everyone = [...Array.from({ length: VISITORS }, visitor), ...adminCookies.map(admin)];
  await sleep(measureFrom - performance.now());
  const memory: { second: number; mb: number }[] = [];
  const sampleMemory = () => memory.push({ second: (performance.now() - measureFrom) / 1000, mb: residentMb(site.pid) });
  sampleMemory();
  const sampler = setInterval(sampleMemory, SAMPLE_EVERY_MS);
  await Promise.all(everyone);
  const seconds = (performance.now() - measureFrom) / 1000;
  clearInterval(sampler);
  sampleMemory();

  // Every submission that got its thank-you is stored (read once the server has stopped, for PGlite).
  await site.stop();
  const state = await readStoredState({ dataDir: site.dataDir, databaseUrl: databaseUrl || undefined });
  const stored = new Set(state.submissions.map((row) => row.email));
  const lost = acknowledged.filter((email) => !stored.has(email)).length;
  return {
    stats,
    seconds,
    idleMb,
    memory,
    submissions: measuredSubmissions,
    acknowledged: acknowledged.length,
    decisions,
    lost,
    outbox: state.outbox,
  };
}

const ms = (value: number) => (Number.isNaN(value) ? "–" : value.toFixed(1));

/** Least-squares slope of the samples, in MB per minute. */
function trendMbPerMinute(samples: { second: number; mb: number }[]): number {
  const n = samples.length;
  const meanX = samples.reduce((sum, sample) => sum + sample.second, 0) / n;
  const meanY = samples.reduce((sum, sample) => sum + sample.mb, 0) / n;
  const covariance = samples.reduce((sum, sample) => sum + (sample.second - meanX) * (sample.mb - meanY), 0);
  const variance = samples.reduce((sum, sample) => sum + (sample.second - meanX) ** 2, 0);
  return (covariance / variance) * 60;
}

function report(result: Awaited<ReturnType<typeof runOne>>): number {
  let missed = 0;
  const total = kinds.reduce((sum, kind) => sum + result.stats[kind].latencies.length, 0);
  console.log(
    `\n${result.kind}: ${total} requests in ${result.seconds.toFixed(1)} s = ${(total / result.seconds).toFixed(1)} requests/s (after ${WARMUP_S} s of warm-up)`,
  );
  console.log("| request | count | per s | p50 | p99 | errors | sent again |");
  console.log("|---|--:|--:|--:|--:|--:|--:|");
  let errors = 0;
  let retried = 0;
  for (const kind of kinds) {
    const { latencies, errors: kindErrors } = result.stats[kind];
    const sorted = [...latencies].sort((a, b) => a - b);
    const count = [...kindErrors.values()].reduce((sum, n) => sum + n, 0);
    errors += count;
    retried += result.stats[kind].retried;
    console.log(
      `| ${kind} | ${latencies.length} | ${(latencies.length / result.seconds).toFixed(1)} | ${ms(percentile(sorted, 50))} ms | ${ms(percentile(sorted, 99))} ms | ${count}${count ? ` (${[...kindErrors].map(([what, n]) => `${n}× ${what}`).join(", ")})` : ""} | ${result.stats[kind].retried} |`,
    );
  }
  const errorsMet = errors === 0 && result.lost === 0;
  if (!errorsMet) missed++;
  console.log(
    `${errorsMet ? "met   " : "MISSED"} ${result.kind} errors: ${errors} (target 0); ${result.submissions} submissions and ${result.decisions} decisions in the measured time; ${result.acknowledged} submissions acknowledged in all, ${result.lost} of them not stored (target 0)`,
  );
  if (retried > 0)
    console.log(
      `(${retried} requests sent again after their keep-alive connection was closed under them before any answer, as a browser does)`,
    );
  const samples = result.memory;
  const start = samples[0]!.mb;
  // A server grows while it warms up, then levels off; a leak goes on growing. So the verdict is
  // the trend of the second half of the run.
  const trend = trendMbPerMinute(samples);
  const secondHalf = samples.slice(Math.floor(samples.length / 2));
  // (A run too short for a second half of four samples is judged whole.)
  const lateTrend = secondHalf.length >= 4 ? trendMbPerMinute(secondHalf) : trend;
  const memoryMet = lateTrend <= MEMORY_GROWTH_LIMIT * start;
  if (!memoryMet) missed++;
  console.log(
    `Server memory (RSS, MB): idle ${result.idleMb.toFixed(0)} before the warm-up; then every ${SAMPLE_EVERY_MS / 1000} s of the measured run: ${samples.map((sample) => sample.mb.toFixed(0)).join(", ")}`,
  );
  const signed = (value: number) => `${value >= 0 ? "+" : ""}${value.toFixed(1)}`;
  console.log(
    `${memoryMet ? "met   " : "MISSED"} ${result.kind} memory: start ${start.toFixed(0)} MB, end ${samples.at(-1)!.mb.toFixed(0)} MB; trend ${signed(trend)} MB/min over the run, ${signed(lateTrend)} MB/min over its second half (target: second half ≤ ${MEMORY_GROWTH_LIMIT * 100} % of the start per minute)`,
  );
  console.log(`Outbox when the server stopped: ${JSON.stringify(result.outbox)}`);
  return missed;
}

async function main() {
  const timer = setTimeout(() => {
    console.error(`Timed out after ${OVERALL_TIMEOUT_MS} ms.`);
    cleanUp();
    process.exit(2);
  }, OVERALL_TIMEOUT_MS);
  console.log(`Mixed load benchmark — ${new Date().toISOString()}`);
  console.log(machineLine());
  console.log(
    `${VISITORS} visitors (80 % public pages; 20 % a form: its page, the POST, the thank-you) and ${ADMINS} admins (a page of /admin, then a decision) for ${WARMUP_S} s of warm-up, then ${DURATION_S} s measured; think time 0–${2 * THINK_MS} ms (admins twice that), ${SEEDED} applications to start with.`,
  );
  buildIfMissing();
  let missed = 0;
  for (const kind of DATABASES) missed += report(await runOne(kind));
  clearTimeout(timer);
  agent.destroy();
  console.log(missed === 0 ? "\nEvery target met." : `\n${missed} target(s) missed.`);
  return missed;
}

try {
  const missed = await main();
  cleanUp();
  process.exit(missed === 0 ? 0 : 1);
} catch (error) {
  console.error(error);
  cleanUp();
  process.exit(1);
}
