import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, request, sessionCookie, signIn, submitCioApplication } from "../support/accounts";
import { databaseKinds } from "../support/database";
import { type RunningServer, startServerOn } from "../support/server";

/** A busy shared machine can take over a minute to start a server (fresh PGlite, migrations). */
const slowStart = 150_000;

// Cross-site requests: a form on another site that posts here (with the visitor's cookies, as a
// browser sends them) is refused before anything is read or stored; our own pages post as before.
// Admin pages cannot be framed (the browser side of that is tests/e2e/framing.spec.ts).

const password = "correct horse battery";
const evil = "https://evil.example";
const refusal = "Forbidden: this request came from another site.";

describe.each(databaseKinds)("requests from another site on %s", (kind) => {
  let server: RunningServer;
  let admin: string;
  const url = (path: string) => `${server.url}${path}`;
  /** Our own origin, as a browser on the page it was served names it. */
  const own = () => server.url;

  /** A form POST as a browser sends it from a page of `origin` (cookies included). */
  const postFrom = (
    origin: string | null,
    path: string,
    fields: Record<string, string>,
    cookie: string | null = null,
    headers: Record<string, string> = {},
  ) =>
    request(url(path), cookie, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(origin ? { origin } : {}), ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  const formToken = async (path: string) => /name="formToken" value="([^"]+)"/.exec(await (await fetch(url(path))).text())?.[1] ?? "";
  const contact = async (firstName: string) => ({
    firstName,
    lastName: "Crosssite",
    email: `${firstName.toLowerCase()}@example.ca`,
    phone: "+1 416 555 0100",
    formToken: await formToken("/contact"),
  });
  const inquiriesPage = async () => (await (await request(url("/admin/inquiries"), admin)).text()).replaceAll("<!-- -->", "");
  const applicationIdOf = async (lastName: string) => {
    const html = await (await request(url(`/admin/applications?q=${lastName}`), admin)).text();
    return /\/admin\/applications\/([0-9a-f-]{36})/.exec(html)?.[1] ?? "";
  };
  const statusOf = async (id: string) => {
    const html = await (await request(url(`/admin/applications/${id}`), admin)).text();
    return /Accepted ✅|Denied ❌/.exec(html)?.[0] ?? null;
  };

  const expectRefused = async (response: Response) => {
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(refusal);
    expect(sessionCookie(response)).toBeNull();
  };

  beforeAll(async () => {
    const env: Record<string, string> = {
      FORM_MIN_FILL_SECONDS: "0",
      SUBMISSIONS_PER_HOUR_PER_IP: "1000",
      SUBMISSIONS_PER_HOUR_PER_EMAIL: "1000",
      SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "1000",
      FAILED_SIGN_INS_PER_HOUR_PER_EMAIL: "1000",
      ADMIN_EMAILS: "admin@example.ca",
    };
    server = await startServerOn(kind, env, slowStart);
    admin = (await createAccount(server, "admin@example.ca", password, { verify: true }))!;
    await submitCioApplication(server, { firstName: "Decide", lastName: "Candidate", email: "candidate@example.ca" });
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
  });

  it("refuses a lead form posted from another site and stores nothing; from our own page it is stored", async () => {
    await expectRefused(await postFrom(evil, "/contact", await contact("Forged")));
    await expectRefused(await postFrom(null, "/contact", await contact("Fetched"), null, { "sec-fetch-site": "cross-site" }));
    await expectRefused(await postFrom("null", "/contact", await contact("Sandboxed")));
    const inquiries = await inquiriesPage();
    for (const name of ["Forged", "Fetched", "Sandboxed"]) expect(inquiries).not.toContain(`${name} Crosssite`);

    const ours = await postFrom(own(), "/contact", await contact("Genuine"), null, { "sec-fetch-site": "same-origin" });
    expect(ours.status).toBe(303);
    // A client that sends no Origin at all (curl, an old browser) is not a cross-site request.
    expect((await postFrom(null, "/contact", await contact("Plain"))).status).toBe(303);
    const after = await inquiriesPage();
    expect(after).toContain("Genuine Crosssite");
    expect(after).toContain("Plain Crosssite");
  });

  it("refuses before reading the body: a cross-site megabyte gets the 403, not the 413", async () => {
    const fields = { ...(await contact("Huge")), message: "x".repeat(1_100_000) };
    await expectRefused(await postFrom(evil, "/contact", fields));
  });

  it("refuses a sign-in posted from another site (no session is made), and takes one from our own page", async () => {
    const fields = { intent: "sign-in", email: "admin@example.ca", password };
    await expectRefused(await postFrom(evil, "/login", fields));
    await expectRefused(await postFrom(evil, "/api/auth/sign-in/email", fields));
    const ours = await postFrom(own(), "/login", fields);
    expect(ours.status).toBe(302);
    const line = ours.headers.getSetCookie().find((cookie) => cookie.includes("session_token=")) ?? "";
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    expect(line).toMatch(/;\s*HttpOnly/i);
  });

  it("refuses an admin's decision posted from another site with the admin's cookie, and records it from our own page", async () => {
    const id = await applicationIdOf("Candidate");
    expect(id).not.toBe("");
    await expectRefused(await postFrom(evil, "/admin/applications", { id, status: "Denied" }, admin));
    await expectRefused(await postFrom(evil, `/admin/applications/${id}`, { intent: "decide", status: "Denied" }, admin));
    await expectRefused(await postFrom("https://admin.evil.example", "/admin/applications.data", { id, status: "Denied" }, admin));
    expect(await statusOf(id)).toBeNull();

    const ours = await postFrom(own(), `/admin/applications/${id}`, { intent: "decide", status: "Accepted" }, admin);
    expect(ours.status).toBe(303);
    expect(await statusOf(id)).toBe("Accepted ✅");
  });

  it("refuses a sign-out or a password change posted from another site: the session and password stay", async () => {
    const session = await signIn(server, "admin@example.ca", password);
    await expectRefused(await postFrom(evil, "/logout", {}, session));
    await expectRefused(await postFrom(evil, "/api/auth/sign-out", {}, session));
    const change = {
      intent: "change-password",
      currentPassword: password,
      newPassword: "chosen by the attacker",
      confirmPassword: "chosen by the attacker",
    };
    await expectRefused(await postFrom(evil, "/account/password", change, session));
    expect((await request(url("/admin"), session)).status).toBe(200);
    expect(sessionCookie(await postFrom(own(), "/login", { intent: "sign-in", email: "admin@example.ca", password }))).not.toBeNull();
  });

  it("lets reading requests from anywhere through (links to us keep working)", async () => {
    const page = await request(url("/contact"), null, { headers: { origin: evil, "sec-fetch-site": "cross-site" } });
    expect(page.status).toBe(200);
  });

  it.each(["/admin", "/admin/inquiries", "/login", "/account/password", "/contact"])(
    "answers %s with headers that forbid framing it",
    async (path) => {
      const response = await request(url(path), admin);
      expect(response.status).toBeLessThan(400);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("content-security-policy")).toMatch(/(^|;\s*)frame-ancestors 'none'(;|$)/);
    },
  );
});
