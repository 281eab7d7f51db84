// `npm test`: typecheck, lint, build, then unit + integration (Vitest) and browser (Playwright) tests.
// With SECOND_NODE set to another Node.js binary (CI: Node 24), the unit and integration tests run
// on both Nodes, side by side, and the databases are shared out (decision 0026): on this Node
// against PostgreSQL (when TEST_DATABASE_URL is set), on the second against PGlite. Every test thus
// runs on both Nodes and both databases, none twice on one database, and the two passes fill each
// other's idle time (each waits on servers and databases); CI has 20 minutes on two cores. The
// browser tests come after, alone: they keep both cores busy (their server runs PGlite on this
// Node). A suite run beside another writes to test-reports/<suite>.log, printed when it ends.
// Runs every suite even when one fails, prints the totals and times, and exits non-zero on any failure.
// Chromium and SpamAssassin are checked first (scripts/chromium-check.ts): installed when they can
// be, or the run stops at once.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureChromium, ensureSpamAssassin } from "./chromium-check";
import { postgresSkippedLine } from "./postgres-skipped";
import { playwrightFailures, vitestFailures } from "./test-failures";

type Totals = { passed: number; failed: number; skipped: number };

const vitestReport = "test-reports/vitest.json";
const secondNodeReport = "test-reports/vitest-second-node.json";
const secondNode = process.env.SECOND_NODE;
const playwrightReport = "test-reports/e2e.json";
const failures: string[] = [];

const timings: string[] = [];

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, FORCE_COLOR: "0" } });
  timings.push(`${label} ${seconds(started)}`);
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

function seconds(since: number): string {
  return `${Math.round((performance.now() - since) / 1000)} s`;
}

/** Runs a suite in the background, its output to `logFile`; prints that output when the suite ends. */
function runBeside(label: string, logFile: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  console.log(`\n▶ ${label} (output in ${logFile} until it ends): ${command} ${args.join(" ")}`);
  const started = performance.now();
  const log = createWriteStream(logFile);
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...env, FORCE_COLOR: "0" } });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      log.end(() => {
        timings.push(`${label} ${seconds(started)}`);
        console.log(`\n■ ${label}: ended (${signal ?? `exit ${code}`}) after ${seconds(started)}; its output:\n`);
        console.log(readFileSync(logFile, "utf8"));
        if (code !== 0) failures.push(label);
        resolve();
      });
    });
  });
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

function vitestTotals(file: string): Totals | undefined {
  const report = readJson(file) as
    { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number } | undefined;
  return (
    report && {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    }
  );
}

function playwrightTotals(): Totals | undefined {
  const report = readJson(playwrightReport) as
    { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | undefined;
  // A test that needed a retry to pass is flaky, and flaky counts as failing here.
  return (
    report && {
      passed: report.stats.expected,
      failed: report.stats.unexpected + report.stats.flaky,
      skipped: report.stats.skipped,
    }
  );
}

const vitestArgs = (report: string) => ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`];
/** Both Nodes run the suites; this one takes PostgreSQL, the second PGlite. */
const shareDatabases = Boolean(secondNode && process.env.TEST_DATABASE_URL);
const firstPass = `unit and integration tests on Node ${process.version}${shareDatabases ? " (PostgreSQL)" : ""}`;
const secondPass =
  secondNode &&
  `unit and integration tests on Node ${spawnSync(secondNode, ["--version"], { encoding: "utf8" }).stdout?.trim() || "unknown version"} (PGlite)`;

/** The unit and integration tests on SECOND_NODE: it runs Vitest, and comes first on PATH for anything they start. */
function runOnSecondNode(node: string, label: string): Promise<void> {
  const { TEST_DATABASE_URL: _postgres, ...env } = process.env;
  return runBeside(
    label,
    "test-reports/vitest-second-node.log",
    node,
    ["node_modules/vitest/vitest.mjs", ...vitestArgs(secondNodeReport)],
    { ...env, TEST_DATABASES: "pglite", PATH: `${path.dirname(node)}${path.delimiter}${env.PATH ?? ""}` },
  );
}

ensureChromium();
ensureSpamAssassin();
rmSync(vitestReport, { force: true });
rmSync(secondNodeReport, { force: true });
rmSync(playwrightReport, { force: true });
mkdirSync("test-reports", { recursive: true });

const allStarted = performance.now();
run("typecheck", "npm", ["run", "-s", "typecheck"]);
run("lint", "npm", ["run", "-s", "lint"]);
run("format", "npm", ["run", "-s", "format:check"]);
if (run("build", "npm", ["run", "-s", "build"])) {
  if (secondNode && secondPass) {
    await Promise.all([
      runBeside(firstPass, "test-reports/vitest.log", "npx", ["vitest", ...vitestArgs(vitestReport)], {
        ...process.env,
        ...(shareDatabases ? { TEST_DATABASES: "postgres" } : {}),
      }),
      runOnSecondNode(secondNode, secondPass),
    ]);
  } else {
    run(firstPass, "npx", ["vitest", ...vitestArgs(vitestReport)]);
  }
  run("browser tests", "npx", ["playwright", "test"]);
}

const suites: Record<string, Totals | undefined> = { [firstPass]: vitestTotals(vitestReport), "browser tests": playwrightTotals() };
if (secondPass) suites[secondPass] = vitestTotals(secondNodeReport);
const total: Totals = { passed: 0, failed: 0, skipped: 0 };
console.log("\nTest totals");
for (const [name, totals] of Object.entries(suites)) {
  if (!totals) {
    console.log(`  ${name}: no report (the suite did not run)`);
    failures.push(`${name} report`);
    continue;
  }
  console.log(`  ${name}: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  total.passed += totals.passed;
  total.failed += totals.failed;
  total.skipped += totals.skipped;
}
const failedTests: [string, string[]][] = [
  [firstPass, vitestFailures(vitestReport)],
  ...(secondPass ? [[secondPass, vitestFailures(secondNodeReport)] as [string, string[]]] : []),
  ["browser tests", playwrightFailures(playwrightReport)],
];
for (const [name, found] of failedTests) {
  if (found.length > 0) console.log(`Failed in ${name}:\n${found.join("\n")}`);
}
console.log(`Times: ${timings.join(", ")}; ${seconds(allStarted)} in all`);
// Said again among the totals: the Vitest pass said it, but the browser tests' output came after.
const postgresSkipped = postgresSkippedLine();
if (postgresSkipped) console.log(postgresSkipped);
if (failures.length > 0) console.log(`Failed steps: ${[...new Set(failures)].join(", ")}`);
console.log(`Total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failures.length > 0 || total.failed > 0 || total.passed === 0 ? 1 : 0);
