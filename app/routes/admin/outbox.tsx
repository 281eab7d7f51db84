import { redirect } from "react-router";
import { ActionButton, cardLabel } from "~/components/admin/admin-ui";
import { useFormatTime } from "~/components/admin/admin-time";
import { EmailAddress } from "~/components/email-address";
import { Container } from "~/components/page-section";
import { pageMeta } from "~/components/page-meta";
import { busyLabels, outboxPage as copy } from "~/content/admin";
import { NOT_GIVEN } from "~/domain/forms/display";
import { Pager } from "~/components/pager";
import { requestedPage } from "~/domain/pagination";
import { readFormBody } from "~/server/http/form-body.server";
import { listOutbox, retryFailedMessage } from "~/server/admin/outbox-view.server";
import { services } from "~/server/services.server";
import type { Route } from "./+types/outbox";

export const meta: Route.MetaFunction = () => [...pageMeta(copy.meta), { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const { database } = await services();
  return listOutbox(database.db, requestedPage(new URL(request.url).searchParams.get("page")));
}

/** 'Retry' on a failed message: one more attempt now. */
export async function action({ request }: Route.ActionArgs) {
  const body = await readFormBody(request);
  const { database, mailWorker } = await services();
  if (await retryFailedMessage(database.db, String(body.get("id") ?? ""), new Date())) mailWorker.nudge();
  const page = requestedPage(new URL(request.url).searchParams.get("page"));
  return redirect(`/admin/outbox${page > 1 ? `?page=${page}` : ""}`, 303);
}

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { rows, page } = loaderData;
  const formatTime = useFormatTime();
  // From 640 px a table; below, each message is a card (the same cells as blocks), subject first.
  const cell = "px-4 py-3 max-sm:p-0";
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{copy.title}</h1>
      {rows.length === 0 ? (
        <p className="mt-6 text-lg text-slate-700">{copy.empty}</p>
      ) : (
        <div
          tabIndex={0}
          role="region"
          aria-label={copy.tableLabel}
          className="relative mt-6 overflow-x-auto rounded-xl ring-1 ring-slate-200"
        >
          <table className="min-w-full divide-y divide-slate-200 text-left max-sm:block">
            <thead className="bg-slate-50 text-sm font-semibold text-slate-700 max-sm:sr-only">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {copy.columns.recipient}
                </th>
                <th scope="col" className="px-4 py-3">
                  {copy.columns.subject}
                </th>
                <th scope="col" className="px-4 py-3">
                  {copy.columns.status}
                </th>
                <th scope="col" className="px-4 py-3">
                  {copy.columns.attempts}
                </th>
                <th scope="col" className="px-4 py-3">
                  {copy.columns.lastError}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white align-top max-sm:block">
              {rows.map((row) => (
                <tr key={row.id} className="max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:p-4">
                  <td className={`${cell} min-w-40 max-sm:min-w-0`}>
                    {row.recipients.length === 0 && copy.teamChat}
                    {row.recipients.map((recipient, index) => (
                      <span key={index}>
                        {index > 0 && ", "}
                        <EmailAddress email={recipient} />
                      </span>
                    ))}
                    {row.cc.length > 0 && (
                      <span className="block text-sm text-slate-700" data-cc>
                        {copy.cc}:{" "}
                        {row.cc.map((address, index) => (
                          <span key={index}>
                            {index > 0 && ", "}
                            <EmailAddress email={address} />
                          </span>
                        ))}
                      </span>
                    )}
                  </td>
                  <th scope="row" className={`${cell} font-medium break-words max-sm:order-first`}>
                    {row.subject}
                    <span className="block text-sm font-normal text-slate-700">{copy.queued(formatTime(row.createdAt))}</span>
                  </th>
                  <td className={`${cell} whitespace-nowrap`}>
                    {copy.statuses[row.status]}
                    {row.sentAt && <span className="block text-sm text-slate-700">{formatTime(row.sentAt)}</span>}
                    {row.status === "pending" && row.attempts > 0 && (
                      <span className="block text-sm text-slate-700">{copy.nextTry(formatTime(row.nextAttemptAt))}</span>
                    )}
                    {row.status === "failed" && (
                      <div className="mt-2">
                        <ActionButton intent="retry" values={{ id: row.id }} style="quiet" busyLabel={busyLabels.retrying}>
                          {copy.retry}
                          <span className="sr-only"> {row.subject}</span>
                        </ActionButton>
                      </div>
                    )}
                  </td>
                  <td data-label={`${copy.columns.attempts}:`} className={`${cell} ${cardLabel}`}>
                    {row.attempts}
                  </td>
                  <td
                    data-label={`${copy.columns.lastError}:`}
                    className={`${cell} ${cardLabel} max-w-xs text-sm break-words text-slate-800 max-sm:max-w-none`}
                  >
                    {row.lastError ?? NOT_GIVEN}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} hrefFor={(number) => `/admin/outbox?page=${number}`} label={copy.pagerLabel} />
    </Container>
  );
}
