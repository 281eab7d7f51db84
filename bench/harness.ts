// Processes the benchmark starts: the site's production server, the baseline pages and Chromium.
// Everything listens on 127.0.0.1 and is registered in `cleanups`, so killAll() can stop it.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { answerWithKeptPage, keepPage } from "../app/server/http/page-cache.server";
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

/** Elements whose text a reader does not see, removed whole (with what they hold). */
const unseen = /<(head|script|style|template|svg|noscript)\b[\s\S]*?<\/\1\s*>/gi;
/** Tags that start a new block of text; every other tag only wraps text inside a line. */
const blockTag =
  /<\/?(?:address|article|aside|blockquote|br|dd|details|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|label|legend|li|main|nav|ol|option|p|section|select|summary|table|td|textarea|th|tr|ul)\b[^>]*>/gi;

/** A page's links to its icons and its manifest, which a browser fetches for any page that names them. */
const iconOrManifestLink = /<link\b[^>]*\brel="(?:icon|apple-touch-icon|manifest)"[^>]*>/gi;

/** The `<link>` tags of `html`'s head that name its icons and manifest. */
function iconAndManifestLinksOf(html: string): string[] {
  const head = html.slice(0, Math.max(0, html.search(/<\/head>/i)));
  return [...head.matchAll(iconOrManifestLink)].map(([tag]) => tag);
}

/** The paths of the icons and manifest `html` links to, which its baseline links to as well. */
export function iconAndManifestPathsOf(html: string): string[] {
  return iconAndManifestLinksOf(html).flatMap((tag) => /\bhref="([^"]*)"/.exec(tag)?.[1] ?? []);
}

/**
 * The minimal static page with the same text as `html` (a page of the site): its language, title,
 * description and viewport, its links to the site's icons and manifest (every site has them, and a
 * browser fetches them at load whatever the page), and its visible text as paragraphs (the first
 * heading as an <h1>), with no stylesheet, font, image or script. Entities stay as they were, so
 * the text is the same.
 */
export function baselineOf(html: string): string {
  const lang = /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1] ?? "en";
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? "";
  const description = /<meta name="description" content="([^"]*)"/i.exec(html)?.[1] ?? "";
  const heading =
    /<h1\b[^>]*>([\s\S]*?)<\/h1\s*>/i
      .exec(html)?.[1]
      ?.replace(/<[^>]*>/g, "")
      .trim() ?? "";
  const body = html.slice(html.search(/<body\b/i)).replace(unseen, "\n");
  const blocks = body
    .replace(blockTag, "\n")
    .replace(/<[^>]*>/g, "")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const headingAt = blocks.indexOf(heading);
  const text = blocks.map((block, i) => (i === headingAt ? `<h1>${block}</h1>` : `<p>${block}</p>`));
  const links = iconAndManifestLinksOf(html).join("");
  return [
    "<!doctype html>",
    `<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${title}</title><meta name="description" content="${description}">${links}</head>`,
    `<body>\n${text.join("\n")}\n</body></html>\n`,
  ].join("\n");
}

/** A file the baselines serve as the site serves it: its bytes and its content headers. */
export type ServedFile = { headers: Record<string, string>; body: Buffer };

/**
 * Serves each page of `pages` (path to HTML) at its path on a free port, made once and compressed
 * as the site's pages made once are (Brotli at quality 11, gzip at level 9: page-cache.server.ts),
 * and each of `files` (the site's icons and manifests) at its path as the site sent it.
 */
export async function startBaselines(
  pages: Map<string, string>,
  files: Map<string, ServedFile> = new Map(),
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const kept = new Map(
    [...pages].map(([path, body]) => [
      path,
      keepPage({ status: 200, headers: { "Content-Type": "text/html; charset=utf-8" }, body }, { quality: 11 }),
    ]),
  );
  // Quality 11 is made in the thread pool: wait until every page has its Brotli bytes.
  while ([...kept.values()].some((page) => !page.br)) await new Promise((resolve) => setTimeout(resolve, 20));
  let requests = 0;
  const server = createHttpServer((request, response) => {
    const page = kept.get(request.url ?? "");
    const file = files.get(request.url ?? "");
    if (!page && file) {
      response.writeHead(200, { ...file.headers, "Content-Length": String(file.body.length) });
      response.end(request.method === "HEAD" ? undefined : file.body);
      return;
    }
    if (!page) {
      response.writeHead(404, { "Content-Type": "text/plain" });
      response.end("Not found");
      return;
    }
    answerWithKeptPage(request, response, page, String(++requests));
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
  return { baseUrl: `http://${HOST}:${port}`, stop };
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
