import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  confirmAddress,
  createAccount,
  postForm,
  readMailFiles,
  request,
  sessionCookie,
  signIn,
  verificationLink,
} from "../support/accounts";
import { type RunningServer, startServer } from "../support/server";

/** A busy shared machine can take over a minute to start a server (fresh PGlite, migrations). */
const slowStart = 150_000;

// Signing up, verifying, signing in and out, what the forms say when something is wrong, and that
// no link can send a signed-in person to another site.

const password = "correct horse battery";
const roomy = { SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "1000", FAILED_SIGN_INS_PER_HOUR_PER_EMAIL: "1000" };

let server: RunningServer;
let admin: string;
let outsider: string;

beforeAll(async () => {
  server = await startServer({ ...roomy, ADMIN_EMAILS: "admin@example.ca,new.admin@example.ca" }, slowStart);
  admin = (await createAccount(server, "admin@example.ca", password, { verify: true }))!;
  outsider = (await createAccount(server, "outsider@example.ca", password, { verify: true }))!;
}, 240_000);

afterAll(async () => {
  if (server) expect(await server.stop()).toBe(0);
});

const url = (path: string) => `${server.url}${path}`;

describe("signing up", () => {
  it("e-mails a link that, with the sign-up's password, confirms the address, signs the person in and opens /admin", async () => {
    const email = "new.admin@example.ca";
    const signUp = await postForm(url("/register"), { email, password, confirmPassword: password });
    expect(signUp.status).toBe(303);
    expect(signUp.headers.get("location")).toBe("/register/sent");
    expect(sessionCookie(signUp)).toBeNull();
    expect(await (await request(url("/register/sent"))).text()).toContain("Check your e-mail");

    // Before the address is confirmed, nobody signs in with it: the right password only sends a new link.
    const early = await postForm(url("/login"), { intent: "sign-in", email, password });
    expect(early.status).toBe(403);
    expect(sessionCookie(early)).toBeNull();
    expect(await early.text()).toContain("Confirm your e-mail address first");

    const link = await verificationLink(server.dataDir, email, server.url);
    const mail = (await readMailFiles(server.dataDir)).find((message) => message.to.includes(email));
    expect(mail?.subject).toMatch(/^Confirm your e-mail address/);
    // Opening the link changes nothing: it asks for the password.
    const opened = await request(link);
    expect(opened.status).toBe(200);
    expect(sessionCookie(opened)).toBeNull();
    expect(await opened.text()).toContain("enter the password you chose when you signed up");
    const verified = await confirmAddress(link, password);
    expect(verified.status).toBe(303);
    expect(verified.headers.get("location")).toBe("/login?verified=1");
    const cookie = sessionCookie(verified);
    expect(cookie).not.toBeNull();
    // The signed-in admin arriving at /login goes on to /admin.
    const landing = await request(url("/login?verified=1"), cookie);
    expect(landing.status).toBe(302);
    expect(landing.headers.get("location")).toBe("/admin");
    const adminPage = await request(url("/admin"), cookie);
    expect(adminPage.status).toBe(200);
    expect(await adminPage.text()).toContain("Applications");
  });

  it("sends a link of Better Auth's own kind (/api/auth/verify-email) to sign in, confirming nothing", async () => {
    const email = "callback@example.ca";
    await createAccount(server, email, password, { verify: false });
    const response = await request(url("/api/auth/verify-email?token=anything&callbackURL=https%3A%2F%2Fevil.example%2Fsteal"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?error=invalid_token");
    expect(sessionCookie(response)).toBeNull();
    expect((await postForm(url("/login"), { intent: "sign-in", email, password })).status).toBe(403);
  });
});

describe("signed-in visitors on /login and /register", () => {
  it("shows a non-admin which account is signed in, with no redirect (no loop)", async () => {
    for (const path of ["/login", "/login?redirectTo=%2Fadmin"]) {
      const response = await request(url(path), outsider);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("You are signed in as");
      expect(html).toContain("outsider@example.ca");
      expect(html).toContain("This account has no access to the admin area.");
      expect(html).toContain('action="/logout"');
    }
  });

  it("sends an admin on from /login to /admin, or to the same-site page asked for", async () => {
    expect((await request(url("/login"), admin)).headers.get("location")).toBe("/admin");
    const back = await request(url(`/login?redirectTo=${encodeURIComponent("/admin/applications?page=2")}`), admin);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/admin/applications?page=2");
  });

  it.each([
    ["an admin", () => admin],
    ["a non-admin", () => outsider],
  ])("sends %s on /register to /admin", async (_who, cookie) => {
    const response = await request(url("/register"), cookie());
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
  });

  const elsewhere = [
    "//evil.example",
    "https://evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "https:evil.example",
    "javascript:alert(1)",
    "%2F%2Fevil.example",
    // Paths that a URL parser normalises to "//evil.example", another host to a browser.
    "/.//evil.example",
    "/a/..//evil.example",
    "/%2e%2e//evil.example",
  ];

  it.each(elsewhere)("never redirects to another site from redirectTo=%j", async (target) => {
    const query = `redirectTo=${encodeURIComponent(target)}`;
    const visit = await request(url(`/login?${query}`), admin);
    expect(visit.status).toBe(302);
    expect(visit.headers.get("location")).toBe("/admin");
    const signedIn = await postForm(url(`/login?${query}`), { intent: "sign-in", email: "admin@example.ca", password });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/admin");
    const google = await request(url(`/login/google?${query}`));
    expect(google.headers.get("location") ?? "").not.toMatch(/evil\.example/);
  });
});

// An address that has an account is no mistake /register tells of: it answers as for a new one
// (auth-register-answer.test.ts).
describe("mistakes on the forms", () => {
  const wrongPassword = "Wrong-Password-7731";
  const cases: [string, string, Record<string, string>, number, string][] = [
    [
      "a wrong password",
      "/login",
      { intent: "sign-in", email: "admin@example.ca", password: wrongPassword },
      401,
      "That e-mail and password do not match an account.",
    ],
    [
      "an unknown account",
      "/login",
      { intent: "sign-in", email: "nobody@example.ca", password: wrongPassword },
      401,
      "That e-mail and password do not match an account.",
    ],
    [
      "a short password",
      "/register",
      { email: "weak@example.ca", password: "Ab1-x", confirmPassword: "Ab1-x" },
      400,
      "Use at least 8 characters.",
    ],
    [
      "a confirmation that does not match",
      "/register",
      { email: "typo@example.ca", password: wrongPassword, confirmPassword: `${wrongPassword}x` },
      400,
      "The passwords do not match.",
    ],
  ];

  it.each(cases)(
    "answers %s with a 4xx, a readable message and the e-mail kept, never the password",
    async (_case, path, fields, status, message) => {
      const response = await postForm(url(path), fields);
      expect(response.status).toBe(status);
      expect(sessionCookie(response)).toBeNull();
      const html = await response.text();
      expect(html).toContain(message);
      expect(html).toContain(`value="${fields.email}"`);
      expect(html).not.toContain(fields.password);
      expect(html).not.toMatch(/at .+\.(m?js|ts):\d+|node_modules|Error:/);
    },
  );

  it("created no account for the refused sign-ups", async () => {
    for (const email of ["weak@example.ca", "typo@example.ca"]) {
      const response = await postForm(url("/login"), { intent: "sign-in", email, password: "Ab1-x" });
      expect(response.status).toBe(401);
    }
  });
});

describe("the session", () => {
  it("is an HttpOnly, SameSite=Lax cookie, not Secure on a plain-HTTP site", async () => {
    const response = await postForm(url("/login"), { intent: "sign-in", email: "outsider@example.ca", password });
    const line = response.headers.getSetCookie().find((cookie) => cookie.includes("session_token=")) ?? "";
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    expect(line).not.toMatch(/;\s*Secure/i);
  });

  it("ends in the database on sign-out: the old cookie no longer opens /admin, other sessions stay", async () => {
    const session = await signIn(server, "admin@example.ca", password);
    const otherDevice = await signIn(server, "admin@example.ca", password);
    expect((await request(url("/admin"), session)).status).toBe(200);

    const signOut = await request(url("/logout"), session, { method: "POST" });
    expect(signOut.status).toBe(302);
    expect(signOut.headers.get("location")).toBe("/login");
    expect(signOut.headers.getSetCookie().find((cookie) => cookie.includes("session_token="))).toMatch(/Max-Age=0/i);

    // A client that kept the old cookie (it never saw the Set-Cookie) gets nothing.
    const replay = await request(url("/admin"), session);
    expect(replay.status).toBe(302);
    expect(replay.headers.get("location")).toBe("/login?redirectTo=%2Fadmin");
    const login = await (await request(url("/login"), session)).text();
    expect(login).not.toContain("You are signed in as");
    // Nor anything else that needs a session: the account's own page, or Better Auth's session read.
    expect((await request(url("/account/password"), session)).headers.get("location")).toBe("/login?redirectTo=%2Faccount%2Fpassword");
    expect(await (await request(url("/api/auth/get-session"), session)).json()).toBeNull();
    expect((await request(url("/admin"), otherDevice)).status).toBe(200);
  });

  it("is not ended by a GET of /logout (signing out takes a POST)", async () => {
    const session = await signIn(server, "admin@example.ca", password);
    const visit = await request(url("/logout"), session);
    expect(visit.headers.get("location")).toBe("/login");
    expect((await request(url("/admin"), session)).status).toBe(200);
  });
});

// Starting a server takes a while on a busy (shared) machine: tests and hooks that start one get longer.
describe("on an HTTPS site", { timeout: 240_000 }, () => {
  it("marks the session cookie Secure", async () => {
    const secure = await startServer({ ...roomy, BASE_URL: "https://cio.example.ca" }, slowStart);
    try {
      await createAccount(secure, "secure@example.ca", password, { verify: true });
      const response = await postForm(`${secure.url}/login`, { intent: "sign-in", email: "secure@example.ca", password });
      expect(response.status).toBe(302);
      const line = response.headers.getSetCookie().find((cookie) => cookie.includes("session_token=")) ?? "";
      expect(line).toMatch(/;\s*Secure/i);
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=Lax/i);
    } finally {
      await secure.stop();
    }
  });
});
