import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { decideApplication } from "~/server/admin/applications.server";
import { reopenDecision } from "~/server/admin/application-details.server";
import { introduce } from "~/server/admin/matching.server";
import { applicationEvents, applications } from "~/server/db/schema.server";
import { moveStage } from "~/server/pipeline/stages.server";
import { withdrawApplication } from "~/server/privacy/withdrawal.server";
import { sendShortlist } from "~/server/shortlists/shortlists.server";
import { databaseKinds } from "../support/database";
import { suiteDatabase } from "../support/suite-database";
import { admin, picksOf, settings, shortlistCio, shortlistCompany, withdrawalConfig } from "../support/shortlists";

// A record's stage (decision 0080), without HTTP, on PGlite and PostgreSQL: an admin's moves and
// the ones refused, two admins at once, and the moves that decisions, withdrawals and the
// introductions flow make by themselves, each in the history.

const now = new Date("2026-11-27T15:00:00Z");
const other = "second.admin@example.ca";
const config = withdrawalConfig;

describe.each(databaseKinds)("stages on %s", (kind) => {
  const db = suiteDatabase(kind);

  const stored = async (id: string) =>
    (
      await db()
        .select({ stage: applications.stage, closeReason: applications.closeReason })
        .from(applications)
        .where(eq(applications.id, id))
    )[0];
  const moves = async (id: string) =>
    (
      await db()
        .select({ stage: applicationEvents.stage, reason: applicationEvents.reason, actor: applicationEvents.actor })
        .from(applicationEvents)
        .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.kind, "stage-moved")))
        .orderBy(applicationEvents.createdAt)
    ).map((event) => [event.stage, event.reason, event.actor]);
  const move = (id: string, from: string, to: string, closeReason: string | null = null, adminEmail = admin) =>
    moveStage(db(), { id, from, to, closeReason, adminEmail, now });

  it("moves a company request through every stage to Engaged, each move in the history with who made it", async () => {
    const company = await shortlistCompany(db());
    const path = ["new", "contacted", "shortlist-sent", "meeting", "engaged"];
    for (const [index, to] of path.slice(1).entries())
      expect(await move(company.id, path[index]!, to)).toEqual({ outcome: "moved", stage: to });
    expect(await stored(company.id)).toEqual({ stage: "engaged", closeReason: null });
    expect(await moves(company.id)).toEqual(path.slice(1).map((stage) => [stage, null, admin]));
  });

  it("closes a request only with a known reason, and refuses stages that are not its own", async () => {
    const company = await shortlistCompany(db());
    expect(await move(company.id, "new", "closed")).toEqual({ outcome: "refused", problem: "needs-reason" });
    expect(await move(company.id, "new", "closed", "free\u0000text")).toEqual({ outcome: "refused", problem: "needs-reason" });
    for (const stage of ["screening", "__proto__", "constructor", "New", ""])
      expect(await move(company.id, "new", stage)).toEqual({ outcome: "refused", problem: "unknown-stage" });
    expect(await move(company.id, "new", "closed", "no-budget")).toEqual({ outcome: "moved", stage: "closed" });
    expect(await stored(company.id)).toEqual({ stage: "closed", closeReason: "no-budget" });
    expect(await moves(company.id)).toEqual([["closed", "no-budget", admin]]);
  });

  it("lets one of two admins moving at once win, and tells the other where it is now", async () => {
    const company = await shortlistCompany(db());
    const outcomes = await Promise.all([move(company.id, "new", "contacted"), move(company.id, "new", "meeting", null, other)]);
    const moved = outcomes.find((outcome) => outcome.outcome === "moved");
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(["changed", "moved"]);
    expect(outcomes.find((outcome) => outcome.outcome === "changed")).toEqual({
      outcome: "changed",
      current: (moved as { stage: string }).stage,
    });
    expect(await moves(company.id)).toHaveLength(1);
  });

  it("moves a CIO with the decisions, and by hand only where no decision is made", async () => {
    const cio = await shortlistCio(db(), "Imogen", { status: null });
    expect(await move(cio.id, "applied", "in-network")).toEqual({ outcome: "refused", problem: "needs-decision" });
    expect(await move(cio.id, "applied", "screening")).toEqual({ outcome: "moved", stage: "screening" });
    await decideApplication(db(), { id: cio.id, status: "Accepted", adminEmail: admin, now });
    expect(await stored(cio.id)).toMatchObject({ stage: "in-network" });
    expect(await move(cio.id, "in-network", "engaged")).toEqual({ outcome: "moved", stage: "engaged" });
    await reopenDecision(db(), { id: cio.id, reason: "Accepted too soon.", adminEmail: admin, now });
    expect(await stored(cio.id)).toMatchObject({ stage: "screening" });
    await decideApplication(db(), { id: cio.id, status: "Denied", adminEmail: other, now });
    expect(await stored(cio.id)).toMatchObject({ stage: "not-a-fit" });
    // The decisions' own entries say what they did to the stage; the moves by hand are entered.
    expect(await moves(cio.id)).toEqual([
      ["screening", null, admin],
      ["engaged", null, admin],
    ]);
  });

  it("closes a denied or withdrawn request, and then no move brings a withdrawn one back", async () => {
    const denied = await shortlistCompany(db(), { status: null });
    await decideApplication(db(), { id: denied.id, status: "Denied", adminEmail: admin, now });
    expect(await stored(denied.id)).toEqual({ stage: "closed", closeReason: "no-fit" });
    await reopenDecision(db(), { id: denied.id, reason: "They called back.", adminEmail: admin, now });
    expect(await stored(denied.id)).toEqual({ stage: "contacted", closeReason: null });

    const withdrawn = await shortlistCompany(db(), { status: null });
    expect(await withdrawApplication({ db: db(), config, now }, { id: withdrawn.id, deleteData: false })).toBe("withdrawn");
    expect(await stored(withdrawn.id)).toEqual({ stage: "closed", closeReason: "other" });
    expect(await moves(withdrawn.id)).toEqual([]);
    expect(await move(withdrawn.id, "closed", "contacted")).toEqual({ outcome: "refused", problem: "withdrawn" });
  });

  it("moves a request to Shortlist sent when its shortlist goes, and to Meeting on an introduction, never back", async () => {
    const company = await shortlistCompany(db());
    const cio = await shortlistCio(db(), "Oona");
    const sent = await sendShortlist(db(), { companyId: company.id, picks: picksOf(cio), adminEmail: admin }, settings, now);
    expect(sent.ok).toBe(true);
    expect(await stored(company.id)).toMatchObject({ stage: "shortlist-sent" });
    await introduce(db(), { ids: [company.id, cio.id], confirmed: true, adminEmail: other, now, config });
    expect(await stored(company.id)).toMatchObject({ stage: "meeting" });
    expect(await move(company.id, "meeting", "engaged")).toMatchObject({ outcome: "moved" });
    await introduce(db(), { ids: [company.id, cio.id], confirmed: true, adminEmail: other, now, config });
    expect(await stored(company.id)).toMatchObject({ stage: "engaged" });
    expect(await moves(company.id)).toEqual([
      ["shortlist-sent", null, admin],
      ["meeting", null, other],
      ["engaged", null, admin],
    ]);
  });
});
