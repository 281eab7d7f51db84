import { busyLabels } from "~/content/admin";
import { closeReasonLabels, stageLabels, stageSection as copy } from "~/content/admin-pipeline";
import { checkMove, closeReasons, stageOf, stagesOf } from "~/domain/pipeline";
import { buttonClass, fieldControlClass, LabelledField } from "./admin-ui";
import type { ApplicationPageData, ApplicationProblem } from "./application-page-data";
import { BusyButton, BusyForm } from "./busy-form";

/** Where the record stands in the team's work, and a form to move it (without JavaScript too). */
export function ApplicationStage({
  application,
  problem,
}: {
  application: ApplicationPageData["application"];
  problem: ApplicationProblem;
}) {
  const { type } = application;
  const stage = stageOf(type, application.stage);
  const reason = application.closeReason as keyof typeof closeReasonLabels | null;
  const current = (
    <p className="text-lg">
      {copy.now(stageLabels[stage])}
      {stage === "closed" && reason && Object.hasOwn(closeReasonLabels, reason) && copy.closedBecause(closeReasonLabels[reason])}
    </p>
  );
  if (application.spamReason) return current;
  if (application.status === "Withdrawn")
    return (
      <div className="space-y-2">
        {current}
        <p>{copy.withdrawnNote}</p>
      </div>
    );
  // The stages a move by hand can reach from here (Closed asks for its reason in the form).
  const reachable = stagesOf(type).filter((to) => [null, "needs-reason"].includes(checkMove(type, stage, to, null)));
  const note = type === "CIO" && <p className="text-sm text-slate-700">{copy.decisionsMove}</p>;
  // A CIO found not a fit moves only by reopening the decision: no form to offer.
  if (reachable.length === 0)
    return (
      <div className="space-y-3">
        {current}
        {note}
      </div>
    );
  return (
    <div className="space-y-3">
      {current}
      {note}
      <BusyForm method="post" className="flex max-w-xl flex-col gap-3">
        <input type="hidden" name="intent" value="move-stage" />
        <input type="hidden" name="from" value={stage} />
        <LabelledField id="field-stage" label={copy.moveTo} error={problem?.errors.stage}>
          {(aria) => (
            <select id="field-stage" name="stage" required className={fieldControlClass} {...aria}>
              {reachable.map((to) => (
                <option key={to} value={to}>
                  {stageLabels[to]}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        {type === "Company" && (
          <LabelledField id="field-closeReason" label={copy.closeReason} hint={copy.closeReasonHint} error={problem?.errors.closeReason}>
            {(aria) => (
              <select id="field-closeReason" name="closeReason" className={fieldControlClass} {...aria}>
                <option value="">{copy.chooseReason}</option>
                {closeReasons.map((value) => (
                  <option key={value} value={value}>
                    {closeReasonLabels[value]}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
        )}
        <div>
          <BusyButton busyLabel={busyLabels.moving} className={buttonClass("quiet")}>
            {copy.move}
          </BusyButton>
        </div>
      </BusyForm>
    </div>
  );
}
