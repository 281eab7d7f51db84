import { isUuid } from "~/domain/ids";
import { CIO_LINK_MS, CIO_LINK_PURPOSE } from "~/domain/shortlists";
import { checkPurposeToken, signPurposeToken, type TokenCheck } from "../signed-token.server";

// A shortlisted CIO's link names their candidate row and carries the time it was issued, which the
// row keeps (`link_issued_at`): a resend moves that time, so the old link stops matching and needs
// no table of tokens to be retired (decision 0075).

export function signCioToken(secret: string, candidateId: string, issuedAt: Date): string {
  return signPurposeToken(secret, CIO_LINK_PURPOSE, candidateId, issuedAt);
}

export function checkCioToken(token: string, secret: string, now: Date): TokenCheck {
  return checkPurposeToken(token, secret, CIO_LINK_PURPOSE, now, CIO_LINK_MS, isUuid);
}
