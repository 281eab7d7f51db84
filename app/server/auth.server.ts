import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins";
import { site } from "~/content/site";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/domain/forms/fields";
import type { Config } from "./config.server";
import type { Database } from "./db/client.server";
import { libraryLogLine } from "./db/errors.server";
import { accounts, authRateLimits, sessions, users, verifications } from "./db/schema.server";
import { enqueueMessages } from "./mail/outbox.server";
import { verificationMessage } from "./mail/templates.server";

/** Where Better Auth's own endpoints live: the verification link and Google's callback reach it there. */
export const AUTH_BASE_PATH = "/api/auth";

/**
 * The header through which our server tells Better Auth the visitor's address (for its rate
 * limits and session records). We always overwrite it, so a client can never choose its own.
 */
export const CLIENT_IP_HEADER = "x-client-ip";

/** A verification link is valid for a day. */
const VERIFICATION_LINK_SECONDS = 24 * 3600;

export type AuthDeps = {
  db: Database;
  secret: string;
  config: Pick<Config, "baseUrl" | "google" | "signInLimits">;
  /** Called after a message was queued, so the mail worker sends it now. */
  mailQueued: () => void;
};

export function createAuth({ db, secret, config, mailQueued }: AuthDeps) {
  const google = config.google;
  return betterAuth({
    appName: site.name,
    baseURL: config.baseUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    // Its own logger prints a failed statement's error, values and all (decision 0030): a summary instead.
    logger: {
      log: (level, message, ...args) => (level === "error" || level === "warn" ? console.error : console.log)(libraryLogLine("Better Auth", message, args)),
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: authRateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Nobody is signed in before proving the address: the verification link signs them in.
      autoSignIn: false,
      // Unverified accounts may sign in (to be told to verify), but are never admins.
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await enqueueMessages(db, [verificationMessage({ email: user.email, url, baseUrl: config.baseUrl })], {});
        mailQueued();
      },
    },
    session: {
      // Every request reads the session from the database, so signing out ends it everywhere at once.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: config.signInLimits.attemptsPerMinutePerIp },
        "/sign-up/email": { window: 60, max: config.signInLimits.attemptsPerMinutePerIp },
        // Starting Google's sign-in: otherwise Better Auth's own 3 per 10 seconds applies, and the
        // fourth person behind one address within 10 s is told Google sign-in did not work.
        "/sign-in/social": { window: 60, max: config.signInLimits.attemptsPerMinutePerIp },
        // Changing a password checks the current one: a guess like a sign-in, under the same limit.
        "/change-password": { window: 60, max: config.signInLimits.attemptsPerMinutePerIp },
      },
    },
    advanced: {
      // Secure cookies whenever the site is served over HTTPS, as it is in production.
      useSecureCookies: config.baseUrl.startsWith("https:"),
      // Better Auth turns its origin, CSRF and callback-URL checks off by itself when it sees
      // NODE_ENV=test or any TEST variable (Vitest sets TEST=true): state it, so they always run.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: google
      ? [
          genericOAuth({
            config: [
              {
                providerId: "google",
                name: "Google",
                clientId: google.clientId,
                clientSecret: google.clientSecret,
                discoveryUrl: google.discoveryUrl,
                scopes: ["openid", "email", "profile"],
                requireIdTokenVerification: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
