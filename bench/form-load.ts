// Form submissions under load, against a bare-insert baseline, on PGlite and on PostgreSQL;
// see bench/README.md. Run with `npx tsx bench/form-load.ts` (npm run bench:forms).
// Exits 1 on an error (a wrong status, a lost or extra row, a crashed server, ...), 2 on timeout;
// a missed speed target is printed as a MISSED line but does not change the exit status.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, openSync, readdirSync, readFileSync, statSync } from "node:fs";
import { arch, cpus, loadavg, release, totalmem, type as osType } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import pg from "pg";
import { optionCodes } from "../app/domain/forms/lead-forms";
import { issueFormToken } from "../app/server/leads/form-token.server";
import { createPostgresDatabase } from "../tests/support/database";
import { leadAnswers } from "../tests/support/form-samples";
import { buildIfMissing, cleanUp, HOST, stopperFor, tempDir } from "./processes";

const { companySizes, contractDurations, experienceRanges, expertise, industries } = optionCodes;

const env = process.env;
// Paths below (build/, bench/, node_modules/) are the project's, wherever this is started from.
process.chdir(path.resolve(import.meta.dirname, ".."));
const numberFrom = (value: string | undefined, fallback: number) =>
  value !== undefined && value !== "" && Number.isFinite(Number(value)) ? Number(value) : fallback;

const DURATION_S = numberFrom(env.BENCH_DURATION_SECONDS, 10);
const WARMUP_S = numberFrom(env.BENCH_WARMUP_SECONDS, 3);
const CONNECTIONS = numberFrom(env.BENCH_CONNECTIONS, 20);
const DATABASES = (env.BENCH_DATABASES || "pglite,postgres").split(",").map((name) => name.trim());
/** Which endpoints to load: baseline, contact, cio, company (all by default). */
const ENDPOINTS = (env.BENCH_ENDPOINTS || "baseline,contact,cio,company").split(",").map((name) => name.trim());
const OVERALL_TIMEOUT_MS = numberFrom(env.BENCH_TIMEOUT_MS, 10 * 60_000);
/** Where to write a V8 CPU profile of the bench server for each measured run (optional; costs some speed). */
const CPU_PROF_DIR = env.BENCH_CPU_PROF_DIR ? path.resolve(env.BENCH_CPU_PROF_DIR) : undefined;
/** The PostgreSQL server on which a fresh database is created for the run, then dropped. */
env.TEST_DATABASE_URL ||= "postgres://postgres:postgres@127.0.0.1:5432/postgres";

/**
 * The targets, at 20 connections: a form's throughput at least a quarter of the bare insert's (a
 * form checks its values and writes its e-mails besides the insert), and its p99 within 50 ms.
 */
const TARGET_THROUGHPUT_RATIO = 0.25;
const TARGET_P99_MS = 50;
/** How long the mail worker gets to send what a run queued, before the next run starts. */
const OUTBOX_DRAIN_LIMIT_MS = 120_000;

/** Databases to drop on the way out (async, so kept apart from `cleanups`). */
const databasesToDrop = new Set<() => Promise<void>>();

type BenchServer = { baseUrl: string; logFile: string; stop: () => Promise<void> };

