import { data } from "react-router";
import { useFormatTime } from "~/components/admin/admin-time";
import { EmailAddress } from "~/components/email-address";
import { CallRecords } from "~/components/admin/record-calls";
import { LeadSourceLine } from "~/components/admin/lead-source-line";
import { pageMeta } from "~/components/page-meta";
import { Container } from "~/components/page-section";
import { callsPage as copy } from "~/content/admin-booking";
import { confirmDeadline } from "~/domain/booking/holds";
import { isUuid } from "~/domain/ids";
import { plainText } from "~/domain/forms/control-characters";
import { adminFormWords } from "~/content/forms";
import { adminContext } from "~/server/auth/admin-guard.server";
import { listCalls } from "~/server/booking/admin-calls.server";
import { bookingDeps } from "~/server/booking/booking-pages.server";
import { cancelBooking } from "~/server/booking/booking-changes.server";
import { readFormBody } from "~/server/http/form-body.server";
import { services } from "~/server/services.server";
import type { Route } from "./+types/calls";

const REASON_MAX = 1_000;
const reasonSchema = plainText("multi-line", adminFormWords.controlCharacter)
  .min(1, copy.reasonMissing)
  .max(REASON_MAX, adminFormWords.tooLong(REASON_MAX));

export const meta: Route.MetaFunction = () => [...pageMeta(copy.meta), { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const { database } = await services();
  // A record's page links to its call with ?call=<id>, so an old call it names is on the page.
  return listCalls(database.db, new Date(), new URL(request.url).searchParams.get("call"));
}

/** Cancels a call to come with a reason; the visitor gets it with the cancellation invite. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  const id = String(body.get("id") ?? "");
  const reason = reasonSchema.safeParse(body.get("reason") ?? "");
  if (!isUuid(id)) throw data(copy.notFound, { status: 404 });
  if (!reason.success)
    return data({ id, error: reason.error.issues[0]?.message ?? copy.reasonMissing, done: false, told: false }, { status: 400 });
  const outcome = await cancelBooking(await bookingDeps(), {
    id,
    by: context.get(adminContext).email,
    reason: reason.data,
    now: new Date(),
    byTeam: true,
  });
  if (outcome.status !== "cancelled") throw data(copy.notFound, { status: 404 });
  return { id, error: null, done: true, told: outcome.told };
}

type Call = Awaited<ReturnType<typeof loader>>["upcoming"][number];

function CallItem({ call, cancellable, error }: { call: Call; cancellable: boolean; error: string | null }) {
  const formatTime = useFormatTime();
  const id = `reason-${call.id}`;
  return (
    // The anchor a record's page links to (its "Calls" section); scroll-margin keeps the heading in view.
    <li id={`call-${call.id}`} className="scroll-mt-6 rounded-xl p-5 ring-1 ring-slate-200">
      <h3 className="text-lg font-semibold text-slate-900">
        <time dateTime={new Date(call.startsAt).toISOString()}>{formatTime(call.startsAt)}</time> · {call.name}, {call.company}
      </h3>
      <p className="mt-1 text-slate-700">
        <a href={`mailto:${call.email}`} className="text-brand-700 underline">
          <EmailAddress email={call.email} />
        </a>{" "}
        · {call.phone}
      </p>
      {!call.confirmedAt && !call.cancelledAt && (
        <p className="mt-2 text-sm font-medium text-amber-900">{copy.unconfirmed(formatTime(confirmDeadline(new Date(call.createdAt))))}</p>
      )}
      <p className="mt-2 whitespace-pre-line text-slate-900">{call.topic ? `${copy.topic}: ${call.topic}` : copy.noTopic}</p>
      <LeadSourceLine source={call} className="mt-2" />
      <CallRecords records={call.records} />
      {call.cancelledAt && (
        <p className="mt-2 text-sm text-red-800">
          {copy.cancelled(call.cancelledBy ?? "", formatTime(call.cancelledAt))}
          {call.cancelReason ? `: ${call.cancelReason}` : ""}
        </p>
      )}
      {cancellable && (
        <form method="post" className="mt-4 grid max-w-xl gap-2">
          <input type="hidden" name="id" value={call.id} />
          <label htmlFor={id} className="font-medium text-slate-900">
            {copy.reasonLabel}
          </label>
          <textarea
            id={id}
            name="reason"
            rows={2}
            required
            maxLength={REASON_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="block w-full rounded-lg border border-slate-400 px-3 py-2"
          />
          {error && (
            <p id={`${id}-error`} className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <button
            type="submit"
            className="inline-flex min-h-11 w-fit items-center rounded-lg px-4 py-2 font-semibold text-red-800 ring-1 ring-red-700 ring-inset"
          >
            {copy.cancel}
            <span className="sr-only"> {call.name}</span>
          </button>
        </form>
      )}
    </li>
  );
}

export default function AdminCalls({ loaderData, actionData }: Route.ComponentProps) {
  const { upcoming, past } = loaderData;
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{copy.title}</h1>
      {actionData?.done && (
        <p role="status" className="mt-4 font-medium text-green-800">
          {actionData.told ? copy.cancelledNotice : copy.cancelledUnconfirmedNotice}
        </p>
      )}
      <h2 className="mt-8 text-2xl font-semibold text-brand-900">{copy.upcoming}</h2>
      {upcoming.length === 0 ? (
        <p className="mt-3 text-slate-700">{copy.noneUpcoming}</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {upcoming.map((call) => (
            <CallItem key={call.id} call={call} cancellable error={actionData?.id === call.id ? actionData.error : null} />
          ))}
        </ol>
      )}
      <h2 className="mt-10 text-2xl font-semibold text-brand-900">{copy.past}</h2>
      {past.length === 0 ? (
        <p className="mt-3 text-slate-700">{copy.nonePast}</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {past.map((call) => (
            <CallItem key={call.id} call={call} cancellable={false} error={null} />
          ))}
        </ol>
      )}
    </Container>
  );
}
