import type { ChangePasswordValues, RegisterValues, SignInValues } from "~/domain/forms/auth-forms";
import { accountPaths } from "~/domain/account-paths";
import type { Locale } from "~/domain/locale";
import { ACCOUNT_LOCALE_HEADER, AUTH_BASE_PATH, type Auth, CLIENT_IP_HEADER } from "./better-auth.server";

// Our forms post to React Router actions (so they work without JavaScript); the actions call
// Better Auth through its HTTP handler rather than its server API, so that its rate limiter
// and origin checks apply exactly as they would to a browser calling it directly.

export type AuthReply = {
  ok: boolean;
  status: number;
  /** Better Auth's error code (e.g. INVALID_EMAIL_OR_PASSWORD), when it sent one. */
  code: string | null;
  body: Record<string, unknown>;
  /** Cookies to pass on to the browser (the session, OAuth state). */
  setCookies: string[];
  retryAfterSeconds: number | null;
};

type Call = {
  auth: Auth;
  baseUrl: string;
  /** The visitor's request: its cookies and user agent travel on. */
  request: Request;
  clientIp: string;
  /** The language of the page the visitor is on: an account made by this call is stored with it. */
  locale?: Locale;
  path: string;
  body: Record<string, unknown>;
};

async function callAuth({ auth, baseUrl, request, clientIp, locale = "en", path, body }: Call): Promise<AuthReply> {
  const headers = new Headers({
    "content-type": "application/json",
    // Our own server is the caller: the origin is the site's.
    origin: baseUrl,
    [CLIENT_IP_HEADER]: clientIp,
    [ACCOUNT_LOCALE_HEADER]: locale,
  });
  for (const name of ["cookie", "user-agent"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await auth.handler(
    new Request(`${baseUrl}${AUTH_BASE_PATH}${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { message: text };
  }
  const retryAfter = Number(response.headers.get("x-retry-after"));
  return {
    ok: response.ok,
    status: response.status,
    code: typeof parsed.code === "string" ? parsed.code : null,
    body: parsed,
    setCookies: response.headers.getSetCookie(),
    retryAfterSeconds: response.status === 429 && retryAfter > 0 ? retryAfter : response.status === 429 ? 60 : null,
  };
}

type Context = Omit<Call, "path" | "body">;

export function signInWithPassword(context: Context, values: SignInValues) {
  return callAuth({ ...context, path: "/sign-in/email", body: { email: values.email, password: values.password } });
}

/** Creates the account and queues its verification e-mail; the link signs the person in at /login. */
export function signUpWithPassword(context: Context, values: RegisterValues) {
  return callAuth({
    ...context,
    path: "/sign-up/email",
    body: {
      email: values.email,
      password: values.password,
      // Better Auth wants a name; we ask for none, so the address stands in for it.
      name: values.email.split("@")[0] ?? values.email,
    },
  });
}

export function signOut(context: Context) {
  return callAuth({ ...context, path: "/sign-out", body: {} });
}

/**
 * Sets a new password for the signed-in user, given the current one. Every session of the user
 * ends, and this browser gets a new one (in `setCookies`): a stolen cookie stops working.
 */
export function changePassword(context: Context, values: ChangePasswordValues) {
  return callAuth({
    ...context,
    path: "/change-password",
    body: { currentPassword: values.currentPassword, newPassword: values.newPassword, revokeOtherSessions: true },
  });
}

/** Queues a link to choose a new password, when an account uses the address; answers the same either way. */
export function requestPasswordReset(context: Context, email: string) {
  return callAuth({ ...context, path: "/request-password-reset", body: { email } });
}

/** Sets the password named by a password link's token (once); every session of the account ends. */
export function resetPassword(context: Context, token: string, newPassword: string) {
  return callAuth({ ...context, path: "/reset-password", body: { token, newPassword } });
}

/** Starts Google's sign-in: answers the Google address to send the browser to, and the state cookie. */
export function startGoogleSignIn(context: Context, redirectTo: string) {
  return callAuth({
    ...context,
    path: "/sign-in/social",
    body: {
      provider: "google",
      callbackURL: redirectTo,
      errorCallbackURL: `${accountPaths.login[context.locale ?? "en"]}?error=google`,
      disableRedirect: true,
    },
  });
}

/** Turns Set-Cookie lines from Better Auth into headers for our own response. */
export function withCookies(setCookies: string[], init: Record<string, string> = {}): Headers {
  const headers = new Headers(init);
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
