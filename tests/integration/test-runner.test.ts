import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot, waitForExit } from "../support/server";

// `npm test` on a machine without the Chromium it needs stops before the other suites run.

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
