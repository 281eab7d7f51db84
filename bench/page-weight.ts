// Page weight, Lighthouse scores and throughput of every public page, against budgets and
// targets; see bench/README.md. Run with `npm run bench:pages`; BENCH_STAGES picks the stages.
// Exits 1 when a weight budget, a first-paint ratio or a throughput or memory target is missed, 2 on
// timeout.
import { arch, cpus, loadavg, release, totalmem, type } from "node:os";
import { gzipSync } from "node:zlib";
import type { Result } from "lighthouse";
import { allPublicPaths as publicPaths } from "../app/domain/locale";
import {
  baselineOf,
  buildIfMissing,
  iconAndManifestPathsOf,
  type ServedFile,
  CATEGORIES,
  killAll,
  runLighthouse,
  type Site,
  siteNode,
  startBaselines,
  startFlags,
  startSite,
  table,
} from "./harness";
import { idleMemory, runSpeedStage, speedStageSeconds } from "./page-speed";

const KB = 1024;
const BUDGETS = { js: 15 * KB, css: 20 * KB, firstView: 120 * KB };
const ALL_STAGES = ["weight", "lighthouse", "speed"] as const;
type Stage = (typeof ALL_STAGES)[number];
const STAGES = new Set((process.env.BENCH_STAGES || ALL_STAGES.join(",")).split(",").map((stage) => stage.trim()));
for (const stage of STAGES) {
  if (!ALL_STAGES.includes(stage as Stage)) throw new Error(`BENCH_STAGES: unknown stage ${stage} (${ALL_STAGES.join(", ")})`);
}
const runs = (stage: Stage) => STAGES.has(stage);
/** Lighthouse runs of each page and of its baseline: one run's simulation moves by more than the 5 % judged. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3;
// Ten minutes, plus ten for each round of Lighthouse's two runs per page, plus the throughput stage's time.
const OVERALL_TIMEOUT_MS =
  Number(process.env.BENCH_TIMEOUT_MS) ||
  10 * 60_000 +
    (runs("lighthouse") ? LIGHTHOUSE_RUNS * 10 * 60_000 : 0) +
    (runs("speed") && runs("lighthouse") ? speedStageSeconds() * 1000 : 0);

/** `inlineGzip`: the part of `gzip` that travels inside the HTML (counted there for the first view). */
type Weight = { files: number; inline: number; raw: number; gzip: number; inlineGzip: number };
/** Fonts and images a first view loads; `gzip` is what travels (already compressed files as they are). */
type PageWeight = { path: string; html: Weight; css: Weight; js: Weight; media: Weight };

const gz = (data: Buffer) => gzipSync(data).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name = "", ...values] of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    found[name.toLowerCase()] = (values.find((value) => value !== undefined) ?? "").replaceAll("&amp;", "&");
  }
  return found;
}

