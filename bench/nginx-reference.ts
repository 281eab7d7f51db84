// nginx serving the same bytes as the site: the reference of the throughput stage (page-speed.ts,
// bench/README.md). Installs nginx and wrk from Debian's packages when missing, and runs one nginx
// process on 127.0.0.1 with its own prefix, which cleanUp() stops like every other child.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { freePort, HOST, stopperFor, tempDir } from "./processes";

/**
 * How nginx compresses: `static` serves .br/.gz files compressed once beside each body (what a
 * static site is), `filter` compresses every answer as it goes out (`gzip on` and `brotli on`).
 */
export type Compression = "static" | "filter";

/** One answer of the site, to be given back by nginx: status, content type, headers and body. */
export type Snapshot = { path: string; status: number; contentType: string; headers: [string, string][]; body: Buffer };

/** A running nginx; `state()` says whether it still runs, with the end of its error log. */
export type Nginx = { baseUrl: string; pid: number; state: () => string; stop: () => Promise<void> };

const MODULES = "/usr/lib/nginx/modules";
const BROTLI = {
  filter: { module: "ngx_http_brotli_filter_module.so", deb: "libnginx-mod-http-brotli-filter" },
  static: { module: "ngx_http_brotli_static_module.so", deb: "libnginx-mod-http-brotli-static" },
} as const;

const onPath = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

function aptInstall(packages: string[]): boolean {
  console.log(`Installing ${packages.join(" ")} from Debian's packages (apt-get; its output on stderr)...`);
  const run = (args: string[]) =>
    spawnSync("apt-get", args, {
      stdio: ["ignore", 2, 2],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      timeout: 5 * 60_000,
    }).status === 0;
  const install = () => run(["install", "-y", "--no-install-recommends", ...packages]);
  // A fresh machine may have no package lists yet: update once, then try again.
  return install() || (run(["update"]) && install());
}

/** Makes sure nginx and wrk are installed; returns whether nginx can answer in Brotli too. */
export function ensureTools(compression: Compression): { brotli: boolean } {
  const missing = ["nginx", "wrk"].filter((command) => !onPath(command));
  if (missing.length && !aptInstall(missing)) throw new Error(`could not install ${missing.join(" ")} with apt-get`);
  for (const command of missing) if (!onPath(command)) throw new Error(`${command} is still not on the PATH`);
  const brotli = BROTLI[compression];
  if (!existsSync(path.join(MODULES, brotli.module))) aptInstall([brotli.deb]);
  return { brotli: existsSync(path.join(MODULES, brotli.module)) };
}

/** First line a command prints about its version (nginx and wrk print it on stderr). */
export function versionOf(command: string, flag: string): string {
  const result = spawnSync(command, [flag], { encoding: "utf8", timeout: 10_000 });
  return `${result.stdout}${result.stderr}`.split("\n")[0]?.trim() ?? command;
}

// Everything written into the config is checked: nginx reads `$` as a variable, `"` ends a value.
function checked(value: string, pattern: RegExp, what: string): string {
  if (!pattern.test(value)) throw new Error(`cannot put ${what} ${JSON.stringify(value)} into nginx's config`);
  return value;
}

function locationsFor(page: Snapshot, index: number): string[] {
  const [type = "", ...parameters] = page.contentType.split(";").map((part) => part.trim());
  const charset = parameters.find((part) => /^charset=/i.test(part))?.slice("charset=".length);
  const serve = [
    `default_type ${checked(type, /^[\w.+-]+\/[\w.+-]+$/, "content type")};`,
    charset ? `charset ${checked(charset, /^[\w-]+$/, "charset")};` : "charset off;",
    `try_files /${index} =500;`,
    ...page.headers.map(
      ([name, value]) => `add_header ${checked(name, /^[\w-]+$/, "header")} "${checked(value, /^[^"\\$\r\n]*$/, "header value")}" always;`,
    ),
  ].join(" ");
  const where = checked(page.path, /^\/[\w/-]*$/, "path");
  if (page.status === 200) return [`location = ${where} { ${serve} }`];
  // Another status (the 404 page): error_page hands the page's bytes back with that status.
  return [
    `location = ${where} { error_page ${page.status} /__status/${index}; return ${page.status}; }`,
    `location = /__status/${index} { internal; ${serve} }`,
  ];
}

function config(port: number, www: string, pages: Snapshot[], compression: Compression, brotli: boolean): string {
  const brotliLines = brotli ? (compression === "static" ? ["brotli_static on;"] : ["brotli on;", "brotli_types *;"]) : [];
  return `${brotli ? `load_module ${path.join(MODULES, BROTLI[compression].module)};` : ""}
# One process, which listens and serves, like the site's one Node process; stopping it stops nginx.
master_process off;
daemon off;
pid nginx.pid;
error_log error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  # As in Debian's own nginx.conf.
  sendfile on;
  tcp_nopush on;
  # wrk keeps its connections for the whole run; Node does not close them after 1,000 requests either.
  keepalive_requests 1000000;
  types {}
  charset_types *;
  gzip on;
  gzip_vary on;
  gzip_types *;
  ${compression === "static" ? "gzip_static on;" : ""}
  ${brotliLines.join("\n  ")}
  server {
    listen ${HOST}:${port};
    root ${www};
    ${pages.flatMap(locationsFor).join("\n    ")}
  }
}
`;
}

/**
 * Starts nginx on a free port, answering each snapshot's path with its status, content type,
 * headers and body; with `static`, the .gz (level 9) and .br (quality 11) files are made here once.
 */
export async function startNginx(pages: Snapshot[], compression: Compression, brotli: boolean): Promise<Nginx> {
  const prefix = tempDir("bench-nginx-");
  const www = path.join(prefix, "www");
  mkdirSync(www);
  pages.forEach((page, index) => {
    const file = path.join(www, String(index));
    writeFileSync(file, page.body);
    if (compression !== "static") return;
    writeFileSync(`${file}.gz`, gzipSync(page.body, { level: 9 }));
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length };
    if (brotli) writeFileSync(`${file}.br`, brotliCompressSync(page.body, { params }));
  });
  const port = await freePort();
  const conf = path.join(prefix, "nginx.conf");
  writeFileSync(conf, config(port, www, pages, compression, brotli));
  const errorLog = path.join(prefix, "error.log");
  const child = spawn("nginx", ["-p", `${prefix}/`, "-c", conf, "-e", errorLog], { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-5_000)));
  const stop = stopperFor(child, 2_000);
  const baseUrl = `http://${HOST}:${port}`;
  const log = () => `${output}${existsSync(errorLog) ? readFileSync(errorLog, "utf8").slice(-5_000) : ""}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${log()}`);
    const answered = await fetch(`${baseUrl}${pages[0]?.path ?? "/"}`, { signal: AbortSignal.timeout(1_000) })
      .then(async (response) => (await response.arrayBuffer(), true))
      .catch(() => false);
    const state = () =>
      `nginx ${child.exitCode === null && child.signalCode === null ? "running" : `ended (${child.exitCode ?? child.signalCode})`}:\n${log()}`;
    if (answered) return { baseUrl, pid: child.pid!, state, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not answer within 10 s:\n${log()}`);
}
