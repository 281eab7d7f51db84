import { useId } from "react";
import { decisionNotice } from "~/content/decision-emails";

/**
 * The 'Notify the applicant' box that goes with Accept and Deny, ticked by default. A plain
 * checkbox in the decision's form: it works without JavaScript, and unticked it sends nothing,
 * which the server reads as "do not e-mail". `who` names the applicant for screen readers where
 * several rows each have one; `hint` shows what ticking it does.
 */
export function NotifyApplicant({ who, hint = false }: { who?: string; hint?: boolean }) {
  const id = useId();
  return (
    <div>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-slate-900">
        <input
          id={id}
          type="checkbox"
          name="notify"
          value="yes"
          defaultChecked
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="size-5 accent-brand-600"
        />
        {decisionNotice.notifyLabel}
        {who && <span className="sr-only"> {who}</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {decisionNotice.notifyHint}
        </p>
      )}
    </div>
  );
}
