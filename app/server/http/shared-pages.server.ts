import { readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler, matchRoutes, type ServerBuild } from "react-router";
import { allPublicPaths, type Locale, localeOfPath, locales } from "~/domain/locale";
import { FORM_TOKEN_SLOT, issueFormToken } from "../leads/form-token.server";
import { leadFormPagePaths } from "../leads/form-posts.server";
import { databaseHealth, healthAnswer } from "./health.server";
import { type LivePage, livePage } from "./live-page.server";
import { answerWithKeptPage, type KeptPage, keepPage, keepPlainAnswer, type RenderedPage } from "./page-cache.server";
import { createRequestContext } from "./request-context.server";
import { log } from "../log/logger.server";

/**
 * The pages that are the same for every visitor, made once when the server starts and answered
 * from node:http's request listener, before Express (decisions 0037, 0063): every public page in both languages, the lead
 * forms' thank-you pages, the 404 page in each language, robots.txt and sitemap.xml; and /healthz.
 * A lead form's page is the same for everyone but its time-trap token: it is made once with a slot,
 * and a fresh token is stamped in at most once a second. A live page (/book without a query) is kept
 * while the data it shows stays the same (live-page.server.ts).
 */
export type SharedPages = {
  /** Answers the request and returns true when it is for a shared page; false leaves it to Express. */
  answer(req: IncomingMessage, res: ServerResponse, options: { closing: boolean; reqId: string }): boolean;
};

const submittedQuery = "?submitted=1";
const notFoundProbe: Record<Locale, string> = { en: "/~page-not-found", fr: "/fr/~page-not-found" };
/**
 * Characters of a path that reaches a page unchanged; anything else (%, dot segments, //) goes the
 * long way. Each segment starts at its own slash, so a long path that fails to match fails at once
 * (a pattern with an optional slash inside a repeat backtracks for minutes on one).
 */
const plainPath = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/;

type Stamped = { slotted: RenderedPage; before: string; after: string; copy?: { second: number; page: KeptPage } };

/** Renders a path through React Router as a visitor without cookies would get it, marked as shared. */
function rendererFor(build: ServerBuild, baseUrl: string) {
  const handle = createRequestHandler(build, "production");
  return async (path: string): Promise<RenderedPage> => {
    const response = await handle(
      new Request(new URL(path, baseUrl)),
      createRequestContext({ nonce: "", clientIp: "page-cache", sharedRender: true }),
    );
    const headers: Record<string, string> = {};
    // Only the headers a shared page may carry; anything per visitor (a cookie) would be a bug here.
    for (const [name, value] of [
      ["Content-Type", response.headers.get("content-type")],
      ["Cache-Control", response.headers.get("cache-control")],
    ]) {
      if (name && value) headers[name] = value;
    }
    if (response.headers.has("set-cookie")) throw new Error(`${path} sets a cookie: it cannot be shared`);
    return { status: response.status, headers, body: await response.text() };
  };
}

/** Whether React Router has no route for a plain path and no file in build/client could answer it. */
function unknownPathCheck(build: ServerBuild, clientDir: string): (pathname: string) => boolean {
  type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Node[] };
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): Node[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) => ({
        id: route.id,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        children: route.index ? undefined : childrenOf(route.id),
      }));
  const tree = childrenOf(undefined);
  const files = new Set(readdirSync(clientDir));
  // React Router's own requests from hydrated pages (single-fetch data, lazy route discovery) match no route.
  const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
  // Matching ranks every route on each call (about a millisecond): the answers for recent paths are kept.
  const known = new Map<string, boolean>();
  return (pathname) => {
    if (!plainPath.test(pathname) || pathname.endsWith(".data") || pathname === manifestPath) return false;
    if (files.has(pathname.split("/")[1] ?? "")) return false;
    let unknown = known.get(pathname);
    if (unknown === undefined) {
      unknown = matchRoutes(tree as Parameters<typeof matchRoutes>[0], pathname) === null;
      if (known.size >= 1_000) known.clear();
      // At most 1,000 paths of at most 200 characters: a flood of made-up paths costs little memory.
      if (pathname.length <= 200) known.set(pathname, unknown);
    }
    return unknown;
  };
}

/** /healthz's two possible answers, made once the security headers are settled (HSTS at start). */
const healthPages = () =>
  new Map(
    [true, false].map((ok) => {
      const { status, body } = healthAnswer(ok);
      return [ok, keepPlainAnswer({ status, headers: { "Content-Type": "application/json", "Cache-Control": "no-store" }, body })];
    }),
  );

