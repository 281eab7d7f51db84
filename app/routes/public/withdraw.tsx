import { useLocation } from "react-router";
import { pageMeta } from "~/components/page-meta";
import { Container, PageHeader } from "~/components/page-section";
import type { RouteHandle } from "~/components/route-handle";
import { useLocale, useWords, wordsAt } from "~/components/use-words";
import { formatLongDate } from "~/content/format";
import { languageTags, type Locale } from "~/domain/locale";
import {
  type WithdrawableApplication,
  type WithdrawalPageState,
  withdrawalAction,
  withdrawalPage as loadPage,
} from "~/server/privacy/withdrawal.server";
import { formPostOf } from "~/server/http/route-args.server";
import type { Route } from "./+types/withdraw";

// The personal token stays out of the canonical URL; the page is plain HTML, its forms work without JavaScript.
export const handle: RouteHandle = { canonicalPath: "/withdraw" };

type Words = ReturnType<typeof useWords>["privacyRequests"]["withdrawalPage"];

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta(wordsAt(location).privacyRequests.withdrawalPage.meta, location),
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const loader = ({ request, params }: Route.LoaderArgs) => loadPage(request, params.token);

export const action = (args: Route.ActionArgs) => withdrawalAction(formPostOf(args), args.params.token);

/** "November 25, 2026" / "25 novembre 2026". */
const dayIn = (locale: Locale) => (date: Date | string) => formatLongDate(new Date(date), languageTags[locale]);

const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700";

function Problem({ title, body, contactEmail, words }: { title: string; body: string; contactEmail: string; words: Words }) {
  return (
    <>
      <PageHeader title={title} />
      <Container className="py-10">
        <div className="max-w-3xl space-y-4 text-lg text-slate-800">
          <p>{body}</p>
          <p>{words.contact(contactEmail)}</p>
          <p>
            <a href={`mailto:${contactEmail}`} className="font-semibold text-brand-700 underline underline-offset-4">
              {contactEmail}
            </a>
          </p>
        </div>
      </Container>
    </>
  );
}

function Details({ application, words, day }: { application: WithdrawableApplication; words: Words; day: (date: Date | string) => string }) {
  const copy = words.open.details;
  const rows: [string, string][] = [
    [copy.type, words.kinds[application.type]],
    [copy.name, application.name],
    [copy.received, day(application.receivedAt)],
  ];
  return (
    <dl className="grid max-w-3xl gap-x-8 gap-y-3 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function Withdraw({ loaderData, actionData }: Route.ComponentProps) {
  const view = (actionData ?? loaderData) as WithdrawalPageState;
  // The page speaks its path's language (/withdraw/… or /fr/retrait/…), and its forms post back to it.
  const locale = useLocale();
  const self = useLocation().pathname;
  const copy = useWords().privacyRequests.withdrawalPage;
  const day = dayIn(locale);
  switch (view.state) {
    case "invalid":
      return <Problem title={copy.invalid.title} body={copy.invalid.body} contactEmail={view.contactEmail} words={copy} />;
    case "expired":
      return <Problem title={copy.expired.title} body={copy.expired.body(view.linkDays)} contactEmail={view.contactEmail} words={copy} />;
    case "gone":
      return <Problem title={copy.gone.title} body={copy.gone.body} contactEmail={view.contactEmail} words={copy} />;
    case "deleted":
      return (
        <>
          <PageHeader title={copy.deleted.title} />
          <Container className="py-10">
            <p role="status" className="max-w-3xl text-lg text-slate-800">
              {copy.deleted.body}
            </p>
          </Container>
        </>
      );
    case "withdrawn":
      return (
        <>
          <PageHeader title={copy.withdrawn.title} />
          <Container className="space-y-6 py-10">
            <p role="status" className="max-w-3xl rounded-xl border border-green-700 bg-green-50 p-4 text-lg text-green-900">
              {view.justWithdrawn
                ? copy.withdrawn.justNow
                : copy.withdrawn.already(day(view.application.withdrawnAt ?? new Date()))}
            </p>
            <Details application={view.application} words={copy} day={day} />
            <form method="post" action={self} className="max-w-3xl space-y-4">
              <input type="hidden" name="intent" value="delete" />
              <p className="text-lg text-slate-800">{copy.withdrawn.kept(view.closedMonths)}</p>
              <button type="submit" className={buttonClass}>
                {copy.withdrawn.submit}
              </button>
            </form>
          </Container>
        </>
      );
    case "open":
      return (
        <>
          <PageHeader title={copy.open.title} lead={copy.open.lead} />
          <Container className="space-y-6 py-10">
            <Details application={view.application} words={copy} day={day} />
            <form method="post" action={self} className="max-w-3xl space-y-6">
              <input type="hidden" name="intent" value="withdraw" />
              <p className="text-lg text-slate-800">{copy.open.effect}</p>
              <div className="flex items-start gap-3">
                <input
                  id="field-deleteData"
                  type="checkbox"
                  name="deleteData"
                  value="yes"
                  aria-describedby="field-deleteData-hint"
                  className="mt-1 size-5 shrink-0 accent-brand-600"
                />
                <div>
                  <label htmlFor="field-deleteData" className="font-medium text-slate-900">
                    {copy.open.deleteLabel}
                  </label>
                  <p id="field-deleteData-hint" className="mt-1 text-sm text-slate-600">
                    {copy.open.deleteHint(view.closedMonths)}
                  </p>
                </div>
              </div>
              <button type="submit" className={buttonClass}>
                {copy.open.submit}
              </button>
            </form>
            <p className="max-w-3xl text-slate-700">{copy.contact(view.contactEmail)}</p>
          </Container>
        </>
      );
  }
}
