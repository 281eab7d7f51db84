import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, postForm, request, sessionCookie, signIn, verificationLink } from "../support/accounts";
import { databaseKinds } from "../support/database";
import { type RunningServer, startServerOn } from "../support/server";

/** A busy shared machine can take over a minute to start a server (fresh PGlite, migrations). */
const slowStart = 150_000;

// Session fixation and reuse, so that nobody rides on a session they did not sign in to: a cookie
// planted before sign-in is never the one that is signed in; changing the password ends every other
// session of the account (and only its own). Signing out is covered in auth-accounts.test.ts.

const password = "correct horse battery";
const newPassword = "a new and longer secret";
const sessionCookieName = "better-auth.session_token";

describe.each(databaseKinds)("sessions on %s", (kind) => {
  let server: RunningServer;
  const url = (path: string) => `${server.url}${path}`;
  /** Whether a session cookie opens the admin list. */
  const opensAdmin = async (cookie: string) => (await request(url("/admin"), cookie)).status === 200;

  beforeAll(async () => {
    const env: Record<string, string> = {
      SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "1000",
      FAILED_SIGN_INS_PER_HOUR_PER_EMAIL: "1000",
      ADMIN_EMAILS: "admin@example.ca,changer@example.ca,bystander@example.ca,fixated@example.ca",
    };
    server = await startServerOn(kind, env, slowStart);
    for (const email of ["admin@example.ca", "changer@example.ca", "bystander@example.ca", "attacker@example.ca"]) {
      await createAccount(server, email, password, { verify: true });
    }
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
  });

  describe("a cookie set before signing in", () => {
    it("is replaced on sign-in: a made-up token never becomes a session", async () => {
      const planted = `${sessionCookieName}=attacker-chosen-token.c2lnbmF0dXJl`;
      const response = await postForm(url("/login"), { intent: "sign-in", email: "admin@example.ca", password }, planted);
      expect(response.status).toBe(302);
      const issued = sessionCookie(response);
      expect(issued).not.toBeNull();
      expect(issued).not.toBe(planted);
      expect(await opensAdmin(issued!)).toBe(true);
      expect(await opensAdmin(planted)).toBe(false);
    });

    it("is replaced on sign-in: the attacker's own session stays the attacker's", async () => {
      const attackers = await signIn(server, "attacker@example.ca", password);
      const response = await postForm(url("/login"), { intent: "sign-in", email: "admin@example.ca", password }, attackers);
      const issued = sessionCookie(response);
      expect(issued).not.toBeNull();
      expect(issued).not.toBe(attackers);
      expect(await opensAdmin(issued!)).toBe(true);
      // The planted cookie did not gain the admin's rights: it is still the attacker, who has none.
      expect(await opensAdmin(attackers)).toBe(false);
      const login = await (await request(url("/login"), attackers)).text();
      expect(login).toContain("attacker@example.ca");
      expect(login).not.toContain("admin@example.ca");
    });

    it("is replaced when confirming the address signs someone in", async () => {
      const attackers = await signIn(server, "attacker@example.ca", password);
      await createAccount(server, "fixated@example.ca", password, { verify: false });
      const link = await verificationLink(server.dataDir, "fixated@example.ca", server.url);
      const verified = await postForm(link, { password }, attackers);
      const issued = sessionCookie(verified);
      expect(issued).not.toBeNull();
      expect(issued).not.toBe(attackers);
      expect(await opensAdmin(issued!)).toBe(true);
      expect(await opensAdmin(attackers)).toBe(false);
    });
  });

  describe("changing the password", () => {
    it("ends every other session of the account, keeps this browser signed in, and leaves other accounts alone", async () => {
      const here = await signIn(server, "changer@example.ca", password);
      const otherDevice = await signIn(server, "changer@example.ca", password);
      const someoneElse = await signIn(server, "bystander@example.ca", password);
      for (const cookie of [here, otherDevice, someoneElse]) expect(await opensAdmin(cookie)).toBe(true);

      const changed = await postForm(
        url("/account/password"),
        { intent: "change-password", currentPassword: password, newPassword, confirmPassword: newPassword },
        here,
      );
      expect(changed.status).toBe(303);
      expect(changed.headers.get("location")).toBe("/account/password?changed=1");
      const line = changed.headers.getSetCookie().find((cookie) => cookie.startsWith(`${sessionCookieName}=`)) ?? "";
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=Lax/i);
      const renewed = sessionCookie(changed)!;
      expect(renewed).not.toBe(here);

      // The other device, and this browser's old cookie (a copy someone kept), no longer open anything.
      for (const stale of [otherDevice, here]) {
        const admin = await request(url("/admin"), stale);
        expect(admin.status).toBe(302);
        expect(admin.headers.get("location")).toBe("/login?redirectTo=%2Fadmin");
        expect(await (await request(url("/login"), stale)).text()).not.toContain("You are signed in as");
      }
      expect(await opensAdmin(renewed)).toBe(true);
      expect(await opensAdmin(someoneElse)).toBe(true);

      const confirmation = await request(url("/account/password?changed=1"), renewed);
      expect(confirmation.status).toBe(200);
      expect(await confirmation.text()).toContain("Password changed.");

      // The old password no longer signs in; the new one does.
      const old = await postForm(url("/login"), { intent: "sign-in", email: "changer@example.ca", password });
      expect(old.status).toBe(401);
      expect(await opensAdmin(await signIn(server, "changer@example.ca", newPassword))).toBe(true);
    });

    const refusals: [string, Record<string, string>, string, string][] = [
      [
        "a wrong current password",
        { currentPassword: "not my password", newPassword: "another long one", confirmPassword: "another long one" },
        "currentPassword",
        "That is not your current password.",
      ],
      [
        "a confirmation that does not match",
        { currentPassword: password, newPassword: "another long one", confirmPassword: "another long on" },
        "confirmPassword",
        "The new passwords do not match.",
      ],
      [
        "a short new password",
        { currentPassword: password, newPassword: "short", confirmPassword: "short" },
        "newPassword",
        "Use at least 8 characters.",
      ],
      [
        "the same password again",
        { currentPassword: password, newPassword: password, confirmPassword: password },
        "newPassword",
        "Choose a new password that differs from the current one.",
      ],
      ["nothing at all", {}, "currentPassword", "Enter your current password."],
    ];

    it.each(refusals)(
      "refuses %s with 400 and the message at the field, sends no password back, and changes nothing",
      async (_case, fields, field, message) => {
        const session = await signIn(server, "admin@example.ca", password);
        const otherDevice = await signIn(server, "admin@example.ca", password);
        const response = await postForm(url("/account/password"), { intent: "change-password", ...fields }, session);
        expect(response.status).toBe(400);
        expect(sessionCookie(response)).toBeNull();
        const html = await response.text();
        expect(html).toContain(`id="field-${field}-error"`);
        expect(html).toMatch(new RegExp(`id="field-${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="field-${field}"`));
        expect(html).toContain(message);
        for (const typed of Object.values(fields)) expect(html).not.toContain(`value="${typed}"`);
        expect(html).not.toContain("not my password");
        expect(html).not.toMatch(/at .+\.(m?js|ts):\d+|node_modules|Error:/);
        // Both sessions still work, and the password is unchanged.
        expect(await opensAdmin(session)).toBe(true);
        expect(await opensAdmin(otherDevice)).toBe(true);
        expect(sessionCookie(await postForm(url("/login"), { intent: "sign-in", email: "admin@example.ca", password }))).not.toBeNull();
      },
    );

    it("is only for someone signed in: others are sent to sign in, and back here afterwards", async () => {
      const page = await request(url("/account/password"));
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe("/login?redirectTo=%2Faccount%2Fpassword");
      const post = await postForm(url("/account/password"), {
        intent: "change-password",
        currentPassword: password,
        newPassword,
        confirmPassword: newPassword,
      });
      expect(post.status).toBe(303);
      expect(post.headers.get("location")).toBe("/login?redirectTo=%2Faccount%2Fpassword");
      expect(sessionCookie(post)).toBeNull();
      // A signed-in non-admin may change their own password: the page is theirs too.
      const attackers = await signIn(server, "attacker@example.ca", password);
      const own = await request(url("/account/password"), attackers);
      expect(own.status).toBe(200);
      const html = await own.text();
      expect(html).toContain("attacker@example.ca");
      expect(html).toMatch(/<input id="field-currentPassword"[^>]*type="password"[^>]*autocomplete="current-password"/i);
    });
  });
});
