// The site server's memory, since it must fit a small machine: resident size when idle after
// start, and its peak over the start and a bounded load of public pages and form submissions.
// First start on a fresh DATA_DIR, then a second start on the same one (the usual case). Run with
// `npm run bench:memory`; the page benchmark can call measureServerMemory().
// Exit 1 when a target is missed or on an error, 2 on timeout.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { allPublicPaths } from "../app/domain/locale";
import { createPostgresDatabase } from "../tests/support/database";
import { formBody, kindOf, leadSubmission, signedFormToken, TEST_AUTH_SECRET } from "../tests/support/lead-forms";
import { siteNode, startFlags, startSite } from "./harness";
import { buildIfMissing, cleanUp, HOST, machineLine, tempDir } from "./processes";

const numberFrom = (value: string | undefined, fallback: number) =>
  value !== undefined && value !== "" && Number.isFinite(Number(value)) ? Number(value) : fallback;

/** `npm start` must fit a 512 MB machine. */
export const MEMORY_TARGETS = { idleMb: 256, peakMb: 384 };

export type MemoryOptions = {
  /** Reused when given (a second start); a fresh temporary folder otherwise. */
  dataDir?: string;
  /** Extra environment for the server, e.g. DATABASE_URL. */
  env?: Record<string, string>;
  idleSeconds?: number;
  loadSeconds?: number;
  connections?: number;
  /** Form submissions sent one after another by each of this many senders during the load (0: none). */
  formSenders?: number;
  /** The pages' Accept-Encoding ("gzip, br" by default, as browsers send it). */
  acceptEncoding?: string;
};

export type MemoryFigures = {
  /** Resident (VmRSS) after start and `idleSeconds` with no request. */
  idleMb: number;
  /** Highest resident size (VmHWM) over the start, before any load. */
  startPeakMb: number;
  /** Highest resident size over the start and the load. */
  peakMb: number;
  /** Resident right after the load. */
  afterLoadMb: number;
  /** Milliseconds from spawning the server to its first 200 on /healthz. */
  startMs: number;
  pageRequests: number;
  formPosts: number;
  /** Answers other than 2xx (pages) and 303 (forms), and request errors, by kind. */
  problems: Record<string, number>;
  dataDir: string;
};

const mb = (kb: number) => kb / 1024;

function statusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the server, lets it idle, loads it, and reads its memory at each step; stops it after. */
export async function measureServerMemory(options: MemoryOptions = {}): Promise<MemoryFigures> {
  const idleSeconds = options.idleSeconds ?? 5;
  const loadSeconds = options.loadSeconds ?? 10;
  const connections = options.connections ?? 50;
  const formSenders = options.formSenders ?? 2;
  const dataDir = options.dataDir ?? tempDir("bench-memory-");
  const spawned = Date.now();
  const site = await startSite({
    dataDir,
    timeoutMs: 120_000,
    env: {
      SMTP_URL: "",
      NOTIFY_EMAILS: "team@bench.example.ca",
      AUTH_SECRET: TEST_AUTH_SECRET,
      // The form POSTs are part of the load: neither the time trap nor the limits turn them away.
      FORM_MIN_FILL_SECONDS: "0",
      SUBMISSIONS_PER_HOUR_PER_IP: "1000000",
      SUBMISSIONS_PER_HOUR_PER_EMAIL: "1000000",
      ...options.env,
    },
  });
  const startMs = Date.now() - spawned;
  const problems: Record<string, number> = {};
  const count = (what: string) => (problems[what] = (problems[what] ?? 0) + 1);
  try {
    await sleep(idleSeconds * 1000);
    const idleKb = statusKb(site.pid, "VmRSS");
    const startPeakKb = statusKb(site.pid, "VmHWM");

    let pageRequests = 0;
    const pages = new Promise<void>((resolve, reject) => {
      const instance = autocannon(
        {
          url: site.baseUrl,
          connections,
          duration: loadSeconds,
          timeout: 10,
          // A new connection after the server's last answer on one, as a browser opens one when told
          // to close: autocannon would otherwise go on sending on it and count the refusals.
          reconnectRate: 100,
          headers: { "accept-encoding": options.acceptEncoding ?? "gzip, br" },
          requests: allPublicPaths.map((page) => ({ method: "GET" as const, path: page })),
        },
        (error) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve()),
      );
      instance.on("response", (_client, statusCode) => {
        pageRequests += 1;
        if (statusCode < 200 || statusCode > 299) count(`page ${statusCode}`);
      });
      instance.on("reqError", () => count("page request error"));
    });

    // A few visitors send a form meanwhile, one submission after another: writes, e-mails queued.
    let formPosts = 0;
    const until = Date.now() + loadSeconds * 1000;
    const runId = Date.now().toString(36);
    const sender = async (senderId: number) => {
      for (let n = senderId; Date.now() < until; n += formSenders) {
        const submission = leadSubmission(kindOf(n), `mem${runId}`, n);
        const answer = await fetch(`${site.baseUrl}${submission.path}`, {
          method: "POST",
          body: formBody(submission, signedFormToken(5_000)),
          headers: { "content-type": "application/x-www-form-urlencoded" },
          redirect: "manual",
        }).catch(() => null);
        formPosts += 1;
        if (!answer) count("form request error");
        else if (answer.status !== 303) count(`form ${answer.status}`);
        await answer?.arrayBuffer();
      }
    };
    await Promise.all([pages, ...Array.from({ length: formSenders }, (_, id) => sender(id))]);

    return {
      idleMb: mb(idleKb),
      startPeakMb: mb(startPeakKb),
      peakMb: mb(statusKb(site.pid, "VmHWM")),
      afterLoadMb: mb(statusKb(site.pid, "VmRSS")),
      startMs,
      pageRequests,
      formPosts,
      problems,
      dataDir,
    };
  } finally {
    await site.stop();
  }
}

