import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot, waitForExit } from "../support/server";

// `npm test` on a machine without the Chromium it needs stops before the other suites run. And a
// run of the integration tests without PostgreSQL says so at its end: its PostgreSQL suites show
// only as skipped, easily taken for a run on both databases.

describe("npm test without Chromium", () => {
  it("stops at once, saying what to do, before typechecking anything", async () => {
    const { BASE_URL: _base, ...env } = process.env;
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(projectRoot, "node_modules/tsx/dist/cli.mjs"), "scripts/run-tests.ts"], {
      cwd: projectRoot,
      env: { ...env, CHROMIUM_PATH: "/nonexistent/chromium" },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group: if it went on to run the suites, the test ends them all.
      detached: true,
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      const code = await waitForExit(child, 20_000);
      expect(code).toBe(1);
    } finally {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGKILL");
    }
    expect(output).toContain("CHROMIUM_PATH is /nonexistent/chromium, and no Chromium runs there");
    expect(output).not.toContain("▶ typecheck");
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});

describe("a plain Vitest run of the integration tests", () => {
  /** Runs one integration file with no test selected (the global setup and teardown still run); its output. */
  async function integrationRun(databases: { TEST_DATABASES?: string }): Promise<string> {
    const { TEST_DATABASE_URL: _url, TEST_DATABASES: _chosen, ...env } = process.env;
    const vitest = path.join(projectRoot, "node_modules/vitest/vitest.mjs");
    const args = ["run", "--project", "integration", "tests/integration/option-codes.test.ts", "-t", "no test has this name"];
    const child = spawn(process.execPath, [vitest, ...args, "--passWithNoTests"], {
      cwd: projectRoot,
      env: { ...env, ...databases, FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    expect(await waitForExit(child, 60_000), output).toBe(0);
    return output;
  }

  it("ends by saying the PostgreSQL suites were skipped when TEST_DATABASE_URL is not set", async () => {
    const output = await integrationRun({});
    expect(output.trimEnd().split("\n").at(-1)).toBe(
      "PostgreSQL suites skipped: TEST_DATABASE_URL is not set (set it to a PostgreSQL server's URL to run them)",
    );
  }, 90_000);

  it("says nothing of PostgreSQL when TEST_DATABASES chose PGlite (npm test's other pass runs PostgreSQL)", async () => {
    expect(await integrationRun({ TEST_DATABASES: "pglite" })).not.toContain("PostgreSQL suites skipped");
  }, 90_000);
});
