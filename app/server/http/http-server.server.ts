import { mkdirSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { constants as zlib } from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { requestErrors } from "~/content/errors";
import { bookingPaths } from "~/domain/locale";
import { slotListState } from "../booking/booking-pages.server";
import { clientIpOf } from "./client-ip.server";
import { type Config, ConfigError, config as readConfig } from "../config.server";
import { MAX_FORM_BYTES, refuseTooLarge } from "./form-body.server";
import { refuseCrossSiteRequests } from "./origin-check.server";
import { createRequestContext } from "./request-context.server";
import { createNonce, securityHeaders, configureStrictTransportSecurity } from "./security-headers.server";
import { opensTokenPage } from "./token-paths.server";
import { shutDownGracefully } from "./graceful-shutdown.server";
import { closeWithoutReset } from "./lingering-close.server";
import { services } from "../services.server";
import { errorSummary } from "../db/errors.server";
import { prepareSharedPages, type SharedPages } from "./shared-pages.server";
import { startupWarnings } from "./startup-checks.server";
import { log, requestScope } from "../log/logger.server";
import { logAnswered, loggablePath, logWhenAnswered, nextRequestId, quietRequestLine } from "./request-log.server";
import { checkRequestTarget } from "./request-target.server";

const clientDir = path.resolve(import.meta.dirname, "../client");
const MAX_REQUESTS_PER_CONNECTION = 100;

/** Paths whose percent-encoding is broken are a client error, not a server crash. */
const rejectMalformedPaths: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
    next();
  } catch {
    res.status(400).type("text/plain").send(requestErrors.malformedUrl);
  }
};

/** Refuses declared oversized bodies before reading them, and closes the connection they were on. */
const rejectOversizedBodies: RequestHandler = (req, res, next) => {
  if (Number(req.headers["content-length"] ?? 0) > MAX_FORM_BYTES) {
    refuseTooLarge(res, req.path);
    return;
  }
  next();
};

/**
 * The last resort for an error no other layer answered: one JSON log line (the error's summary,
 * never the request's values) and a plain 500, instead of Express's multi-line stack on stderr.
 */
const answerUnexpectedError: ErrorRequestHandler = (error, req, res, _next) => {
  log.error(`${req.method} ${loggablePath(req.url)}: ${errorSummary(error)}`);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(500).set("Cache-Control", "no-store").type("text/plain").send(requestErrors.failed);
};

/** What serves the site in development (`npm run dev`): Vite, whose modules reload as files change. */
export type DevelopmentVite = {
  middlewares: RequestHandler;
  /** The current React Router build, loaded through Vite (fresh after an edit). */
  loadBuild: () => Promise<ServerBuild>;
};

/**
 * The Express layer of every request but the pages made once, in production and development alike:
 * the request target check, security headers with a nonce, the origin check, the path and body-size
 * checks, then files and React Router. In development Vite serves the files and the build comes from
 * Vite.
 */
export function createApp(state: { shuttingDown: boolean }, development?: DevelopmentVite) {
  const app = express();
  app.disable("x-powered-by");
  app.use(checkRequestTarget);
  app.use((req, res, next) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    for (const [name, value] of Object.entries(securityHeaders(nonce, { tokenPage: opensTokenPage(req.url) }))) res.setHeader(name, value);
    // Once shutting down, tell keep-alive clients to go elsewhere for their next request.
    if (state.shuttingDown) res.set("Connection", "close");
    next();
  });
  app.use(refuseCrossSiteRequests);
  app.use(rejectMalformedPaths);
  app.use(rejectOversizedBodies);
  if (development) {
    // Vite answers the code and styles a page loads, dozens each: their lines only at LOG_LEVEL=debug.
    app.use((req, res, next) => {
      quietRequestLine(res, true);
      development.middlewares(req, res, () => {
        quietRequestLine(res, false);
        next();
      });
    });
  } else {
    // Pages rendered per request: Brotli at quality 5 makes them smaller than the middleware's
    // default of 4 does, and no slower, so the longer ones still fit one round trip.
    app.use(compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } } }));
    // Fingerprinted files never change; everything else in public/ may.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }
  app.use(
    createRequestHandler({
      build: development ? development.loadBuild : (build as unknown as ServerBuild),
      mode: development ? "development" : "production",
      getLoadContext: (req, res) => createRequestContext({ nonce: String(res.locals.nonce), clientIp: clientIpOf(req) }),
    }),
  );
  app.use(answerUnexpectedError);
  return app;
}

