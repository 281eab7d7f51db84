import { and, eq, gt } from "drizzle-orm";
import { accountPaths } from "~/domain/account-paths";
import type { Locale } from "~/domain/locale";
import { checkPurposeToken, signPurposeToken } from "../signed-token.server";
import type { Database } from "../db/client.server";
import { accounts, sessions, users, verifications } from "../db/schema.server";

/**
 * The two links that prove a mailbox (decision 0033): the address confirmation sent on sign-up,
 * and the link to choose a new password. Proving the mailbox never promotes a password the person
 * did not choose: the confirmation asks for the sign-up's password, the reset sets a new one.
 * Either way every session made before ends, and only sessions made after count for admin rights.
 */

/** What of Better Auth checks a password: named here, not imported, as Better Auth's setup imports this module. */
type PasswordChecker = {
  $context: Promise<{ password: { verify(input: { hash: string; password: string }): Promise<boolean> } }>;
};

const CONFIRM_PURPOSE = "confirm-address";
const CONFIRM_LINK_MS = 24 * 3_600_000;
/** Better Auth's user ids: random letters and digits. */
const isUserId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);
const normalised = (email: string) => email.trim().toLowerCase();

/** The link in the sign-up e-mail: it names that one sign-up (its user id), so a newer sign-up makes it void. */
export function addressConfirmationUrl(baseUrl: string, secret: string, userId: string, issuedAt: Date, locale: Locale): string {
  return `${baseUrl}${accountPaths.registerConfirm[locale]}?token=${signPurposeToken(secret, CONFIRM_PURPOSE, userId, issuedAt)}`;
}

/** The link in the password e-mail: Better Auth's one-time token, opened on our page in the account's language. */
export function passwordResetUrl(baseUrl: string, token: string, locale: Locale): string {
  return `${baseUrl}${accountPaths.reset[locale]}?token=${encodeURIComponent(token)}`;
}

/**
 * The language an account was made in, as stored (Better Auth hands its user rows to the e-mail
 * callbacks with our extra fields); anything but "fr" reads as English.
 */
export function accountLocale(user: object): Locale {
  return "locale" in user && user.locale === "fr" ? "fr" : "en";
}

/**
 * Signing up again for an address nobody has proved replaces the earlier attempt (its password, its
 * sessions and its pending link go with it), so a stranger who signed up first holds nothing.
 */
export async function forgetUnprovedSignUp(db: Database, email: string): Promise<void> {
  await db.delete(users).where(and(eq(users.email, normalised(email)), eq(users.emailVerified, false)));
}

export type SignUpToConfirm = { state: "pending"; userId: string; email: string } | { state: "invalid" | "expired" | "replaced" | "done" };

/** What a confirmation link names: the sign-up waiting for its password, or why there is none. */
export async function signUpToConfirm(db: Database, secret: string, token: string, now: Date): Promise<SignUpToConfirm> {
  const check = checkPurposeToken(token, secret, CONFIRM_PURPOSE, now, CONFIRM_LINK_MS, isUserId);
  if (!check.ok) return { state: check.problem };
  const [user] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, check.id));
  if (!user) return { state: "replaced" };
  if (user.emailVerified) return { state: "done" };
  return { state: "pending", userId: user.id, email: user.email };
}

/** Whether `password` is the one this account's sign-up chose (Better Auth's hash, checked by Better Auth's hasher). */
export async function isAccountPassword(auth: PasswordChecker, db: Database, userId: string, password: string): Promise<boolean> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  if (!credential?.hash) return false;
  const context = await auth.$context;
  return context.password.verify({ hash: credential.hash, password });
}

/**
 * The mailbox is proved: the address counts as verified from now, and every session made before
 * ends (a stranger's included). Returns false when the account is gone (replaced meanwhile).
 */
export async function markAddressProved(db: Database, userId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ emailVerified: true, emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    return updated.length > 0;
  });
}

/** The account a password link is for, while the link is unused and unexpired; null otherwise. */
export async function passwordResetAccount(db: Database, token: string, now: Date): Promise<{ userId: string; email: string } | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(token)) return null;
  const [row] = await db
    .select({ userId: users.id, email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, now)))
    .limit(1);
  return row ?? null;
}
