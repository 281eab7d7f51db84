import { betterAuth } from "better-auth/minimal";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { site } from "~/content/site";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/domain/forms/fields";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import { libraryLogLine } from "../db/errors.server";
import { accounts, sessions, users, verifications } from "../db/schema.server";
import { accountLocale, addressConfirmationUrl, forgetUnprovedSignUp, passwordResetUrl } from "./account-links.server";
import { enqueueMessages } from "../mail/outbox.server";
import { existingAccountMessage, passwordResetMessage, verificationMessage } from "../mail/account-emails.server";
import {
  isSecureSite,
  knownBrowserCookieAttributes,
  knownBrowserCookieName,
  knownBrowserValue,
  vouchingBrowser,
} from "./known-browser.server";
import { authRequestSubject, type CountedAttempt, countAttempt, failedSignInCheck, limitCheck, takeBack } from "../limits/limits.server";
import { log } from "~/server/log/logger.server";

/** Where Better Auth's own endpoints live: the verification link and Google's callback reach it there. */
export const AUTH_BASE_PATH = "/api/auth";

/**
 * The header through which our server tells Better Auth the visitor's address (for its rate
 * limits and session records). We always overwrite it, so a client can never choose its own.
 */
export const CLIENT_IP_HEADER = "x-client-ip";

/**
 * The header through which our server tells Better Auth the language of the page an account is
 * made from (stored with the account: its e-mails are in it). Like the address, always set by us.
 */
export const ACCOUNT_LOCALE_HEADER = "x-account-locale";

/** The code of a sign-in refused because the address's failed sign-ins reached their limit. */
export const TOO_MANY_FAILED_SIGN_INS = "TOO_MANY_FAILED_SIGN_INS";

/**
 * Requests that try a password, set one or send an e-mail: a few a minute from one network, each
 * kind counted apart. Any other request to Better Auth gets a larger allowance.
 */
