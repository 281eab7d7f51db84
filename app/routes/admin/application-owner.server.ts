import { data, redirect } from "react-router";
import { ownerErrors } from "~/content/admin-owner";
import { ownerForm } from "~/domain/owner";
import type { Database } from "~/server/db/client.server";
import { assignOwner } from "~/server/pipeline/owner.server";
import type { ActionProblem } from "./application-action-data";

// The record page's "Owner" form (and its "Assign to me"): kept apart from the page's other actions.

/** Assigns the record, then back to its page; a stale page is a 409 that says who owns it now. */
export async function ownerAction(
  body: FormData,
  context: { db: Database; id: string; adminEmail: string; admins: readonly string[]; now: Date },
) {
  const problem = (status: number, message: string) => data<ActionProblem>({ errors: { owner: message } }, { status });
  const text = (name: string) => {
    const value = body.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const parsed = ownerForm.safeParse({ shown: text("shown"), owner: text("owner") });
  if (!parsed.success) return problem(400, ownerErrors.notAnAdmin);
  const { db, id, adminEmail, admins, now } = context;
  const outcome = await assignOwner(db, { id, ...parsed.data, admins, adminEmail, now });
  if (outcome.outcome === "not-found") return problem(404, ownerErrors.notFound);
  if (outcome.outcome === "changed-meanwhile") return problem(409, ownerErrors.changed(outcome.current));
  if (outcome.outcome === "not-an-admin") return problem(400, ownerErrors.notAnAdmin);
  if (outcome.outcome === "unchanged") return problem(400, ownerErrors.unchanged);
  return redirect(`/admin/applications/${id}?notice=assigned`, 303);
}