async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** A file of the site with the headers that say what it is and how long to keep it. */
async function servedFile(url: string): Promise<ServedFile> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const headers: Record<string, string> = {};
  for (const name of ["content-type", "cache-control"]) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  return { headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** External files are gzipped one by one (each is its own response); inline bodies together. */
async function weigh(urls: Set<string>, inline: string[]): Promise<Weight> {
  const files = await Promise.all([...urls].map(fetchBytes));
  const inlined = Buffer.from(inline.join("\n"));
  return {
    files: files.length,
    inline: inline.length,
    raw: files.reduce((sum, file) => sum + file.length, 0) + inlined.length,
    gzip: files.reduce((sum, file) => sum + gz(file), 0) + (inline.length ? gz(inlined) : 0),
    inlineGzip: inline.length ? gz(inlined) : 0,
  };
}

/** Files counted as they travel: gzip only where it makes them smaller (SVG, not WOFF2 or PNG). */
async function weighMedia(urls: Set<string>): Promise<Weight> {
  const files = await Promise.all([...urls].map(fetchBytes));
  return {
    files: files.length,
    inline: 0,
    raw: files.reduce((sum, file) => sum + file.length, 0),
    gzip: files.reduce((sum, file) => sum + Math.min(file.length, gz(file)), 0),
    inlineGzip: 0,
  };
}

/** Fonts and images the stylesheets load with url(), inline (`base` is the page) or linked. */
async function cssMedia(cssUrls: Set<string>, inline: string[], base: string): Promise<string[]> {
  const sheets = [...inline.map((css) => ({ css, url: base }))];
  for (const url of cssUrls) sheets.push({ css: (await fetchBytes(url)).toString("utf8"), url });
  return sheets.flatMap(({ css, url }) =>
    [...css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].flatMap(([, href = ""]) =>
      href.startsWith("data:") ? [] : [new URL(href, url).href],
    ),
  );
}

async function measurePage(baseUrl: string, path: string): Promise<PageWeight> {
  const pageUrl = new URL(path, baseUrl).href;
  const html = await fetchBytes(pageUrl);
  const text = html.toString("utf8");
  const resolve = (href: string) => new URL(href, pageUrl).href;
  const cssUrls = new Set<string>();
  const jsUrls = new Set<string>();
  const mediaUrls = new Set<string>();
  const inlineJs: string[] = [];
  let icon: string | undefined;
  for (const [, tag = ""] of text.matchAll(/<link\b([^>]*)>/gi)) {
    const { rel = "", href, as } = attributes(tag);
    const rels = rel.toLowerCase().split(/\s+/);
    if (href && rels.includes("stylesheet")) cssUrls.add(resolve(href));
    if (href && rels.includes("modulepreload")) jsUrls.add(resolve(href));
    if (href && rels.includes("preload") && (as === "font" || as === "image")) mediaUrls.add(resolve(href));
    // A browser fetches one icon for the tab: the first one the page names.
    if (href && rels.includes("icon")) icon ??= resolve(href);
  }
  if (icon) mediaUrls.add(icon);
  for (const [, tag = ""] of text.matchAll(/<img\b([^>]*)>/gi)) {
    const { src } = attributes(tag);
    if (src && !src.startsWith("data:")) mediaUrls.add(resolve(src));
  }
  for (const [, tag = "", body = ""] of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const { src, type: scriptType = "" } = attributes(tag);
    if (src) jsUrls.add(resolve(src));
    else if (body.trim() && !/json/i.test(scriptType)) inlineJs.push(body);
  }
  const inlineCss = [...text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, body = ""]) => body);
  // Every page sets its text in the typeface, so a first view loads each file the stylesheet names.
  for (const file of await cssMedia(cssUrls, inlineCss, pageUrl)) mediaUrls.add(file);
  return {
    path,
    html: { files: 1, inline: 0, raw: html.length, gzip: gz(html), inlineGzip: 0 },
    css: await weigh(cssUrls, inlineCss),
    js: await weigh(jsUrls, inlineJs),
    media: await weighMedia(mediaUrls),
  };
}

/** What a first view carries: inline styles and scripts are in the HTML, so counted once. */
const firstView = (page: PageWeight) =>
  page.html.gzip + page.css.gzip - page.css.inlineGzip + page.js.gzip - page.js.inlineGzip + page.media.gzip;

function printWeight(page: PageWeight) {
  const row = (kind: string, weight: Weight, budget?: number) => [
    kind,
    `${weight.files}${weight.inline ? ` + ${weight.inline} inline` : ""}`,
    String(weight.raw),
    String(weight.gzip),
    budget ? `${kb(weight.gzip)} / ${kb(budget)} = ${(weight.gzip / budget).toFixed(2)}` : "",
  ];
  console.log(`\n${page.path}`);
  const total: Weight = {
    files: page.html.files + page.css.files + page.js.files + page.media.files,
    inline: page.css.inline + page.js.inline,
    raw: page.html.raw + page.css.raw + page.js.raw + page.media.raw,
    gzip: firstView(page),
    inlineGzip: 0,
  };
  const rows = [
    row("HTML", page.html),
    row("CSS", page.css, BUDGETS.css),
    row("JS", page.js, BUDGETS.js),
    row("fonts, images", page.media),
    row("first view", total, BUDGETS.firstView),
  ];
  console.log(table(["", "files", "raw B", "gzip B", "gzip / budget"], rows));
}

type Audit = Result["audits"][string];

/** Up to three offending elements, messages or URLs from an audit's details, one line each. */
function examples(audit: Audit): string[] {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  return (details?.items ?? []).slice(0, 3).map((item) => {
    const node = item.node as { snippet?: string; selector?: string } | undefined;
    const text = node ? `${node.selector ?? ""} ${node.snippet ?? ""}` : [item.description, item.url].find(Boolean);
    return String(text ?? JSON.stringify(item))
      .replace(/\s+/g, " ")
      .slice(0, 200);
  });
}

/** Audits below 1 that cost points, with examples; then, on one line, those that weigh nothing. */
function failingAudits(lhr: Result): string[] {
  const lines: string[] = [];
  const weightless: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit: Audit | undefined = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (!ref.weight) {
        weightless.push(audit.id);
        continue;
      }
      const value = audit.displayValue ? `, ${audit.displayValue}` : "";
      lines.push(`  ${category}: ${audit.id} — ${audit.title} (score ${audit.score}${value})`);
      lines.push(...examples(audit).map((example) => `      e.g. ${example}`));
    }
  }
  if (weightless.length) lines.push(`  weight 0, no effect on the scores: ${weightless.join(", ")}`);
  return lines;
}

