import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAccount, postForm, request } from "../support/accounts";
import { formTokenFrom } from "../support/lead-forms";
import { migratedDataDir, type RunningServer, startServer } from "../support/server";
import { untilValue } from "../support/until";

// Structured logs, so that one request's story can be found and followed in production: the
// production server writes one JSON line per request (its id, method, path without the query
// string, status, duration), every line a request causes carries that request's id, and no line
// names the visitor. Requests answered before Express (the shared pages) are logged like the rest.
// And HSTS is sent only when BASE_URL is https.

const adminEmail = "loglines.admin@example.ca";
const password = "correct horse battery";
/** A first name the database is made to refuse: the post then logs an error of its own. */
const REFUSED_NAME = "Refusedbylogtest";
const visitor = { firstName: "Wilhelmina", lastName: "Fotheringay", email: "wilhelmina.logline@example.ca", phone: "+1 416 555 0199" };

type Line = Record<string, unknown> & { level: string; msg: string; reqId?: string };

describe("the production server's log", () => {
  let server: RunningServer;
  let admin: string;
  const dataDir = migratedDataDir();

  beforeAll(async () => {
    const database = new PGlite(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
    await database.exec(`alter table inquiries add constraint log_test_refuses check (first_name <> '${REFUSED_NAME}')`);
    await database.close();
    server = await startServer({ DATA_DIR: dataDir, FORM_MIN_FILL_SECONDS: "0", ADMIN_EMAILS: adminEmail }, 150_000);
    admin = (await createAccount(server, adminEmail, password, { verify: true }))!;
  }, 200_000);

  afterAll(async () => {
    if (server?.process.exitCode === null) await server.stop();
  });

  /** Every line of the output since `from`, each of which must be one JSON object. */
  const linesSince = (from: number): Line[] =>
    server
      .output()
      .slice(from)
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => {
        expect(() => JSON.parse(line), line).not.toThrow();
        return JSON.parse(line) as Line;
      });

  /**
   * The lines of one request, once its request line is out: found by the X-Request-Id sent back
   * (Express's answers), or for a page made once (which sends none) by its path.
   */
  async function linesOf(response: Response, from: number, pagePath?: string): Promise<Line[]> {
    await response.arrayBuffer();
    const id = response.headers.get("x-request-id");
    if (pagePath === undefined) expect(id).toMatch(/^[0-9a-f]{6}-[0-9a-z]+$/);
    return untilValue(
      () => {
        const lines = linesSince(from);
        const reqId = id ?? lines.find((line) => line.msg === "request" && line.path === pagePath)?.reqId;
        const own = lines.filter((line) => reqId !== undefined && line.reqId === reqId);
        return own.some((line) => line.msg === "request") ? own : undefined;
      },
      5_000,
      `the request line of ${id ?? pagePath}`,
    );
  }

  /** The one request line among `lines`, checked for its fields. */
  function requestLine(lines: Line[], expected: { method: string; path: string; status: number; level?: string }) {
    const requests = lines.filter((line) => line.msg === "request");
    expect(requests).toHaveLength(1);
    const [line] = requests;
    expect(line).toMatchObject({ level: expected.level ?? "info", method: expected.method, path: expected.path, status: expected.status });
    expect(typeof line!.ms).toBe("number");
    expect(typeof line!.time).toBe("number");
    return line!;
  }

  it("writes one line for a public page answered from memory, without its query string", async () => {
    const from = server.output().length;
    const response = await fetch(`${server.url}/about?utm_source=wilhelmina.logline%40example.ca`);
    expect(response.status).toBe(200);
    const [line] = await linesOf(response, from, "/about");
    requestLine([line!], { method: "GET", path: "/about", status: 200 });
    expect(line!.reqId).toMatch(/^[0-9a-f]{6}-[0-9a-z]+$/);
    // Like every answer, it names its request's id, so a visitor can quote it.
    expect(response.headers.get("x-request-id")).toBe(line!.reqId);
  });

  it("writes one line for a 404", async () => {
    const from = server.output().length;
    const response = await fetch(`${server.url}/no-such-page?name=Fotheringay`);
    expect(response.status).toBe(404);
    requestLine(await linesOf(response, from, "/no-such-page"), { method: "GET", path: "/no-such-page", status: 404 });
  });

  it("writes one line for a form post with an address in it, and none of its values", async () => {
    const from = server.output().length;
    const formToken = await formTokenFrom(server.url, "/contact");
    const response = await postForm(`${server.url}/contact`, { ...visitor, message: "Call me about Zanzibar", formToken });
    expect(response.status).toBe(303);
    requestLine(await linesOf(response, from), { method: "POST", path: "/contact", status: 303 });
  });

  it("gives the error a request causes the request's id, and logs the request as an error", async () => {
    const from = server.output().length;
    const formToken = await formTokenFrom(server.url, "/contact");
    const response = await postForm(`${server.url}/contact`, { ...visitor, firstName: REFUSED_NAME, message: "Private words", formToken });
    expect(response.status).toBe(500);
    const lines = await linesOf(response, from);
    requestLine(lines, { method: "POST", path: "/contact", status: 500, level: "error" });
    const cause = lines.find((line) => line.msg.startsWith("Could not store a submission to /contact"));
    expect(cause?.level).toBe("error");
  });

  it("writes one line for an admin page, with its search left out", async () => {
    const from = server.output().length;
    const response = await request(`${server.url}/admin/applications?q=Fotheringay`, admin);
    expect(response.status).toBe(200);
    requestLine(await linesOf(response, from), { method: "GET", path: "/admin/applications", status: 200 });
  });

  it("gives each request an id of its own", async () => {
    const from = server.output().length;
    const responses = await Promise.all(Array.from({ length: 20 }, () => request(`${server.url}/login`)));
    await Promise.all(responses.map((response) => response.arrayBuffer()));
    const ids = new Set(responses.map((response) => response.headers.get("x-request-id")));
    expect(ids.size).toBe(20);
    await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.url}/faq`).then((response) => response.arrayBuffer())));
    await vi.waitFor(() => expect(linesSince(from).filter((line) => line.path === "/faq")).toHaveLength(20));
    expect(new Set(linesSince(from).map((line) => line.reqId)).size).toBe(40);
  });

  it("writes only JSON lines, and never names the visitor or a query string", () => {
    expect(linesSince(0).length).toBeGreaterThan(10);
    const output = server.output().toLowerCase();
    for (const text of [
      visitor.email,
      "wilhelmina",
      "fotheringay",
      "zanzibar",
      "private words",
      REFUSED_NAME,
      adminEmail,
      "loglines.admin",
      "utm_source",
      "q=",
    ]) {
      expect(output, text).not.toContain(text.toLowerCase());
    }
  });

  it("sends no Strict-Transport-Security when BASE_URL is http", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get("strict-transport-security")).toBeNull();
    const page = await request(`${server.url}/admin`, admin);
    expect(page.headers.get("strict-transport-security")).toBeNull();
  });
});
