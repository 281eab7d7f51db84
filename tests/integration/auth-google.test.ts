import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, postForm, readMailFiles, request } from "../support/accounts";
import { until } from "../support/until";
import { freePort, type OidcProvider, startOidcProvider } from "../support/oidc-provider";
import { type RunningServer, startServer } from "../support/server";

/** A busy shared machine can take over a minute to start a server (fresh PGlite, migrations). */
const slowStart = 150_000;

// 'Continue with Google' end to end and offline (so the test never depends on Google being
// reachable), with a real OpenID Connect provider on 127.0.0.1 standing in for Google. The
// browser's part (following redirects, keeping our site's cookies) is done by hand.

const clientId = "cio-site.apps.example";

describe("Google sign-in through an OpenID provider", () => {
  let provider: OidcProvider;
  let server: RunningServer;
  let baseUrl: string;

  beforeAll(async () => {
    provider = await startOidcProvider();
    // The provider sends the browser back to BASE_URL, so the server must listen where BASE_URL says.
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = await startServer(
      {
        PORT: String(port),
        BASE_URL: baseUrl,
        GOOGLE_CLIENT_ID: clientId,
        GOOGLE_CLIENT_SECRET: "not-a-real-secret",
        GOOGLE_DISCOVERY_URL: provider.discoveryUrl,
        ADMIN_EMAILS: "google.admin@example.ca",
        SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "1000",
      },
      slowStart,
    );
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await provider?.stop();
  });

  /**
   * Clicks 'Continue with Google' and follows the redirects as a browser does: our site → the
   * provider's authorize endpoint → our callback → wherever the site sends the person next.
   * Returns the site's final redirect and the cookies the browser holds.
   */
  async function continueWithGoogle(path = "/login/google", callbackHeaders: Record<string, string> = {}) {
    const jar = new CookieJar();
    const start = await request(`${server.url}${path}`, jar);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get("location") ?? "");
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get("client_id")).toBe(clientId);
    expect(authorize.searchParams.get("state")).toBeTruthy();
    const callbackUrl = authorize.searchParams.get("redirect_uri") ?? "";
    expect(callbackUrl.startsWith(`${baseUrl}/api/auth/`)).toBe(true);

    // The provider knows nothing of our cookies; it answers with a redirect to our callback.
    const consent = await request(authorize.href);
    expect(consent.status).toBe(302);
    const callback = new URL(consent.headers.get("location") ?? "");
    expect(`${callback.origin}${callback.pathname}`).toBe(callbackUrl);

    const back = await request(callback.href, jar, { headers: callbackHeaders });
    expect([302, 303]).toContain(back.status);
    return { jar, location: back.headers.get("location") ?? "" };
  }

  it("signs an allow-listed, verified Google account in and opens the applications", async () => {
    provider.signInAs({ email: "google.admin@example.ca", emailVerified: true, name: "Google Admin" });
    const tokenRequests = provider.requests.token;
    const { jar, location } = await continueWithGoogle();
    expect(provider.requests.token).toBe(tokenRequests + 1);
    expect(new URL(location, baseUrl).pathname).toBe("/admin");
    expect([...jar.cookies.keys()].some((name) => name.endsWith("session_token"))).toBe(true);
    // Signing in with Google remembers the browser too: it still gets in while strangers' guesses lock the address.
    expect(jar.cookies.has("known-browser")).toBe(true);

    expect((await request(`${server.url}/admin`, jar)).status).toBe(200);
    const admin = await request(`${server.url}/admin/applications`, jar);
    expect(admin.status).toBe(200);
    const html = await admin.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Applications");
    expect(html).toContain("google.admin@example.ca");
    expect(html).toMatch(/<table|No applications yet/);
  });

  it("tells a Google account on /account/password that it has no password here to change", async () => {
    provider.signInAs({ email: "google.person@example.ca", emailVerified: true, name: "Google Person" });
    const { jar } = await continueWithGoogle();
    expect((await request(`${server.url}/account/password`, jar)).status).toBe(200);
    const attempt = await request(`${server.url}/account/password`, jar, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "change-password",
        currentPassword: "anything at all",
        newPassword: "a new password",
        confirmPassword: "a new password",
      }).toString(),
    });
    expect(attempt.status).toBe(400);
    expect(await attempt.text()).toContain("This account signs in with Google, so it has no password here to change.");
    // Still signed in: nothing was ended.
    expect((await request(`${server.url}/account/password`, jar)).status).toBe(200);
  });

  it("brings the person back to the same-site page they asked for", async () => {
    provider.signInAs({ email: "google.admin@example.ca", emailVerified: true });
    const { jar, location } = await continueWithGoogle(`/login/google?redirectTo=${encodeURIComponent("/admin/applications?page=2")}`);
    const target = new URL(location, baseUrl);
    expect(`${target.pathname}${target.search}`).toBe("/admin/applications?page=2");
    // One page of nothing: ?page=2 is past the end and goes to the last page, for an admin.
    const page = await request(`${server.url}/admin/applications?page=2`, jar);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin/applications?page=1");
  });

  it.each([
    ["a verified account not on the list", { email: "someone.else@example.ca", emailVerified: true }],
    ["an allow-listed address Google has not verified", { email: "google.admin.unverified@example.ca", emailVerified: false }],
  ])("signs in %s without admin rights", async (_case, person) => {
    provider.signInAs(person);
    const { jar } = await continueWithGoogle();
    const admin = await request(`${server.url}/admin`, jar);
    expect(admin.status).toBe(302);
    expect(admin.headers.get("location")).toBe("/login?redirectTo=%2Fadmin");
    const login = await request(`${server.url}/login`, jar);
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(html).toContain("You are signed in as");
    expect(html).toContain(person.email);
  });

  it("comes back to /login with a message when the provider refuses", async () => {
    provider.failAuthorizeWith("access_denied");
    try {
      const { jar, location } = await continueWithGoogle();
      const target = new URL(location, baseUrl);
      expect(target.pathname).toBe("/login");
      expect([...jar.cookies.keys()].some((name) => name.endsWith("session_token"))).toBe(false);
      const login = await request(`${server.url}${target.pathname}${target.search}`, jar);
      expect(login.status).toBe(200);
      expect(await login.text()).toContain("Google sign-in did not work. Please try again, or use your e-mail and password.");
    } finally {
      provider.failAuthorizeWith(null);
    }
  });

  it("makes an account started on the French page in French, and one started on the English page in English", async () => {
    /** The text of the note its owner gets when someone signs up again with the address: in the account's language. */
    async function existingAccountNote(email: string) {
      expect(
        (await postForm(`${server.url}/register`, { email, password: "another password", confirmPassword: "another password" })).status,
      ).toBe(303);
      let text = "";
      await until(
        async () => {
          text = (await readMailFiles(server.dataDir)).find((mail) => mail.to.includes(email))?.text ?? "";
          return text !== "";
        },
        15_000,
        `the note to ${email}`,
      );
      return text;
    }
    provider.signInAs({ email: "francoise.google@example.ca", emailVerified: true, name: "Françoise" });
    const french = await continueWithGoogle("/fr/connexion/google");
    expect(new URL(french.location, baseUrl).pathname).toBe("/fr/connexion");
    expect(await existingAccountNote("francoise.google@example.ca")).toContain("Vous en avez déjà un");

    // A header the browser sends cannot choose the language: only the page the sign-in started from does.
    provider.signInAs({ email: "edmund.google@example.ca", emailVerified: true, name: "Edmund" });
    await continueWithGoogle("/login/google", { "x-account-locale": "fr" });
    expect(await existingAccountNote("edmund.google@example.ca")).toContain("You already have one");
  });

  it("refuses a callback whose state this browser never received", async () => {
    provider.signInAs({ email: "google.admin@example.ca", emailVerified: true });
    const start = await request(`${server.url}/login/google`, new CookieJar());
    const consent = await request(start.headers.get("location") ?? "");
    // Another browser (no state cookie) arrives with the code: no session may come of it.
    const stranger = new CookieJar();
    const back = await request(consent.headers.get("location") ?? "", stranger);
    expect([...stranger.cookies.keys()].some((name) => name.endsWith("session_token"))).toBe(false);
    expect(new URL(back.headers.get("location") ?? "/", baseUrl).pathname).not.toBe("/admin");
  });
});

// Starting a server takes a while on a busy (shared) machine: tests and hooks that start one get longer.
describe("Google sign-in when it is not set up", { timeout: 240_000 }, () => {
  it("sends 'Continue with Google' back to /login, saying so", async () => {
    const server = await startServer({}, slowStart);
    try {
      const response = await request(`${server.url}/login/google`);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/login?error=google-not-configured");
      const login = await request(`${server.url}/login?error=google-not-configured`);
      expect(login.status).toBe(200);
      const html = await login.text();
      expect(html).toContain("Google sign-in is not set up on this site yet. Use your e-mail and password instead.");
    } finally {
      await server.stop();
    }
  });
});
