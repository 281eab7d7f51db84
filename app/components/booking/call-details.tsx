import { words } from "~/content/words";
import { type CallDetails, meansText } from "~/domain/booking/call-details";
import { useLocale } from "../use-words";

/** What the call is: its length, how it happens (the video link as a link), its host, and what to prepare. */
export function CallDetailsList({ call, className = "" }: { call: CallDetails; className?: string }) {
  const copy = words(useLocale()).booking.callDetails;
  const rows = [
    { label: copy.length, value: call.length },
    {
      label: copy.how,
      value:
        "video" in call.means ? (
          <>
            {copy.video}{" "}
            <a href={call.means.video} className="font-medium break-all text-brand-700 underline">
              {call.means.video}
            </a>
          </>
        ) : (
          meansText(call.means, copy)
        ),
    },
    { label: copy.host, value: call.host },
    { label: copy.prepare, value: call.prepare },
  ];
  return (
    <section aria-labelledby="call-details-heading" className={`max-w-3xl ${className}`}>
      <h2 id="call-details-heading" className="text-xl font-bold text-brand-900">
        {copy.heading}
      </h2>
      <dl className="mt-3 grid gap-2 text-slate-800 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        {rows.map((row) => (
          <div key={row.label} className="sm:contents">
            <dt className="font-semibold text-brand-900">{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
