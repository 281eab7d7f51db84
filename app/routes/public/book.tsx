import { BookingForm } from "~/components/booking/booking-form";
import { CallDetailsList } from "~/components/booking/call-details";
import { words } from "~/content/words";
import { SlotList } from "~/components/booking/slot-list";
import { pageMeta } from "~/components/page-meta";
import { Container, PageHeader } from "~/components/page-section";
import { useLocale } from "~/components/use-words";
import { zoneName } from "~/content/format";
import { languageTags, localeOfPath, pathsIn } from "~/domain/locale";
import { bookingAction, bookingPage } from "~/server/booking/booking-pages.server";
import { formPostOf } from "~/server/http/route-args.server";
import type { Route } from "./+types/book";

// Live slots: never kept by a browser or proxy. Without a query the server answers the page made
// for the current list of free slots (decision 0057); with one (?slot=, ?requested=1) it renders here.
// Picking a day needs no query (slot-list.tsx), so the days and their times stay that one page.
export { noStoreHeaders as headers } from "~/server/http/no-store.server";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(words(localeOfPath(location.pathname)).booking.bookingMeta, location);

export const loader = ({ request }: Route.LoaderArgs) => bookingPage(request);

export const action = (args: Route.ActionArgs) => bookingAction(formPostOf(args));

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const copy = words(locale).booking.bookingPage;
  const page = actionData ?? loaderData;
  return (
    <>
      <PageHeader title={copy.title} lead={copy.intro}>
        <p className="mt-4 text-slate-700">{copy.zoneNote(zoneName(page.timeZone, languageTags[locale]), page.timeZone)}</p>
        <p className="mt-2">
          <a href={pathsIn(locale).contact} className="font-medium text-brand-700 underline">
            {copy.messageInstead}
          </a>
        </p>
        {page.call && <CallDetailsList call={page.call} className="mt-8" />}
      </PageHeader>
      <Container className="py-12">
        {page.requested ? (
          <div role="status" className="max-w-3xl rounded-xl border border-green-700 bg-green-50 p-6">
            <h2 className="text-2xl font-bold text-green-900">{copy.requested.title}</h2>
            <p className="mt-2 text-lg text-green-900">{copy.requested.body}</p>
          </div>
        ) : page.form ? (
          <BookingForm slot={page.slot} form={page.form} timeZone={page.timeZone} from={page.from} />
        ) : (
          <>
            {page.slotGone && (
              <p role="alert" className="mb-6 max-w-3xl rounded-lg border border-red-700 bg-red-50 p-4 text-red-800">
                {copy.gone}
              </p>
            )}
            <h2 className="mb-6 text-2xl font-bold text-brand-900">{copy.daysHeading}</h2>
            {page.from && <p className="mb-6 max-w-3xl text-lg text-slate-700">{copy.fromRequest}</p>}
            <SlotList days={page.days} timeZone={page.timeZone} from={page.from} />
          </>
        )}
      </Container>
    </>
  );
}
