import { data, redirect } from "react-router";
import { type Words, words } from "~/content/words";
import { accountPaths, loginPathIn, signedInHome } from "~/domain/account-paths";
import { safeRedirectPath } from "~/domain/admin-access";
import { accountForms } from "~/domain/forms/auth-forms";
import { parseForm, type RawValues } from "~/domain/forms/parse-form";
import { type Locale, localeOfPath } from "~/domain/locale";
import { getViewer } from "./admin-guard.server";
import { TOO_MANY_FAILED_SIGN_INS } from "./better-auth.server";
import { type AuthReply, changePassword, signInWithPassword, signUpWithPassword, withCookies } from "./auth-requests.server";
import type { FormPost } from "../form-post.server";
import { services } from "../services.server";
import { log } from "~/server/log/logger.server";

// Each account page answers in the language of its path (/fr/… in French), with the same checks,
// limits and Better Auth calls in both: a second entrance, never a second, weaker way in.

type AccountWords = Words["account"];

/** The language of the account page a request is for, its words, and its forms (their messages in it). */
export function accountPageOf(request: Request): { locale: Locale; copy: AccountWords; forms: AccountForms } {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, copy: words(locale).account, forms: formsByLocale[locale] };
}

type AccountForms = ReturnType<typeof accountForms>;
const formsByLocale: Record<Locale, AccountForms> = {
  en: accountForms(words("en").account.forms),
  fr: accountForms(words("fr").account.forms),
};

/** What a sign-in or sign-up form shows after a failed attempt. Passwords are never sent back. */
export type AccountFormState = {
  values: RawValues;
  errors: Record<string, string>;
  formError: string | null;
};

export function failure(status: number, email: string, patch: Partial<AccountFormState>, headers?: HeadersInit) {
  return data<AccountFormState>({ values: email ? { email } : {}, errors: {}, formError: null, ...patch }, { status, headers });
}

export function tooMany(copy: AccountWords, email: string, seconds: number) {
  const formError = copy.authMessages.tooManyAttempts(copy.waitText(seconds));
  return failure(429, email, { formError }, { "Retry-After": String(seconds) });
}

/**
 * The address's failed sign-ins reached their limit: wait, sign in from a browser that signed in
 * to it before, or prove the mailbox with a password link (which remembers this browser too).
 */
function addressLocked(copy: AccountWords, email: string, seconds: number) {
  const formError = copy.authMessages.addressLocked(copy.waitText(seconds));
  return failure(429, email, { formError }, { "Retry-After": String(seconds) });
}

/** What the handlers share: the call to Better Auth (in the page's language), the settings and the database. */
export async function authContext(post: FormPost) {
  const { auth, config, database, secret } = await services();
  const { locale } = accountPageOf(post.request);
  const call = { auth, baseUrl: config.baseUrl, request: post.request, clientIp: post.clientIp, locale };
  return { call, config, db: database.db, secret };
}

export function unexpected(copy: AccountWords, reply: AuthReply, email: string) {
  if (reply.status === 429) return tooMany(copy, email, reply.retryAfterSeconds ?? 60);
  log.error(`Sign-in service answered ${reply.status} ${reply.code ?? ""}`);
  return failure(reply.status >= 500 ? 503 : 400, email, { formError: copy.authMessages.unavailable });
}

/**
 * POST /login: checks the form, signs in, and goes back where the visitor came from. The limits
 * (per address and per network address) are Better Auth's hooks and rules, so they hold for every
 * way in; an address not yet confirmed gets a new link instead of a session (decision 0033).
 */
export async function handleSignIn(post: FormPost) {
  const { locale, copy, forms } = accountPageOf(post.request);
  const parsed = parseForm(forms.signInForm, await post.readFields());
  const email = typeof parsed.raw.email === "string" ? parsed.raw.email : "";
  if (!parsed.ok) return failure(400, email, { errors: parsed.errors });

  const { call } = await authContext(post);
  const reply = await signInWithPassword(call, parsed.values);
  if (reply.ok) {
    const redirectTo = safeRedirectPath(new URL(post.request.url).searchParams.get("redirectTo"), signedInHome(locale));
    return redirect(redirectTo, { headers: withCookies(reply.setCookies) });
  }
  if (reply.code === "INVALID_EMAIL_OR_PASSWORD") return failure(401, email, { formError: copy.authMessages.wrongCredentials });
  if (reply.code === "EMAIL_NOT_VERIFIED") return failure(403, email, { formError: copy.authMessages.notConfirmed });
  if (reply.code === TOO_MANY_FAILED_SIGN_INS) return addressLocked(copy, email, reply.retryAfterSeconds ?? 60);
  return unexpected(copy, reply, email);
}

/**
 * POST /register: one answer for every address, "check your e-mail" (decision 0061). A new address
 * gets its confirmation link; one with an account gets a note on how to sign in (Better Auth's
 * hook sends it, and changes nothing of the account); an earlier sign-up whose address nobody
 * confirmed is replaced, with a new link (another hook).
 */
export async function handleRegister(post: FormPost) {
  const { locale, copy, forms } = accountPageOf(post.request);
  const parsed = parseForm(forms.registerForm, await post.readFields());
  const email = typeof parsed.raw.email === "string" ? parsed.raw.email : "";
  if (!parsed.ok) return failure(400, email, { errors: parsed.errors });

  // The account is stored with the page's language (authContext's call): its e-mails are in it.
  const { call } = await authContext(post);
  const reply = await signUpWithPassword(call, parsed.values);
  if (reply.ok) return redirect(accountPaths.registerSent[locale], 303);
  if (reply.code === "PASSWORD_TOO_SHORT" || reply.code === "PASSWORD_TOO_LONG") {
    return failure(400, email, { errors: { password: copy.authMessages.weakPassword } });
  }
  return unexpected(copy, reply, email);
}

/**
 * POST /account/password (and its French path): checks the form, then lets Better Auth check the current password,
 * store the new one and end every session of the account; this browser gets a new session.
 * Nothing typed is sent back: every field is a password.
 */
export async function handleChangePassword(post: FormPost) {
  const { locale, copy, forms } = accountPageOf(post.request);
  const here = accountPaths.accountPassword[locale];
  if (!(await getViewer(post.request))) return redirect(loginPathIn(locale, here), 303);
  const parsed = parseForm(forms.changePasswordForm, await post.readFields());
  if (!parsed.ok) return failure(400, "", { errors: parsed.errors });

  const { call } = await authContext(post);
  const reply = await changePassword(call, parsed.values);
  if (reply.ok) return redirect(`${here}?changed=1`, { status: 303, headers: withCookies(reply.setCookies) });
  if (reply.code === "INVALID_PASSWORD") {
    return failure(400, "", { errors: { currentPassword: copy.changePasswordMessages.wrongCurrent } });
  }
  if (reply.code === "PASSWORD_TOO_SHORT" || reply.code === "PASSWORD_TOO_LONG") {
    return failure(400, "", { errors: { newPassword: copy.authMessages.weakPassword } });
  }
  if (reply.code === "CREDENTIAL_ACCOUNT_NOT_FOUND") return failure(400, "", { formError: copy.changePasswordMessages.noPassword });
  // The session ended between the check above and Better Auth's (signed out elsewhere).
  if (reply.status === 401) return redirect(loginPathIn(locale, here), 303);
  return unexpected(copy, reply, "");
}
