import { redirect } from "react-router";
import { PendingDecisions } from "~/components/admin/pending-decisions";
import { AwaitingReply, CallsSoon, ShortlistsWaiting } from "~/components/admin/queue-items";
import { Container } from "~/components/page-section";
import { pageMeta } from "~/components/page-meta";
import { queuePage as copy } from "~/content/admin";
import { queueWords } from "~/content/admin-queue";
import { applicationsListPath } from "~/domain/application-filters";
import { config } from "~/server/config.server";
import { listPendingDecisions } from "~/server/admin/pending-decisions.server";
import { undoneNotice } from "~/routes/admin/undo-decision.server";
import { todayQueue } from "~/server/pipeline/queue.server";
import { services } from "~/server/services.server";
import type { Route } from "./+types/queue";

export const meta: Route.MetaFunction = () => [...pageMeta(copy.meta), { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const undone = params.get("undone");
  // The list used to live here: an old bookmark or notice link with its query goes on to the list,
  // and one without a view meant every record, as it still does there. Only Undo's own notice stays.
  if (params.size > 0 && !(undone && params.size === 1)) {
    if (!params.has("view")) params.set("view", "all");
    throw redirect(`${applicationsListPath}?${params}`);
  }
  const { database } = await services();
  const now = new Date();
  const [queue, pending, notice] = await Promise.all([
    todayQueue(database.db, { now, timeZone: config().timeZone }),
    listPendingDecisions(database.db, now),
    undone ? undoneNotice(database.db, undone) : null,
  ]);
  return { ...queue, pending, notice };
}

/** The admin's home page: what needs someone today, each group oldest first (decision 0084). */
export default function AdminQueue({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{copy.title}</h1>
      <p className="mt-2 text-slate-700">{queueWords.intro}</p>
      <div aria-live="polite" className="mt-4">
        {loaderData.notice && <p className="rounded-lg border border-green-700 bg-green-50 p-3 text-green-900">{loaderData.notice.text}</p>}
      </div>
      <AwaitingReply awaiting={loaderData.awaiting} />
      <PendingDecisions rows={loaderData.pending} />
      <ShortlistsWaiting shortlists={loaderData.shortlists} />
      <CallsSoon calls={loaderData.calls} />
    </Container>
  );
}