const score = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? "n/a" : String(Math.round(value * 100));
};
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function printMachine() {
  const cpu = cpus()[0]?.model ?? "unknown CPU";
  console.log(`Date:    ${new Date().toISOString()}`);
  const memory = `${(totalmem() / KB ** 3).toFixed(1)} GB RAM`;
  console.log(`Machine: ${type()} ${release()} ${arch()}, ${cpu}, ${cpus().length} cores, ${memory}`);
  console.log(
    `Node:    ${process.version}, the site: node ${[...startFlags(), "server.js"].join(" ")} on ${siteNode().version} (BENCH_NODE); load average at start ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}`,
  );
}

/** Weighs every page; returns the budgets exceeded. */
async function weightStage(site: Site): Promise<string[]> {
  console.log(`\n== Page weight (gzip: node:zlib gzipSync, default level; 1 KB = 1024 B) ==`);
  const weights: PageWeight[] = [];
  for (const path of publicPaths) weights.push(await measurePage(site.baseUrl, path));
  weights.forEach(printWeight);
  return weights.flatMap((page) => [
    ...(page.js.gzip > BUDGETS.js ? [`${page.path}: JS ${kb(page.js.gzip)} > ${kb(BUDGETS.js)}`] : []),
    ...(page.css.gzip > BUDGETS.css ? [`${page.path}: CSS ${kb(page.css.gzip)} > ${kb(BUDGETS.css)}`] : []),
    ...(firstView(page) > BUDGETS.firstView ? [`${page.path}: first view ${kb(firstView(page))} > ${kb(BUDGETS.firstView)}`] : []),
  ]);
}

/**
 * The page's own answer as it travelled (headers and Brotli body): above one TCP congestion window
 * (10 segments of 1,460 B) Lighthouse's simulation adds a round trip before anything can be drawn.
 */
