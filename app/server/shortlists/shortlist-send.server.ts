import { randomUUID } from "node:crypto";
import { moveWithFlow } from "../pipeline/stages.server";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { matchReasons } from "~/content/matching";
import { words } from "~/content/words";
import { isUuid } from "~/domain/ids";
import { type Fit, fitOf, haveSomethingInCommon, rankCios } from "~/domain/matching";
import { canBeShortlisted, canBeShortlistedFor, checkedText, MAX_NOTE_LENGTH, needsFrench, rightCount } from "~/domain/shortlists";
import { uniqueViolation } from "../booking/bookings.server";
import type { Database } from "../db/client.server";
import { type ApplicationRow, applications, shortlistCandidates, shortlists } from "../db/schema.server";
import { enqueueMessages } from "../mail/outbox.server";
import { cioInvitationMessage } from "../mail/shortlist-emails.server";
import type { ShortlistInput, ShortlistPreview, ShortlistProblem, Settings } from "./shortlist-types.server";
import { signCioToken } from "./cio-token.server";
import { recordOnBoth } from "./shortlist-events.server";

/** How many eligible CIOs the request's page offers, best first (as many as its suggestions). */
const OFFERED = 20;

/** The admin reads the reasons in English, as the suggestions say them. */
const adminWords = () => ({ reasons: matchReasons, options: words("en").options });

