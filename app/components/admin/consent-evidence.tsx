import { type ConsentRecord, describeConsent } from "~/domain/consent";
import { formatWhen } from "./admin-ui";

/** The evidence of the news e-mail box on an application's page: the answer, the words, when, where. */
export function ConsentEvidence({ record }: { record: ConsentRecord }) {
  const consent = describeConsent(record);
  if (consent.answer === "No record") {
    return <p>No record: this submission was stored before the forms asked for consent to news e-mails.</p>;
  }
  const rows: [string, string][] = [
    ["News e-mails", consent.answer],
    ["Wording version", consent.version ?? "None: the form was sent without the box's wording"],
    ["Wording shown", consent.wording ?? "—"],
    ["Recorded", consent.at ? formatWhen(consent.at) : "—"],
    ["Form", consent.form ?? "—"],
  ];
  return (
    <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className={label === "Wording shown" ? "sm:col-span-2" : undefined}>
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd className="mt-1 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The same evidence in one line, for a card in a list (the inquiries page). */
export function consentSummary(record: ConsentRecord): string {
  const consent = describeConsent(record);
  if (consent.answer === "No record") return "News e-mails: no record";
  const details = [
    consent.version ? `wording ${consent.version}` : "no wording shown",
    consent.at ? formatWhen(consent.at) : null,
    consent.form,
  ].filter(Boolean);
  return `News e-mails: ${consent.answer} (${details.join(", ")})`;
}
