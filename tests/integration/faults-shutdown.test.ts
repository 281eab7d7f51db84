import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createPostgresDatabase, databaseKinds } from "../support/database";
import { fastForms, formBody, kindOf, leadSubmission, signedFormToken, TEST_AUTH_SECRET } from "../support/lead-forms";
import { type RunningServer, startServer, waitForExit } from "../support/server";
import { readStoredState } from "../support/stored-state";

// Faults: SIGTERM (as a deployment sends) while a steady stream of requests (pages and form
// submissions) is in flight. Every request sent before the signal gets its whole answer; a request
// sent after it is answered in full or turned away unread; no answer is ever cut off half-way; the
// process exits 0; and exactly the submissions that got a thank-you (303) are stored.
//
// Half the visitors reuse keep-alive connections (as a load balancer or browser does), half open a
// connection per request.

const VISITORS = 16;
const LOAD_BEFORE_SIGNAL_MS = 1_500;
const pages = ["/", "/about", "/faq", "/form/cio", "/howitworks"];

type Outcome = {
  kind: "page" | "submission";
  keepAlive: boolean;
  email?: string;
  /** When the request had been handed to the socket (performance.now()). */
  sentAt: number;
  status?: number;
  connectionClose?: boolean;
  /** The body arrived whole (as long as Content-Length said, or to the end of a chunked body). */
  complete?: boolean;
  /** The error, if any, and whether it came after the answer had begun. */
  error?: string;
  midResponse?: boolean;
};

function send(server: RunningServer, agent: http.Agent | false, n: number): Promise<Outcome> {
  const submission = n % 3 === 0 ? leadSubmission(kindOf(n), "shutdown", n) : null;
  const body = submission ? formBody(submission, signedFormToken()).toString() : undefined;
  const path = submission?.path ?? pages[n % pages.length]!;
  const outcome: Outcome = {
    kind: submission ? "submission" : "page",
    email: submission?.email,
    sentAt: Infinity,
    keepAlive: agent !== false,
  };
  return new Promise((resolve) => {
    const request = http.request(`${server.url}${path}`, {
      method: submission ? "POST" : "GET",
      agent,
      headers: submission ? { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body!) } : {},
    });
    request.on("finish", () => (outcome.sentAt = performance.now()));
    request.on("response", (response) => {
      outcome.status = response.statusCode;
      outcome.connectionClose = response.headers.connection === "close";
      const expected = response.headers["content-length"] === undefined ? null : Number(response.headers["content-length"]);
      let received = 0;
      response.on("data", (chunk: Buffer) => (received += chunk.length));
      response.on("end", () => {
        outcome.complete = expected === null || received === expected;
        resolve(outcome);
      });
      response.on("error", (error: NodeJS.ErrnoException) => {
        outcome.error = error.code ?? error.message;
        outcome.midResponse = true;
        resolve(outcome);
      });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      outcome.error = error.code ?? error.message;
      outcome.midResponse = outcome.status !== undefined;
      resolve(outcome);
    });
    request.end(body);
  });
}

describe.each(databaseKinds)("SIGTERM under load, on %s", (kind) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("cuts off no request in flight, exits 0, and stores exactly the acknowledged submissions", { timeout: 240_000 }, async () => {
    const env: Record<string, string> = { ...fastForms, AUTH_SECRET: TEST_AUTH_SECRET };
    if (kind === "postgres") {
      const database = await createPostgresDatabase();
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }
    const server = await startServer(env, 150_000);
    cleanups.push(async () => server.process.exitCode === null && server.process.signalCode === null && server.process.kill("SIGKILL"));

    const outcomes: Outcome[] = [];
    let signalledAt = Infinity;
    let next = 0;
    const visitor = async (keepAlive: boolean) => {
      const agent = keepAlive ? new http.Agent({ keepAlive: true, maxSockets: 1 }) : false;
      try {
        // Until the server turns them away (or well after the signal, if it never does).
        for (;;) {
          const outcome = await send(server, agent, next++);
          outcomes.push(outcome);
          if (outcome.error && outcome.sentAt > signalledAt) return;
          if (performance.now() > signalledAt + 15_000) return;
        }
      } finally {
        if (agent) agent.destroy();
      }
    };
    const visitors = Array.from({ length: VISITORS }, (_, index) => visitor(index % 2 === 0));
    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_SIGNAL_MS));
    signalledAt = performance.now();
    server.process.kill("SIGTERM");
    await Promise.all(visitors);
    expect(await waitForExit(server.process, 20_000)).toBe(0);

    const before = outcomes.filter((outcome) => outcome.sentAt < signalledAt);
    const after = outcomes.filter((outcome) => outcome.sentAt >= signalledAt);
    const summary = (list: Outcome[]) =>
      list.map(
        (outcome) =>
          `${outcome.keepAlive ? "K" : "N"}:${outcome.error ?? `${outcome.status}${outcome.connectionClose ? " close" : ""}`}@${(outcome.sentAt - signalledAt).toFixed(0)}`,
      );
    expect(before.length).toBeGreaterThan(VISITORS);
    // No answer is ever cut off half-way, and none is a server error.
    expect(outcomes.filter((outcome) => outcome.midResponse || outcome.complete === false)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status !== undefined && ![200, 303].includes(outcome.status))).toEqual([]);
    // Sent before the signal: answered in full.
    expect(
      before.filter((outcome) => outcome.error !== undefined),
      summary(before).join(", "),
    ).toEqual([]);
    // Sent after it: answered in full (with "Connection: close" once the server has seen the signal,
    // which a busy server may take a moment to do), or turned away before any answer: refused, or reset
    // unread (a keep-alive connection the server was closing, a connection still queued when it
    // stopped listening). Unread, it was not acted on: see the stored rows below.
    for (const outcome of after.filter((candidate) => candidate.error)) {
      expect(["ECONNREFUSED", "ECONNRESET", "EPIPE"], summary(after).join(", ")).toContain(outcome.error);
    }

    const acknowledged = outcomes
      .filter((outcome) => outcome.kind === "submission" && outcome.status === 303)
      .map((outcome) => outcome.email);
    const state = await readStoredState({ dataDir: server.dataDir, databaseUrl: env.DATABASE_URL });
    expect(state.submissions.map((row) => row.email).sort()).toEqual(acknowledged.sort());
  });
});
