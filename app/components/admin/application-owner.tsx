import { ownerSection as copy } from "~/content/admin-owner";
import { ownerChoices } from "~/domain/owner";
import { buttonClass, fieldControlClass, LabelledField } from "./admin-ui";
import type { ApplicationProblem } from "./application-page-data";
import { BusyButton, BusyForm } from "./busy-form";

/**
 * Who the record is assigned to, a select of the admins (and Nobody), and "Assign to me" in one
 * click: plain POST forms that carry the owner the page showed, so a change made meanwhile by
 * another admin is refused rather than overwritten.
 */
export function ApplicationOwner({
  owner,
  admins,
  me,
  spam,
  problem,
}: {
  owner: string | null;
  admins: readonly string[];
  me: string;
  spam: boolean;
  problem: ApplicationProblem;
}) {
  const choices = ownerChoices(admins, owner);
  const formerAdmin = owner !== null && !choices.find((choice) => choice.email === owner)?.isAdmin;
  const current = (
    <p className="text-lg">
      {copy.now(owner)}
      {formerAdmin && copy.noLongerAdmin}
    </p>
  );
  if (spam) return current;
  const shown = <input type="hidden" name="shown" value={owner ?? ""} />;
  return (
    <div className="space-y-3">
      {current}
      <BusyForm method="post" className="flex max-w-xl flex-col gap-3">
        <input type="hidden" name="intent" value="assign" />
        {shown}
        <LabelledField id="field-owner" label={copy.label} error={problem?.errors.owner}>
          {(aria) => (
            <select id="field-owner" name="owner" defaultValue={owner ?? ""} className={fieldControlClass} {...aria}>
              <option value="">{copy.nobody}</option>
              {choices.map((choice) => (
                <option key={choice.email} value={choice.email}>
                  {choice.email}
                  {choice.isAdmin ? "" : copy.noLongerAdmin}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <div>
          <BusyButton busyLabel={copy.assigning} className={buttonClass("quiet")}>
            {copy.assign}
          </BusyButton>
        </div>
      </BusyForm>
      {owner !== me && admins.includes(me) && (
        <BusyForm method="post">
          <input type="hidden" name="intent" value="assign" />
          {shown}
          <input type="hidden" name="owner" value={me} />
          <BusyButton busyLabel={copy.assigning} className={buttonClass("primary")}>
            {copy.assignToMe}
          </BusyButton>
        </BusyForm>
      )}
    </div>
  );
}
