import { data, redirect } from "react-router";
import { accountPaths } from "~/domain/account-paths";
import { parseForm } from "~/domain/forms/parse-form";
import { accountPageOf, authContext, failure, tooMany, unexpected } from "./account-forms.server";
import { isAccountPassword, markAddressProved, passwordResetAccount, signUpToConfirm } from "./account-links.server";
import { requestPasswordReset, resetPassword, signInWithPassword, withCookies } from "./auth-requests.server";
import type { FormPost } from "../form-post.server";
import { services } from "../services.server";
import { isSecureSite, knownBrowserCookieOf, knownBrowserSetCookie, vouchingBrowser } from "./known-browser.server";
import { countAttempt, failedSignInCheck, limitCheck, takeBack } from "../limits/limits.server";

// The pages a mailbox's owner reaches from an e-mail (decision 0033): confirming a new account's
// address with its password, asking for a password link, and choosing a new password with it.

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** As a withdrawal link answers: a link that never was 400, one that no longer works 410. */
const confirmStatus = { pending: 200, done: 200, invalid: 400, expired: 410, replaced: 410 } as const;

/** What /register/confirm shows: the form for a pending sign-up, or why the link does not work. */
export async function confirmAddressState(request: Request) {
  const { database, secret } = await services();
  const found = await signUpToConfirm(database.db, secret, tokenOf(request), new Date());
  const email = found.state === "pending" ? found.email : null;
  return data({ state: found.state, email }, { status: confirmStatus[found.state] });
}

/**
 * POST /register/confirm: the link proves the mailbox and the password proves the sign-up; only
 * both together confirm the address. Every earlier session ends, and this browser is signed in.
 */
export async function handleConfirmAddress(post: FormPost) {
  const { locale, copy, forms } = accountPageOf(post.request);
  const confirmAddressPage = copy.confirmAddressPage;
  const parsed = parseForm(forms.confirmAddressForm, await post.readFields());
  if (!parsed.ok) return failure(400, "", { errors: parsed.errors });

  const { call, config, db, secret } = await authContext(post);
  const now = new Date();
  const found = await signUpToConfirm(db, secret, tokenOf(post.request), now);
  if (found.state !== "pending") return failure(400, "", { formError: confirmAddressPage[found.state] });
  // A wrong password here is a guess like a failed sign-in, under the same per-address limit:
  // counted before it is checked, and taken back when it was right.
  const browser = vouchingBrowser(secret, knownBrowserCookieOf(post.request, isSecureSite(config.baseUrl)), found.email, now);
  const verdict = await countAttempt(db, [failedSignInCheck(found.email, browser, config)], now);
  if (!verdict.allowed) return tooMany(copy, "", verdict.retryAfterSeconds);
  if (!(await isAccountPassword(call.auth, db, found.userId, parsed.values.password))) {
    return failure(401, "", { errors: { password: confirmAddressPage.wrongPassword } });
  }
  await takeBack(db, [verdict.attempt]);
  if (!(await markAddressProved(db, found.userId, now))) return failure(400, "", { formError: confirmAddressPage.replaced });
  const reply = await signInWithPassword(call, { email: found.email, password: parsed.values.password });
  if (!reply.ok) return unexpected(copy, reply, "");
  return redirect(`${accountPaths.login[locale]}?verified=1`, { status: 303, headers: withCookies(reply.setCookies) });
}

/**
 * POST /login/forgot: the same answer whether or not an account uses the address. Each address
 * gets a few links an hour, each network a few requests a minute (limits.server.ts).
 */
export async function handleForgotPassword(post: FormPost) {
  const { copy, forms } = accountPageOf(post.request);
  const parsed = parseForm(forms.forgotPasswordForm, await post.readFields());
  const email = typeof parsed.raw.email === "string" ? parsed.raw.email : "";
  if (!parsed.ok) return failure(400, email, { errors: parsed.errors });

  const { call, db } = await authContext(post);
  // Counted for every address, whether or not an account uses it, so the answer reveals nothing.
  const verdict = await countAttempt(db, [limitCheck("passwordLinksPerAccount", parsed.values.email, {})], new Date());
  if (!verdict.allowed) {
    const wait = verdict.retryAfterSeconds;
    return failure(429, email, { formError: copy.forgotPasswordPage.tooMany(copy.waitText(wait)) }, { "Retry-After": String(wait) });
  }
  // The e-mail is in the account's own language, whichever page asked (Better Auth's callback).
  const reply = await requestPasswordReset(call, parsed.values.email);
  if (!reply.ok) return unexpected(copy, reply, email);
  return data({ values: {}, errors: {}, formError: null, sentTo: parsed.values.email });
}

/** What /login/reset shows: the form while the link is unused and unexpired; else 410, it works no more. */
export async function resetPasswordState(request: Request) {
  const { database } = await services();
  const linkWorks = (await passwordResetAccount(database.db, tokenOf(request), new Date())) !== null;
  return data({ linkWorks }, { status: linkWorks ? 200 : 410 });
}

/**
 * POST /login/reset: Better Auth sets the password once per link and ends every session. The
 * mailbox is proved and the password is the verifier's own, so the address counts as confirmed.
 */
export async function handleResetPassword(post: FormPost) {
  const { locale, copy, forms } = accountPageOf(post.request);
  const { resetPasswordPage, authMessages } = copy;
  const parsed = parseForm(forms.resetPasswordForm, await post.readFields());
  if (!parsed.ok) return failure(400, "", { errors: parsed.errors });

  const { call, config, db, secret } = await authContext(post);
  const token = tokenOf(post.request);
  const account = await passwordResetAccount(db, token, new Date());
  if (!account) return failure(400, "", { formError: resetPasswordPage.invalid });
  const reply = await resetPassword(call, token, parsed.values.newPassword);
  if (reply.code === "INVALID_TOKEN") return failure(400, "", { formError: resetPasswordPage.invalid });
  if (reply.code === "PASSWORD_TOO_SHORT" || reply.code === "PASSWORD_TOO_LONG") {
    return failure(400, "", { errors: { newPassword: authMessages.weakPassword } });
  }
  if (!reply.ok) return unexpected(copy, reply, "");
  const now = new Date();
  await markAddressProved(db, account.userId, now);
  // This browser has proved the mailbox: it counts as the owner's, and signs in even while
  // strangers' guesses hold the address (decision 0060).
  const cookie = knownBrowserSetCookie(secret, account.email, now, isSecureSite(config.baseUrl));
  return redirect(`${accountPaths.login[locale]}?reset=1`, { status: 303, headers: { "Set-Cookie": cookie } });
}