const ATTEMPT_PATHS = new Set([
  "/sign-in/email",
  "/sign-up/email",
  // Starting Google's sign-in: a few a minute, so the fourth person behind one address is not
  // told that Google sign-in did not work.
  "/sign-in/social",
  "/change-password",
  "/request-password-reset",
  "/reset-password",
]);

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
  const secureCookies = isSecureSite(config.baseUrl);
  /** The sign-in attempt each request counted, until its answer says whether it was a failure. */
  const attemptsUnderWay = new WeakMap<object, CountedAttempt>();
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
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      // When the address was last proved; only the server writes it (input: false), never a request.
      // The language the account was made in: only the server sets it (from the page's path), never a request's body.
      additionalFields: {
        emailVerifiedAt: { type: "date", required: false, input: false },
        locale: { type: "string", required: false, input: false, defaultValue: "en" },
      },
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
      // The owner's language, whichever page asked: the link goes to the owner's mailbox.
      sendResetPassword: async ({ user, token }) => {
        const locale = accountLocale(user);
        const url = passwordResetUrl(config.baseUrl, token, locale);
        await enqueueMessages(db, [passwordResetMessage({ email: user.email, url, baseUrl: config.baseUrl, locale })], {});
        mailQueued();
      },
      // A sign-up for an address that has an account gets the answer a new one gets (Better Auth
      // answers both alike, and hashes the password in both), so nobody learns which addresses
      // have accounts; the owner is e-mailed how to sign in instead, a few times an hour at most,
      // counted with the password links (decision 0061).
      onExistingUserSignUp: async ({ user }) => {
        // An unconfirmed sign-up was replaced before this (the before-hook): only a proved account is here.
        if (!user.emailVerified) return;
        if (!(await countAttempt(db, [limitCheck("passwordLinksPerAccount", user.email, {})], new Date())).allowed) return;
        const message = existingAccountMessage({ email: user.email, baseUrl: config.baseUrl, locale: accountLocale(user) });
        await enqueueMessages(db, [message], {});
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
        const locale = accountLocale(user);
        const url = addressConfirmationUrl(config.baseUrl, secret, user.id, new Date(), locale);
        await enqueueMessages(db, [verificationMessage({ email: user.email, url, baseUrl: config.baseUrl, locale })], {});
        mailQueued();
      },
    },
    databaseHooks: {
      user: {
        // Google's accounts arrive proved; everyone else proves the address later. The language is
        // the page's the person started from, which our server states in a header of its own.
        create: {
          before: async (user, context) => {
            const locale = (context?.request?.headers ?? context?.headers)?.get(ACCOUNT_LOCALE_HEADER) === "fr" ? "fr" : "en";
            return { data: { ...user, emailVerifiedAt: user.emailVerified ? new Date() : null, locale } };
          },
        },
        update: {
          before: async (user) =>
            user.emailVerified === true && !("emailVerifiedAt" in user) ? { data: { ...user, emailVerifiedAt: new Date() } } : undefined,
        },
      },
    },
    hooks: {
      // Limits and replacements that must hold whichever way the endpoint is reached.
      before: createAuthMiddleware(async (ctx) => {
        const now = new Date();
        // A browser's request (not a call of the server's own): counted per network, first of all.
        const clientIp = ctx.request?.headers.get(CLIENT_IP_HEADER);
        if (clientIp) {
          const subject = authRequestSubject(ctx.path, clientIp);
          const perNetwork = ATTEMPT_PATHS.has(ctx.path)
            ? limitCheck("authAttemptsPerNetwork", subject, config)
            : limitCheck("otherAuthRequestsPerNetwork", subject, {});
          refuseOver(await countAttempt(db, [perNetwork], now), "TOO_MANY_REQUESTS", "Too many requests. Please try again later.");
        }
        const email = typeof ctx.body?.email === "string" ? ctx.body.email : null;
        if (ctx.path === "/sign-up/email" && email) await forgetUnprovedSignUp(db, email);
        if (ctx.path === "/sign-in/email" && email) {
          // Counted before the password is checked, so many guesses at once cannot all be checked.
          const browser = vouchingBrowser(secret, ctx.getCookie(knownBrowserCookieName(secureCookies)), email, now);
          const verdict = await countAttempt(db, [failedSignInCheck(email, browser, config)], now);
          refuseOver(verdict, TOO_MANY_FAILED_SIGN_INS, "Too many failed sign-ins");
          attemptsUnderWay.set(ctx.context, verdict.attempt);
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const attempt = attemptsUnderWay.get(ctx.context);
        const returned = ctx.context.returned;
        // Only a wrong password stays counted: a sign-in (or an unconfirmed address) is no guess.
        if (attempt && !(isAPIError(returned) && returned.body?.code === "INVALID_EMAIL_OR_PASSWORD")) {
          await takeBack(db, [attempt]);
        }
        // Whoever just signed in (password, confirmation or Google) gets this browser remembered.
        const signedIn = ctx.context.newSession?.user.email;
        if (signedIn) {
          const name = knownBrowserCookieName(secureCookies);
          ctx.setCookie(name, knownBrowserValue(secret, signedIn, new Date()), knownBrowserCookieAttributes(secureCookies));
        }
      }),
    },
    session: {
      // Every request reads the session from the database, so signing out ends it everywhere at once.
      cookieCache: { enabled: false },
    },
    // Its limits are ours (limits.server.ts, counted in the before hook): one limiter for the site.
    rateLimit: { enabled: false },
    advanced: {
      // Secure cookies whenever the site is served over HTTPS, as it is in production.
      useSecureCookies: secureCookies,
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

/** Ends a request over a limit with 429 and the wait, which our forms read from X-Retry-After. */
function refuseOver(
  verdict: Awaited<ReturnType<typeof countAttempt>>,
  code: string,
  message: string,
): asserts verdict is { allowed: true; attempt: CountedAttempt } {
  if (!verdict.allowed) {
    throw new APIError("TOO_MANY_REQUESTS", { code, message }, { "x-retry-after": String(verdict.retryAfterSeconds) });
  }
}
