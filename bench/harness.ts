// Processes the benchmark starts: the site's production server, a baseline page and Chromium.
// Everything listens on 127.0.0.1 and is registered in `cleanups`, so killAll() can stop it.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { buildIfMissing, cleanUp, cleanups, freePort, HOST, stopperFor, tempDir } from "./processes";

export { buildIfMissing };

/** Stops everything the benchmark started. */
export const killAll = cleanUp;

/** A running site server; `pid` is its process's, for reading its memory. */
export type Site = { baseUrl: string; pid: number; dataDir: string; stop: () => Promise<void> };

/**
 * The Node.js that runs the site: `BENCH_NODE` (a path), or the one on PATH. The production image
 * runs Node 24 while this machine's is 20; the site's figures are that Node's.
 */
export function siteNode(): { path: string; version: string } {
  const path = process.env.BENCH_NODE || "node";
  const version = spawnSync(path, ["--version"], { encoding: "utf8" }).stdout?.trim() || "unknown";
  return { path, version };
}

/** The Node flags of `npm start` (package.json), so that the site runs here as it does there. */
export function startFlags(): string[] {
  const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } };
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith("--"));
}

/**
 * Starts `node server.js` (with `npm start`'s flags) on a free port with a fresh DATA_DIR (or `options.dataDir`), the
 * environment plus `options.env`; resolves once /healthz answers 200.
 */
export async function startSite(options: { env?: Record<string, string>; dataDir?: string; timeoutMs?: number } = {}): Promise<Site> {
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const dataDir = options.dataDir ?? tempDir("bench-data-");
  const env = { ...process.env, NODE_ENV: "production", PORT: String(port), HOST, BASE_URL: baseUrl, ...options.env };
  const child = spawn(siteNode().path, [...startFlags(), "server.js"], {
    env: { ...env, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Only the last lines are kept (for an error message): a long run logs a lot.
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const stop = stopperFor(child, 5_000);

  const timeoutMs = options.timeoutMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ok) return { baseUrl, pid: child.pid!, dataDir, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`server did not answer /healthz with 200 within ${timeoutMs / 1000} s:\n${output}`);
}

const BASELINE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Baseline page</title>
<meta name="description" content="A minimal static page that calibrates the benchmark.">
<link rel="icon" href="data:,">
</head>
<body>
<h1>Baseline page</h1>
<p>The smallest reasonable page: route timings are shown as a ratio to this one.</p>
</body>
</html>
`;

/** Serves BASELINE_HTML at / (404 elsewhere) on a free port. */
export async function startBaseline(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createHttpServer((request, response) => {
    const found = request.url === "/";
    response.writeHead(found ? 200 : 404, { "Content-Type": found ? "text/html; charset=utf-8" : "text/plain" });
    response.end(found ? BASELINE_HTML : "Not found");
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, HOST, resolve));
  const killNow = () => server.closeAllConnections();
  cleanups.add(killNow);
  const stop = async () => {
    cleanups.delete(killNow);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { url: `http://${HOST}:${port}/`, stop };
}

/** Left-aligned first column, right-aligned others, two spaces between columns. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** Lighthouse (default mobile config) in a fresh Chromium with a fresh profile. */
export async function runLighthouse(url: string): Promise<Result> {
  // Chromium's trace is occasionally incomplete (e.g. NO_NAVSTART): such runs are retried.
  for (let attempt = 1; ; attempt++) {
    const lhr = await runLighthouseOnce(url);
    if (!lhr.runtimeError) return lhr;
    const message = `Lighthouse on ${url}: ${lhr.runtimeError.message}`;
    if (attempt === 3) throw new Error(message);
    console.error(`  ${message}; retrying`);
  }
}

async function runLighthouseOnce(url: string): Promise<Result> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
    ignoreDefaultFlags: true,
    userDataDir: tempDir("bench-chromium-"),
    logLevel: "silent",
  });
  const killNow = () => chrome.kill();
  cleanups.add(killNow);
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    cleanups.delete(killNow);
    chrome.kill();
  }
}
