import net from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "../support/database";
import { type RunningServer, startServer, migratedDataDir } from "../support/server";
import { healthBecomes } from "../support/until";
import { leadAnswers } from "../support/form-samples";

const fastForms = { FORM_MIN_FILL_SECONDS: "0", SUBMISSIONS_PER_HOUR_PER_IP: "1000", SUBMISSIONS_PER_HOUR_PER_EMAIL: "1000" };

/** What each form's thank-you says happens next (as the HTML escapes it). */
const thankYouNext: Record<string, string> = {
  "/contact": "Once we&#x27;ve had the opportunity to review your inquiry, a member of our team will contact you.",
  "/form/cio": "Your application is in. What happens next: we review it and reply within one business day",
  "/form": "Your application is in. What happens next: we review it and reply within one business day",
  "/form/company": "What happens next: we review your request and, within one business day, reply to talk it through",
};

const contact = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.ca", phone: "+1 416 555 0100" };
const cio = {
  ...leadAnswers.cio,
  ...contact,
  linkedin: "https://linkedin.com/in/ada",
  experience: "11-15",
  city: "Toronto",
  province: "ON",
};
const company = {
  ...leadAnswers.company,
  ...contact,
  companyName: "Analytical Engines",
  companySize: "1-49",
  contractDuration: "1-year-plus",
  city: "Halifax",
  province: "NS",
};

type Fields = Record<string, string | string[]>;

async function formToken(server: RunningServer, pathname: string): Promise<string> {
  const html = await (await fetch(`${server.url}${pathname}`)).text();
  return /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "";
}

async function post(server: RunningServer, pathname: string, fields: Fields, headers: HeadersInit = {}) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const entry of Array.isArray(value) ? value : [value]) body.append(name, entry);
  }
  body.set("formToken", await formToken(server, pathname));
  return fetch(`${server.url}${pathname}`, { method: "POST", body, headers, redirect: "manual" });
}

function expectNoInternals(text: string) {
  expect(text).not.toMatch(/at .+\.(m?js|ts):\d+|node_modules|Error:/);
}