const documentBytes = (lhr: Result) =>
  (
    (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []
  ).find((item) => item.resourceType === "Document")?.transferSize ?? 0;

/** FCP and LCP may take at most this many times those of the page's minimal static twin. */
const PAINT_RATIO_TARGET = 1.05;

/**
 * Lighthouse on every public page and, just before it, on its baseline: a minimal static page with
 * the same text (harness.ts's baselineOf), served made once and compressed as the site's pages are.
 * Returns the pages below 100 somewhere, and those whose FCP or LCP exceed the target ratio.
 */
async function lighthouseStage(site: Site): Promise<{ missed: string[]; slow: string[] }> {
  console.log(`\n== Lighthouse (default mobile config, one fresh Chromium per run, sequential; each page after its baseline) ==`);
  const pages = new Map<string, string>();
  const files = new Map<string, ServedFile>();
  for (const path of publicPaths) {
    const html = (await fetchBytes(new URL(path, site.baseUrl).href)).toString("utf8");
    pages.set(path, baselineOf(html));
    for (const file of iconAndManifestPathsOf(html))
      if (!files.has(file)) files.set(file, await servedFile(new URL(file, site.baseUrl).href));
  }
  const baselines = await startBaselines(pages, files);
  const results: { path: string; runs: { lhr: Result; base: Result }[] }[] = [];
  try {
    for (const path of publicPaths) {
      process.stderr.write(`  lighthouse ${path} and its baseline, ${LIGHTHOUSE_RUNS} times...\n`);
      const runs: { lhr: Result; base: Result }[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const base = await runLighthouse(new URL(path, baselines.baseUrl).href);
        runs.push({ base, lhr: await runLighthouse(new URL(path, site.baseUrl).href) });
      }
      results.push({ path, runs });
    }
  } finally {
    await baselines.stop();
  }
  const first = results[0]!.runs[0]!.lhr;
  console.log(
    `Lighthouse ${first.lighthouseVersion}; ${first.environment.hostUserAgent}; ${LIGHTHOUSE_RUNS} runs of each page and its baseline, alternating; times are medians`,
  );
  console.log(`Benchmark index ${first.environment.benchmarkIndex}; baselines at ${baselines.baseUrl}`);
  /** The median of a metric over the runs, of the page (`side` lhr) or of its baseline. */
  const median = (runs: { lhr: Result; base: Result }[], side: "lhr" | "base", id: string) => {
    const values = runs.map((run) => metric(run[side], id)).sort((a, b) => a - b);
    const middle = Math.floor(values.length / 2);
    return values.length % 2 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
  };
  const ratio = (runs: { lhr: Result; base: Result }[], id: string) => median(runs, "lhr", id) / median(runs, "base", id);
  /** A category's lowest score over the runs. */
  const lowest = (runs: { lhr: Result; base: Result }[], id: (typeof CATEGORIES)[number]) =>
    String(Math.min(...runs.map((run) => Number(score(run.lhr, id)))));
  const rows = results.map(({ path, runs }) => [
    path,
    ...CATEGORIES.map((id) => lowest(runs, id)),
    ms(median(runs, "lhr", "first-contentful-paint")),
    ms(median(runs, "base", "first-contentful-paint")),
    ratio(runs, "first-contentful-paint").toFixed(3),
    ms(median(runs, "lhr", "largest-contentful-paint")),
    ms(median(runs, "base", "largest-contentful-paint")),
    ratio(runs, "largest-contentful-paint").toFixed(3),
    ms(median(runs, "lhr", "total-blocking-time")),
    ms(median(runs, "base", "total-blocking-time")),
    median(runs, "lhr", "cumulative-layout-shift").toFixed(3),
    `${documentBytes(runs[0]!.lhr)} / ${documentBytes(runs[0]!.base)}`,
  ]);
  const header = [
    "route",
    "Perf",
    "A11y",
    "BP",
    "SEO",
    "FCP",
    "base",
    "ratio",
    "LCP",
    "base",
    "ratio",
    "TBT",
    "base",
    "CLS",
    "HTML B / base",
  ];
  console.log(`\n${table(header, rows)}`);

  console.log(`\n== Audits scoring below 1 ==`);
  const missed: string[] = [];
  const slow: string[] = [];
  for (const { path, runs } of results) {
    const lines = runs.flatMap(({ lhr }) => failingAudits(lhr));
    if (lines.length) console.log(`${path}\n${[...new Set(lines)].join("\n")}`);
    if (CATEGORIES.some((id) => lowest(runs, id) !== "100")) missed.push(path);
    for (const [name, id] of [
      ["FCP", "first-contentful-paint"],
      ["LCP", "largest-contentful-paint"],
    ] as const) {
      const times = ratio(runs, id);
      if (!(times <= PAINT_RATIO_TARGET)) slow.push(`${path}: ${name} ${times.toFixed(3)} x its baseline > ${PAINT_RATIO_TARGET}`);
    }
  }
  return { missed, slow };
}

async function main(): Promise<number> {
  printMachine();
  buildIfMissing();
  const site = await startSite();
  try {
    console.log(`Site:    ${site.baseUrl} (production build, fresh DATA_DIR, pid ${site.pid}); stages: ${[...STAGES].join(", ")}`);
    // Read before any other request, so that "idle" means just started.
    const idle = runs("speed") ? await idleMemory(site.pid) : undefined;
    const overBudget = runs("weight") ? await weightStage(site) : [];
    const { missed, slow: late } = runs("lighthouse") ? await lighthouseStage(site) : { missed: [], slow: [] };
    if (idle) console.log(`\n== Throughput against nginx serving the same bytes, and memory ==`);
    const slow = idle ? await runSpeedStage(site, idle) : [];

    console.log(`\n== Summary ==`);
    if (runs("weight")) console.log(overBudget.length ? `Budgets EXCEEDED:\n  ${overBudget.join("\n  ")}` : "Budgets: all met.");
    if (runs("lighthouse")) {
      console.log(missed.length ? `Lighthouse target (100 x 4) missed on: ${missed.join(", ")}` : "Lighthouse: 100 x 4 on every page.");
      console.log(
        late.length
          ? `First paints MISSED:\n  ${late.join("\n  ")}`
          : `First paints: FCP and LCP <= ${PAINT_RATIO_TARGET} x the baseline on every page.`,
      );
    }
    if (runs("speed"))
      console.log(slow.length ? `Throughput/memory targets MISSED:\n  ${slow.join("\n  ")}` : "Throughput and memory: all targets met.");
    return overBudget.length || late.length || slow.length ? 1 : 0;
  } finally {
    await site.stop();
  }
}

const timer = setTimeout(() => {
  console.error(`Timed out after ${OVERALL_TIMEOUT_MS / 1000} s: stopping everything.`);
  killAll();
  process.exit(2);
}, OVERALL_TIMEOUT_MS);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}
main()
  .catch((error: unknown) => {
    console.error(error);
    return 1;
  })
  .then((code) => {
    clearTimeout(timer);
    killAll();
    process.exit(code);
  });
