import { pageMeta } from "~/components/page-meta";
import { words } from "~/content/words";
import { Container, PageHeader } from "~/components/page-section";
import { useLocale } from "~/components/use-words";
import { formatSlot } from "~/content/booking-words";
import { bookingPaths, localeOfPath, pathsIn } from "~/domain/locale";
import { SLOT_FIELD } from "~/domain/booking/booking-form";
import { manageAction, managePage } from "~/server/booking/manage-page.server";
import { formPostOf } from "~/server/http/route-args.server";
import type { Route } from "./+types/book-manage";

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
    default:
      return {};
  }
}

const buttonClass = "inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 font-semibold shadow-sm";

export default function BookManage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const copy = words(locale).booking.managePage;
  const page = actionData ?? loaderData;
  const when = formatSlot(new Date(page.startsAt), locale, page.timeZone);
  const confirmBy = page.confirmBy ? formatSlot(new Date(page.confirmBy), locale, page.timeZone) : null;
  const { status, problem } = noticeOf(page, copy, confirmBy);
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
            <dd className={page.cancelled ? "line-through" : undefined}>{when}</dd>
          </div>
          <div>
            <dt className="font-semibold text-brand-900">{copy.withWhom}</dt>
            <dd>{copy.team}</dd>
          </div>
        </dl>
        {page.past && <p>{copy.past}</p>}
        {page.lapsed && <p>{copy.lapsed}</p>}
        {confirmBy && page.notice !== "booked" && !page.confirmToken && <p className="font-medium text-brand-900">{copy.unconfirmed(confirmBy)}</p>}
        {page.confirmToken && (
          <form method="post" className="rounded-xl border border-brand-600 p-6">
            <h2 className="text-xl font-bold text-brand-900">{copy.confirmHeading}</h2>
            <p className="mt-2">{copy.confirmLead}</p>
            <input type="hidden" name="confirm" value={page.confirmToken} />
            <button type="submit" name="intent" value="confirm" className={`${buttonClass} mt-4 bg-brand-600 text-white hover:bg-brand-700`}>
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
        {!page.cancelled && !page.past && (
          <>
            {!page.canMove && (
              <p>
                {copy.noMoreMoves(page.maxMoves)}{" "}
                <a href={pathsIn(locale).contact} className="font-medium text-brand-700 underline">
                  {copy.writeToUs}
                </a>
              </p>
            )}
            {page.choices.length > 0 && (
              <form method="post">
                <fieldset>
                  <legend className="text-xl font-bold text-brand-900">{copy.moveHeading}</legend>
                  <ul className="mt-3 grid gap-2">
                    {page.choices.map((choice, index) => (
                      <li key={choice}>
                        <label className="flex min-h-11 items-center gap-3">
                          <input type="radio" name={SLOT_FIELD} value={choice} defaultChecked={index === 0} className="size-5" />
                          <time dateTime={choice}>{formatSlot(new Date(choice), locale, page.timeZone)}</time>
                        </label>
                      </li>
                    ))}
                  </ul>
                </fieldset>
                <button type="submit" name="intent" value="move" className={`${buttonClass} mt-4 bg-brand-600 text-white hover:bg-brand-700`}>
                  {copy.move}
                </button>
              </form>
            )}
            <form method="post">
              <h2 className="text-xl font-bold text-brand-900">{copy.cancelHeading}</h2>
              <button type="submit" name="intent" value="cancel" className={`${buttonClass} mt-3 bg-white text-red-800 ring-1 ring-red-700 ring-inset`}>
                {copy.cancel}
              </button>
            </form>
          </>
        )}
      </Container>
    </>
  );
}
