import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, createAccount, passwordLink, postForm, sessionCookie } from "../support/accounts";
import { createPostgresDatabase, databaseKinds } from "../support/database";
import { type RunningServer, startServer } from "../support/server";

// The per-address limit on failed sign-ins: many wrong passwords at once are never all checked,
// and a stranger's guesses, which lock the address for everyone else, do not lock out its owner
// (decision 0060).

const slowStart = 150_000;
const password = "correct horse battery";
const wrong = "not-the-password-1";
const LIMIT = 3;
const BURST_LIMIT = 10;
const BURST = 30;
const KNOWN_BROWSER = /^known-browser=/;

describe.each(databaseKinds)("the per-address sign-in limit on %s", { timeout: 240_000 }, (kind) => {
  let server: RunningServer;
  let burstServer: RunningServer;
  const cleanups: (() => Promise<unknown>)[] = [];

  /** A server on a fresh database of its own, with `failures` wrong passwords an hour per address. */
  async function start(failures: number): Promise<RunningServer> {
    const env: Record<string, string> = {
      FAILED_SIGN_INS_PER_HOUR_PER_EMAIL: String(failures),
      SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "1000",
    };
    if (kind === "postgres") {
      const database = await createPostgresDatabase();
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }
    const started = await startServer(env, slowStart);
    cleanups.push(() => started.stop());
    return started;
  }

  beforeAll(async () => {
    [server, burstServer] = await Promise.all([start(LIMIT), start(BURST_LIMIT)]);
  }, 240_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const signIn = (on: RunningServer, email: string, secret: string, jar: CookieJar | string | null = null) =>
    postForm(`${on.url}/login`, { intent: "sign-in", email, password: secret }, jar);

  it(`checks at most ${BURST_LIMIT} of ${BURST} wrong passwords sent at once; the others get 429`, async () => {
    const email = "burst@example.ca";
    await createAccount(burstServer, email, password, { verify: true });
    const answers = await Promise.all(Array.from({ length: BURST }, () => signIn(burstServer, email, wrong)));
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked, `statuses: ${statuses.join(" ")}`).toBeLessThanOrEqual(BURST_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - checked);
    // Attempts refused at once are not counted (no password was checked): the room left is the
    // limit less the wrong passwords checked, and then the right password is refused too.
    for (let attempt = checked + 1; attempt <= BURST_LIMIT; attempt++) expect((await signIn(burstServer, email, wrong)).status).toBe(401);
    expect((await signIn(burstServer, email, wrong)).status).toBe(429);
    expect((await signIn(burstServer, email, password)).status).toBe(429);
  });

  it("does not count a successful sign-in against the address", async () => {
    const email = "regular@example.ca";
    await createAccount(server, email, password, { verify: true });
    for (let attempt = 1; attempt < LIMIT; attempt++) expect((await signIn(server, email, wrong)).status).toBe(401);
    for (let attempt = 1; attempt <= LIMIT; attempt++) expect((await signIn(server, email, password)).status).toBe(302);
    expect((await signIn(server, email, wrong)).status).toBe(401);
    expect((await signIn(server, email, wrong)).status).toBe(429);
  });

  describe("locked by a stranger's guesses", () => {
    const owner = "locked.owner@example.ca";
    const neighbour = "neighbour@example.ca";
    const ownersBrowser = new CookieJar();
    const neighboursBrowser = new CookieJar();

    beforeAll(async () => {
      await createAccount(server, owner, password, { verify: true });
      await createAccount(server, neighbour, password, { verify: true });
      // The owner and a neighbour (who has an account of their own) each signed in before.
      expect((await signIn(server, owner, password, ownersBrowser)).status).toBe(302);
      expect((await signIn(server, neighbour, password, neighboursBrowser)).status).toBe(302);
      // Their sessions end; what stays is the cookie saying the browser signed in before.
      for (const jar of [ownersBrowser, neighboursBrowser]) {
        for (const name of [...jar.cookies.keys()]) if (name.includes("session")) jar.cookies.delete(name);
      }
      for (let attempt = 1; attempt <= LIMIT; attempt++) expect((await signIn(server, owner, wrong)).status).toBe(401);
    });

    it("remembers the browser in an HttpOnly, SameSite=Lax cookie that holds no address", async () => {
      const response = await signIn(server, neighbour, password);
      const line = response.headers.getSetCookie().find((cookie) => KNOWN_BROWSER.test(cookie)) ?? "";
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=Lax/i);
      expect(line).not.toMatch(/;\s*Secure/i);
      expect(Number(/Max-Age=(\d+)/i.exec(line)?.[1])).toBeGreaterThan(300 * 24 * 3600);
      expect(decodeURIComponent(line.split(";")[0]!)).not.toMatch(/neighbour|example|@/);
    });

    it("refuses a stranger, with the right password or not, and says how the owner gets in", async () => {
      for (const secret of [wrong, password]) {
        const refused = await signIn(server, owner, secret);
        expect(refused.status).toBe(429);
        expect(sessionCookie(refused)).toBeNull();
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        const html = await refused.text();
        expect(html).toMatch(/Too many sign-in attempts\. Please wait \d+ (seconds?|minutes) and try again\./);
        expect(html).toContain("a browser you have signed in with before");
        expect(html).toMatch(/or choose a new password with (&#x27;|')Forgot password\?/);
      }
    });

    it("refuses a cookie made for another address, and a forged one", async () => {
      expect((await signIn(server, owner, password, neighboursBrowser)).status).toBe(429);
      const [name, value] = [...ownersBrowser.cookies].find(([cookie]) => cookie === "known-browser")!;
      const [issued, nonce, mac] = value.split(".");
      const forged = [
        `${issued}.${nonce}.${mac!.slice(0, -2)}${mac!.endsWith("AA") ? "BB" : "AA"}`,
        `${(parseInt(issued!, 36) + 1).toString(36)}.${nonce}.${mac}`,
        `${issued}.${nonce!.slice(0, -1)}${nonce!.endsWith("A") ? "B" : "A"}.${mac}`,
        neighboursBrowser.cookies.get("known-browser")!,
        "",
        "owner",
      ];
      for (const attempt of forged) expect((await signIn(server, owner, password, `${name}=${attempt}`)).status, attempt).toBe(429);
    });

    it("lets the owner in from a browser that signed in before, with the right password only", async () => {
      expect((await signIn(server, owner, wrong, ownersBrowser)).status).toBe(401);
      const response = await signIn(server, owner, password, ownersBrowser);
      expect(response.status).toBe(302);
      expect(sessionCookie(response)).not.toBeNull();
    });

    it("gives browsers that signed in before no more than the limit of guesses of their own", async () => {
      // Signing in made the browser a new cookie: what it guessed before is not counted against it.
      for (let attempt = 1; attempt <= LIMIT; attempt++) expect((await signIn(server, owner, wrong, ownersBrowser)).status).toBe(401);
      expect((await signIn(server, owner, wrong, ownersBrowser)).status).toBe(429);
      expect((await signIn(server, owner, password, ownersBrowser)).status).toBe(429);
    });

    it("lets the owner in from a new browser once it has chosen a new password by the e-mailed link", async () => {
      const newBrowser = new CookieJar();
      expect((await postForm(`${server.url}/login/forgot`, { email: owner }, newBrowser)).status).toBe(200);
      const link = await passwordLink(server.dataDir, owner, server.url);
      const chosen = "a new password of the owner";
      const reset = await postForm(link, { newPassword: chosen, confirmPassword: chosen }, newBrowser);
      expect(reset.status).toBe(303);
      expect(newBrowser.cookies.has("known-browser")).toBe(true);
      expect((await signIn(server, owner, chosen)).status).toBe(429);
      expect((await signIn(server, owner, chosen, newBrowser)).status).toBe(302);
    });
  });
});