export async function eligibleCios(db: Database, company: ApplicationRow): Promise<{ cio: ApplicationRow; fit: Fit }[]> {
  if (!canBeShortlistedFor(company)) return [];
  // Accepted CIOs are the few the team vetted: their profiles are ranked here, whole rows read only for the best.
  const profiles = await db
    .select({
      id: applications.id,
      createdAt: applications.createdAt,
      areasOfExpertise: applications.areasOfExpertise,
      industries: applications.industries,
      city: applications.city,
      province: applications.province,
      workModel: applications.workModel,
      availability: applications.availability,
    })
    .from(applications)
    .where(
      and(
        eq(applications.type, "CIO"),
        eq(applications.status, "Accepted"),
        isNull(applications.spamReason),
        needsFrench(company) ? inArray(applications.workLanguage, ["fr", "both"]) : undefined,
      ),
    );
  // As the suggestions: a CIO with nothing in common with the request is not offered.
  const best = rankCios(
    company,
    profiles.filter((profile) => haveSomethingInCommon(company, profile)),
    adminWords(),
  ).slice(0, OFFERED);
  if (best.length === 0) return [];
  const rows = await db
    .select()
    .from(applications)
    .where(
      inArray(
        applications.id,
        best.map(({ item }) => item.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return best.flatMap(({ item, fit }) => {
    const cio = byId.get(item.id);
    // Checked again on the whole row: one decided or withdrawn between the two reads is left out.
    return cio && canBeShortlisted(company, cio) ? [{ cio, fit }] : [];
  });
}

/** A shortlist ready to store: what each side receives, and each candidate's row. */
type Plan = {
  preview: ShortlistPreview;
  rows: { id: string; cioId: string; noteForCio: string | null; noteForCompany: string | null }[];
};

type Planned = { ok: true; plan: Plan } | { ok: false; problem: ShortlistProblem };

/**
 * Checks the input and writes every message, for Preview and Send alike, so the preview is exactly
 * what would be queued. Only the link differs: each candidate's id and issue time are made here, so
 * a preview's links (issued at `now`, for candidate ids never stored) open nothing, and Send makes
 * new ones. With `lock`, the rows read are held until the transaction ends, so a decision or
 * withdrawal cannot slip in between the checks and the insert: the CIOs' for share, the request's
 * for update (its stage moves with the send), so that two sends at once take it in turn.
 */
async function plan(db: Database, input: ShortlistInput, settings: Settings, now: Date, lock: boolean): Promise<Planned> {
  const cioIds = input.picks.map((pick) => pick.cioId);
  if (!rightCount(cioIds)) return { ok: false, problem: "wrong-count" };
  const notes = input.picks.map((pick) => ({
    forCio: checkedText(pick.noteForCio, MAX_NOTE_LENGTH),
    forCompany: checkedText(pick.noteForCompany, MAX_NOTE_LENGTH),
  }));
  if (notes.some((note) => !note.forCio.ok || !note.forCompany.ok)) return { ok: false, problem: "note-not-valid" };
  if (!isUuid(input.companyId)) return { ok: false, problem: "company-not-eligible" };
  if (!cioIds.every(isUuid)) return { ok: false, problem: "cio-not-eligible" };
  const read = (ids: string[], strength: "share" | "no key update") => {
    const query = db.select().from(applications).where(inArray(applications.id, ids));
    return lock ? query.for(strength) : query;
  };
  const [company] = await read([input.companyId], "no key update");
  if (!company || !canBeShortlistedFor(company)) return { ok: false, problem: "company-not-eligible" };
  // The preview says so before anything is composed; a send leaves it to the unique index, which
  // alone decides between two sends at once.
  if (!lock) {
    const [open] = await db
      .select({ id: shortlists.id })
      .from(shortlists)
      .where(and(eq(shortlists.companyApplicationId, company.id), eq(shortlists.status, "open")));
    if (open) return { ok: false, problem: "already-open" };
  }
  const cios = new Map((await read(cioIds, "share")).map((row) => [row.id, row]));
  if (!cioIds.every((id) => cios.has(id) && canBeShortlisted(company, cios.get(id)!))) return { ok: false, problem: "cio-not-eligible" };

  const rows: Plan["rows"] = [];
  const candidates: ShortlistPreview["candidates"] = [];
  input.picks.forEach((pick, index) => {
    const cio = cios.get(pick.cioId)!;
    const note = notes[index]!;
    const row = {
      id: randomUUID(),
      cioId: cio.id,
      noteForCio: note.forCio.ok ? note.forCio.text : null,
      noteForCompany: note.forCompany.ok ? note.forCompany.text : null,
    };
    const token = signCioToken(settings.secret, row.id, now);
    const invitation = cioInvitationMessage({ company, cio, note: row.noteForCio, token, baseUrl: settings.baseUrl });
    rows.push(row);
    candidates.push({ cio, fit: fitOf(company, cio, adminWords()), invitation });
  });
  return { ok: true, plan: { preview: { company, candidates }, rows } };
}

export async function previewShortlist(
  db: Database,
  input: ShortlistInput,
  settings: Settings,
  now: Date,
): Promise<{ ok: true; preview: ShortlistPreview } | { ok: false; problem: ShortlistProblem }> {
  const planned = await plan(db, input, settings, now, false);
  return planned.ok ? { ok: true, preview: planned.plan.preview } : planned;
}

/** A refusal found inside the transaction: it rolls back, then becomes the answer. */
class Refused extends Error {
  constructor(readonly problem: ShortlistProblem) {
    super(problem);
  }
}

export async function sendShortlist(
  db: Database,
  input: ShortlistInput & { adminEmail: string },
  settings: Settings,
  now: Date,
): Promise<{ ok: true; shortlistId: string } | { ok: false; problem: ShortlistProblem }> {
  try {
    const shortlistId = await db.transaction(async (tx) => {
      const planned = await plan(tx as unknown as Database, input, settings, now, true);
      if (!planned.ok) throw new Refused(planned.problem);
      const { preview, rows } = planned.plan;
      // Two admins (or a double click) both pass the check above; the partial unique index lets one insert through.
      const [stored] = await tx
        .insert(shortlists)
        .values({ companyApplicationId: preview.company.id, createdBy: input.adminEmail, createdAt: now })
        .returning({ id: shortlists.id });
      await tx.insert(shortlistCandidates).values(
        rows.map((row) => ({
          id: row.id,
          shortlistId: stored!.id,
          cioApplicationId: row.cioId,
          noteForCio: row.noteForCio,
          noteForCompany: row.noteForCompany,
          linkIssuedAt: now,
        })),
      );
      for (const { cio, invitation } of preview.candidates) {
        await enqueueMessages(tx, [invitation], { applicationId: cio.id });
        await recordOnBoth(tx, { kind: "shortlisted", companyId: preview.company.id, cioId: cio.id, actor: input.adminEmail, at: now });
      }
      await moveWithFlow(tx, { companyId: preview.company.id, step: "shortlist-sent", actor: input.adminEmail, now });
      return stored!.id;
    });
    return { ok: true, shortlistId };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problem: error.problem };
    if (uniqueViolation(error) === "shortlists_one_open_idx") return { ok: false, problem: "already-open" };
    throw error;
  }
}
