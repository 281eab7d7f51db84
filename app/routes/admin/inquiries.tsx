import { data, redirect } from "react-router";
import { ActionButton } from "~/components/admin/admin-ui";
import { useFormatTime } from "~/components/admin/admin-time";
import { EmailAddress } from "~/components/email-address";
import { consentSummary } from "~/components/admin/consent-evidence";
import { LeadSourceLine } from "~/components/admin/lead-source-line";
import { Container } from "~/components/page-section";
import { pageMeta } from "~/components/page-meta";
import { busyLabels, inquiriesPage as copy, recordLanguage } from "~/content/admin";
import { Pager } from "~/components/pager";
import { RecordCalls } from "~/components/admin/record-calls";
import { recordCalls } from "~/content/admin-record-calls";
import { requestedPage } from "~/domain/pagination";
import { adminContext } from "~/server/auth/admin-guard.server";
import { readFormBody } from "~/server/http/form-body.server";
import { listInquiries, setInquiryHandled } from "~/server/admin/inquiries.server";
import { services } from "~/server/services.server";
import type { Route } from "./+types/inquiries";

export const meta: Route.MetaFunction = () => [...pageMeta(copy.meta), { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const { database } = await services();
  const url = new URL(request.url);
  // A call on /admin/calls links to an inquiry with ?inquiry=<id>: the list opens on its page.
  return listInquiries(database.db, requestedPage(url.searchParams.get("page")), url.searchParams.get("inquiry"));
}

/** 'Mark handled' / 'Mark as new', then back to the same page. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  const { database } = await services();
  const found = await setInquiryHandled(database.db, {
    id: String(body.get("id") ?? ""),
    handled: body.get("intent") === "handled",
    adminEmail: context.get(adminContext).email,
    now: new Date(),
  });
  if (!found) throw data(copy.notFound, { status: 404 });
  const page = requestedPage(new URL(request.url).searchParams.get("page"));
  return redirect(`/admin/inquiries${page > 1 ? `?page=${page}` : ""}`, 303);
}

export default function AdminInquiries({ loaderData }: Route.ComponentProps) {
  const { rows, page } = loaderData;
  const formatTime = useFormatTime();
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{copy.title}</h1>
      {rows.length === 0 ? (
        <p className="mt-6 text-lg text-slate-700">{copy.empty}</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {rows.map((row) => (
            <li key={row.id} id={`inquiry-${row.id}`} className="scroll-mt-6 rounded-xl p-5 ring-1 ring-slate-200">
              <div className="flex flex-wrap items-baseline justify-between gap-3">
                <h2 className="min-w-0 text-lg font-semibold break-words text-slate-900">
                  {row.firstName} {row.lastName}
                </h2>
                <span
                  className={`rounded-full px-3 py-1 text-sm font-semibold ${row.handledAt ? "bg-slate-100 text-slate-800" : "bg-amber-100 text-amber-950"}`}
                >
                  {row.handledAt ? copy.handled : copy.new}
                </span>
              </div>
              <p className="mt-1 text-slate-700">
                <a href={`mailto:${row.email}`} className="text-brand-700 underline">
                  <EmailAddress email={row.email} />
                </a>{" "}
                · {row.phone}
                {copy.received(formatTime(row.createdAt))}
              </p>
              <p className="mt-3 whitespace-pre-line text-slate-900">{row.message ?? copy.noMessage}</p>
              <p className="mt-3 text-sm text-slate-700">{consentSummary(row, formatTime)}</p>
              <p className="mt-1 text-sm text-slate-700">{recordLanguage.line(row.locale)}</p>
              <LeadSourceLine source={row} className="mt-1" />
              {/* A label, not a heading: each inquiry's one heading is its sender's name. */}
              <p className="mt-4 font-semibold text-slate-900">{recordCalls.title}</p>
              <div className="mt-1">
                <RecordCalls calls={row.calls} />
              </div>
              <div className="mt-4 flex flex-wrap items-center gap-3">
                {row.handledAt ? (
                  <>
                    <span className="text-sm text-slate-700">{copy.handledBy(row.handledBy, formatTime(row.handledAt))}</span>
                    <ActionButton intent="new" values={{ id: row.id }} style="quiet" busyLabel={busyLabels.saving}>
                      {copy.markNew}
                      <span className="sr-only">
                        {" "}
                        {row.firstName} {row.lastName}
                      </span>
                    </ActionButton>
                  </>
                ) : (
                  <ActionButton intent="handled" values={{ id: row.id }} style="primary" busyLabel={busyLabels.saving}>
                    {copy.markHandled}
                    <span className="sr-only">
                      {" "}
                      {row.firstName} {row.lastName}
                    </span>
                  </ActionButton>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <Pager page={page} hrefFor={(number) => `/admin/inquiries?page=${number}`} label={copy.pagerLabel} />
    </Container>
  );
}
