import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins";
import { site } from "~/content/site";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/domain/forms/fields";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import { libraryLogLine } from "../db/errors.server";
import { accounts, authRateLimits, sessions, users, verifications } from "../db/schema.server";
import { addressConfirmationUrl, forgetUnprovedSignUp, passwordResetUrl } from "./account-links.server";
import { enqueueMessages } from "../mail/outbox.server";
import { passwordResetMessage, verificationMessage } from "../mail/account-emails.server";
import { recordFailedSignIn, signInBlockedFor } from "./sign-in-throttle.server";
import { log } from "~/server/log/logger.server";

/** Where Better Auth's own endpoints live: the verification link and Google's callback reach it there. */
export const AUTH_BASE_PATH = "/api/auth";

/**
 * The header through which our server tells Better Auth the visitor's address (for its rate
 * limits and session records). We always overwrite it, so a client can never choose its own.
 */
export const CLIENT_IP_HEADER = "x-client-ip";

/** A link to choose a new password is valid for an hour, and once. */
const PASSWORD_RESET_LINK_SECONDS = 3600;

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
      log: (level, message, ...args) => log[level](libraryLogLine("Better Auth", message, args)),
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: authRateLimits },
    }),
    user: {
      // When the address was last proved; only the server writes it (input: false), never a request.
      additionalFields: { emailVerifiedAt: { type: "date", required: false, input: false } },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Nobody is signed in before proving the address (decision 0033): signing up signs no one in,
      // and a sign-in with the right password for an unproved address only sends a new link.
      autoSignIn: false,
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const url = passwordResetUrl(config.baseUrl, token);
        await enqueueMessages(db, [passwordResetMessage({ email: user.email, url, baseUrl: config.baseUrl })], {});
        mailQueued();
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Our confirmation page signs the person in, once they have also typed the password.
      autoSignInAfterVerification: false,
      // Better Auth's own link (/api/auth/verify-email) would promote whatever password the sign-up
      // chose; ours names the one sign-up and asks for its password (decision 0033).
      sendVerificationEmail: async ({ user }) => {
        const url = addressConfirmationUrl(config.baseUrl, secret, user.id, new Date());
        await enqueueMessages(db, [verificationMessage({ email: user.email, url, baseUrl: config.baseUrl })], {});
        mailQueued();
      },
    },
    databaseHooks: {
      user: {
        // Google's accounts arrive proved; everyone else proves the address later.
        create: { before: async (user) => ({ data: { ...user, emailVerifiedAt: user.emailVerified ? new Date() : null } }) },
        update: {
          before: async (user) =>
            user.emailVerified === true && !("emailVerifiedAt" in user) ? { data: { ...user, emailVerifiedAt: new Date() } } : undefined,
        },
      },
    },
    hooks: {
      // Limits and replacements that must hold whichever way the endpoint is reached.
      before: createAuthMiddleware(async (ctx) => {
        const email = typeof ctx.body?.email === "string" ? ctx.body.email : null;
        if (ctx.path === "/sign-up/email" && email) await forgetUnprovedSignUp(db, email);
        if (ctx.path === "/sign-in/email" && email) {
          const wait = await signInBlockedFor(db, email, config.signInLimits.failuresPerHourPerEmail, new Date());
          if (wait !== null) {
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { code: "TOO_MANY_FAILED_SIGN_INS", message: "Too many failed sign-ins" },
              {
                "x-retry-after": String(wait),
              },
            );
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const email = typeof ctx.body?.email === "string" ? ctx.body.email : null;
        const returned = ctx.context.returned;
        if (ctx.path === "/sign-in/email" && email && isAPIError(returned) && returned.body?.code === "INVALID_EMAIL_OR_PASSWORD") {
          await recordFailedSignIn(db, email, new Date());
        }
      }),
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
        // Each request sends an e-mail; each reset tries a token.
        "/request-password-reset": { window: 60, max: config.signInLimits.attemptsPerMinutePerIp },
        "/reset-password": { window: 60, max: config.signInLimits.attemptsPerMinutePerIp },
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
