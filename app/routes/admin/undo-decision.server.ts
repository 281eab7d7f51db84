import { data, redirect } from "react-router";
import { applicationPage } from "~/content/admin";
import { undoWords } from "~/content/admin-undo";
import { undoForm } from "~/domain/forms/undo-form";
import type { Database } from "~/server/db/client.server";
import { decisionSummary } from "~/server/admin/applications.server";
import { undoDecision } from "~/server/admin/undo-decision.server";
import type { ActionProblem } from "./application-action-data";

// Undo on the record's page (decision 0086): the one way in for the list's, the record's and the
// queue's Undo buttons. A refusal shows on the record's page, which shows where the record stands.

const refused = (status: number, message: string) => data<ActionProblem>({ errors: { undo: message } }, { status });

/** Where to go after an Undo: back to the list or queue it came from, saying so, else the record. */
function afterUndo(id: string, back: string | null) {
  if (!back) return redirect(`/admin/applications/${id}?notice=undone`, 303);
  const [path = "", query = ""] = back.split("?", 2);
  const params = new URLSearchParams(query);
  for (const notice of ["undone", "decided", "already", "notified", "released", "deleted"]) params.delete(notice);
  params.set("undone", id);
  return redirect(`${path}?${params}`, 303);
}

export async function undoAction(body: FormData, input: { db: Database; id: string; adminEmail: string; now: Date }) {
  const text = (name: string) => {
    const value = body.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const parsed = undoForm.safeParse({ decidedAt: text("decidedAt"), back: text("back") });
  if (!parsed.success) return refused(400, undoWords.errors.badForm);
  const { id, adminEmail, now } = input;
  const outcome = await undoDecision(input.db, { id, decidedAt: parsed.data.decidedAt, adminEmail, now });
  switch (outcome.outcome) {
    case "not-found":
      throw data(applicationPage.errors.notFound, { status: 404 });
    case "changed":
      return refused(
        409,
        outcome.status === null ? undoWords.errors.alreadyUndone : undoWords.errors.changed(outcome.status, outcome.decidedBy),
      );
    case "too-late":
      return refused(409, undoWords.errors.tooLate);
    case "no-email":
      return refused(409, undoWords.errors.noEmail);
    case "undone":
      return afterUndo(id, parsed.data.back);
  }
}

/** The list's message after an Undo pressed on one of its rows. */
export async function undoneNotice(db: Database, id: string) {
  const summary = await decisionSummary(db, id);
  return summary && { tone: "success" as const, text: undoWords.undoneOn(summary.name) };
}
