import { Link } from "react-router";
import { useFormatTime } from "~/components/admin/admin-time";
import { queueWords as copy } from "~/content/admin-queue";
import { applicationsListPath } from "~/domain/application-filters";
import { ageParts } from "~/domain/queue";
import type { TodayQueue } from "~/server/pipeline/queue.server";
import { QueueGroup, QueueItem } from "./queue-group";

// The queue's groups (decision 0084): the records awaiting a first reply with their age in business
// hours, the shortlists waiting, the calls of today and tomorrow. Names are text, never markup;
// links carry ids only.

/** The loader's dates arrive as Date objects on the server and after hydration; ISO strings tolerated too. */
const isoOf = (value: Date | string) => new Date(value).toISOString();

const itemLink =
  "inline-flex min-h-11 items-center rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-600 ring-inset hover:bg-brand-50";

export function AwaitingReply({ awaiting }: { awaiting: TodayQueue["awaiting"] }) {
  const formatTime = useFormatTime();
  const words = copy.awaiting;
  const seeAll = [
    ...(awaiting.applications > 0 ? [{ to: applicationsListPath, label: words.seeApplications(awaiting.applications) }] : []),
    ...(awaiting.inquiries > 0 ? [{ to: "/admin/inquiries", label: words.seeInquiries(awaiting.inquiries) }] : []),
  ];
  return (
    <QueueGroup id="awaiting" title={words.title} total={awaiting.total} shown={awaiting.items.length} empty={words.empty} seeAll={seeAll}>
      {awaiting.items.map((item) => {
        const name = item.name === "" ? words.noName : item.name;
        const due = formatTime(item.wait.dueAt);
        return (
          <QueueItem
            key={item.id}
            id={`awaiting-${item.id}`}
            heading={
              <>
                {item.wait.overdue && (
                  <span className="mr-2 rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-bold text-red-900">{words.overdue}</span>
                )}
                {/* A space, or a screen reader reads the badge and the kind as one word ("OverdueCompany"). */}
                {item.wait.overdue && " "}
                {words.kinds[item.kind]}: {name}
              </>
            }
            action={
              <Link to={item.href} className={itemLink}>
                {words.reply}
                <span className="sr-only">{words.replyTo(name)}</span>
              </Link>
            }
          >
            <span>
              {words.received} <time dateTime={isoOf(item.receivedAt)}>{formatTime(item.receivedAt)}</time>
            </span>
            <span>{words.age(ageParts(item.wait.businessMinutes))}</span>
            <span>{item.wait.overdue ? `${words.overdue}: ${words.overdueSince(due)}` : words.dueBy(due)}</span>
          </QueueItem>
        );
      })}
    </QueueGroup>
  );
}

export function ShortlistsWaiting({ shortlists }: { shortlists: TodayQueue["shortlists"] }) {
  const formatTime = useFormatTime();
  const words = copy.shortlists;
  const seeAll = [{ to: `${applicationsListPath}?stage=shortlist-sent`, label: words.seeAll }];
  return (
    <QueueGroup
      id="shortlists"
      title={words.title}
      total={shortlists.total}
      shown={shortlists.items.length}
      empty={words.empty}
      seeAll={seeAll}
    >
      {shortlists.items.map((item) => {
        const since = formatTime(item.since);
        return (
          <QueueItem
            key={item.id}
            id={`shortlist-${item.id}`}
            heading={item.kind === "cio-answer" ? words.cioAnswer(item.cioName, item.companyName) : words.companyPick(item.companyName)}
            action={
              <Link to={item.href} className={itemLink}>
                {words.open}
                <span className="sr-only">{words.openFor(item.companyName)}</span>
              </Link>
            }
          >
            <span>{item.kind === "cio-answer" ? words.asked(since) : words.pageSent(since)}</span>
          </QueueItem>
        );
      })}
    </QueueGroup>
  );
}

export function CallsSoon({ calls }: { calls: TodayQueue["calls"] }) {
  const formatTime = useFormatTime();
  const words = copy.calls;
  return (
    <QueueGroup
      id="calls"
      title={words.title}
      total={calls.total}
      shown={calls.items.length}
      empty={words.empty}
      seeAll={[{ to: "/admin/calls", label: words.seeAll }]}
    >
      {calls.items.map((call) => {
        const when = formatTime(call.startsAt);
        return (
          <QueueItem
            key={call.id}
            id={`call-${call.id}`}
            heading={
              <>
                {words.days[call.day]}: <time dateTime={isoOf(call.startsAt)}>{when}</time>
              </>
            }
            action={
              <Link to={call.href} className={itemLink}>
                {words.open}
                <span className="sr-only">{words.openFor(when)}</span>
              </Link>
            }
          >
            <span className="break-words">{words.with(call.name, call.company)}</span>
            {!call.confirmed && <span className="font-semibold">{words.notConfirmed}</span>}
          </QueueItem>
        );
      })}
    </QueueGroup>
  );
}
