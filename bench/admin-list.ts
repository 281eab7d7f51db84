// The admin list's render time at 100 and at 100,000 applications, on PGlite and on PostgreSQL:
// the page should cost what a page costs, not what the table holds. Also a filtered, searched page
// and a company's matches at 100,000, and the memory the CSV export of every row takes.
// Run with `npm run bench:admin`; see bench/README.md. Exit 1 on an error, 2 on timeout; a
// missed target is printed as a MISSED line.
import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openPglite, openPostgres } from "../app/server/db/client.server";
import { seedApplications } from "../scripts/seed-applications";
import { createAccount } from "../tests/support/accounts";
import { createPostgresDatabase } from "../tests/support/database";
import { startFlags } from "./harness";
import { buildIfMissing, cleanUp, freePort, HOST, machineLine, stopperFor, tempDir } from "./processes";

process.chdir(path.resolve(import.meta.dirname, ".."));
const env = process.env;
const SIZES = (env.BENCH_SIZES || "100,100000").split(",").map(Number);
const DATABASES = (env.BENCH_DATABASES || "pglite,postgres").split(",").map((name) => name.trim());
const REQUESTS = Number(env.BENCH_REQUESTS || 300);
const WARMUP = 50;
const OVERALL_TIMEOUT_MS = Number(env.BENCH_TIMEOUT_MS || 15 * 60_000);
const TARGET_RATIO = 2;
/** A filtered, searched page and a company's matches at 100,000 within 3× of the plain list at 100. */
const WORKSPACE_TARGET_RATIO = 3;
/** Exporting every row (streamed in batches) may grow the server's resident memory by less than this. */
const EXPORT_MEMORY_LIMIT_MB = 50;
/** A filter and search an admin would use: pending CIOs with a common last name. */
const FILTERED_QUERY = "?type=CIO&status=pending&q=tremblay";
env.TEST_DATABASE_URL ||= "postgres://postgres:postgres@127.0.0.1:5432/postgres";

const ADMIN = { email: "admin@bench.example.ca", password: "bench-password-1" };

