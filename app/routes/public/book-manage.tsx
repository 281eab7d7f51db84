import { useLocation, useRouteLoaderData } from "react-router";
import { CallDetailsList } from "~/components/booking/call-details";
import { CancelConfirmation, CancelLink, MoveForm, primaryButton } from "~/components/booking/manage-forms";
import { pageMeta } from "~/components/page-meta";
import { words } from "~/content/words";
import { Container, PageHeader } from "~/components/page-section";
import { useLocale } from "~/components/use-words";
import { formatSlot } from "~/content/format";
import { bookingPaths, languageTags, localeOfPath, pathsIn } from "~/domain/locale";
import { CANCEL_STEP, STEP_PARAM } from "~/domain/booking/booking-form";
import { manageAction, managePage } from "~/server/booking/manage-page.server";
import { formPostOf } from "~/server/http/route-args.server";
import type { Route } from "./+types/book-manage";
import callLocalTimeScript from "~/components/booking/call-local-time.js?inline-script";

export { noStoreHeaders as headers } from "~/server/http/no-store.server";

export const meta: Route.MetaFunction = ({ location }) => {
  const copy = words(localeOfPath(location.pathname)).booking;
  return [...pageMeta({ ...copy.bookingMeta, title: copy.managePage.metaTitle }, location), { name: "robots", content: "noindex" }];
};

export const loader = ({ request, params }: Route.LoaderArgs) => managePage(request, params.token);

export const action = (args: Route.ActionArgs) => manageAction(formPostOf(args), args.params.token);

type Page = Route.ComponentProps["loaderData"];
type Words = BookingWords["managePage"];
type BookingWords = ReturnType<typeof words>["booking"];

/** What the page says after an action: a success (status) or why nothing changed (problem). */
function noticeOf(page: Page, copy: Words, confirmBy: string | null): { status?: { title: string; body: string }; problem?: string } {
  switch (page.notice) {
    // A booking that lapsed meanwhile shows as released, not as booked.
    case "booked":
      return confirmBy ? { status: { title: copy.bookedTitle, body: copy.bookedBody(confirmBy) } } : {};
    case "confirmed":
      return { status: { title: copy.confirmedTitle, body: copy.confirmedBody } };
    case "moved":
      return { status: { title: copy.movedTitle, body: page.confirmed ? copy.movedBody : copy.movedUnconfirmedBody } };
    case "cancelled":
      return { status: { title: copy.cancelledTitle, body: page.confirmed ? copy.cancelledBody : copy.cancelledUnconfirmedBody } };
    case "taken":
      return { problem: copy.slotTaken };
    case "gone":
      return { problem: copy.slotGone };
    case "no-more-moves":
      return { problem: copy.noMoreMoves(page.maxMoves) };
    case "too-many":
      return { problem: copy.tooMany(page.retryAfterSeconds ?? 0) };
    case "pick-time":
      return { problem: copy.pickTime };
    default:
      return {};
  }
}

/** The script that fills the line kept under the call's time with the visitor's own, inline with the CSP nonce. */
function CallLocalTime() {
  const nonce = useRouteLoaderData<{ nonce: string }>("root")?.nonce;
  return <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: callLocalTimeScript }} />;
}

export default function BookManage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const copy = words(locale).booking.managePage;
  const page = actionData ?? loaderData;
  const when = formatSlot(new Date(page.startsAt), languageTags[locale], page.timeZone);
  const confirmBy = page.confirmBy ? formatSlot(new Date(page.confirmBy), languageTags[locale], page.timeZone) : null;
  const { status, problem } = noticeOf(page, copy, confirmBy);
  // The page's own path (its token in it), without the query of a link or a step.
  const ownPath = useLocation().pathname;
  return (
    <>
      <PageHeader title={page.cancelled ? copy.cancelledTitle : copy.title} />
      <Container className="grid max-w-3xl gap-8 py-12">
        {status && (
          <div role="status" className="rounded-xl border border-green-700 bg-green-50 p-6">
            <h2 className="text-2xl font-bold text-green-900">{status.title}</h2>
            <p className="mt-2 text-lg text-green-900">{status.body}</p>
          </div>
        )}
        {problem && (
          <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-800">
            {problem}
          </p>
        )}
        <dl className="grid gap-2 text-lg">
          <div>
            <dt className="font-semibold text-brand-900">{copy.when}</dt>
            <dd>
              <time dateTime={page.startsAt} className={page.cancelled ? "line-through" : undefined}>
                {when}
              </time>
              {/* Kept one line high whether or not the script fills it, so that nothing moves when it does. */}
              {!page.cancelled && (
                <span
                  data-local-time={copy.yourTime}
                  data-zone={page.timeZone}
                  data-instant={page.startsAt}
                  className="block min-h-[1lh] text-sm text-slate-700"
                />
              )}
            </dd>
          </div>
        </dl>
        {!page.cancelled && <CallLocalTime />}
        {/* The second step before cancelling comes first, in sight on a phone; the call's details wait. */}
        {!page.cancelled && !page.past && page.askCancel && <CancelConfirmation when={when} backHref={ownPath} />}
        {!page.cancelled && !page.past && !page.askCancel && <CallDetailsList call={page.call} />}
        {page.past && <p>{copy.past}</p>}
        {page.lapsed && <p>{copy.lapsed}</p>}
        {confirmBy && page.notice !== "booked" && !page.confirmToken && <p className="font-medium text-brand-900">{copy.unconfirmed(confirmBy)}</p>}
        {page.confirmToken && (
          <form method="post" className="rounded-xl border border-brand-600 p-6">
            <h2 className="text-xl font-bold text-brand-900">{copy.confirmHeading}</h2>
            <p className="mt-2">{copy.confirmLead}</p>
            <input type="hidden" name="confirm" value={page.confirmToken} />
            <button type="submit" name="intent" value="confirm" className={`${primaryButton} mt-4`}>
              {copy.confirm}
            </button>
          </form>
        )}
        {page.cancelled && (
          <p>
            <a href={bookingPaths[locale]} className="font-medium text-brand-700 underline">
              {copy.bookAgain}
            </a>
          </p>
        )}
        {!page.cancelled && !page.past && !page.askCancel && (
          <>
            {!page.canMove && (
              <p>
                {copy.noMoreMoves(page.maxMoves)}{" "}
                <a href={pathsIn(locale).contact} className="font-medium text-brand-700 underline">
                  {copy.writeToUs}
                </a>
              </p>
            )}
            {page.moveDays.length > 0 && <MoveForm days={page.moveDays} timeZone={page.timeZone} />}
            <CancelLink href={`${ownPath}?${STEP_PARAM}=${CANCEL_STEP}`} />
          </>
        )}
      </Container>
    </>
  );
}
