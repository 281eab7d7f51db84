import { personName } from "~/domain/applicant-name";
import { moveWithDecision } from "../pipeline/stages.server";
import { and, eq, isNull, ne, or } from "drizzle-orm";
import { data, redirect } from "react-router";
import { words } from "~/content/words";
import { localeOfPath, withdrawalPrefix } from "~/domain/locale";
import { withdrawalPage as copy } from "~/content/privacy-requests";
import { withdrawalForm } from "~/domain/forms/privacy-forms";
import { cancelUnsentDecisionEmails } from "../admin/applications.server";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import { applicantNameColumns, applicationEvents, applications } from "../db/schema.server";
import { enqueueMessages } from "../mail/outbox.server";
import { mailLocale } from "../mail/mail-words.server";
import { withdrawalMessage } from "../mail/templates.server";
import type { FormPost } from "../form-post.server";
import { mailFilesFolder } from "../mail/mail-files.server";
import { deletePersonalData, findPerson } from "./personal-data.server";
import { services } from "../services.server";
import { endShortlistsOnWithdrawal } from "../shortlists/shortlist-privacy.server";
import { checkWithdrawalToken, WITHDRAWAL_LINK_DAYS } from "./withdrawal-link.server";

/** Who the history and the deletion record name when the applicant acted through their link. */
export const APPLICANT_ACTOR = "the applicant";

/** What the withdrawal page shows of an application: enough to recognise it, nothing more. */
export type WithdrawableApplication = {
  type: "CIO" | "Company";
  /** A CIO's full name, or a company's name. */
  name: string;
  receivedAt: Date;
  withdrawnAt: Date | null;
};

export async function withdrawableApplication(db: Database, id: string): Promise<WithdrawableApplication | null> {
  const [row] = await db
    .select({
      ...applicantNameColumns,
      createdAt: applications.createdAt,
      status: applications.status,
      withdrawnAt: applications.withdrawnAt,
    })
    .from(applications)
    .where(eq(applications.id, id));
  if (!row) return null;
  return {
    type: row.type,
    name: row.type === "CIO" ? personName(row.firstName, row.lastName) : (row.companyName ?? ""),
    receivedAt: row.createdAt,
    withdrawnAt: row.status === "Withdrawn" ? (row.withdrawnAt ?? row.createdAt) : null,
  };
}

export type WithdrawalOutcome = "withdrawn" | "already-withdrawn" | "deleted" | "not-found";

type WithdrawalDeps = {
  db: Database;
  config: Pick<Config, "baseUrl" | "adminEmails" | "smtpUrl" | "dataDir" | "privacy">;
  now: Date;
};

/**
 * The applicant withdraws their application: it is marked Withdrawn (and so leaves matching), the
 * history records it, and a confirmation e-mail is queued, in one transaction. With `deleteData`
 * the application and everything about it is deleted instead (only this application: the link
 * names no other), and the confirmation names nothing they gave. A second withdrawal changes nothing.
 */
