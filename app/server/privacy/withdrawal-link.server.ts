import { type Locale, withdrawalPrefix } from "~/domain/locale";
import { isUuid } from "~/domain/ids";
import { checkPurposeToken, signPurposeToken, type TokenCheck } from "../signed-token.server";

/**
 * The personal link in an applicant's confirmation e-mail: a signed token that names one
 * application. Nothing is stored: the signature is the proof, the issue time the expiry (decision 0021).
 */

export const WITHDRAWAL_PURPOSE = "withdraw-application";
export const WITHDRAWAL_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

export function signWithdrawalToken(secret: string, applicationId: string, issuedAt: Date): string {
  return signPurposeToken(secret, WITHDRAWAL_PURPOSE, applicationId, issuedAt);
}

export function checkWithdrawalToken(token: string, secret: string, now: Date): TokenCheck {
  return checkPurposeToken(token, secret, WITHDRAWAL_PURPOSE, now, WITHDRAWAL_LINK_DAYS * DAY_MS, isUuid);
}

/** The page an applicant opens from their confirmation e-mail, in the language they applied in. */
export function withdrawalUrl(baseUrl: string, secret: string, applicationId: string, issuedAt: Date, locale: Locale = "en"): string {
  return `${baseUrl}${withdrawalPrefix[locale]}${signWithdrawalToken(secret, applicationId, issuedAt)}`;
}
