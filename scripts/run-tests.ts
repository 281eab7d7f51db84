// `npm test`: typecheck, lint, build, then unit + integration (Vitest) and browser (Playwright) tests.
// With SECOND_NODE set to another Node.js binary (CI: Node 24), the unit and integration tests run
// again on it, against PGlite only (their PostgreSQL half already ran, and CI has a time budget).
// The suites run side by side: each leaves cores idle while it waits on servers, databases and
// browsers, and CI has 20 minutes on two cores. Each writes its output to test-reports/<suite>.log,
// printed whole when it ends. Runs every suite even when one fails, prints the totals and times,
// and exits non-zero on any failure.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

type Totals = { passed: number; failed: number; skipped: number };

const vitestReport = "test-reports/vitest.json";
const secondNodeReport = "test-reports/vitest-second-node.json";
const secondNode = process.env.SECOND_NODE;
let secondNodeVersion = "(not run)";
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
    | { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
    | undefined;
  return report && {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightTotals(): Totals | undefined {
  const report = readJson(playwrightReport) as
    | { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
    | undefined;
  // A test that needed a retry to pass is flaky, and flaky counts as failing here.
  return report && {
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky,
    skipped: report.stats.skipped,
  };
}

/** The unit and integration tests on SECOND_NODE: it runs Vitest, and comes first on PATH for anything they start. */
async function runOnSecondNode(node: string): Promise<void> {
  const version = spawnSync(node, ["--version"], { encoding: "utf8" }).stdout?.trim() || "unknown version";
  secondNodeVersion = version;
  const { TEST_DATABASE_URL: _postgres, ...env } = process.env;
  await runBeside(
    `unit and integration tests on Node ${version} (PGlite)`,
    "test-reports/vitest-second-node.log",
    node,
    ["node_modules/vitest/vitest.mjs", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${secondNodeReport}`],
    // The fuzz test's 10,000 requests ran on the first Node; here a sample of them checks the second.
    { FUZZ_REQUESTS: "2000", ...env, PATH: `${path.dirname(node)}${path.delimiter}${env.PATH ?? ""}` },
  );
}

rmSync(vitestReport, { force: true });
rmSync(secondNodeReport, { force: true });
rmSync(playwrightReport, { force: true });
mkdirSync("test-reports", { recursive: true });

const allStarted = performance.now();
run("typecheck", "npm", ["run", "-s", "typecheck"]);
run("lint", "npm", ["run", "-s", "lint"]);
if (run("build", "npm", ["run", "-s", "build"])) {
  await Promise.all([
    runBeside("unit and integration tests", "test-reports/vitest.log", "npx", [
      "vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`,
    ]),
    secondNode ? runOnSecondNode(secondNode) : Promise.resolve(),
    runBeside("browser tests", "test-reports/e2e.log", "npx", ["playwright", "test"]),
  ]);
}

const suites: Record<string, Totals | undefined> = { "unit + integration": vitestTotals(vitestReport), browser: playwrightTotals() };
if (secondNode) suites[`unit + integration on Node ${secondNodeVersion} (PGlite)`] = vitestTotals(secondNodeReport);
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
console.log(`Times: ${timings.join(", ")}; ${seconds(allStarted)} in all`);
if (failures.length > 0) console.log(`Failed steps: ${[...new Set(failures)].join(", ")}`);
console.log(`Total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failures.length > 0 || total.failed > 0 || total.passed === 0 ? 1 : 0);
