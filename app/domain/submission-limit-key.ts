/**
 * The address a submission counts against for SUBMISSIONS_PER_HOUR_PER_EMAIL: lower-cased, and
 * without a `+tag` in its local part, since `flood+1@x` and `flood+2@x` reach the same mailbox
 * (decision 0030). Dots are left alone: only some providers ignore them. The stored address keeps
 * what the visitor typed; this is only the limit's key.
 */
export function submissionLimitKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at === -1) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf("+");
  return `${plus === -1 ? local : local.slice(0, plus)}${address.slice(at)}`;
}