function line(label: string, figures: MemoryFigures): string {
  const problems =
    Object.entries(figures.problems)
      .map(([what, n]) => `${what} × ${n}`)
      .join(", ") || "none";
  return (
    `${label.padEnd(22)} idle ${figures.idleMb.toFixed(0).padStart(4)} MB   start peak ${figures.startPeakMb.toFixed(0).padStart(4)} MB   ` +
    `peak ${figures.peakMb.toFixed(0).padStart(4)} MB   after load ${figures.afterLoadMb.toFixed(0).padStart(4)} MB   ` +
    `started in ${(figures.startMs / 1000).toFixed(1)} s; ${figures.pageRequests} pages, ${figures.formPosts} form posts; problems: ${problems}`
  );
}

async function main() {
  process.chdir(path.resolve(import.meta.dirname, ".."));
  const env = process.env;
  const timeoutMs = numberFrom(env.BENCH_TIMEOUT_MS, 10 * 60_000);
  const timer = setTimeout(() => {
    console.error(`Timed out after ${timeoutMs / 1000} s`);
    cleanUp();
    process.exit(2);
  }, timeoutMs);
  timer.unref();
  process.once("SIGINT", () => {
    cleanUp();
    process.exit(2);
  });
  const options: MemoryOptions = {
    idleSeconds: numberFrom(env.BENCH_IDLE_SECONDS, 5),
    loadSeconds: numberFrom(env.BENCH_DURATION_SECONDS, 10),
    connections: numberFrom(env.BENCH_CONNECTIONS, 50),
    formSenders: numberFrom(env.BENCH_FORM_SENDERS, 2),
    acceptEncoding: env.BENCH_ACCEPT_ENCODING || "gzip, br",
  };
  const databases = (env.BENCH_DATABASES || "pglite").split(",").map((name) => name.trim());
  env.TEST_DATABASE_URL ||= "postgres://postgres:postgres@127.0.0.1:5432/postgres";

  console.log(
    `Server memory, ${new Date().toISOString()}; ${machineLine()}; the site: node ${[...startFlags(), "server.js"].join(" ")} on ${siteNode().version} (BENCH_NODE)`,
  );
  console.log(
    `Load: autocannon, ${options.connections} connections for ${options.loadSeconds} s over ${allPublicPaths.length} public pages ` +
      `(Accept-Encoding: ${options.acceptEncoding}), and ${options.formSenders} form senders; idle ${options.idleSeconds} s before reading; on ${HOST}.`,
  );
  buildIfMissing();
  let missed = false;
  for (const database of databases) {
    let drop = async () => {};
    const env: Record<string, string> = {};
    if (database === "postgres") {
      const created = await createPostgresDatabase({ empty: true });
      env.DATABASE_URL = created.url;
      drop = created.drop;
    } else if (database !== "pglite") throw new Error(`unknown database ${database}`);
    try {
      const first = await measureServerMemory({ ...options, env });
      console.log(line(`${database}, first start`, first));
      const second = await measureServerMemory({ ...options, env, dataDir: first.dataDir });
      console.log(line(`${database}, second start`, second));
      for (const [label, figures] of [
        ["first", first],
        ["second", second],
      ] as const) {
        const verdicts = [
          `idle ${figures.idleMb.toFixed(0)} MB ≤ ${MEMORY_TARGETS.idleMb}: ${figures.idleMb <= MEMORY_TARGETS.idleMb ? "met" : "MISSED"}`,
          `peak ${figures.peakMb.toFixed(0)} MB ≤ ${MEMORY_TARGETS.peakMb}: ${figures.peakMb <= MEMORY_TARGETS.peakMb ? "met" : "MISSED"}`,
        ];
        if (figures.idleMb > MEMORY_TARGETS.idleMb || figures.peakMb > MEMORY_TARGETS.peakMb) missed = true;
        if (Object.keys(figures.problems).length > 0) missed = true;
        console.log(`  ${database}, ${label} start: ${verdicts.join("; ")}`);
      }
    } finally {
      await drop();
    }
  }
  cleanUp();
  process.exit(missed ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: unknown) => {
    console.error(error);
    cleanUp();
    process.exit(1);
  });
}