export async function withdrawApplication(deps: WithdrawalDeps, input: { id: string; deleteData: boolean }): Promise<WithdrawalOutcome> {
  const { db, config, now } = deps;
  const [row] = await db
    .select({ email: applications.email, type: applications.type, createdAt: applications.createdAt, locale: applications.locale })
    .from(applications)
    .where(eq(applications.id, input.id));
  if (!row) return "not-found";
  const confirmation = (deleted: boolean) =>
    withdrawalMessage({
      email: row.email,
      type: row.type,
      submittedAt: row.createdAt,
      deleted,
      contactEmail: config.privacy.contactEmail,
      closedMonths: config.privacy.retention.closedMonths,
      baseUrl: config.baseUrl,
      // The language they applied in, whichever page they withdrew from.
      locale: mailLocale(row.locale),
    });

  if (input.deleteData) {
    const person = await findPerson(db, input.id, { scope: "application", includeInquiries: false });
    if (!person || person.applicationIds.length === 0) return "not-found";
    await deletePersonalData(db, {
      person,
      actor: APPLICANT_ACTOR,
      // For the admin's record of the deletion, which is in English whatever the page's language.
      reason: copy.deletionReason,
      reasonBy: "site",
      now,
      adminEmails: config.adminEmails,
      mailFolder: mailFilesFolder(config),
      baseUrl: config.baseUrl,
    });
    // Tied to no record: the application is gone, and this e-mail is all that is left of it.
    await enqueueMessages(db, [confirmation(true)], {});
    return "deleted";
  }

  return db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(applications)
      .set({ status: "Withdrawn", withdrawnAt: now })
      .where(and(eq(applications.id, input.id), or(isNull(applications.status), ne(applications.status, "Withdrawn"))))
      .returning({ id: applications.id });
    if (!withdrawn) return "already-withdrawn";
    await tx.insert(applicationEvents).values({ applicationId: input.id, kind: "withdrawn", actor: APPLICANT_ACTOR, createdAt: now });
    await moveWithDecision(tx, { id: input.id, change: "Withdrawn", actor: APPLICANT_ACTOR, now });
    // Their open shortlists end: a CIO is no longer available on them, a company's closes (its
    // interested CIOs told, in this transaction, so the notice and the closing go together).
    await endShortlistsOnWithdrawal(tx, input.id, config.baseUrl);
    // A decision e-mail still waiting would reach someone who has just left: it goes no further.
    await cancelUnsentDecisionEmails(tx, { applicationId: input.id, actor: APPLICANT_ACTOR, now });
    await enqueueMessages(tx, [confirmation(false)], { applicationId: input.id });
    return "withdrawn";
  });
}

type PageCommon = { contactEmail: string; closedMonths: number; linkDays: number };

/** What the withdrawal page shows, with the HTTP status it is sent with. */
export type WithdrawalPageState =
  | ({ state: "invalid" | "expired" | "gone" | "deleted" } & PageCommon)
  | ({ state: "open" | "withdrawn"; application: WithdrawableApplication; justWithdrawn: boolean } & PageCommon);

const statusOf = { invalid: 400, expired: 410, gone: 410, deleted: 200, open: 200, withdrawn: 200 } as const;

/** Reads the link: which application it names, if it is genuine, current, and the application still there. */
async function pageState(token: string, done: string | null): Promise<WithdrawalPageState> {
  const { database, config, secret } = await services();
  const common = {
    contactEmail: config.privacy.contactEmail,
    closedMonths: config.privacy.retention.closedMonths,
    linkDays: WITHDRAWAL_LINK_DAYS,
  };
  const check = checkWithdrawalToken(token, secret, new Date());
  if (!check.ok) return { state: check.problem, ...common };
  const application = await withdrawableApplication(database.db, check.id);
  if (!application) return { state: done === "deleted" ? "deleted" : "gone", ...common };
  return {
    state: application.withdrawnAt ? "withdrawn" : "open",
    application,
    justWithdrawn: done === "withdrawn",
    ...common,
  };
}

const page = (state: WithdrawalPageState) =>
  data(state, { status: statusOf[state.state], headers: { "Cache-Control": "private, no-store" } });

/** GET /withdraw/:token and /fr/retrait/:token */
export async function withdrawalPage(request: Request, token: string) {
  return page(await pageState(token, new URL(request.url).searchParams.get("done")));
}

/**
 * POST /withdraw/:token (or /fr/retrait/:token): withdraw (and maybe delete), then show the outcome
 * on the same page, in its language (POST → redirect → GET).
 */
export async function withdrawalAction({ request, readFields }: FormPost, token: string) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const body = await readFields();
  const { database, config, secret, mailWorker } = await services();
  const now = new Date();
  const check = checkWithdrawalToken(token, secret, now);
  if (!check.ok) return page(await pageState(token, null));
  const parsed = withdrawalForm.safeParse({ intent: body.get("intent"), deleteData: body.get("deleteData") ?? undefined });
  if (!parsed.success) throw data(words(locale).privacyRequests.withdrawalPage.useTheButton, { status: 400 });
  const deleteData = parsed.data.intent === "delete" || parsed.data.deleteData === "yes";
  const outcome = await withdrawApplication({ db: database.db, config, now }, { id: check.id, deleteData });
  if (outcome === "not-found") return page(await pageState(token, null));
  mailWorker.nudge();
  const self = `${withdrawalPrefix[locale]}${encodeURIComponent(token)}`;
  if (outcome === "already-withdrawn") return redirect(self, 303);
  return redirect(`${self}?done=${outcome}`, 303);
}
