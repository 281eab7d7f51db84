// What every benchmark needs around the thing it measures: temporary folders, free ports, a
// build, and child processes — all registered so that any exit (error, timeout, Ctrl-C) stops them.
import type { ChildProcess } from "node:child_process";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg, release, tmpdir, totalmem, type as osType } from "node:os";
import path from "node:path";

export const HOST = "127.0.0.1";

/** Synchronous "stop it now" functions for everything still running or lying around. */
export const cleanups = new Set<() => void>();

/** Runs every cleanup, newest first: a process is killed before the folder it writes to is removed. */
export function cleanUp() {
  for (const cleanup of [...cleanups].reverse()) {
    try {
      cleanup();
    } catch {
      // Best effort: keep stopping the rest.
    }
  }
  cleanups.clear();
}

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.add(() => rmSync(dir, { recursive: true, force: true, maxRetries: 3 }));
  return dir;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, HOST, resolve);
  });
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("could not get a free port");
  return address.port;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds when there is no build; says so when app/ changed since, so nobody measures old code unknowingly. */
export function buildIfMissing() {
  if (existsSync("build/server/index.js")) {
    if (newestMtime("app") > statSync("build/server/index.js").mtimeMs) {
      console.log("Note: app/ has changed since the last build; run `npm run build` to measure the current code.");
    }
    return;
  }
  console.log("No build found: running `npm run build`...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", timeout: 5 * 60_000 });
  if (result.status !== 0) throw new Error(`build failed (status ${result.status}, ${result.signal ?? "no signal"})`);
}

/** Resolves true once the child has exited, false if it is still running after `ms`. */
export function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Registers a child for cleanUp(); the returned stop() asks it to exit, then kills it after `graceMs`. */
export function stopperFor(child: ChildProcess, graceMs: number): () => Promise<void> {
  const killNow = () => child.kill("SIGKILL");
  cleanups.add(killNow);
  return async () => {
    cleanups.delete(killNow);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    if (!(await exited(child, graceMs))) killNow();
  };
}

/** One line on the machine a benchmark runs on: OS, CPU, cores, memory, Node and the load average now. */
export function machineLine(): string {
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
  return `${osType()} ${release()}, ${cpus()[0]?.model ?? "?"} × ${cpus().length}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, load ${load}`;
}
