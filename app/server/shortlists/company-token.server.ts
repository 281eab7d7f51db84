import { isUuid } from "~/domain/ids";
import { COMPANY_LINK_MS, COMPANY_LINK_PURPOSE } from "~/domain/shortlists";
import { checkPurposeToken, signPurposeToken, type TokenCheck } from "../signed-token.server";

// The company's link names its shortlist and carries the time it was issued, which the shortlist
// keeps (`company_link_issued_at`): a resend moves that time, so the old link stops matching.

export function signCompanyToken(secret: string, shortlistId: string, issuedAt: Date): string {
  return signPurposeToken(secret, COMPANY_LINK_PURPOSE, shortlistId, issuedAt);
}

export function checkCompanyToken(token: string, secret: string, now: Date): TokenCheck {
  return checkPurposeToken(token, secret, COMPANY_LINK_PURPOSE, now, COMPANY_LINK_MS, isUuid);
}