/** Starts bench/form-load-server.ts with a fresh DATA_DIR; resolves once it prints its port. */
async function startBenchServer(options: { databaseUrl?: string; authSecret: string }): Promise<BenchServer> {
  const workDir = tempDir("bench-forms-");
  const logFile = path.join(workDir, "server.log");
  const logFd = openSync(logFile, "w");
  const { DATABASE_URL: _database, SMTP_URL: _smtp, ...inherited } = env;
  // Output goes to a file: a pipe the load generator is too busy to read would slow the server down.
  const child = spawn(process.execPath, ["--import", "tsx", "bench/form-load-server.ts"], {
    env: {
      ...inherited,
      DATA_DIR: path.join(workDir, "data"),
      AUTH_SECRET: options.authSecret,
      ...(CPU_PROF_DIR ? { BENCH_CPU_PROF_DIR: CPU_PROF_DIR } : {}),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    stdio: ["ignore", logFd, logFd],
  });
  closeSync(logFd);
  const stop = stopperFor(child, 10_000);

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const log = readFileSync(logFile, "utf8");
    const port = /BENCH_SERVER_READY port=(\d+)/.exec(log)?.[1];
    if (port) return { baseUrl: `http://${HOST}:${port}`, logFile, stop };
    if (child.exitCode !== null) throw new Error(`bench server exited with ${child.exitCode}:\n${log}`);
    await sleep(100);
  }
  await stop();
  throw new Error(`bench server did not start within 60 s:\n${readFileSync(logFile, "utf8")}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// What is posted: each request a new visitor's submission, with a fresh form token and its own e-mail.

type Scenario = {
  name: string;
  path: string;
  /** The status every answer must have. */
  expect: number;
  /** Which count of GET /__bench/counts one answer adds a row to. */
  count: "baseline" | "contact" | "cio" | "company";
  fields: (n: number, email: string) => [string, string][];
};

const MESSAGE = "We are planning an ERP migration next quarter and would like to talk about interim IT leadership.";

const contactFields = (n: number, email: string): [string, string][] => [
  ["type", "Inquiry"],
  ["firstName", `Avery ${n}`],
  ["lastName", "Tremblay"],
  ["email", email],
  ["phone", "+1 (514) 555-0100"],
  ["message", `${MESSAGE} (#${n})`],
];

/** `fields`, with an answer to each required field of the form they leave out (a field added since they were written). */
const withRequired = (answers: Record<string, string>, fields: [string, string][]): [string, string][] => [
  ...Object.entries(answers).filter(([name]) => !fields.some(([given]) => given === name)),
  ...fields,
];

const scenarios: Scenario[] = [
  // The baseline gets the contact form's body too, so both move the same bytes; it reads none of it.
  { name: "baseline", path: "/__bench/baseline", expect: 204, count: "baseline", fields: contactFields },
  { name: "/contact", path: "/contact", expect: 303, count: "contact", fields: contactFields },
  {
    name: "/form/cio",
    path: "/form/cio",
    expect: 303,
    count: "cio",
    fields: (n, email) =>
      withRequired(leadAnswers.cio, [
        ["type", "CIO"],
        ["firstName", `Jordan ${n}`],
        ["lastName", "Lévesque"],
        ["email", email],
        ["phone", "416-555-0199"],
        ["linkedin", `https://www.linkedin.com/in/bench-cio-${n}`],
        ["experience", experienceRanges[1]],
        ["city", "Montréal"],
        ["province", "QC"],
        ["workModel", "hybrid"],
        ["availability", "within-30-days"],
        ["industries", industries[0]],
        ["industries", industries[1]],
        ["areasOfExpertise", expertise[0]],
        ["areasOfExpertise", expertise[1]],
        ["message", `${MESSAGE} (#${n})`],
      ]),
  },
  {
    name: "/form/company",
    path: "/form/company",
    expect: 303,
    count: "company",
    fields: (n, email) =>
      withRequired(leadAnswers.company, [
        ["type", "Company"],
        ["companyName", `Bench Manufacturing ${n} Inc.`],
        ["firstName", "Morgan"],
        ["lastName", "Nguyen"],
        ["email", email],
        ["phone", "(604) 555-0142"],
        ["companyUrl", `https://bench-${n}.example.ca`],
        ["companySize", companySizes[1]],
        ["contractDuration", contractDurations[1]],
        ["city", "Toronto"],
        ["province", "ON"],
        ["workModel", "remote"],
        ["availability", "immediate"],
        ["industries", industries[2]],
        ["requiredExpertise", expertise[3]],
        ["requiredExpertise", expertise[4]],
        ["message", `${MESSAGE} (#${n})`],
      ]),
  },
];

const FORM_HEADERS = { "content-type": "application/x-www-form-urlencoded" };
const runId = randomBytes(3).toString("hex");
let submissionNumber = 0;

/** A new submission: its own number and e-mail, a form token issued now, an empty honeypot. */
function submissionBody(scenario: Scenario, secret: string, token?: string): string {
  const n = ++submissionNumber;
  const email = `bench.${runId}.${n}@example.ca`;
  const body = new URLSearchParams(scenario.fields(n, email));
  body.set("formToken", token ?? issueFormToken(secret, new Date()));
  body.set("leave_this_empty", "");
  return body.toString();
}

// ---------------------------------------------------------------------------------------------
// Measuring.

type Counts = Record<"baseline" | "contact" | "cio" | "company" | "spam" | "outbox", number> & {
  outboxWaiting: number;
  outboxSent: number;
  outboxFailed: number;
  cpuUserMs: number;
  cpuSystemMs: number;
  mainThreadCpuMs: number;
  eventLoop: { idle: number; active: number };
  answersTimed: number;
};

async function counts(baseUrl: string): Promise<Counts> {
  const response = await fetch(`${baseUrl}/__bench/counts`, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`GET /__bench/counts answered ${response.status}`);
  return (await response.json()) as Counts;
}

type LoadResult = {
  seconds: number;
  sent: number;
  answered: number;
  statuses: Map<number, number>;
  /** Connection errors and timeouts. */
  requestErrors: number;
  timeouts: number;
  latencies: Float64Array;
  clientCpuMs: number;
  postgresCpuMs: number;
  machineBusy: number;
};

function machineCpuTimes() {
  return cpus().reduce(
    (sum, cpu) => {
      const { idle, ...rest } = cpu.times;
      sum.idle += idle;
      sum.busy += Object.values(rest).reduce((a, b) => a + b, 0);
      return sum;
    },
    { idle: 0, busy: 0 },
  );
}

/**
 * CPU time (ms) used so far by every PostgreSQL server process on this machine (backends and
 * helpers, from /proc), so a run can say what a request costs the database as well. 0 on PGlite.
 */
function postgresCpuMs(): number {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      if (!stat.slice(stat.indexOf("(") + 1, close).startsWith("postgres")) continue;
      const fields = stat.slice(close + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    } catch {
      // The process ended while we looked.
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** The autocannon client's internals this script relies on to end a run without cutting requests off. */
type DrainableClient = { reqsMade: number; responseMax?: number };

/**
 * `connections` keep-alive connections post `scenario` for `seconds`. Then each connection stops
 * after its request in flight is answered (autocannon's own end of a timed run would cut those
 * off, leaving rows that no client saw answered), so every request sent is accounted for.
 */
function load(baseUrl: string, scenario: Scenario, secret: string, seconds: number): Promise<LoadResult> {
  const clients: DrainableClient[] = [];
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  let requestErrors = 0;
  let timeouts = 0;
  let lastAnswer = 0;
  const cpuBefore = process.cpuUsage();
  const machineBefore = machineCpuTimes();
  const postgresBefore = postgresCpuMs();
  const started = performance.now();

  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        // Ended by the drain below; this is only a backstop.
        duration: seconds + 60,
        timeout: 10,
        requests: [
          {
            method: "POST",
            path: scenario.path,
            headers: FORM_HEADERS,
            setupRequest: (request) => {
              sent += 1;
              return { ...request, body: submissionBody(scenario, secret) };
            },
          },
        ],
        setupClient: (client) => clients.push(client as unknown as DrainableClient),
      },
      (error) => {
        clearTimeout(drainTimer);
        clearTimeout(backstop);
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const cpu = process.cpuUsage(cpuBefore);
        const machineAfter = machineCpuTimes();
        const busy = machineAfter.busy - machineBefore.busy;
        const total = busy + machineAfter.idle - machineBefore.idle;
        resolve({
          seconds: ((lastAnswer || performance.now()) - started) / 1000,
          sent,
          answered: latencies.length,
          statuses,
          requestErrors,
          timeouts,
          latencies: Float64Array.from(latencies).sort(),
          clientCpuMs: (cpu.user + cpu.system) / 1000,
          postgresCpuMs: postgresCpuMs() - postgresBefore,
          machineBusy: total > 0 ? busy / total : 0,
        });
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      lastAnswer = performance.now();
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
    instance.on("reqError", (error: unknown) => {
      requestErrors += 1;
      if (error instanceof Error && /timed out/.test(error.message)) timeouts += 1;
    });
    // A client whose responseMax is reached closes at its next request; setting it to what each has
    // made lets the request in flight finish. When the last client closes, autocannon reports.
    const drainTimer = setTimeout(() => {
      for (const client of clients) client.responseMax = client.reqsMade;
    }, seconds * 1000);
    const backstop = setTimeout(() => instance.stop(), (seconds + 30) * 1000);
  });
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

type Measured = {
  scenario: Scenario;
  /** The scenario's name; the baseline's second run is "baseline (again)". */
  label: string;
  /** The machine's 1-minute load average when the measured run started. */
  loadAverage: number;
  result: LoadResult;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  ok: number;
  errors: number;
  rows: number;
  outboxAdded: number;
  outboxDrainS: number | null;
  serverCpuMsPerRequest: number;
  mainThreadCpuMsPerRequest: number;
  serverEventLoop: number;
  /** Inside the server, from reading each request to its answer's last byte: p50 and p99. */
  answerP50: number;
  answerP99: number;
  problems: string[];
};

/** One submission by plain fetch, with a token from the form page itself: the form must answer 303. */
async function checkOneSubmission(baseUrl: string, scenario: Scenario, secret: string): Promise<string | null> {
  let token: string | undefined;
  if (scenario.expect === 303) {
    const page = await fetch(`${baseUrl}${scenario.path}`, { signal: AbortSignal.timeout(10_000) });
    const html = await page.text();
    token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
    if (page.status !== 200 || !token) return `GET ${scenario.path} answered ${page.status} without a form token`;
  }
  const response = await fetch(`${baseUrl}${scenario.path}`, {
    method: "POST",
    headers: FORM_HEADERS,
    body: submissionBody(scenario, secret, token),
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (response.status !== scenario.expect) {
    return `POST ${scenario.path} answered ${response.status}, expected ${scenario.expect}: ${text.slice(0, 300)}`;
  }
  if (scenario.expect !== 303) return null;
  // The thank-you page: the form's own path with submitted=1 (a company's also carries its request's
  // signed link to book a call).
  const location = new URL(response.headers.get("location") ?? "", baseUrl);
  if (location.pathname !== scenario.path || location.searchParams.get("submitted") !== "1") {
    return `POST ${scenario.path} redirected to ${response.headers.get("location")}, not to its thank-you page`;
  }
  return null;
}

async function waitForOutbox(baseUrl: string): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < OUTBOX_DRAIN_LIMIT_MS) {
    if ((await counts(baseUrl)).outboxWaiting === 0) return (performance.now() - started) / 1000;
    await sleep(250);
  }
  return null;
}

const profiles: string[] = [];

async function benchPost(baseUrl: string, pathAndQuery: string): Promise<Response> {
  const response = await fetch(`${baseUrl}${pathAndQuery}`, { method: "POST", signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`POST ${pathAndQuery} answered ${response.status}`);
  return response;
}

async function measure(baseUrl: string, scenario: Scenario, secret: string, label: string, profileName: string): Promise<Measured> {
  const problems: string[] = [];
  const failedCheck = await checkOneSubmission(baseUrl, scenario, secret);
  if (failedCheck) throw new Error(failedCheck);
  if (WARMUP_S > 0) {
    const warm = await load(baseUrl, scenario, secret, WARMUP_S);
    const bad = warm.answered - (warm.statuses.get(scenario.expect) ?? 0) + warm.requestErrors;
    if (bad > 0) problems.push(`warm-up: ${bad} answers other than ${scenario.expect} or failed requests`);
  }
  await waitForOutbox(baseUrl);

  const before = await counts(baseUrl);
  const loadAverage = loadavg()[0] ?? Number.NaN;
  if (CPU_PROF_DIR) await benchPost(baseUrl, "/__bench/profile/start");
  const result = await load(baseUrl, scenario, secret, DURATION_S);
  if (CPU_PROF_DIR) {
    const saved = (await (await benchPost(baseUrl, `/__bench/profile/stop?name=${profileName}`)).json()) as { file: string };
    profiles.push(saved.file);
  }
  const after = await counts(baseUrl);
  const answerTimes = Float64Array.from(
    (await (
      await fetch(`${baseUrl}/__bench/answer-times?from=${before.answersTimed}`, { signal: AbortSignal.timeout(30_000) })
    ).json()) as number[],
  ).sort();

  const ok = result.statuses.get(scenario.expect) ?? 0;
  const unanswered = result.sent - result.answered;
  const errors = result.answered - ok + result.requestErrors + Math.max(0, unanswered - result.requestErrors);
  const rows = after[scenario.count] - before[scenario.count];
  const spam = after.spam - before.spam;
  if (result.answered - ok > 0) {
    const other = [...result.statuses].filter(([status]) => status !== scenario.expect);
    problems.push(`${result.answered - ok} answers other than ${scenario.expect} (${other.map(([s, c]) => `${s}: ${c}`).join(", ")})`);
  }
  if (result.requestErrors > 0) problems.push(`${result.requestErrors} failed requests (${result.timeouts} timeouts)`);
  if (unanswered > result.requestErrors) problems.push(`${unanswered} requests sent but never answered`);
  if (rows !== ok) {
    const hint = result.timeouts > 0 ? " (a request that timed out may still have been stored)" : "";
    problems.push(`${rows} rows stored for ${ok} answers ${scenario.expect}${hint}`);
  }
  if (spam !== 0) problems.push(`${spam} submissions stored as spam`);
  if (after.outboxFailed > 0) problems.push(`${after.outboxFailed} e-mails failed`);

  const outboxAdded = after.outbox - before.outbox;
  const outboxDrainS = outboxAdded > 0 ? await waitForOutbox(baseUrl) : 0;
  if (outboxDrainS === null) problems.push(`the outbox was not drained ${OUTBOX_DRAIN_LIMIT_MS / 1000} s after the run`);

  const serverCpuMs = after.cpuUserMs + after.cpuSystemMs - before.cpuUserMs - before.cpuSystemMs;
  const mainThreadCpuMs = after.mainThreadCpuMs - before.mainThreadCpuMs;
  const active = after.eventLoop.active - before.eventLoop.active;
  const idle = after.eventLoop.idle - before.eventLoop.idle;
  return {
    scenario,
    label,
    loadAverage,
    result,
    rps: result.answered / result.seconds,
    p50: percentile(result.latencies, 50),
    p99: percentile(result.latencies, 99),
    max: percentile(result.latencies, 100),
    ok,
    errors,
    rows,
    outboxAdded,
    outboxDrainS,
    serverCpuMsPerRequest: result.answered ? serverCpuMs / result.answered : Number.NaN,
    mainThreadCpuMsPerRequest: result.answered ? mainThreadCpuMs / result.answered : Number.NaN,
    serverEventLoop: active + idle > 0 ? active / (active + idle) : Number.NaN,
    answerP50: percentile(answerTimes, 50),
    answerP99: percentile(answerTimes, 99),
    problems,
  };
}

// ---------------------------------------------------------------------------------------------
// Reporting.

/** Left-aligned first column, right-aligned others, two spaces between columns. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : "–");
const int = (value: number) => Math.round(value).toLocaleString("en-CA");

type DatabaseReport = { kind: string; measured: Measured[]; missed: string[] };

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function report(kind: string, measured: Measured[]): DatabaseReport {
  // The baseline runs first and last; forms are compared with the mean of the two.
  const baselines = measured.filter((m) => m.scenario.count === "baseline");
  const baseline = baselines.length ? { rps: mean(baselines.map((m) => m.rps)), p99: mean(baselines.map((m) => m.p99)) } : null;
  const missed: string[] = [];
  const rows = measured.map((m) => {
    const isBaseline = m.scenario.count === "baseline";
    const throughputRatio = baseline ? m.rps / baseline.rps : Number.NaN;
    const p99Ratio = baseline ? m.p99 / baseline.p99 : Number.NaN;
    let verdict = "";
    if (!isBaseline && baseline) {
      const throughputOk = throughputRatio >= TARGET_THROUGHPUT_RATIO;
      const p99Ok = m.p99 <= TARGET_P99_MS;
      verdict = throughputOk && p99Ok ? "met" : "MISSED";
      if (!throughputOk) {
        missed.push(
          `MISSED ${kind} ${m.label}: throughput ${fixed(throughputRatio, 2)}× the baseline's (target ≥ ${TARGET_THROUGHPUT_RATIO}×)`,
        );
      }
      if (!p99Ok) {
        missed.push(`MISSED ${kind} ${m.label}: p99 ${fixed(m.p99, 1)} ms (target ≤ ${TARGET_P99_MS} ms)`);
      }
    }
    return [
      m.label,
      int(m.rps),
      fixed(m.p50, 1),
      fixed(m.p99, 1),
      fixed(m.max, 1),
      int(m.ok),
      int(m.errors),
      int(m.rows),
      fixed(throughputRatio, 2),
      fixed(p99Ratio, 2),
      verdict,
    ];
  });
  console.log(`\n== ${kind}: ${CONNECTIONS} connections, ${DURATION_S} s each ==`);
  console.log(table(["", "req/s", "p50 ms", "p99 ms", "max ms", "answers", "errors", "rows", "× req/s", "× p99", "target"], rows));
  if (baselines.length === 2 && baseline) {
    const [first, last] = baselines as [Measured, Measured];
    const drift = Math.abs(first.rps - last.rps) / baseline.rps;
    console.log(`Ratios are to the mean of the two baseline runs (${int(baseline.rps)} req/s, p99 ${fixed(baseline.p99, 1)} ms).`);
    if (drift > 0.25) {
      console.log(
        `Note: the baseline moved by ${fixed(drift * 100, 0)} % between its two runs: the machine's load changed, so the ratios are uncertain.`,
      );
    }
  }
  console.log("\nWhere the time goes (server = the bench server process: site, PGlite when used, mail worker):");
  console.log(
    table(
      [
        "",
        "server CPU ms/req",
        "of it main thread",
        "PostgreSQL CPU ms/req",
        "server event loop busy",
        "read to answered p50 / p99 ms",
        "load generator CPU",
        "machine CPU busy",
        "load avg",
        "e-mails queued",
        "outbox drained after",
      ],
      measured.map((m) => [
        m.label,
        fixed(m.serverCpuMsPerRequest, 2),
        fixed(m.mainThreadCpuMsPerRequest, 2),
        kind === "postgres" && m.result.answered ? fixed(m.result.postgresCpuMs / m.result.answered, 2) : "–",
        `${fixed(m.serverEventLoop * 100, 0)} %`,
        `${fixed(m.answerP50, 1)} / ${fixed(m.answerP99, 1)}`,
        `${fixed((m.result.clientCpuMs / 1000 / m.result.seconds) * 100, 0)} % of a core`,
        `${fixed(m.result.machineBusy * 100, 0)} %`,
        fixed(m.loadAverage, 1),
        int(m.outboxAdded),
        m.outboxAdded === 0 ? "–" : m.outboxDrainS === null ? "not drained" : `${fixed(m.outboxDrainS, 1)} s`,
      ]),
    ),
  );
  return { kind, measured, missed };
}

/** Which code is measured: the build's time and the checkout's commit (and whether app/ has local changes). */
function codeVersion(): string {
  const git = (...args: string[]) => spawnSync("git", args, { encoding: "utf8" }).stdout?.trim() ?? "";
  const head = git("rev-parse", "--short", "HEAD") || "unknown";
  const changed = git("status", "--porcelain", "--", "app", "db").split("\n").filter(Boolean).length;
  const built = existsSync("build/server/index.js") ? statSync("build/server/index.js").mtime.toISOString() : "not built yet";
  return `Code: build/server/index.js of ${built}; git ${head}${changed ? ` with ${changed} changed file(s) in app/ or db/` : ""}`;
}

function machine(): string {
  const list = cpus();
  return [
    `Date: ${new Date().toISOString()}`,
    `Machine: ${osType()} ${release()} ${arch()}, ${list[0]?.model ?? "unknown CPU"}, ${list.length} cores, ${(totalmem() / 1024 ** 3).toFixed(1)} GB RAM`,
    `Node ${process.version}; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
    `Load: autocannon, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s measured per endpoint, on ${HOST};`,
    `  baseline = POST /__bench/baseline (reads the body, validates nothing, inserts one row), run first and last`,
  ].join("\n");
}

async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ server_version: string }>("show server_version");
    return result.rows[0]?.server_version ?? "?";
  } finally {
    await client.end();
  }
}

function pgliteVersion(): string {
  const file = "node_modules/@electric-sql/pglite/package.json";
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version : "?";
}

// ---------------------------------------------------------------------------------------------

async function runOn(kind: string): Promise<DatabaseReport> {
  const secret = randomBytes(48).toString("base64url");
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  if (kind === "postgres") {
    const serverUrl = env.TEST_DATABASE_URL ?? "";
    const host = new URL(serverUrl).host;
    const version = await postgresVersion(serverUrl).catch((error: unknown) => {
      throw new Error(
        `PostgreSQL at ${host} does not answer (${error instanceof Error ? error.message : String(error)}): ` +
          "start it (pg_ctlcluster 15 main start), point TEST_DATABASE_URL at a server, or set BENCH_DATABASES=pglite",
      );
    });
    console.log(`\nPostgreSQL ${version} at ${host}: creating a fresh database`);
    const created = await createPostgresDatabase();
    databaseUrl = created.url;
    drop = created.drop;
    databasesToDrop.add(drop);
  } else if (kind === "pglite") {
    console.log(`\nPGlite ${pgliteVersion()} in a fresh temporary DATA_DIR`);
  } else {
    throw new Error(`unknown database "${kind}" in BENCH_DATABASES (use pglite, postgres)`);
  }
  const server = await startBenchServer({ databaseUrl, authSecret: secret });
  try {
    const measured: Measured[] = [];
    const plan = scenarios.filter((s) => ENDPOINTS.includes(s.count));
    // The baseline again at the end, when there are forms between: shows whether the machine's load changed.
    if (plan[0]?.count === "baseline" && plan.length > 1) plan.push(plan[0]);
    for (const [index, scenario] of plan.entries()) {
      const label = index > 0 && scenario.count === "baseline" ? `${scenario.name}, again` : scenario.name;
      process.stdout.write(`  ${label}... `);
      const m = await measure(server.baseUrl, scenario, secret, label, `${kind}-${index + 1}-${scenario.count}`);
      console.log(`${int(m.rps)} req/s, p99 ${fixed(m.p99, 1)} ms${m.problems.length ? ` — ${m.problems.join("; ")}` : ""}`);
      measured.push(m);
    }
    return report(kind, measured);
  } catch (error) {
    console.error(`\nBench server log (last 40 lines):\n${readFileSync(server.logFile, "utf8").split("\n").slice(-40).join("\n")}`);
    throw error;
  } finally {
    await server.stop();
    if (drop) {
      databasesToDrop.delete(drop);
      await drop();
    }
  }
}

async function main(): Promise<number> {
  console.log(machine());
  const unknown = ENDPOINTS.filter((name) => !scenarios.some((s) => s.count === name));
  if (unknown.length)
    throw new Error(`unknown endpoint(s) in BENCH_ENDPOINTS: ${unknown.join(", ")} (use baseline, contact, cio, company)`);
  buildIfMissing();
  console.log(codeVersion());
  const reports: DatabaseReport[] = [];
  for (const kind of DATABASES) reports.push(await runOn(kind));

  console.log("\n== Summary ==");
  console.log(
    `Targets at 20 connections (run at ${CONNECTIONS}): form req/s ≥ ${TARGET_THROUGHPUT_RATIO}× the baseline's, form p99 ≤ ${TARGET_P99_MS} ms.`,
  );
  const problems = reports.flatMap((r) => r.measured.flatMap((m) => m.problems.map((p) => `${r.kind} ${m.label}: ${p}`)));
  const missed = reports.flatMap((r) => r.missed);
  const evaluated = reports.some((r) => r.measured.some((m) => m.scenario.count === "baseline"));
  if (!evaluated) console.log("Targets: not evaluated (the baseline was not measured).");
  else console.log(missed.length ? missed.join("\n") : "Targets: met on every form and database.");
  if (profiles.length) console.log(`CPU profiles of the bench server (open in Chrome DevTools):\n  ${profiles.join("\n  ")}`);
  if (problems.length) console.log(`ERRORS:\n  ${problems.join("\n  ")}`);
  else console.log("Checks: every request answered as expected; stored rows = answers; no spam; every e-mail sent.");
  return problems.length ? 1 : 0;
}

async function dropDatabases() {
  await Promise.allSettled([...databasesToDrop].map((drop) => Promise.race([drop(), sleep(5_000)])));
  databasesToDrop.clear();
}

const timer = setTimeout(() => {
  console.error(`\nTimed out after ${OVERALL_TIMEOUT_MS / 1000} s: stopping everything.`);
  cleanUp();
  void dropDatabases().finally(() => process.exit(2));
}, OVERALL_TIMEOUT_MS);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    cleanUp();
    void dropDatabases().finally(() => process.exit(130));
  });
}
main()
  .catch((error: unknown) => {
    console.error(error);
    return 1;
  })
  .then(async (code) => {
    clearTimeout(timer);
    cleanUp();
    await dropDatabases();
    process.exit(code);
  });
