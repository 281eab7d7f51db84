// Throughput stage of `npm run bench:pages`: every public page in both languages, the 404 page
// and /healthz, the site against nginx serving the same bytes, alternated; then the site's
// memory. Method and targets: bench/README.md.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { loadavg } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { allPublicPaths, locales, pagePaths } from "../app/domain/locale";
import { type Site, table } from "./harness";
import { type Compression, ensureTools, type Snapshot, startNginx, versionOf } from "./nginx-reference";
import { stopperFor, tempDir } from "./processes";

const SECONDS = Number(process.env.BENCH_SPEED_SECONDS) || 3;
const WARMUP_SECONDS = Number(process.env.BENCH_SPEED_WARMUP_SECONDS ?? 1);
const ROUNDS = Number(process.env.BENCH_SPEED_ROUNDS) || 1;
const COMPRESSION = (process.env.BENCH_SPEED_NGINX || "static") as Compression;
if (!["static", "filter"].includes(COMPRESSION)) throw new Error("BENCH_SPEED_NGINX is static or filter");
const CONNECTIONS = 50;
const ACCEPT_ENCODING = "gzip, br";
export const SPEED_TARGETS = { ratio: 0.25, p99Ms: 25, idleMb: 256, peakMb: 384 };

/** Seconds the throughput stage takes at most, about: for the overall timeout. */
export const speedStageSeconds = () => (allPublicPaths.length + 3) * ROUNDS * 2 * (SECONDS + WARMUP_SECONDS + 2) + 60;

/** Every path measured, with the status it should answer. */
const targets = [
  ...allPublicPaths.map((path) => ({ path, status: 200 })),
  ...locales.map((locale) => ({ path: `${pagePaths.home[locale].replace(/\/$/, "")}/no-such-page`, status: 404 })),
  { path: "/healthz", status: 200 },
];

// Headers nginx makes itself (or per connection); every other header of the site's answer is copied.
const OWN_HEADERS = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "vary",
  "etag",
  "last-modified",
  "server",
  "accept-ranges",
]);

type Answer = Snapshot & { encoding: string; wireBytes: number };

/** One GET with `Accept-Encoding: gzip, br`, on a connection of its own; the body decompressed. */
function get(baseUrl: string, pathname: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { headers: { "Accept-Encoding": ACCEPT_ENCODING }, agent: false, timeout: 10_000 };
    const outgoing = request(new URL(pathname, baseUrl), options, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const wire = Buffer.concat(chunks);
        const encoding = String(response.headers["content-encoding"] ?? "identity");
        const body = encoding === "br" ? brotliDecompressSync(wire) : encoding === "gzip" ? gunzipSync(wire) : wire;
        const headers: [string, string][] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const [name = "", value = ""] = response.rawHeaders.slice(i, i + 2);
          if (!OWN_HEADERS.has(name.toLowerCase())) headers.push([name, value]);
        }
        const contentType = String(response.headers["content-type"] ?? "");
        resolve({ path: pathname, status: response.statusCode ?? 0, contentType, headers, body, encoding, wireBytes: wire.length });
      });
    });
    outgoing.on("timeout", () => outgoing.destroy(new Error(`GET ${pathname}: no answer within 10 s`)));
    outgoing.on("error", reject);
    outgoing.end();
  });
}

// Counts answers whose status is not the expected one (wrk's own count is only of statuses >= 400,
// which a 404 page always is) and prints the run as one JSON line; latencies are in microseconds.
const WRK_SCRIPT = `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) expected = tonumber(args[1]); unexpected = 0 end
function response(status) if status ~= expected then unexpected = unexpected + 1 end end
function done(summary, latency)
  local wrong = 0
  for _, thread in ipairs(threads) do wrong = wrong + thread:get("unexpected") end
  local e = summary.errors
  io.write(string.format('{"requests":%d,"us":%d,"p99":%d,"wrong":%d,"socket":%d}\\n', summary.requests,
    summary.duration, latency:percentile(99), wrong, e.connect + e.read + e.write + e.timeout))
end
`;

