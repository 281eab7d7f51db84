import { consentEvidence as copy } from "~/content/admin";
import { consentEvidence } from "~/content/forms";
import { NOT_GIVEN } from "~/domain/forms/display";
import { type ConsentRecord, describeConsent } from "~/domain/consent";
import { useFormatTime } from "./admin-time";

/** The evidence of the news e-mail box on an application's page: the answer, the words, when, where. */
export function ConsentEvidence({ record }: { record: ConsentRecord }) {
  const consent = describeConsent(record, consentEvidence);
  const formatTime = useFormatTime();
  if (consent.answer === "No record") {
    return <p>{copy.noRecord}</p>;
  }
  const rows: [string, string][] = [
    [copy.newsEmails, consent.answer],
    [copy.version, consent.version ?? copy.noVersion],
    [copy.wording, consent.wording ?? NOT_GIVEN],
    [copy.recorded, consent.at ? formatTime(consent.at) : NOT_GIVEN],
    [copy.form, consent.form ?? NOT_GIVEN],
  ];
  return (
    <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className={label === copy.wording ? "sm:col-span-2" : undefined}>
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd className="mt-1 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The same evidence in one line, for a card in a list (the inquiries page). */
export function consentSummary(record: ConsentRecord, formatTime: (value: string | Date) => string): string {
  const consent = describeConsent(record, consentEvidence);
  if (consent.answer === "No record") return copy.summaryNoRecord;
  const details = [
    consent.version ? copy.summaryVersion(consent.version) : copy.summaryNoWording,
    consent.at ? formatTime(consent.at) : null,
    consent.form,
  ].filter(Boolean);
  return copy.summary(consent.answer, details.join(", "));
}
