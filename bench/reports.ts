// The reports page (/admin/reports) at 100 and at 100,000 records, on PGlite and on PostgreSQL: a
// report should cost about what it costs for a small team, not what the tables hold. Records are
// company requests and CIO applications spread over two years, with their stage moves, decisions
// and replies, and inquiries, most of them answered within a business day or two.
// Run with `npm run bench:reports`; see bench/README.md. Exit 1 on an error, 2 on timeout; a
// missed target is printed as a MISSED line.
import { closeSync, openSync, readFileSync } from "node:fs";
import { spawn } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openPglite, openPostgres } from "../app/server/db/client.server";
import { createAccount } from "../tests/support/accounts";
import { createPostgresDatabase } from "../tests/support/database";
import { startFlags } from "./harness";
import { seedReportRecords } from "./reports-seed";
import { buildIfMissing, cleanUp, freePort, HOST, machineLine, stopperFor, tempDir } from "./processes";

process.chdir(path.resolve(import.meta.dirname, ".."));
const env = process.env;
const SIZES = (env.BENCH_SIZES || "100,100000").split(",").map(Number);
const DATABASES = (env.BENCH_DATABASES || "pglite,postgres").split(",").map((name) => name.trim());
const REQUESTS = Number(env.BENCH_REQUESTS || 50);
const WARMUP = 5;
const OVERALL_TIMEOUT_MS = Number(env.BENCH_TIMEOUT_MS || 20 * 60_000);
/** p99 at 100,000 records at most this many times p99 at 100. */
const TARGET_RATIO = 3;
env.TEST_DATABASE_URL ||= "postgres://postgres:postgres@127.0.0.1:5432/postgres";

const ADMIN = { email: "admin@bench.example.ca", password: "bench-password-1" };
const DAY_MS = 86_400_000;

type Figures = { p50: number; p99: number };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** GETs `url` one request at a time (a page's own cost, not queueing), checking each answer. */
async function measure(url: string, cookie: string): Promise<Figures> {
  const times: number[] = [];
  for (let index = 0; index < WARMUP + REQUESTS; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200 || !body.includes("Time to first reply")) throw new Error(`${url} answered ${response.status}`);
    if (index >= WARMUP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function startSiteServer(dataDir: string, databaseUrl: string | undefined) {
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const logFile = path.join(dataDir, "server.log");
  const logFd = openSync(logFile, "w");
  const { DATABASE_URL: _database, SMTP_URL: _smtp, ...inherited } = env;
  const child = spawn(process.execPath, [...startFlags(), "server.js"], {
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      HOST,
      BASE_URL: url,
      DATA_DIR: dataDir,
      ADMIN_EMAILS: ADMIN.email,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ["ignore", logFd, logFd],
  });
  closeSync(logFd);
  const stop = stopperFor(child, 10_000);
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ready = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${readFileSync(logFile, "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A year up to today as the report's form writes it (UTC days: a day either way changes nothing here). */
const yearQuery = () => {
  const today = new Date();
  const from = new Date(today.getTime() - 364 * DAY_MS);
  return `?from=${from.toISOString().slice(0, 10)}&to=${today.toISOString().slice(0, 10)}`;
};

async function runOne(kind: string, size: number) {
  const dataDir = tempDir("bench-reports-");
  let databaseUrl: string | undefined;
  let drop = async () => {};
  const seedStarted = performance.now();
  if (kind === "postgres") ({ url: databaseUrl, drop } = await createPostgresDatabase());
  const handle = databaseUrl ? await openPostgres(databaseUrl, 4) : await openPglite(dataDir);
  await seedReportRecords(handle.db, size, Date.now());
  await handle.close();
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const server = await startSiteServer(dataDir, databaseUrl);
  try {
    const cookie = await createAccount({ url: server.url, dataDir }, ADMIN.email, ADMIN.password, { verify: true });
    if (!cookie) throw new Error("no admin session");
    // The first view after the start, alone: any work a report does once shows here.
    const firstView = performance.now();
    await fetch(`${server.url}/admin/reports`, { headers: { cookie } }).then((response) => response.text());
    const firstViewMs = performance.now() - firstView;
    const twelveWeeks = await measure(`${server.url}/admin/reports`, cookie);
    const year = await measure(`${server.url}/admin/reports${yearQuery()}`, cookie);
    return { size, seedSeconds, firstViewMs, twelveWeeks, year };
  } finally {
    await server.stop();
    await drop();
  }
}

const ms = (value: number) => value.toFixed(1);

async function main() {
  const timer = setTimeout(() => {
    console.error(`Timed out after ${OVERALL_TIMEOUT_MS} ms.`);
    cleanUp();
    process.exit(2);
  }, OVERALL_TIMEOUT_MS);
  console.log(`Reports benchmark — ${new Date().toISOString()}`);
  console.log(machineLine());
  console.log(`${REQUESTS} sequential GETs per period after ${WARMUP} warm-up, signed in as an admin.\n`);
  buildIfMissing();
  let missed = 0;
  for (const kind of DATABASES) {
    const results = [];
    for (const size of SIZES) results.push(await runOne(kind, size));
    console.log(`${kind}:`);
    console.log("| records | seeded in | first view | 12 weeks p50 | p99 | 1 year p50 | p99 |");
    console.log("|--:|--:|--:|--:|--:|--:|--:|");
    for (const result of results) {
      console.log(
        `| ${result.size.toLocaleString("en-CA")} | ${result.seedSeconds.toFixed(0)} s | ${(result.firstViewMs / 1000).toFixed(1)} s | ${ms(result.twelveWeeks.p50)} ms | ${ms(result.twelveWeeks.p99)} ms | ${ms(result.year.p50)} ms | ${ms(result.year.p99)} ms |`,
      );
    }
    const [small, large] = [results[0]!, results.at(-1)!];
    for (const period of ["twelveWeeks", "year"] as const) {
      const ratio = large[period].p99 / small[period].p99;
      const met = ratio <= TARGET_RATIO;
      if (!met) missed++;
      console.log(
        `${met ? "met   " : "MISSED"} ${kind} ${period === "year" ? "1-year period" : "default period"} p99: ${ratio.toFixed(2)} × (${large.size} vs ${small.size} records; target ≤ ${TARGET_RATIO})`,
      );
    }
    console.log("");
  }
  clearTimeout(timer);
  console.log(missed === 0 ? "Every target met." : `${missed} target(s) missed.`);
}

try {
  await main();
  cleanUp();
} catch (error) {
  console.error(error);
  cleanUp();
  process.exit(1);
}
