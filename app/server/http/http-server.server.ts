import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { requestErrors } from "~/content/errors";
import { clientIpOf } from "./client-ip.server";
import { type Config, ConfigError, config as readConfig } from "../config.server";
import { answerLeadFormPosts } from "../leads/form-posts.server";
import type { LeadFormResult } from "../leads/lead-form-state.server";
import { MAX_FORM_BYTES, refuseTooLarge } from "./form-body.server";
import { refuseCrossSiteRequests } from "./origin-check.server";
import { createRequestContext } from "./request-context.server";
import { createNonce, securityHeaders } from "./security-headers.server";
import { shutDownGracefully } from "./graceful-shutdown.server";
import { closeWithoutReset } from "./lingering-close.server";
import { services } from "../services.server";
import { errorSummary } from "../db/errors.server";
import { prepareSharedPages, type SharedPages } from "./shared-pages.server";
import { startupWarnings } from "./startup-checks.server";

const clientDir = path.resolve(import.meta.dirname, "../client");

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
    refuseTooLarge(res);
    return;
  }
  next();
};

export function createApp(state: { shuttingDown: boolean }) {
  const app = express();
  app.disable("x-powered-by");
  app.use((_req, res, next) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    for (const [name, value] of Object.entries(securityHeaders(nonce))) res.setHeader(name, value);
    // Once shutting down, tell keep-alive clients to go elsewhere for their next request.
    if (state.shuttingDown) res.set("Connection", "close");
    next();
  });
  app.use(refuseCrossSiteRequests);
  app.use(rejectMalformedPaths);
  app.use(rejectOversizedBodies);
  // Before compression and React Router: a stored submission's 303 needs neither (bench/README.md).
  app.use(answerLeadFormPosts);
  app.use(compression());
  // Fingerprinted files never change; everything else in public/ may.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
  );
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  app.use(
    createRequestHandler({
      build: build as unknown as ServerBuild,
      mode: process.env.NODE_ENV === "development" ? "development" : "production",
      getLoadContext: (req, res) =>
        createRequestContext({
          nonce: String(res.locals.nonce),
          clientIp: clientIpOf(req),
          leadFormResult: res.locals.leadFormResult as LeadFormResult | undefined,
        }),
    }),
  );
  return app;
}

/** Pages that are the same for everyone are answered from memory; everything else by Express. */
function listen(config: Config, state: { shuttingDown: boolean }, sharedPages: SharedPages): Server {
  const app = createApp(state);
  const server = createServer((req, res) => {
    if (!sharedPages.answer(req, res, { closing: state.shuttingDown })) void app(req, res);
  });
  server.listen(config.port, config.host ?? "0.0.0.0", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    console.log(`Server ready at http://localhost:${port} (public URL ${config.baseUrl})`);
  });
  closeWithoutReset(server);
  server.on("error", (error) => {
    console.error(`Could not listen on port ${config.port}: ${error.message}`);
    process.exit(1);
  });
  return server;
}

/**
 * Reads the configuration, prepares DATA_DIR, opens and migrates the database, starts the
 * mail worker, and serves the site until SIGTERM/SIGINT.
 */
export async function start(): Promise<Server> {
  let config: Config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  for (const warning of startupWarnings(config)) console.warn(warning);
  let secret: string;
  try {
    ({ secret } = await services());
  } catch (error) {
    console.error(`Could not open the database: ${errorSummary(error)}`);
    process.exit(1);
  }
  const sharedPages = await prepareSharedPages({ build: build as unknown as ServerBuild, baseUrl: config.baseUrl, clientDir, secret });
  const state = { shuttingDown: false };
  const server = listen(config, state, sharedPages);
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => shutDownGracefully(server, state, signal));
  }
  return server;
}

// For benchmarks and tools that run beside the built server.
export { closeWithoutReset } from "./lingering-close.server";
export { services } from "../services.server";