/**
 * Serves the site through node:http: the pages made once (production) from its request listener,
 * everything else through Express. Every request gets an id and one log line; the id goes back as
 * X-Request-Id (a visitor or an admin quoting it leads straight to its lines).
 */
function serve(server: Server, config: Config, state: { shuttingDown: boolean }, app: express.Express, sharedPages?: SharedPages): Server {
  // node:http handles every request a client pipelines in one read before it turns to another
  // client: past this many on one connection it answers 503 at once (and asks for a new connection),
  // so one client's flood of requests cannot hold everyone else's answers. Browsers send far fewer.
  server.maxRequestsPerSocket = MAX_REQUESTS_PER_CONNECTION;
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const reqId = nextRequestId();
    const startedMs = performance.now();
    // Bytes made once need none of Express's layers, which cost most of such a request (decision 0064).
    if (sharedPages?.answer(req, res, { closing: state.shuttingDown, reqId })) return logAnswered(req, res, reqId, startedMs);
    logWhenAnswered(req, res, reqId, startedMs);
    res.setHeader("X-Request-Id", reqId);
    // Every line Express and React Router write for this request carries its id.
    requestScope.run(reqId, () => void app(req, res));
  });
  server.listen(config.port, config.host ?? "0.0.0.0", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    log.info(`Server ready at http://localhost:${port} (public URL ${config.baseUrl})`);
  });
  closeWithoutReset(server);
  server.on("error", (error) => {
    log.fatal(`Could not listen on port ${config.port}: ${error.message}`);
    process.exit(1);
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => shutDownGracefully(server, state, signal));
  }
  return server;
}

/** The configuration, or the process ends with a message naming each bad variable. */
function checkedConfig(): Config {
  try {
    return readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      log.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** DATA_DIR made, the database open and migrated, the mail worker running; or the process ends. */
async function startServices(config: Config): Promise<{ secret: string }> {
  mkdirSync(config.dataDir, { recursive: true });
  try {
    return await services();
  } catch (error) {
    log.fatal(`Could not open the database: ${errorSummary(error)}`);
    process.exit(1);
  }
}

/**
 * Reads the configuration, prepares DATA_DIR, opens and migrates the database, starts the
 * mail worker, and serves the site until SIGTERM/SIGINT.
 */
export async function start(): Promise<Server> {
  const config = checkedConfig();
  configureStrictTransportSecurity(config.baseUrl);
  for (const warning of startupWarnings(config)) log.warn(warning);
  const { secret } = await startServices(config);
  const sharedPages = await prepareSharedPages({
    build: build as unknown as ServerBuild,
    baseUrl: config.baseUrl,
    clientDir,
    secret,
    livePages: Object.fromEntries(Object.values(bookingPaths).map((path) => [path, slotListState])),
  });
  const state = { shuttingDown: false };
  return serve(createServer(), config, state, createApp(state), sharedPages);
}

/**
 * `npm run dev`: the same server on `server` (whose upgrades Vite's reloads use), with Vite serving
 * the files and the build. Every page is rendered for its request, so an edit shows at once.
 */
export async function startDevelopment(server: Server, development: DevelopmentVite): Promise<Server> {
  const config = checkedConfig();
  configureStrictTransportSecurity(config.baseUrl);
  await startServices(config);
  const state = { shuttingDown: false };
  return serve(server, config, state, createApp(state, development));
}

// For benchmarks and tools that run beside the built server.
export { closeWithoutReset } from "./lingering-close.server";
export { services } from "../services.server";