/** Renders and keeps every shared page; a page that fails to render is left to React Router, and logged. */
export async function prepareSharedPages(options: {
  build: ServerBuild;
  baseUrl: string;
  clientDir: string;
  secret: string;
  /** Live pages by path, each with what its data is now, as a string. */
  livePages?: Record<string, () => Promise<string>>;
}): Promise<SharedPages> {
  const render = rendererFor(options.build, options.baseUrl);
  const live = new Map<string, LivePage>(
    Object.entries(options.livePages ?? {}).map(([path, stateOf]) => [path, livePage(path, render, stateOf)]),
  );
  const kept = new Map<string, KeptPage>();
  const stamped = new Map<string, Stamped>();
  const notFound = new Map<Locale, KeptPage>();
  const keep = async (path: string, into: (page: RenderedPage) => void) => {
    try {
      into(await render(path));
    } catch (error) {
      log.error(`Could not prepare ${path}; it is rendered for each request: ${String(error)}`);
    }
  };

  const formPages = new Set(leadFormPagePaths);
  const fixedPaths = [...allPublicPaths.filter((path) => !formPages.has(path)), "/robots.txt", "/sitemap.xml"];
  for (const path of [...fixedPaths, ...leadFormPagePaths.map((path) => path + submittedQuery)]) {
    await keep(path, (page) => kept.set(path, keepPage(page, { quality: 11 })));
  }
  for (const path of leadFormPagePaths) {
    await keep(path, (page) => {
      const [before = "", after = "", ...more] = page.body.split(FORM_TOKEN_SLOT);
      if (more.length > 0 || !page.body.includes(FORM_TOKEN_SLOT)) throw new Error(`${path} must have one token slot`);
      stamped.set(path, { slotted: page, before, after });
    });
  }
  for (const locale of locales) {
    await keep(notFoundProbe[locale], (page) => {
      if (page.status !== 404) throw new Error(`${notFoundProbe[locale]} answered ${page.status}, not 404`);
      notFound.set(locale, keepPage(page, { quality: 11 }));
    });
  }
  const isUnknown = unknownPathCheck(options.build, options.clientDir);
  const health = healthPages();

  /** The form page with a token at most a second old: a visitor's fill time is measured from it. */
  const stampedCopy = (form: Stamped): KeptPage => {
    const now = Date.now();
    const second = Math.floor(now / 1000);
    if (form.copy?.second !== second) {
      const token = issueFormToken(options.secret, new Date(now));
      // A cheaper Brotli than the fixed pages': this copy lives for one second.
      const page = keepPage({ ...form.slotted, body: form.before + token + form.after }, { quality: 5 });
      form.copy = { second, page };
    }
    return form.copy.page;
  };

  /**
   * The kept page a GET or HEAD of `url` (path and query) gets, if it is one; /healthz's waits, once
   * a second, for the database's answer, and a live page's for its data.
   */
  const pageFor = (url: string): KeptPage | Promise<KeptPage> | undefined => {
    const queryAt = url.indexOf("?");
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (pathname === "/healthz") {
      const ok = databaseHealth();
      return typeof ok === "boolean" ? health.get(ok) : ok.then((settled) => health.get(settled)!);
    }
    const livePageOf = live.get(pathname);
    // With a query (?slot=, ?requested=1) the page is the visitor's own: React Router renders it.
    if (livePageOf) return queryAt === -1 ? livePageOf() : undefined;
    const form = stamped.get(pathname);
    if (form) {
      if (queryAt === -1) return stampedCopy(form);
      // The thank-you kept for everyone; one with more in its query (a company request's booking
      // link) is that visitor's own: React Router renders it.
      if (url.slice(queryAt) === submittedQuery) return kept.get(pathname + submittedQuery);
      const submitted = new URLSearchParams(url.slice(queryAt + 1)).get("submitted") === "1";
      return submitted ? undefined : stampedCopy(form);
    }
    return kept.get(pathname) ?? (isUnknown(pathname) ? notFound.get(localeOfPath(pathname)) : undefined);
  };

  return {
    answer(req, res, { closing, reqId }) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      // A GET with a body is unusual enough to get Express's checks.
      if (req.headers["content-length"] || req.headers["transfer-encoding"]) return false;
      const found = pageFor(req.url ?? "");
      if (!found) return false;
      if (closing) res.setHeader("Connection", "close");
      if (found instanceof Promise) void found.then((page) => answerWithKeptPage(req, res, page, reqId));
      else answerWithKeptPage(req, res, found, reqId);
      return true;
    },
  };
}
