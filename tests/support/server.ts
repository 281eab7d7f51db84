import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPostgresDatabase, type DatabaseKind } from "./database";
import { template } from "./database-templates";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

export type RunningServer = {
  url: string;
  /** The server's DATA_DIR: its PGlite database and, without SMTP_URL, its e-mails under mail/. */
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>;
};

/** An empty data directory, inside the test run's folder when there is one (removed after the run). */
export function temporaryDataDir(): string {
  return mkdtempSync(path.join(template.runDir() ?? tmpdir(), "cio-data-"));
}

/** A data directory holding a migrated, empty PGlite database (or an empty one without the run's template). */
export function migratedDataDir(): string {
  const dataDir = temporaryDataDir();
  const source = template.pgliteDataDir();
  if (source) cpSync(source, dataDir, { recursive: true });
  return dataDir;
}

/** Resolves with the exit code (null when a signal ended the process) once the child has exited. */
export function waitForExit(child: ChildProcess, timeoutMs = 10_000): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`process did not exit within ${timeoutMs} ms`)), timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/**
 * Starts the production server (`node server.js`, or another checkout's `script`) on a free port
 * of 127.0.0.1 and resolves once it prints its address. The build must exist. `args` ["--dev"]: the
 * development server.
 */
export function startServer(
  env: Record<string, string> = {},
  timeoutMs = 60_000,
  { script = "server.js", args = [] }: { script?: string; args?: string[] } = {},
): Promise<RunningServer> {
  // Vitest puts Vite's BASE_URL ("/") and friends into process.env: keep them out of the server's.
  const { BASE_URL: _base, MODE: _mode, DEV: _dev, PROD: _prod, SSR: _ssr, ...inherited } = process.env;
  const dataDir = env.DATA_DIR ?? migratedDataDir();
  const child = spawn(process.execPath, [script, ...args], {
    cwd: projectRoot,
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      // Decisions' e-mails go at once, as the suites written before the undo window expect; the
      // window's own suites set it (tests/integration/undo-decision*.test.ts, e2e undo-decision).
      DECISION_UNDO_MINUTES: "0",
      // No morning digest unless a suite asks for one (morning-digest*.test.ts): at 08:00 to noon in
      // Toronto on a weekday it would add an e-mail to the team to every suite's count.
      DIGEST_TIME: "off",
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        const url = match[1].replace("localhost", "127.0.0.1");
        resolve({
          url,
          dataDir,
          process: child,
          output: () => output,
          stop: () => {
            child.kill("SIGTERM");
            return waitForExit(child);
          },
        });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code} before it was ready:\n${output}`));
    });
  });
}

/**
 * The built server on a database of `kind`: a PGlite of its own, or a PostgreSQL database made for
 * it, dropped when the server stops or fails to start.
 */
export async function startServerOn(kind: DatabaseKind, env: Record<string, string>, timeoutMs?: number): Promise<RunningServer> {
  if (kind !== "postgres") return startServer(env, timeoutMs);
  const database = await createPostgresDatabase();
  try {
    const server = await startServer({ ...env, DATABASE_URL: database.url }, timeoutMs);
    const stop = async () => {
      try {
        return await server.stop();
      } finally {
        await database.drop();
      }
    };
    return { ...server, stop };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
