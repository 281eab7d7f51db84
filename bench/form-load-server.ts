// The server that bench/form-load.ts loads: the built site (build/server/index.js) behind two
// benchmark routes, in one process on 127.0.0.1. See bench/README.md, "Form submissions under load".
//
//   POST /__bench/baseline  reads the body, validates nothing, inserts one `inquiries` row
//                           (submission_key "bench-baseline-…") into the site's database, answers 204
//   GET  /__bench/counts    stored rows per form, spam rows, outbox by status, this process's
//                           CPU time and event-loop utilization so far, and how many POSTs it answered
//   GET  /__bench/answer-times?from=N   the time from reading each POST to its answer's last
//                           byte (ms), for the POSTs answered after the first N
//   POST /__bench/profile/start, /__bench/profile/stop?name=…   only with BENCH_CPU_PROF_DIR set
//   anything else           the real site: createApp({ shuttingDown: false })
//
// Run by bench/form-load.ts (`node --import tsx bench/form-load-server.ts`); on its own it uses
// DATABASE_URL when set, PGlite in a fresh temporary DATA_DIR otherwise. Prints
// "BENCH_SERVER_READY port=<port>" once it listens. SIGTERM/SIGINT stop it cleanly.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import inspector from "node:inspector";
import { createServer, type Server, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import express from "express";
import type { Services } from "../app/server/services.server";

const HOST = "127.0.0.1";

// The configuration is read when services() first runs; everything is set before that.
const env = process.env;
env.NODE_ENV = "production";
/** A DATA_DIR made here is removed on stop; one given by the caller is the caller's. */
const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(path.join(tmpdir(), "bench-forms-data-"));
env.DATA_DIR ||= ownDataDir;
env.BASE_URL ||= `http://${HOST}`;
// Every request is a new visitor's submission: no time trap, limits that load never reaches.
env.FORM_MIN_FILL_SECONDS = "0";
env.SUBMISSIONS_PER_HOUR_PER_IP = "1000000000";
env.SUBMISSIONS_PER_HOUR_PER_EMAIL = "1000000000";
env.NOTIFY_EMAILS = "team@example.ca";
// No SMTP: the worker writes each message as an .eml file under DATA_DIR/mail/. Its poll is made
// rare, but every stored submission still nudges it (25 ms later), so it sends during the load,
// as it would in production.
delete env.SMTP_URL;
env.MAIL_POLL_SECONDS = "3600";

/** The exports of the built server this script uses (the bundle itself is not type-checked). */
type BuiltServer = {
  createApp: (state: { shuttingDown: boolean }) => express.Express;
  closeWithoutReset: (server: Server) => void;
  services: () => Promise<Services>;
};

const buildEntry = new URL("../build/server/index.js", import.meta.url).href;
const built = (await import(buildEntry)) as Partial<BuiltServer>;
if (typeof built.createApp !== "function" || typeof built.closeWithoutReset !== "function" || typeof built.services !== "function") {
  throw new Error("build/server/index.js exports no createApp(), closeWithoutReset() and services(): rebuild it with `npm run build`");
}
const running = await built.services();
const { db } = running.database;

let baselineCount = 0;
const keyPrefix = `bench-baseline-${process.pid}-`;

const app = express();
app.disable("x-powered-by");

app.post("/__bench/baseline", (req, res, next) => {
  // Read the body like any handler would, but look at nothing in it.
  req.resume();
  req.once("end", () => {
    const n = ++baselineCount;
    db.execute(
      sql`insert into inquiries (first_name, last_name, email, phone, submission_key)
          values ('Bench', 'Baseline', ${`baseline-${n}@example.ca`}, '555-0100', ${keyPrefix + n})`,
    ).then(() => res.status(204).end(), next);
  });
});

const countsQuery = sql`
  select
    (select count(*) from inquiries where submission_key like 'bench-baseline-%')::int as baseline,
    (select count(*) from inquiries where submission_key not like 'bench-baseline-%')::int as contact,
    (select count(*) from applications where type = 'CIO')::int as cio,
    (select count(*) from applications where type = 'Company')::int as company,
    ((select count(*) from inquiries where spam_reason is not null)
      + (select count(*) from applications where spam_reason is not null))::int as spam,
    (select count(*) from outbox)::int as outbox,
    (select count(*) from outbox where status in ('pending', 'sending'))::int as "outboxWaiting",
    (select count(*) from outbox where status = 'sent')::int as "outboxSent",
    (select count(*) from outbox where status = 'failed')::int as "outboxFailed"`;

/** CPU time (ms) of this process's main thread alone (Linux: its task's stat), without the mail thread. */
function mainThreadCpuMs(): number {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in ticks of 10 ms
}

/**
 * For each POST (the baseline's and the site's), the time from node:http handing it over, its
 * headers read, to the last byte of its answer: what the process takes once it has a request. The
 * client's latency adds the time the request waited in the socket for the thread to read it.
 */
const answerTimes: number[] = [];
const MAX_ANSWER_TIMES = 2_000_000;

function timeAnswer(res: ServerResponse) {
  const started = performance.now();
  res.once("finish", () => {
    if (answerTimes.length < MAX_ANSWER_TIMES) answerTimes.push(performance.now() - started);
  });
}

app.get("/__bench/answer-times", (req, res) => {
  const from = Math.max(0, Number(req.query.from) || 0);
  res.set("Cache-Control", "no-store").json(answerTimes.slice(from));
});

app.get("/__bench/counts", (_req, res, next) => {
  db.execute(countsQuery).then((result) => {
    const row = (result as unknown as { rows: Record<string, number>[] }).rows[0];
    const cpu = process.cpuUsage();
    res.set("Cache-Control", "no-store").json({
      ...row,
      databaseKind: running.database.kind,
      cpuUserMs: cpu.user / 1000,
      cpuSystemMs: cpu.system / 1000,
      mainThreadCpuMs: mainThreadCpuMs(),
      eventLoop: performance.eventLoopUtilization(),
      answersTimed: answerTimes.length,
    });
  }, next);
});

// With BENCH_CPU_PROF_DIR set: a V8 CPU profile of exactly the window between start and stop
// (the load generator calls them around each measured run), written as <dir>/<name>.cpuprofile.
const profileDir = env.BENCH_CPU_PROF_DIR;
if (profileDir) {
  const session = new inspector.Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
  app.post("/__bench/profile/start", (_req, res, next) => {
    post("Profiler.enable")
      .then(() => post("Profiler.setSamplingInterval", { interval: 500 }))
      .then(() => post("Profiler.start"))
      .then(() => res.status(204).end(), next);
  });
  app.post("/__bench/profile/stop", (req, res, next) => {
    const name = String(req.query.name ?? "profile").replace(/[^\w.-]+/g, "_");
    const file = path.join(profileDir, `${name}.cpuprofile`);
    post("Profiler.stop")
      .then(async (result) => {
        await mkdir(profileDir, { recursive: true });
        await writeFile(file, JSON.stringify((result as { profile: unknown }).profile));
        res.json({ file });
      })
      .catch(next);
  });
}

// Each app answers its own requests at the top level, as the site does in production (a mounted
// sub-app would add a router pass to every site request that the baseline does not pay).
const site = built.createApp({ shuttingDown: false });
const server: Server = createServer((req, res) => {
  const bench = req.url?.startsWith("/__bench/") ?? false;
  if (req.method === "POST" && (!bench || req.url === "/__bench/baseline")) timeAnswer(res);
  (bench ? app : site)(req, res);
});
// Connections close as the site's do (decision 0029).
built.closeWithoutReset(server);
server.listen(0, HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  console.log(`Bench server: database ${running.database.kind}, DATA_DIR ${env.DATA_DIR}`);
  console.log(`BENCH_SERVER_READY port=${port}`);
});
server.on("error", (error) => {
  console.error(`Bench server could not listen: ${error.message}`);
  process.exit(1);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the bench server`);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  // As the site's own shutdown does: let a batch of mail in flight finish, then close the database.
  await running.mailWorker.stop();
  running.mailTransport.close();
  await running.database.close();
  if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  process.exit(0);
}
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    stop(signal).catch((error: unknown) => {
      console.error("Error while stopping:", error);
      process.exit(1);
    });
  });
}
