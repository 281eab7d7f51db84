// /book's answer time with 1,000 future bookings against none (it must not slow down as calls are
// booked): p99 with the
// bookings must be at most 2x p99 without. The bookings take every other slot from tomorrow on,
// so the page shows half its slots free and the query must pass over the ~900 beyond the horizon.
// Then, under 50 connections with wrk, the page as it is answered (made once per list of free
// slots, decision 0057) against the same page rendered for each request (`/book?fresh=1`: any query
// goes the long way), alternated in the same run.
// Run with `npm run bench:book` (BENCH_DATABASES=pglite,postgres, BENCH_REQUESTS=300). Exit 1 on
// an error; a missed target is printed as a MISSED line.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openPglite, openPostgres } from "../app/server/db/client.server";
import { bookings } from "../app/server/db/schema.server";
import { defaultAvailability, slotsOfDay } from "../app/domain/booking/slots";
import { addDays, wallTimeOf } from "../app/domain/booking/zoned-time";
import { createPostgresDatabase } from "../tests/support/database";
import { startSite, table } from "./harness";
import { ensureTools, versionOf } from "./nginx-reference";
import { cleanUp, machineLine, tempDir } from "./processes";

process.chdir(path.resolve(import.meta.dirname, ".."));
const env = process.env;
const DATABASES = (env.BENCH_DATABASES || "pglite").split(",").map((name) => name.trim());
const REQUESTS = Number(env.BENCH_REQUESTS || 300);
const WARMUP = 50;
const BOOKINGS = 1_000;
const TARGET_RATIO = 2;
const TIME_ZONE = "America/Toronto";
env.TEST_DATABASE_URL ||= "postgres://postgres:postgres@127.0.0.1:5432/postgres";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** GETs /book one request at a time (the page's own cost, not queueing). */
async function measure(baseUrl: string): Promise<{ p50: number; p99: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let index = 0; index < WARMUP + REQUESTS; index++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/book`);
    const body = await response.text();
    if (response.status !== 200 || !body.includes("#booking-form")) throw new Error(`/book answered ${response.status} without slots`);
    if (index >= WARMUP) times.push(performance.now() - started);
    bytes = body.length;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), bytes };
}

type Crowd = { perSecond: number; p50: string; p99: string; wrong: number };

/** One wrk run: 50 keep-alive connections for `seconds`, as browsers ask (gzip, br). */
function crowdOn(url: string, seconds: number): Crowd {
  const args = ["-t1", "-c50", `-d${seconds}s`, "--timeout", "5s", "--latency", "-H", "Accept-Encoding: gzip, br", url];
  const { stdout, status } = spawnSync("wrk", args, { encoding: "utf8", timeout: (seconds + 15) * 1000 });
  const field = (pattern: RegExp) => pattern.exec(stdout)?.[1];
  const perSecond = Number(field(/Requests\/sec:\s+([\d.]+)/));
  if (status !== 0 || !perSecond) throw new Error(`wrk ${url} failed:\n${stdout}`);
  const wrong = Number(field(/Non-2xx or 3xx responses:\s+(\d+)/) ?? 0) + Number(field(/timeout (\d+)/) ?? 0);
  return { perSecond, p50: field(/50%\s+(\S+)/) ?? "?", p99: field(/99%\s+(\S+)/) ?? "?", wrong };
}

/** The kept page and the page rendered per request, alternated: warm-up, then two rounds of 5 s each. */
function crowds(baseUrl: string): { kept: Crowd[]; rendered: Crowd[] } {
  const urls = { kept: `${baseUrl}/book`, rendered: `${baseUrl}/book?fresh=1` };
  crowdOn(urls.kept, 2);
  crowdOn(urls.rendered, 2);
  const runs = { kept: [] as Crowd[], rendered: [] as Crowd[] };
  for (let round = 0; round < 2; round++) for (const who of ["kept", "rendered"] as const) runs[who].push(crowdOn(urls[who], 5));
  return runs;
}

/** Every other slot of the default hours from tomorrow on, until there are `count`. */
function bookingRows(count: number) {
  const rows: (typeof bookings.$inferInsert)[] = [];
  let day = addDays(wallTimeOf(new Date(), TIME_ZONE).day, 1);
  let parity = 0;
  while (rows.length < count) {
    for (const slot of slotsOfDay(defaultAvailability, day, TIME_ZONE)) {
      parity += 1;
      if (parity % 2 === 1 || rows.length >= count) continue;
      const n = rows.length;
      rows.push({
        ...slot,
        name: `Bench Caller ${n}`,
        company: "Bench",
        email: `caller${n}@bench.example.ca`,
        emailKey: `caller${n}@bench.example.ca`,
        confirmedAt: new Date(),
        phone: "1",
        topic: "",
        submissionKey: randomUUID(),
      });
    }
    day = addDays(day, 1);
  }
  return rows;
}

async function runOne(kind: string) {
  const dataDir = tempDir("bench-book-");
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (kind === "postgres") ({ url: databaseUrl, drop } = await createPostgresDatabase());
  const siteEnv = { LOG_LEVEL: "warn", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  try {
    let site = await startSite({ env: siteEnv, dataDir, timeoutMs: 120_000 });
    const none = await measure(site.baseUrl);
    // PGlite allows one process: the server stops while the bookings go in.
    if (kind === "pglite") await site.stop();
    const handle = databaseUrl ? await openPostgres(databaseUrl, 2) : await openPglite(dataDir);
    await handle.db.insert(bookings).values(bookingRows(BOOKINGS));
    await handle.close();
    if (kind === "pglite") site = await startSite({ env: siteEnv, dataDir, timeoutMs: 120_000 });
    const many = await measure(site.baseUrl);
    const crowd = crowds(site.baseUrl);
    await site.stop();
    return { kind, none, many, crowd };
  } finally {
    await drop();
  }
}

ensureTools("filter");
const results = [];
for (const kind of DATABASES) results.push(await runOne(kind));
const ms = (value: number) => value.toFixed(2);
console.log(machineLine());
console.log(
  table(
    ["database", "bookings", "p50 ms", "p99 ms", "page bytes"],
    results.flatMap(({ kind, none, many }) => [
      [kind, "0", ms(none.p50), ms(none.p99), String(none.bytes)],
      [kind, String(BOOKINGS), ms(many.p50), ms(many.p99), String(many.bytes)],
    ]),
  ),
);
for (const { kind, none, many } of results) {
  const ratio = many.p99 / none.p99;
  const line = `${kind}: p99 with ${BOOKINGS} bookings is ${ratio.toFixed(2)}x p99 with none (target at most ${TARGET_RATIO}x)`;
  console.log(ratio <= TARGET_RATIO ? line : `MISSED ${line}`);
}
console.log(`\nUnder 50 connections with ${BOOKINGS} bookings (${versionOf("wrk", "-v")}; 2 rounds of 5 s, alternated):`);
console.log(
  table(
    ["database", "page", "req/s", "p50", "p99", "wrong"],
    results.flatMap(({ kind, crowd }) =>
      (["kept", "rendered"] as const).flatMap((who) =>
        crowd[who].map((run) => [
          kind,
          who === "kept" ? "/book (kept)" : "/book?fresh=1 (rendered)",
          run.perSecond.toFixed(0),
          run.p50,
          run.p99,
          String(run.wrong),
        ]),
      ),
    ),
  ),
);
for (const { kind, crowd } of results) {
  const mean = (runs: Crowd[]) => runs.reduce((total, run) => total + run.perSecond, 0) / runs.length;
  console.log(
    `${kind}: the kept page answers ${(mean(crowd.kept) / mean(crowd.rendered)).toFixed(1)}x the requests of the page rendered per request`,
  );
}
cleanUp();
