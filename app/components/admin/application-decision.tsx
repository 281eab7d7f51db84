import { applicationPage as copy, busyLabels } from "~/content/admin";
import { adminPage } from "~/content/auth";
import { ActionButton, buttonClass, TextAreaField } from "./admin-ui";
import { useFormatTime } from "./admin-time";
import type { ApplicationPageData, ApplicationProblem } from "./application-page-data";
import { BusyButton, BusyForm } from "./busy-form";
import { NotifyApplicant } from "./notify-applicant";
import { PendingDecisionNote, type PendingDecisionView } from "./pending-decision";

/**
 * Where the application stands: spam to release, Accept or Deny, or the decision and a way to reopen
 * it; inside its undo window, when its e-mail goes out and Undo (decision 0086), and why an Undo was refused.
 */
export function ApplicationDecision({
  application,
  problem,
  pending,
}: {
  application: ApplicationPageData["application"];
  problem: ApplicationProblem;
  pending?: PendingDecisionView | null;
}) {
  return (
    <>
      {problem?.errors.undo && (
        <p role="alert" className="mb-4 rounded-lg border border-red-700 bg-red-50 p-3 font-medium text-red-800">
          {problem.errors.undo}
        </p>
      )}
      <DecisionState application={application} problem={problem} pending={pending} />
    </>
  );
}

function DecisionState({
  application,
  problem,
  pending,
}: {
  application: ApplicationPageData["application"];
  problem: ApplicationProblem;
  pending?: PendingDecisionView | null;
}) {
  const formatTime = useFormatTime();
  if (application.spamReason) {
    return (
      <div className="space-y-3">
        <p>{copy.decision.spam(application.spamReason)}</p>
        <ActionButton intent="release" style="quiet" busyLabel={busyLabels.moving}>
          {copy.decision.notSpam}
        </ActionButton>
      </div>
    );
  }
  if (application.status === "Withdrawn") {
    return (
      <p className="text-lg">
        {copy.decision.withdrawn}
        {application.withdrawnAt && <span className="text-slate-700">, {formatTime(application.withdrawnAt)}</span>}
        {copy.decision.withdrawnAfter}
      </p>
    );
  }
  if (!application.status) {
    // One form: the 'notify' box goes with whichever button is pressed.
    return (
      <BusyForm method="post" className="space-y-3">
        <input type="hidden" name="intent" value="decide" />
        {problem?.errors.status && (
          <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-3 font-medium text-red-800">
            {problem.errors.status}
          </p>
        )}
        <NotifyApplicant hint />
        <div className="flex flex-wrap gap-3">
          <BusyButton name="status" value="Accepted" busyLabel={busyLabels.accepting} className={buttonClass("accept")}>
            {adminPage.accept}
          </BusyButton>
          <BusyButton name="status" value="Denied" busyLabel={busyLabels.denying} className={buttonClass("deny")}>
            {adminPage.deny}
          </BusyButton>
        </div>
      </BusyForm>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-lg">
        {application.status === "Accepted" ? adminPage.accepted : adminPage.denied}
        {application.decidedBy && application.decidedAt && (
          <span className="text-slate-700">{copy.decision.decidedBy(application.decidedBy, formatTime(application.decidedAt))}</span>
        )}
      </p>
      {pending && <PendingDecisionNote pending={pending} />}
      <BusyForm method="post" className="max-w-xl space-y-3">
        <input type="hidden" name="intent" value="reopen" />
        <TextAreaField name="reason" label={copy.decision.reopenReason} error={problem?.errors.reason} rows={2} />
        <BusyButton busyLabel={busyLabels.reopening} className={buttonClass("quiet")}>
          {copy.decision.reopen}
        </BusyButton>
      </BusyForm>
    </div>
  );
}
