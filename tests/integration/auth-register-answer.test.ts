import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  confirmAddress,
  createAccount,
  type MailFile,
  postForm,
  readMailFiles,
  request,
  sessionCookie,
  verificationLink,
  verificationLinks,
} from "../support/accounts";
import { createPostgresDatabase, databaseKinds } from "../support/database";
import { type RunningServer, startServer } from "../support/server";
import { until } from "../support/until";

// /register answers every address alike, so it tells nobody which addresses have an account (the
// admin's included); the owner of an address that has one is e-mailed how to sign in instead, a
// few times an hour at most (decision 0061).

const slowStart = 150_000;
const password = "correct horse battery";
const othersPassword = "somebody else's password";
const admin = "the.admin@example.ca";
const existingNote = /^You already have an account/;

describe.each(databaseKinds)("signing up on %s", { timeout: 240_000 }, (kind) => {
  let server: RunningServer;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const env: Record<string, string> = {
      ADMIN_EMAILS: admin,
      SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "1000",
      FAILED_SIGN_INS_PER_HOUR_PER_EMAIL: "1000",
    };
    if (kind === "postgres") {
      const database = await createPostgresDatabase();
      dropDatabase = database.drop;
      env.DATABASE_URL = database.url;
    }
    server = await startServer(env, slowStart);
    await createAccount(server, admin, password, { verify: true });
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await dropDatabase?.();
  });

  const url = (pathname: string) => `${server.url}${pathname}`;
  const signUp = (email: string, secret = othersPassword) =>
    postForm(url("/register"), { email, password: secret, confirmPassword: secret });
  const mailTo = async (email: string, subject: RegExp): Promise<MailFile[]> =>
    (await readMailFiles(server.dataDir)).filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
  /** What a visitor can tell apart: the status, where it leads, the cookies set and the body. */
  const visible = async (response: Response) => ({
    status: response.status,
    location: response.headers.get("location"),
    cookies: response.headers.getSetCookie().length,
    body: await response.text(),
  });

  it("answers an address with an account exactly as a new one, and e-mails its owner how to sign in", async () => {
    const known = await visible(await signUp(admin));
    const unknown = await visible(await signUp("brand.new@example.ca"));
    expect(known).toEqual(unknown);
    expect(known).toMatchObject({ status: 303, location: "/register/sent", cookies: 0 });
    expect(await (await request(url("/register/sent"))).text()).toContain("If you already have an account with this address");

    await until(async () => (await mailTo(admin, existingNote)).length === 1, 15_000, "the note to the owner");
    const [note] = await mailTo(admin, existingNote);
    expect(note!.text).toContain("/login/forgot");
    expect(note!.text).toMatch(/https?:\/\/\S+\/login\b/);
    // Nothing of the account changed: its password still signs in, the one typed on /register does not.
    expect((await postForm(url("/login"), { intent: "sign-in", email: admin, password })).status).toBe(302);
    expect((await postForm(url("/login"), { intent: "sign-in", email: admin, password: othersPassword })).status).toBe(401);
    expect(sessionCookie(await postForm(url("/login"), { intent: "sign-in", email: admin.toUpperCase(), password }))).not.toBeNull();
    // Better Auth logs the attempt for an address with an account: without the address (decision 0032).
    expect(server.output()).not.toContain(admin);
  });

  it("e-mails the owner a few times an hour at most, counted with the password links, and still answers alike", async () => {
    const owner = "often.asked@example.ca";
    await createAccount(server, owner, password, { verify: true });
    expect((await postForm(url("/login/forgot"), { email: owner })).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await signUp(attempt % 2 ? owner : owner.toUpperCase());
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe("/register/sent");
    }
    // The outbox sends in order: once the later sign-up's link is here, any note before it is too.
    await signUp("after.the.notes@example.ca");
    await verificationLink(server.dataDir, "after.the.notes@example.ca", server.url);
    // One password link and two notes: three e-mails an hour to the address.
    expect(await mailTo(owner, existingNote)).toHaveLength(2);
  });

  it("replaces an unconfirmed sign-up of the address, with a new link, and the same answer", async () => {
    const email = "not.yet.confirmed@example.ca";
    const first = await visible(await signUp(email, password));
    const firstLink = await verificationLink(server.dataDir, email, server.url);
    const again = await visible(await signUp(email, othersPassword));
    expect(again).toEqual(first);
    const [, secondLink] = await verificationLinks(server.dataDir, email, server.url, 2);
    expect((await request(firstLink)).status).toBe(410);
    expect((await confirmAddress(secondLink!, othersPassword)).status).toBe(303);
    expect(await mailTo(email, existingNote)).toEqual([]);
  });

  it("answers Better Auth's own sign-up endpoint alike for every address: it is closed", async () => {
    const statuses: number[] = [];
    for (const email of [admin, "nobody.at.all@example.ca"]) {
      const response = await fetch(url("/api/auth/sign-up/email"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: othersPassword, name: "x" }),
        redirect: "manual",
      });
      statuses.push(response.status);
      expect(await response.text()).not.toMatch(/exist/i);
    }
    expect(statuses).toEqual([404, 404]);
  });
});