type Figures = { p50: number; p99: number; mean: number };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** GETs `url` one request at a time (a page's own cost, not queueing), checking each answer. */
async function measure(url: string, cookie: string, expected: string): Promise<Figures> {
  const times: number[] = [];
  for (let index = 0; index < WARMUP + REQUESTS; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200 || !body.includes(expected)) {
      throw new Error(`${url} answered ${response.status} without "${expected}"`);
    }
    if (index >= WARMUP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), mean: times.reduce((a, b) => a + b, 0) / times.length };
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
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop, pid: child.pid! };
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`server did not start:\n${readFileSync(logFile, "utf8")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function runOne(kind: string, size: number) {
  const dataDir = tempDir("bench-admin-");
  let databaseUrl: string | undefined;
  let drop = async () => {};
  const seedStarted = performance.now();
  if (kind === "postgres") {
    const database = await createPostgresDatabase();
    ({ url: databaseUrl, drop } = database);
    const handle = await openPostgres(database.url, 4);
    await seedApplications(handle.db, size);
    await handle.close();
  } else {
    const handle = await openPglite(dataDir);
    await seedApplications(handle.db, size);
    await handle.close();
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const server = await startSiteServer(dataDir, databaseUrl);
  try {
    const cookie = await createAccount({ url: server.url, dataDir }, ADMIN.email, ADMIN.password, { verify: true });
    if (!cookie) throw new Error("no admin session");
    const lastPage = Math.ceil(size / 8);
    // The plain list is the All view (the bare address opens on Needs a reply, decision 0085).
    const first = await measure(`${server.url}/admin/applications?view=all`, cookie, `Showing 1 to 8 of ${size} entries`);
    const last = await measure(`${server.url}/admin/applications?view=all&page=${lastPage}`, cookie, `of ${size} entries`);
    const filtered = await measure(`${server.url}/admin/applications${FILTERED_QUERY}`, cookie, "Applications");
    const companyId = await newestCompanyId(server.url, cookie);
    const matches = await measure(`${server.url}/admin/applications/${companyId}`, cookie, "Suggested CIOs");
    const exported = await exportMemory(server.url, cookie, server.pid, size);
    return { kind, size, seedSeconds, first, last, filtered, matches, exported };
  } finally {
    await server.stop();
    await drop();
  }
}

/** A company request to open: the newest one in the list, found through the list's own filter. */
async function newestCompanyId(serverUrl: string, cookie: string) {
  const page = await fetch(`${serverUrl}/admin/applications?type=Company`, { headers: { cookie } }).then((response) => response.text());
  const id = /\/admin\/applications\/([0-9a-f-]{36})/.exec(page)?.[1];
  if (!id) throw new Error("no company application in the list");
  return id;
}

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Downloads the whole CSV while sampling the server's resident memory every 20 ms. */
async function exportMemory(serverUrl: string, cookie: string, pid: number, size: number) {
  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 20);
  const started = performance.now();
  const response = await fetch(`${serverUrl}/admin/export.csv`, { headers: { cookie } });
  let lines = 0;
  let bytes = 0;
  const reader = response.body!.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    for (const byte of chunk.value) if (byte === 10) lines++;
  }
  clearInterval(sampler);
  peak = Math.max(peak, residentMb(pid));
  // Lines: the header, one per row, plus line breaks inside quoted messages (the seed has none).
  if (response.status !== 200 || lines !== size + 1)
    throw new Error(`export answered ${response.status} with ${lines} lines for ${size} rows`);
  return { seconds: (performance.now() - started) / 1000, megabytes: bytes / 2 ** 20, growthMb: peak - before };
}

const ms = (value: number) => value.toFixed(1);

async function main() {
  const timer = setTimeout(() => {
    console.error(`Timed out after ${OVERALL_TIMEOUT_MS} ms.`);
    cleanUp();
    process.exit(2);
  }, OVERALL_TIMEOUT_MS);
  console.log(`Admin list benchmark — ${new Date().toISOString()}`);
  console.log(machineLine());
  console.log(`${REQUESTS} sequential GETs per page after ${WARMUP} warm-up, signed in as an admin.\n`);
  buildIfMissing();
  let missed = 0;
  for (const kind of DATABASES) {
    const results = [];
    for (const size of SIZES) results.push(await runOne(kind, size));
    console.log(`${kind}:`);
    console.log("| applications | seeded in | /admin p50 | p99 | mean | last page p50 | p99 |");
    console.log("|--:|--:|--:|--:|--:|--:|--:|");
    for (const result of results) {
      console.log(
        `| ${result.size.toLocaleString("en-CA")} | ${result.seedSeconds.toFixed(0)} s | ${ms(result.first.p50)} ms | ${ms(result.first.p99)} ms | ${ms(result.first.mean)} ms | ${ms(result.last.p50)} ms | ${ms(result.last.p99)} ms |`,
      );
    }
    const [small, large] = [results[0]!, results.at(-1)!];
    for (const [label, ratio] of [
      ["/admin p50", large.first.p50 / small.first.p50],
      ["/admin p99", large.first.p99 / small.first.p99],
    ] as const) {
      const met = ratio < TARGET_RATIO;
      if (!met) missed++;
      console.log(
        `${met ? "met   " : "MISSED"} ${kind} ${label}: ${ratio.toFixed(2)} × (${large.size} vs ${small.size} applications; target < ${TARGET_RATIO})`,
      );
    }
    console.log(`(last page, for information: ${(large.last.p50 / small.last.p50).toFixed(2)} × at p50)`);
    console.log(
      `At ${large.size.toLocaleString("en-CA")}: filtered + searched list (${FILTERED_QUERY}) p50 ${ms(large.filtered.p50)} ms, p99 ${ms(large.filtered.p99)} ms; a company's matches p50 ${ms(large.matches.p50)} ms, p99 ${ms(large.matches.p99)} ms`,
    );
    for (const [label, figures] of [
      ["filtered + searched list p99", large.filtered],
      ["company matches p99", large.matches],
    ] as const) {
      const ratio = figures.p99 / small.first.p99;
      const met = ratio <= WORKSPACE_TARGET_RATIO;
      if (!met) missed++;
      console.log(
        `${met ? "met   " : "MISSED"} ${kind} ${label}: ${ratio.toFixed(2)} × the plain list's p99 at ${small.size} (target ≤ ${WORKSPACE_TARGET_RATIO})`,
      );
    }
    const exported = large.exported;
    const exportMet = exported.growthMb < EXPORT_MEMORY_LIMIT_MB;
    if (!exportMet) missed++;
    console.log(
      `${exportMet ? "met   " : "MISSED"} ${kind} CSV export of ${large.size.toLocaleString("en-CA")} rows: ${exported.megabytes.toFixed(1)} MB in ${exported.seconds.toFixed(1)} s, server memory grew ${exported.growthMb.toFixed(1)} MB (target < ${EXPORT_MEMORY_LIMIT_MB} MB)\n`,
    );
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