describe("posting the forms over HTTP", () => {
  let server: RunningServer;
  const dataDir = migratedDataDir();
  let accepted = 0;

  beforeAll(async () => {
    server = await startServer({ ...fastForms, DATA_DIR: dataDir, NOTIFY_EMAILS: "team@example.ca" });
  });

  it("redirects a valid submission to the thank-you (303), which a reload shows again", async () => {
    for (const [pathname, fields] of [
      ["/contact", contact],
      ["/form/cio", cio],
      ["/form", cio],
      ["/form/company", company],
    ] as const) {
      const response = await post(server, pathname, fields);
      expect(response.status, pathname).toBe(303);
      const location = response.headers.get("location") ?? "";
      // A company's thank-you carries its request's booking link; the others' carry nothing.
      expect(location).toMatch(pathname === "/form/company" ? /\?submitted=1&from=[\w.-]+$/ : /\?submitted=1$/);
      accepted += 1;
      const thanks = await (await fetch(new URL(location, server.url))).text();
      expect(thanks).toContain("Thank you for your submission!");
      expect(thanks).toContain(thankYouNext[pathname]);
      expect(thanks).toContain("A member of our team will reply to you by e-mail within one business day.");
    }
  });

  const invalid: [string, string, Fields, string][] = [
    ...(["firstName", "lastName", "email", "phone"] as const).map((name): [string, string, Fields, string] => [
      `contact without ${name}`,
      "/contact",
      { ...contact, [name]: "" },
      name,
    ]),
    ...(["linkedin", "experience", "city", "province"] as const).map((name): [string, string, Fields, string] => [
      `CIO without ${name}`,
      "/form/cio",
      { ...cio, [name]: "" },
      name,
    ]),
    ...(["companyName", "firstName", "lastName", "companySize", "contractDuration"] as const).map(
      (name): [string, string, Fields, string] => [`company without ${name}`, "/form/company", { ...company, [name]: "" }, name],
    ),
    ["a bad e-mail", "/contact", { ...contact, email: "ada(at)example.ca" }, "email"],
    ["a bad phone", "/contact", { ...contact, phone: "call me" }, "phone"],
    ["a bad LinkedIn URL", "/form/cio", { ...cio, linkedin: "ftp://linkedin.com/in/ada" }, "linkedin"],
    ["a bad company page", "/form/company", { ...company, companyUrl: "engines dot com" }, "companyUrl"],
    ["a province not in the list", "/form/cio", { ...cio, province: "XX" }, "province"],
    ["an industry not in the list", "/form/company", { ...company, industries: ["finance", "Crypto"] }, "industries"],
    ["an experience not in the list", "/form/cio", { ...cio, experience: "40+" }, "experience"],
    ["a 100 KB first name", "/contact", { ...contact, firstName: "A".repeat(100_000) }, "firstName"],
    ["an e-mail sent twice", "/contact", { ...contact, email: ["ada@example.ca", "eve@example.ca"] }, "email"],
  ];

  it.each(invalid)("answers %s with 400, the message at the field, and the values kept", async (_case, pathname, fields, bad) => {
    const response = await post(server, pathname, fields);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`id="field-${bad}(-0)?"[^>]*aria-invalid="true"|<fieldset[^>]*aria-describedby="field-${bad}-error"`));
    expect(html).toContain(`id="field-${bad}-error"`);
    expect(html).toContain('id="error-summary"');
    if (typeof fields.city === "string" && fields.city) expect(html).toContain(`value="${fields.city}"`);
    expectNoInternals(html);
  });

  it("keeps markup as text and shows it escaped", async () => {
    const markup = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const fields = { ...contact, firstName: markup, lastName: markup, message: markup };
    const sent = await post(server, "/contact", fields);
    expect(sent.status).toBe(303);
    accepted += 1;
    const redisplayed = await (await post(server, "/contact", { ...fields, email: "bad" })).text();
    expect(redisplayed).not.toContain("<script>alert");
    expect(redisplayed).not.toContain("<img src=x");
    expect(redisplayed).toContain("&lt;script&gt;alert");
  });

  it("answers a submission with security headers, and a resent one with the same thank-you, storing it once", async () => {
    const body = new URLSearchParams({ ...contact, message: "Sent twice", formToken: await formToken(server, "/contact") });
    const send = () => fetch(`${server.url}/contact`, { method: "POST", body, redirect: "manual" });
    const [first, second] = await Promise.all([send(), send()]);
    for (const response of [first, second]) {
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/contact?submitted=1");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await response.text()).toBe("");
    }
    accepted += 1;
    // The same form sent again with other content is a new submission.
    body.set("message", "Sent again, changed");
    expect((await send()).status).toBe(303);
    accepted += 1;
  });

  it("takes the same forms as multipart, with the same rules", async () => {
    const multipart = async (fields: Fields) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        for (const entry of Array.isArray(value) ? value : [value]) body.append(name, entry);
      }
      body.set("formToken", await formToken(server, "/form/company"));
      return fetch(`${server.url}/form/company`, { method: "POST", body, redirect: "manual" });
    };
    const stored = await multipart({ ...company, industries: ["finance", "healthcare"] });
    expect(stored.status).toBe(303);
    expect(stored.headers.get("location")).toMatch(/^\/form\/company\?submitted=1&from=[\w.-]+$/);
    accepted += 1;
    const refused = await multipart({ ...company, companySize: "" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('id="field-companySize-error"');
  });

  it("refuses a body over 1 MB sent without a length (chunked) with 413", async () => {
    const tooLong = new URLSearchParams({ ...contact, message: "x".repeat(1_100_000) }).toString();
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(tooLong));
        controller.close();
      },
    });
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    } as RequestInit);
    expect(response.status).toBe(413);
    expectNoInternals(await response.text());
  });

  it("stores nothing from a client that leaves halfway through its body, and goes on serving", async () => {
    // Cut inside the message, after every other field: read as it stands, it would be a valid submission.
    const token = await formToken(server, "/contact");
    const body = new URLSearchParams({ formToken: token, ...contact, message: "Cut off. ".repeat(100) }).toString();
    const { hostname, port } = new URL(server.url);
    const socket = net.connect(Number(port), hostname);
    await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
    socket.write(
      `POST /contact HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, body.length - 300)}`,
    );
    await new Promise<void>((resolve) => socket.end(resolve));
    socket.destroy();
    // The next visitor is served; the cut-off submission is not among the rows counted at the end.
    expect((await post(server, "/contact", { ...contact, message: "After the cut" })).status).toBe(303);
    accepted += 1;
  });

  it("refuses a body over 1 MB with 413", async () => {
    const response = await post(server, "/contact", { ...contact, message: "x".repeat(1_100_000) });
    expect(response.status).toBe(413);
    expectNoInternals(await response.text());
  });

  it.each([
    ["JSON", "application/json", JSON.stringify(contact), 415],
    ["plain text", "text/plain", "firstName=Ada", 415],
    ["broken multipart", "multipart/form-data; boundary=xyz", "--xyz\r\nnot a part", 400],
  ])("refuses %s with a 4xx", async (_case, type, body, status) => {
    const response = await fetch(`${server.url}/contact`, { method: "POST", body, headers: { "Content-Type": type }, redirect: "manual" });
    expect(response.status).toBe(status);
    expectNoInternals(await response.text());
  });

  afterAll(async () => {
    expect(await server.stop()).toBe(0);
    // The server has let go of its database: count what it stored.
    const database = new PGlite(path.join(dataDir, "pglite"));
    const stored = await database.query<{ count: number }>(
      "select (select count(*) from inquiries)::int + (select count(*) from applications)::int as count",
    );
    const nothingInvalid = await database.query<{ count: number }>(
      "select count(*)::int as count from applications where province not in ('ON','NS') or experience = '40+'",
    );
    await database.close();
    expect(stored.rows[0]?.count).toBe(accepted);
    expect(nothingInvalid.rows[0]?.count).toBe(0);
  });
});

