import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type ApplicationRow, applicationEvents, outbox } from "~/server/db/schema.server";
import {
  answerNoneFit,
  answerOpportunity,
  companyShortlistFor,
  pickFromShortlist,
  resendCompanyLink,
  revokeCompanyLink,
  sendShortlist,
} from "~/server/shortlists/shortlists.server";
import { deletePersonalData, findPerson } from "~/server/privacy/personal-data.server";
import { withdrawApplication } from "~/server/privacy/withdrawal.server";
import { databaseKinds } from "../support/database";
import { suiteDatabase } from "../support/suite-database";
import { admin, picksOf, settings, shortlistCio, shortlistCompany, withdrawalConfig } from "../support/shortlists";

// The company's side of a shortlist (decision 0078), without HTTP, on PGlite and PostgreSQL: the
// first interest sends the company its page once; its link's checks; the pick and its
// introductions; none fit; a double pick and a CIO answering as the company picks.

const now = new Date("2026-11-27T15:00:00Z");
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);
const team = ["team@cio.example.ca"];
const pickSettings = { ...settings, notifyEmails: team };

describe.each(databaseKinds)("the company's shortlist on %s", (kind) => {
  const db = suiteDatabase(kind);

  async function newestToken(applicationId: string, mailKind: string): Promise<string> {
    const [row] = await db()
      .select({ text: outbox.textBody })
      .from(outbox)
      .where(and(eq(outbox.applicationId, applicationId), eq(outbox.kind, mailKind)))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    return /\/(?:opportunity|fr\/occasion|shortlist|fr\/selection)\/([\w.-]+)/.exec(row?.text ?? "")![1]!;
  }
  const mailsTo = async (applicationId: string, mailKind: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.applicationId, applicationId), eq(outbox.kind, mailKind)));
  const eventsOf = async (applicationId: string) =>
    (await db().select().from(applicationEvents).where(eq(applicationEvents.applicationId, applicationId))).map((e) => e.kind);

  async function shortlisted(companyLocale: "en" | "fr" = "en") {
    const company = await shortlistCompany(db(), { locale: companyLocale });
    const cios = [
      await shortlistCio(db(), "Marie", {
        lastName: "Tremblay",
        locale: "fr",
        phone: "5145550111",
        linkedin: "https://linkedin.com/in/marie-t",
      }),
      await shortlistCio(db(), "Ahmed", { lastName: "Okafor", locale: "en", phone: "6135550122" }),
      await shortlistCio(db(), "Lin", { lastName: "Zhao", locale: "en", phone: "6135550133" }),
    ];
    const sent = await sendShortlist(db(), { companyId: company.id, picks: picksOf(...cios), adminEmail: admin }, settings, now);
    if (!sent.ok) throw new Error(sent.problem);
    return { company, cios, shortlistId: sent.shortlistId };
  }
  const answer = async (cio: ApplicationRow, value: "interested" | "not-for-me", at = now) =>
    answerOpportunity(
      db(),
      { token: await newestToken(cio.id, "shortlist-invitation"), locale: cio.locale === "fr" ? "fr" : "en", answer: value, reason: "" },
      settings,
      at,
    );

  it("sends the company its page once, on the first interest, in its language", async () => {
    const { company, cios } = await shortlisted("fr");
    await answer(cios[2]!, "not-for-me");
    expect(await mailsTo(company.id, "shortlist-company")).toHaveLength(0);
    await answer(cios[0]!, "interested");
    await answer(cios[1]!, "interested");
    const mails = await mailsTo(company.id, "shortlist-company");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain("/fr/selection/");
    expect(mails[0]!.textBody).toContain("14\u00a0jours");
    // Sent by the site on the CIO's answer: neither the company nor the team did it.
    const sent = await db()
      .select({ actor: applicationEvents.actor })
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, company.id), eq(applicationEvents.kind, "company-shortlist-sent")));
    expect(sent).toEqual([{ actor: "the system" }]);
  });

  it("opens the page with the interested CIOs only, no contact details, and refuses bad links", async () => {
    const { company, cios, shortlistId } = await shortlisted();
    await answer(cios[0]!, "interested");
    const token = await newestToken(company.id, "shortlist-company");
    const page = await companyShortlistFor(db(), token, "en", settings, now);
    if (page.status !== "ok") throw new Error(page.status);
    expect(page.value.candidates.map((c) => c.displayName)).toEqual(["Marie T."]);
    const shown = JSON.stringify(page.value);
    for (const secret of [cios[0]!.email, "5145550111", "linkedin.com/in/marie-t", "Tremblay", cios[0]!.city!])
      expect(shown).not.toContain(secret);
    expect(await eventsOf(company.id)).toContain("company-shortlist-viewed");
    expect((await companyShortlistFor(db(), token, "fr", settings, now)).status).toBe("other-language");
    expect((await companyShortlistFor(db(), `${token.slice(0, -2)}xx`, "en", settings, now)).status).toBe("invalid");
    expect((await companyShortlistFor(db(), token, "en", settings, later(15))).status).toBe("expired");
    expect(await revokeCompanyLink(db(), { shortlistId, adminEmail: admin }, now)).toEqual({ ok: true });
    expect((await companyShortlistFor(db(), token, "en", settings, now)).status).toBe("revoked");
    // The same "Send a new link" twice at once (both showing the first link): one new e-mail.
    const resend = (at: Date) => resendCompanyLink(db(), { shortlistId, adminEmail: admin, shownIssuedAt: now }, settings, at);
    expect(await Promise.all([resend(later(1)), resend(new Date(later(1).getTime() + 7))])).toEqual([{ ok: true }, { ok: true }]);
    expect(await mailsTo(company.id, "shortlist-company")).toHaveLength(2);
    const fresh = await newestToken(company.id, "shortlist-company");
    expect((await companyShortlistFor(db(), fresh, "en", settings, later(1))).status).toBe("ok");
  });

  it("introduces both ways on a pick, thanks the others, and a double pick sends one set", async () => {
    const { company, cios } = await shortlisted();
    await answer(cios[0]!, "interested");
    await answer(cios[1]!, "interested");
    const token = await newestToken(company.id, "shortlist-company");
    const picked = (await companyShortlistFor(db(), token, "en", settings, now)) as {
      status: "ok";
      value: { candidates: { candidateId: string; displayName: string }[] };
    };
    const marie = picked.value.candidates.find((c) => c.displayName === "Marie T.")!.candidateId;
    const pick = () => pickFromShortlist(db(), { token, locale: "en", candidateIds: [marie] }, pickSettings, later(1));
    const outcomes = await Promise.all([pick(), pick()]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["already-answered", "ok"]);
    const toCompany = await mailsTo(company.id, "shortlist-introduction-company");
    expect(toCompany).toHaveLength(1);
    // To the person alone, the team in Cc, replies to the team.
    expect(toCompany[0]).toMatchObject({ recipients: [company.email], cc: team, replyTo: team[0] });
    expect(toCompany[0]!.textBody).toContain(cios[0]!.email);
    const toCio = await mailsTo(cios[0]!.id, "shortlist-introduction-cio");
    expect(toCio).toHaveLength(1);
    expect(toCio[0]).toMatchObject({ recipients: [cios[0]!.email], cc: team, replyTo: team[0] });
    expect(toCio[0]!.textBody).toContain("Bonne nouvelle");
    expect(toCio[0]!.textBody).toContain(company.email);
    const thanks = await mailsTo(cios[1]!.id, "shortlist-not-picked");
    expect(thanks).toHaveLength(1);
    expect(thanks[0]!.cc).toEqual([]);
    expect(thanks[0]!.textBody).not.toContain(company.companyName!);
    expect(await mailsTo(cios[2]!.id, "shortlist-not-picked")).toHaveLength(0);
    expect(await eventsOf(company.id)).toEqual(expect.arrayContaining(["company-picked", "introduced", "not-picked"]));
    expect(await eventsOf(cios[0]!.id)).toEqual(expect.arrayContaining(["company-picked", "introduced"]));
    expect((await answer(cios[0]!, "not-for-me", later(2))).status).toBe("closed");
  });

  it("refuses a candidate who is not interested, and takes none-fit with thanks", async () => {
    const { company, cios } = await shortlisted();
    await answer(cios[0]!, "interested");
    const token = await newestToken(company.id, "shortlist-company");
    expect((await pickFromShortlist(db(), { token, locale: "en", candidateIds: [] }, pickSettings, now)).status).toBe("no-candidate");
    // Sent twice at once: one answer stands, one thank-you goes.
    const noneFit = () => answerNoneFit(db(), { token, locale: "en", reason: "We chose to wait" }, settings, now);
    const outcomes = await Promise.all([noneFit(), noneFit()]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["already-answered", "ok"]);
    expect(outcomes.find((outcome) => outcome.status === "ok")).toEqual({ status: "ok", value: { reason: "We chose to wait" } });
    expect(await mailsTo(cios[0]!.id, "shortlist-not-picked")).toHaveLength(1);
    expect(await eventsOf(cios[0]!.id)).toContain("company-none-fit");
    expect((await answerNoneFit(db(), { token, locale: "en", reason: "" }, settings, now)).status).toBe("already-answered");
  });

  it.each(["answer first", "pick first"])("keeps one outcome when a CIO answers as the company picks (%s)", async (order) => {
    const { company, cios } = await shortlisted();
    await answer(cios[0]!, "interested");
    const token = await newestToken(company.id, "shortlist-company");
    const page = (await companyShortlistFor(db(), token, "en", settings, now)) as {
      status: "ok";
      value: { candidates: { candidateId: string }[] };
    };
    const id = page.value.candidates[0]!.candidateId;
    const pick = () => pickFromShortlist(db(), { token, locale: "en", candidateIds: [id] }, pickSettings, later(1));
    const change = () => answer(cios[0]!, "not-for-me", later(1));
    const [first, second] = order === "answer first" ? await Promise.all([change(), pick()]) : await Promise.all([pick(), change()]);
    const picked = [first, second].some((o) => o.status === "ok" && "value" in o && "picked" in o.value);
    const changed = [first, second].some((o) => o.status === "ok" && "value" in o && "answer" in o.value);
    expect(picked !== changed).toBe(true);
    expect(await mailsTo(company.id, "shortlist-introduction-company")).toHaveLength(picked ? 1 : 0);
  });
  it("shows a CIO who withdrew or was deleted as no longer available, with nothing of them, and refuses their pick", async () => {
    const { company, cios } = await shortlisted();
    const [marie, ahmed] = [cios[0]!, cios[1]!];
    await answer(marie, "interested");
    await answer(ahmed, "interested");
    const token = await newestToken(company.id, "shortlist-company");
    const open = async (at: Date) => {
      const page = await companyShortlistFor(db(), token, "en", settings, at);
      if (page.status !== "ok") throw new Error(page.status);
      return page.value;
    };
    const before = await open(now);
    expect(before.candidates.map((c) => [c.displayName, c.available])).toEqual([
      ["Ahmed O.", true],
      ["Marie T.", true],
    ]);
    const ids = before.candidates.map((c) => c.candidateId);

    const config = withdrawalConfig;
    expect(await withdrawApplication({ db: db(), config, now: later(1) }, { id: marie.id, deleteData: false })).toBe("withdrawn");
    const person = await findPerson(db(), ahmed.id, { scope: "person", includeInquiries: true });
    const deletion = { person: person!, actor: admin, reason: "Asked by phone.", reasonBy: "admin" as const, adminEmails: [admin] };
    await deletePersonalData(db(), { ...deletion, now: later(1), mailFolder: null, baseUrl: settings.baseUrl });

    const after = await open(later(1));
    expect(after.candidates).toHaveLength(2);
    for (const shown of after.candidates)
      expect(shown).toMatchObject({ available: false, displayName: "", reasons: [], noteForCompany: null, province: null, industries: [] });
    const json = JSON.stringify(after);
    for (const secret of ["Marie", "Tremblay", "Ahmed", "Okafor", marie.email, ahmed.email, "5145550111", "6135550122"])
      expect(json).not.toContain(secret);
    for (const id of ids)
      expect((await pickFromShortlist(db(), { token, locale: "en", candidateIds: [id] }, pickSettings, later(1))).status).toBe(
        "candidate-not-available",
      );
    expect(await mailsTo(company.id, "shortlist-introduction-company")).toHaveLength(0);
  });
});
