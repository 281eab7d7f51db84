import { Link } from "react-router";
import { useFormatTime } from "~/components/admin/admin-time";
import { callRecords, recordCalls as copy } from "~/content/admin-record-calls";
import type { CallRecord, RecordCall } from "~/server/pipeline/record-calls.server";

// Calls joined to people, both ways: a record's calls (its page, an inquiry on the list) and a
// call's records (on /admin/calls). The links carry ids only; names are text, never markup.

const statusStyle = {
  booked: "bg-green-100 text-green-900",
  moved: "bg-amber-100 text-amber-950",
  cancelled: "bg-slate-100 text-slate-800",
} as const;

/** The loader's dates arrive as Date objects on the server and after hydration; ISO strings tolerated too. */
const isoOf = (value: Date | string) => new Date(value).toISOString();

/** A record's calls, newest first: when (in the team's zone), their status, and a link to each on /admin/calls. */
export function RecordCalls({ calls }: { calls: RecordCall[] }) {
  const formatTime = useFormatTime();
  if (calls.length === 0) return <p className="text-slate-700">{copy.none}</p>;
  return (
    <ul aria-label={copy.listLabel} className="space-y-2">
      {calls.map((call) => {
        const when = formatTime(call.startsAt);
        return (
          <li key={call.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <time dateTime={isoOf(call.startsAt)} className="font-medium text-slate-900">
              {when}
            </time>
            <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusStyle[call.status]}`}>
              {copy.statuses[call.status]}
            </span>
            <Link to={call.href} className="text-brand-700 underline">
              {copy.open}
              <span className="sr-only">{copy.openFor(when)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** On a call: the requests, applications and inquiries from its address, each a link to its record. */
export function CallRecords({ records }: { records: CallRecord[] }) {
  if (records.length === 0) return <p className="mt-2 text-sm text-slate-700">{callRecords.none}</p>;
  return (
    <div className="mt-2 text-sm text-slate-700">
      <p>{callRecords.label}:</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {records.map((record) => (
          <li key={record.id}>
            <Link to={record.href} className="break-words text-brand-700 underline">
              {callRecords.kinds[record.kind](record.name)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
