import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  confirmAddress,
  passwordLink,
  postForm,
  readMailFiles,
  request,
  sessionCookie,
  signIn,
  verificationLink,
  verificationLinks,
} from "../support/accounts";
import { createPostgresDatabase, databaseKinds } from "../support/database";
import { migratedDataDir, projectRoot, type RunningServer, startServer } from "../support/server";

// Account pre-hijacking: a stranger who signs up first with an allow-listed address, in any case
// and through any entry point, never reaches /admin, and the owner always gets the address back
// from their mailbox. Then the "Forgot password?" link: one-time, an hour, throttled, the same
// answer for every address, and it ends the account's other sessions.

const slowStart = 150_000;
const strangersPassword = "stranger's own password";
const ownersPassword = "the owner's real password";
const HOUR_MS = 3_600_000;
/** The account a confirmation link names (its token starts with the account's id). */
const accountOf = (link: string) => new URL(link).searchParams.get("token")?.split(".")[0];
const clockAhead = `--import=${pathToFileURL(`${projectRoot}/tests/support/clock-ahead.js`).href}`;

describe.each(databaseKinds)("an allow-listed address on %s", { timeout: 120_000 }, (kind) => {
  let server: RunningServer;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let clockFile: string;
  const owners = [
    "owner.one@example.ca",
    "owner.two@example.ca",
    "owner.three@example.ca",
    "owner.four@example.ca",
    "reset.admin@example.ca",
  ];

  beforeAll(async () => {
    const dataDir = migratedDataDir();
    mkdirSync(dataDir, { recursive: true });
    clockFile = path.join(dataDir, "clock-ahead-ms");
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      ADMIN_EMAILS: owners.join(","),
      SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "1000",
      FAILED_SIGN_INS_PER_HOUR_PER_EMAIL: "1000",
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${clockAhead}`,
      CLOCK_AHEAD_FILE: clockFile,
    };
    if (kind === "postgres") {
      const database = await createPostgresDatabase();
      databaseUrl = database.url;
      dropDatabase = database.drop;
      env.DATABASE_URL = database.url;
    }
    server = await startServer(env, slowStart);
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await dropDatabase?.();
  });

  const url = (pathname: string) => `${server.url}${pathname}`;
  const signUp = (email: string, password: string) => postForm(url("/register"), { email, password, confirmPassword: password });
  const signInAs = (email: string, password: string) => postForm(url("/login"), { intent: "sign-in", email, password });
  const opensAdmin = async (cookie: string | null) => cookie !== null && (await request(url("/admin"), cookie)).status === 200;
  const json = (pathname: string, body: unknown) =>
    fetch(url(pathname), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      redirect: "manual",
    });

  it.each([
    ["in the same case", (email: string) => email],
    ["in upper case", (email: string) => email.toUpperCase()],
  ])("signed up first by a stranger %s: the stranger's password is never promoted, and the owner gets in", async (_case, spell) => {
    const owner = _case === "in upper case" ? owners[1]! : owners[0]!;
    // 1. The stranger signs up with the owner's address and cannot sign in.
    expect((await signUp(spell(owner), strangersPassword)).status).toBe(303);
    const early = await signInAs(spell(owner), strangersPassword);
    expect(early.status).toBe(403);
    expect(sessionCookie(early)).toBeNull();

    // 2. The owner clicks the only link in their mailbox: the stranger's. It asks for the sign-up's
    //    password, which the owner does not know; their own is refused and nothing is confirmed.
    const strangersLink = await verificationLink(server.dataDir, owner, server.url, 2);
    const page = await request(strangersLink);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Choose a new password");
    const refused = await confirmAddress(strangersLink, ownersPassword);
    expect(refused.status).toBe(401);
    expect(sessionCookie(refused)).toBeNull();
    expect((await signInAs(owner, strangersPassword)).status).toBe(403);

    // 3. The owner signs up: that replaces the stranger's attempt, whose link now leads nowhere.
    expect((await signUp(owner, ownersPassword)).status).toBe(303);
    // Four links by now: the stranger's sign-up, a new one for each of the two sign-ins with the
    // stranger's password, and the owner's sign-up, which names another account.
    const ownersLink = (await verificationLinks(server.dataDir, owner, server.url, 4)).at(-1);
    expect(accountOf(ownersLink!)).not.toBe(accountOf(strangersLink));
    expect((await request(strangersLink)).status).toBe(410);
    const stale = await confirmAddress(strangersLink, strangersPassword);
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain("a newer one replaced");
    const confirmed = await confirmAddress(ownersLink!, ownersPassword);
    expect(confirmed.status).toBe(303);
    expect(await opensAdmin(sessionCookie(confirmed))).toBe(true);

    // 4. The stranger's password opens nothing, now or later.
    const strangerAfter = await signInAs(spell(owner), strangersPassword);
    expect(strangerAfter.status).toBe(401);
    expect(sessionCookie(strangerAfter)).toBeNull();
    expect(await opensAdmin(await signIn(server, owner, ownersPassword))).toBe(true);
  });

  it("signed up first by a stranger: the owner takes it back with 'Forgot password?' alone", async () => {
    const owner = owners[2]!;
    expect((await signUp(owner.toUpperCase(), strangersPassword)).status).toBe(303);
    const strangersLink = await verificationLink(server.dataDir, owner, server.url);

    const asked = await postForm(url("/login/forgot"), { email: owner });
    expect(asked.status).toBe(200);
    const link = await passwordLink(server.dataDir, owner, server.url);
    const reset = await postForm(link, { newPassword: ownersPassword, confirmPassword: ownersPassword });
    expect(reset.status).toBe(303);
    expect(reset.headers.get("location")).toBe("/login?reset=1");

    // The mailbox is proved and the password is the owner's: the address is confirmed with it.
    expect(await opensAdmin(await signIn(server, owner, ownersPassword))).toBe(true);
    expect((await signInAs(owner, strangersPassword)).status).toBe(401);
    expect((await confirmAddress(strangersLink, strangersPassword)).status).toBe(400);
  });

  it("is not signed up, signed in or changed through Better Auth's own endpoints", async () => {
    const owner = owners[3]!;
    for (const email of [owner, owner.toUpperCase()]) {
      const viaApi = await json("/api/auth/sign-up/email", { email, password: strangersPassword, name: "x" });
      expect(viaApi.status).toBe(404);
    }
    // No account came of it: the owner signs up as if nobody had tried.
    expect((await signUp(owner, ownersPassword)).status).toBe(303);
    // The worker sends in order: had the API queued a link, it would be here before the owner's.
    expect(await verificationLinks(server.dataDir, owner, server.url, 1)).toHaveLength(1);

    const admin = await signIn(server, "owner.one@example.ca", ownersPassword);
    const reachable: string[] = [];
    for (const [method, endpoint, body] of [
      ["POST", "/sign-in/email", { email: "owner.one@example.ca", password: ownersPassword }],
      ["POST", "/update-user", { image: "javascript:alert(1)" }],
      ["GET", "/list-sessions", undefined],
      ["GET", "/list-accounts", undefined],
      ["POST", "/verify-password", { password: ownersPassword }],
      ["POST", "/delete-user", {}],
      ["POST", "/link-social", { provider: "google" }],
      ["GET", "/callback/github", undefined],
      ["POST", "/change-email", { newEmail: "someone@else.example" }],
      ["POST", "/request-password-reset", { email: "owner.one@example.ca" }],
      ["POST", "/reset-password", { token: "x", newPassword: "whatever password" }],
      ["POST", "/send-verification-email", { email: "owner.one@example.ca" }],
      ["POST", "/revoke-sessions", {}],
    ] as const) {
      const response = await request(url(`/api/auth${endpoint}`), admin, {
        method,
        headers: body ? { "content-type": "application/json" } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      if (response.status !== 404) reachable.push(`${method} ${endpoint}: ${response.status}`);
    }
    expect(reachable).toEqual([]);
    // What the browser does use still answers: the session read, and signing out.
    expect(((await (await request(url("/api/auth/get-session"), admin)).json()) as { user?: { email: string } }).user?.email).toBe(
      "owner.one@example.ca",
    );
    expect(await opensAdmin(admin)).toBe(true);
  });

  // Sessions are written straight into PostgreSQL here (PGlite's folder belongs to the running server).
  if (kind === "postgres")
    it("ends the sessions made before the address was proved, by its link or by a new password", async () => {
      // Sessions of unconfirmed addresses, as the site's earlier code let them sign in.
      const confirming = "legacy.confirm@example.ca";
      const resetting = owners[4]!;
      for (const email of [confirming, resetting]) expect((await signUp(email, ownersPassword)).status).toBe(303);
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const sessionsOf = async (email: string) =>
        (await client.query("select s.id from sessions s join users u on u.id = s.user_id where u.email = $1", [email])).rows;
      try {
        for (const email of [confirming, resetting]) {
          await client.query(
            `insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
           select 'legacy-' || id, 'legacy-token-' || id, id, now() + interval '1 day', now(), now() from users where email = $1`,
            [email],
          );
          expect(await sessionsOf(email)).toHaveLength(1);
        }
        const confirmed = await confirmAddress(await verificationLink(server.dataDir, confirming, server.url), ownersPassword);
        expect(confirmed.status).toBe(303);
        expect((await sessionsOf(confirming)).map((row) => row.id)).not.toContain(expect.stringMatching(/^legacy-/));

        await postForm(url("/login/forgot"), { email: resetting });
        const reset = await postForm(await passwordLink(server.dataDir, resetting, server.url), {
          newPassword: ownersPassword,
          confirmPassword: ownersPassword,
        });
        expect(reset.status).toBe(303);
        expect(await sessionsOf(resetting)).toEqual([]);
      } finally {
        await client.end();
      }
    });

  describe("'Forgot password?'", () => {
    const account = "forgetful@example.ca";

    beforeAll(async () => {
      expect((await signUp(account, ownersPassword)).status).toBe(303);
      expect((await confirmAddress(await verificationLink(server.dataDir, account, server.url), ownersPassword)).status).toBe(303);
    });

    it("is linked from /login and gives the same answer whether or not an account uses the address", async () => {
      expect(await (await request(url("/login"))).text()).toContain('href="/login/forgot"');
      const known = await postForm(url("/login/forgot"), { email: account });
      const unknown = await postForm(url("/login/forgot"), { email: "nobody.here@example.ca" });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      const answer = (html: string, email: string) => /If an account uses [^<]*/.exec(html)?.[0]?.replace(email, "ADDRESS") ?? null;
      const knownAnswer = answer(await known.text(), account);
      expect(knownAnswer).toContain("ADDRESS");
      expect(answer(await unknown.text(), "nobody.here@example.ca")).toBe(knownAnswer);
      await passwordLink(server.dataDir, account, server.url);
      expect((await readMailFiles(server.dataDir)).filter((mail) => mail.to.includes("nobody.here@example.ca"))).toEqual([]);
    });

    it("sets the password once, ends every session of the account, and the link then stops working", async () => {
      const before = await readMailFiles(server.dataDir);
      const count = before.filter((mail) => mail.to.includes(account) && /\/login\/reset\?/.test(mail.text)).length;
      const here = await signIn(server, account, ownersPassword);
      const elsewhere = await signIn(server, account, ownersPassword);
      expect((await postForm(url("/login/forgot"), { email: account })).status).toBe(200);
      const link = await passwordLink(server.dataDir, account, server.url, count + 1);
      expect(await (await request(link)).text()).toContain("Choose a New Password");

      const mismatch = await postForm(link, { newPassword: "a brand new password", confirmPassword: "another password" });
      expect(mismatch.status).toBe(400);
      expect(await mismatch.text()).toContain("The new passwords do not match.");

      const done = await postForm(link, { newPassword: "a brand new password", confirmPassword: "a brand new password" });
      expect(done.status).toBe(303);
      for (const cookie of [here, elsewhere]) {
        expect(await (await request(url("/api/auth/get-session"), cookie)).json()).toBeNull();
      }
      expect((await signInAs(account, ownersPassword)).status).toBe(401);
      expect((await signInAs(account, "a brand new password")).status).toBe(302);

      const again = await postForm(link, { newPassword: "yet another password", confirmPassword: "yet another password" });
      expect(again.status).toBe(400);
      expect(await again.text()).toContain("not valid any more");
      const used = await request(link);
      expect(used.status).toBe(410);
      expect(await used.text()).toContain("not valid any more");
      expect((await signInAs(account, "yet another password")).status).toBe(401);
    });

    it("expires after an hour", async () => {
      const sent = (await readMailFiles(server.dataDir)).filter(
        (mail) => mail.to.includes(account) && /\/login\/reset\?/.test(mail.text),
      ).length;
      expect((await postForm(url("/login/forgot"), { email: account.toUpperCase() })).status).toBe(200);
      const link = await passwordLink(server.dataDir, account, server.url, sent + 1);
      writeFileSync(clockFile, String(HOUR_MS + 60_000));
      try {
        await expect.poll(async () => (await request(link)).text(), { timeout: 5_000 }).toContain("not valid any more");
        const late = await postForm(link, { newPassword: "too late a password", confirmPassword: "too late a password" });
        expect(late.status).toBe(400);
      } finally {
        writeFileSync(clockFile, "0");
      }
      expect((await signInAs(account, "too late a password")).status).toBe(401);
    });

    it("sends an address a few links an hour, then says to wait, whether or not an account uses it", async () => {
      for (const email of ["throttled@example.ca", "nobody.throttled@example.ca"]) {
        for (let attempt = 1; attempt <= 3; attempt++) expect((await postForm(url("/login/forgot"), { email })).status).toBe(200);
        const refused = await postForm(url("/login/forgot"), { email: email.toUpperCase() });
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        const html = await refused.text();
        expect(html).toContain("Please wait");
        expect(html).toContain(`value="${email.toUpperCase()}"`);
      }
    });
  });
});
