import { z } from "./forms/zod";

// Who a company request or CIO application is assigned to: one admin (an address of ADMIN_EMAILS)
// or nobody. Pure, so the record page, the list and the bulk actions judge an owner the same way.

/** An admin's address as ADMIN_EMAILS holds it: trimmed, lower case. */
export const ownerKey = (email: string) => email.trim().toLowerCase();

/** The addresses an admin may assign to: the admins of the configuration. */
export const canOwn = (email: string, admins: readonly string[]) => admins.includes(ownerKey(email));

/**
 * The owner select's choices: every admin, and the record's owner when it is no longer one (it
 * stays shown, marked, so the page does not pretend the record is unassigned; it can be changed).
 */
export function ownerChoices(admins: readonly string[], current: string | null): { email: string; isAdmin: boolean }[] {
  const choices = admins.map((email) => ({ email, isAdmin: true }));
  if (current !== null && !canOwn(current, admins)) choices.push({ email: current, isAdmin: false });
  return choices;
}

/** The longest address the owner forms take (an e-mail address is at most 254 characters). */
const address = z.string().trim().max(254);

/**
 * "Owner" on a record's page: the owner the page showed ("" for nobody) and the one chosen ("" for
 * nobody). Whether the chosen one may own it is checked against the configuration's admins.
 */
export const ownerForm = z.object({
  shown: address,
  owner: address,
});

/** What an assignment asks, read against the stored owner: nothing to do, a stale page, or a change. */
export function judgeAssignment(
  input: { shown: string; owner: string; stored: string | null },
  admins: readonly string[],
): "unchanged" | "changed-meanwhile" | "not-an-admin" | "assign" {
  const stored = input.stored === null ? "" : ownerKey(input.stored);
  if (ownerKey(input.shown) !== stored) return "changed-meanwhile";
  const owner = ownerKey(input.owner);
  if (owner !== "" && !canOwn(owner, admins)) return "not-an-admin";
  if (owner === stored) return "unchanged";
  return "assign";
}
