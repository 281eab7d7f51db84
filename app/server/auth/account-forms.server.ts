import { data, redirect } from "react-router";
import { changePasswordMessages } from "~/content/account";
import { authMessages } from "~/content/auth";
import { loginPath, safeRedirectPath } from "~/domain/admin-access";
import { accountForms } from "~/domain/forms/auth-forms";
import { accountFormWords } from "~/content/forms";
import { parseForm, type RawValues } from "~/domain/forms/parse-form";
import { getViewer } from "./admin-guard.server";
import { TOO_MANY_FAILED_SIGN_INS } from "./better-auth.server";
import { type AuthReply, changePassword, signInWithPassword, signUpWithPassword, withCookies } from "./auth-requests.server";
import type { FormPost } from "../form-post.server";
import { services } from "../services.server";
import { log } from "~/server/log/logger.server";

const { changePasswordForm, registerForm, signInForm } = accountForms(accountFormWords);

/** What a sign-in or sign-up form shows after a failed attempt. Passwords are never sent back. */
export type AccountFormState = {
  values: RawValues;
  errors: Record<string, string>;
  formError: string | null;
};

export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export function failure(status: number, email: string, patch: Partial<AccountFormState>, headers?: HeadersInit) {
  return data<AccountFormState>({ values: email ? { email } : {}, errors: {}, formError: null, ...patch }, { status, headers });
}

export function tooMany(email: string, seconds: number) {
  return failure(429, email, { formError: authMessages.tooManyAttempts(waitText(seconds)) }, { "Retry-After": String(seconds) });
}

/**
 * The address's failed sign-ins reached their limit: wait, sign in from a browser that signed in
 * to it before, or prove the mailbox with a password link (which remembers this browser too).
 */
function addressLocked(email: string, seconds: number) {
  return failure(429, email, { formError: authMessages.addressLocked(waitText(seconds)) }, { "Retry-After": String(seconds) });
}

export async function authContext(post: FormPost) {
  const { auth, config, database, secret } = await services();
  const call = { auth, baseUrl: config.baseUrl, request: post.request, clientIp: post.clientIp };
  return { call, config, db: database.db, secret };
}

export function unexpected(reply: AuthReply, email: string) {
  if (reply.status === 429) return tooMany(email, reply.retryAfterSeconds ?? 60);
  log.error(`Sign-in service answered ${reply.status} ${reply.code ?? ""}`);
  return failure(reply.status >= 500 ? 503 : 400, email, { formError: authMessages.unavailable });
}

/**
 * POST /login: checks the form, signs in, and goes back where the visitor came from. The limits
 * (per address and per network address) are Better Auth's hooks and rules, so they hold for every
 * way in; an address not yet confirmed gets a new link instead of a session (decision 0033).
 */
export async function handleSignIn(post: FormPost) {
  const parsed = parseForm(signInForm, await post.readFields());
  const email = typeof parsed.raw.email === "string" ? parsed.raw.email : "";
  if (!parsed.ok) return failure(400, email, { errors: parsed.errors });

  const { call } = await authContext(post);
  const reply = await signInWithPassword(call, parsed.values);
  if (reply.ok) {
    const redirectTo = safeRedirectPath(new URL(post.request.url).searchParams.get("redirectTo"));
    return redirect(redirectTo, { headers: withCookies(reply.setCookies) });
  }
  if (reply.code === "INVALID_EMAIL_OR_PASSWORD") return failure(401, email, { formError: authMessages.wrongCredentials });
  if (reply.code === "EMAIL_NOT_VERIFIED") return failure(403, email, { formError: authMessages.notConfirmed });
  if (reply.code === TOO_MANY_FAILED_SIGN_INS) return addressLocked(email, reply.retryAfterSeconds ?? 60);
  return unexpected(reply, email);
}

/**
 * POST /register: one answer for every address, "check your e-mail" (decision 0061). A new address
 * gets its confirmation link; one with an account gets a note on how to sign in (Better Auth's
 * hook sends it, and changes nothing of the account); an earlier sign-up whose address nobody
 * confirmed is replaced, with a new link (another hook).
 */
export async function handleRegister(post: FormPost) {
  const parsed = parseForm(registerForm, await post.readFields());
  const email = typeof parsed.raw.email === "string" ? parsed.raw.email : "";
  if (!parsed.ok) return failure(400, email, { errors: parsed.errors });

  const { call } = await authContext(post);
  const reply = await signUpWithPassword(call, parsed.values);
  if (reply.ok) return redirect("/register/sent", 303);
  if (reply.code === "PASSWORD_TOO_SHORT" || reply.code === "PASSWORD_TOO_LONG") {
    return failure(400, email, { errors: { password: authMessages.weakPassword } });
  }
  return unexpected(reply, email);
}

export const CHANGE_PASSWORD_PATH = "/account/password";

/**
 * POST /account/password: checks the form, then lets Better Auth check the current password,
 * store the new one and end every session of the account; this browser gets a new session.
 * Nothing typed is sent back: every field is a password.
 */
export async function handleChangePassword(post: FormPost) {
  if (!(await getViewer(post.request))) return redirect(loginPath(CHANGE_PASSWORD_PATH), 303);
  const parsed = parseForm(changePasswordForm, await post.readFields());
  if (!parsed.ok) return failure(400, "", { errors: parsed.errors });

  const { call } = await authContext(post);
  const reply = await changePassword(call, parsed.values);
  if (reply.ok) return redirect(`${CHANGE_PASSWORD_PATH}?changed=1`, { status: 303, headers: withCookies(reply.setCookies) });
  if (reply.code === "INVALID_PASSWORD") {
    return failure(400, "", { errors: { currentPassword: changePasswordMessages.wrongCurrent } });
  }
  if (reply.code === "PASSWORD_TOO_SHORT" || reply.code === "PASSWORD_TOO_LONG") {
    return failure(400, "", { errors: { newPassword: authMessages.weakPassword } });
  }
  if (reply.code === "CREDENTIAL_ACCOUNT_NOT_FOUND") return failure(400, "", { formError: changePasswordMessages.noPassword });
  // The session ended between the check above and Better Auth's (signed out elsewhere).
  if (reply.status === 401) return redirect(loginPath(CHANGE_PASSWORD_PATH), 303);
  return unexpected(reply, "");
}