describe("over the rate limit", () => {
  it("answers 429 with a readable message, the values kept and when to retry", async () => {
    const server = await startServer({ ...fastForms, SUBMISSIONS_PER_HOUR_PER_EMAIL: "1" });
    try {
      expect((await post(server, "/contact", contact)).status).toBe(303);
      const limited = await post(server, "/contact", { ...contact, message: "Me again" });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      const html = await limited.text();
      expect(html).toMatch(/You have sent several submissions in a short time\. Please try again in \d+ minutes?\./);
      expect(html).toContain("Me again");
      expect(html).not.toContain("Thank you for your submission!");
    } finally {
      await server.stop();
    }
    // Its own server: a first start of PGlite takes long on a busy machine.
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("when PostgreSQL stops answering", () => {
  it("answers form posts with 503 and the values kept, keeps serving pages, and recovers by itself", async () => {
    const database = await createPostgresDatabase();
    const name = new URL(database.url).pathname.slice(1);
    const server = await startServer({ ...fastForms, DATABASE_URL: database.url });
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      expect((await post(server, "/contact", contact)).status).toBe(303);

      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
      const refused = await post(server, "/contact", { ...contact, firstName: "Grace" });
      expect(refused.status).toBe(503);
      const html = await refused.text();
      expect(html).toContain("Your submission was not sent");
      expect(html).toContain('value="Grace"');
      expect(html).not.toContain("Thank you for your submission!");
      expectNoInternals(html);
      expect((await fetch(`${server.url}/about`)).status).toBe(200);
      await healthBecomes(server.url, 503);

      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      expect((await post(server, "/contact", { ...contact, firstName: "Grace" })).status).toBe(303);
      const count = await new pg.Client({ connectionString: database.url });
      await count.connect();
      const rows = await count.query("select first_name from inquiries order by created_at");
      await count.end();
      expect(rows.rows.map((row) => row.first_name)).toEqual(["Ada", "Grace"]);
    } finally {
      await admin.end();
      await server.stop();
      await database.drop();
    }
  });
});