type Run = { requests: number; us: number; p99: number; wrong: number; socket: number };

function closed(child: ChildProcess, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("close", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** One wrk run: one thread, 50 keep-alive connections, `Accept-Encoding: gzip, br`. */
async function wrk(url: string, expected: number, seconds: number, script: string): Promise<Run> {
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--timeout", "5s", "-H", `Accept-Encoding: ${ACCEPT_ENCODING}`];
  const child = spawn("wrk", [...args, "-s", script, url, "--", String(expected)], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = stopperFor(child, 1_000);
  const done = await closed(child, (seconds + 15) * 1000);
  await stop();
  const line = output.split("\n").find((text) => text.startsWith('{"requests"'));
  if (!done || child.exitCode !== 0 || !line)
    throw new Error(`wrk ${url}: ${done ? `exit ${child.exitCode}` : "did not finish"}\n${output}`);
  return JSON.parse(line) as Run;
}

const sum = (runs: Run[], key: keyof Run) => runs.reduce((total, run) => total + run[key], 0);
const perSecond = (runs: Run[]) => sum(runs, "requests") / (sum(runs, "us") / 1e6);
const worstP99Ms = (runs: Run[]) => Math.max(...runs.map((run) => run.p99)) / 1000;

export type Memory = { rssMb: number; hwmMb: number };

/** VmRSS (resident now) and VmHWM (the most it has been resident) of a process, in MB (MiB). */
export function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const mb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN) / 1024;
  return { rssMb: mb("VmRSS"), hwmMb: mb("VmHWM") };
}

/** The site's memory once it has settled after start, before any request but /healthz. */
export async function idleMemory(pid: number): Promise<Memory> {
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  return memoryOf(pid);
}

const count = (value: number) => Math.round(value).toLocaleString("en-US");
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Runs the stage against a started site; returns the targets missed (empty when all are met). */
export async function runSpeedStage(site: Site, idle: Memory): Promise<string[]> {
  const { brotli } = ensureTools(COMPRESSION);
  const how = COMPRESSION === "static" ? ".br/.gz made once (gzip_static, brotli_static)" : "compressed per answer (gzip on, brotli on)";
  console.log(`${versionOf("nginx", "-v")}; ${versionOf("wrk", "-v")}`);
  console.log(`nginx: one process, ${brotli ? "Brotli and gzip" : "gzip only (no Brotli module)"}, ${how}`);
  console.log(
    `wrk -t1 -c${CONNECTIONS}, keep-alive, Accept-Encoding: ${ACCEPT_ENCODING}; ${SECONDS} s per run after ${WARMUP_SECONDS} s of warm-up, ${ROUNDS} round(s), site and nginx alternated`,
  );
  console.log(
    `Load average at the start of the stage: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}`,
  );

  const answers: Answer[] = [];
  for (const { path: pathname, status } of targets) {
    const answer = await get(site.baseUrl, pathname);
    if (answer.status !== status) throw new Error(`GET ${pathname} answered ${answer.status}, expected ${status}`);
    answers.push(answer);
  }
  const nginx = await startNginx(answers, COMPRESSION, brotli);
  console.log(`Site at ${site.baseUrl}, nginx at ${nginx.baseUrl}`);
  const script = path.join(tempDir("bench-wrk-"), "count-status.lua");
  writeFileSync(script, WRK_SCRIPT);
  const runs = answers.map(() => ({ site: [] as Run[], nginx: [] as Run[] }));
  const nginxAnswers: Answer[] = [];
  try {
    for (const answer of answers) {
      const copy = await get(nginx.baseUrl, answer.path);
      const same = copy.status === answer.status && copy.contentType === answer.contentType && copy.body.equals(answer.body);
      if (!same) throw new Error(`nginx's answer to ${answer.path} differs from the site's (${copy.status}, ${copy.contentType})`);
      nginxAnswers.push(copy);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, answer] of answers.entries()) {
        // Who goes first changes from page to page and round to round, so drift favours neither.
        const order = (index + round) % 2 === 0 ? (["site", "nginx"] as const) : (["nginx", "site"] as const);
        const base = { site: site.baseUrl, nginx: nginx.baseUrl };
        process.stderr.write(`  speed ${answer.path} (round ${round + 1}, ${order.join(" then ")})\n`);
        if (WARMUP_SECONDS > 0) for (const who of order) await wrk(base[who] + answer.path, answer.status, WARMUP_SECONDS, script);
        for (const who of order) runs[index]![who].push(await wrk(base[who] + answer.path, answer.status, SECONDS, script));
      }
    }
  } catch (error) {
    // Which side stopped answering, if one did: the site (it may have crashed) or nginx.
    const siteState = existsSync(`/proc/${site.pid}`) ? "running" : "ended";
    throw new Error(`${String(error)}\nsite ${siteState}; ${nginx.state()}`, { cause: error });
  } finally {
    await nginx.stop();
  }
  const after = memoryOf(site.pid);

  const missed: string[] = [];
  const rows = answers.map((answer, index) => {
    const { site: siteRuns, nginx: nginxRuns } = runs[index]!;
    const ratio = perSecond(siteRuns) / perSecond(nginxRuns);
    const p99 = worstP99Ms(siteRuns);
    const [wrong, socket] = [sum(siteRuns, "wrong"), sum(siteRuns, "socket")];
    const pageMissed = [
      ...(ratio < SPEED_TARGETS.ratio ? [`${ratio.toFixed(3)} × nginx`] : []),
      ...(p99 > SPEED_TARGETS.p99Ms ? [`p99 ${ms(p99)}`] : []),
      ...(wrong ? [`${count(wrong)} answers not ${answer.status}`] : []),
      ...(socket ? [`${count(socket)} socket errors`] : []),
    ];
    const nginxErrors = sum(nginxRuns, "wrong") + sum(nginxRuns, "socket");
    if (nginxErrors) pageMissed.push(`nginx (the reference) had ${count(nginxErrors)} errors`);
    if (pageMissed.length) missed.push(`${answer.path}: ${pageMissed.join(", ")}`);
    const nginxAnswer = nginxAnswers[index]!;
    return [
      answer.path,
      String(answer.status),
      count(answer.body.length),
      `${answer.encoding} ${count(answer.wireBytes)}`,
      `${nginxAnswer.encoding} ${count(nginxAnswer.wireBytes)}`,
      count(perSecond(siteRuns)),
      count(perSecond(nginxRuns)),
      ratio.toFixed(3),
      ms(p99),
      ms(worstP99Ms(nginxRuns)),
      count(wrong),
      count(socket),
      pageMissed.length ? "MISSED" : "met",
    ];
  });
  const header = [
    "page",
    "status",
    "body B",
    "site sends B",
    "nginx sends B",
    "site req/s",
    "nginx req/s",
    "ratio",
    "site p99",
    "nginx p99",
    "wrong status",
    "socket err",
    "targets",
  ];
  console.log(`\n${table(header, rows)}`);

  console.log(`\nSite memory (pid ${site.pid}, /proc/<pid>/status, 1 MB = 1024 KiB):`);
  console.log(`  VmRSS idle, 5 s after start: ${idle.rssMb.toFixed(0)} MB (target ≤ ${SPEED_TARGETS.idleMb} MB)`);
  console.log(
    `  VmHWM (peak since start), after the load: ${after.hwmMb.toFixed(0)} MB (target ≤ ${SPEED_TARGETS.peakMb} MB); VmRSS then: ${after.rssMb.toFixed(0)} MB`,
  );
  if (idle.rssMb > SPEED_TARGETS.idleMb) missed.push(`memory idle ${idle.rssMb.toFixed(0)} MB > ${SPEED_TARGETS.idleMb} MB`);
  if (after.hwmMb > SPEED_TARGETS.peakMb) missed.push(`memory peak ${after.hwmMb.toFixed(0)} MB > ${SPEED_TARGETS.peakMb} MB`);
  return missed;
}
