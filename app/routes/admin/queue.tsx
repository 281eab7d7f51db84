import { redirect } from "react-router";
import { AwaitingReply, CallsSoon, ShortlistsWaiting } from "~/components/admin/queue-items";
import { Container } from "~/components/page-section";
import { pageMeta } from "~/components/page-meta";
import { queuePage as copy } from "~/content/admin";
import { queueWords } from "~/content/admin-queue";
import { applicationsListPath } from "~/domain/application-filters";
import { config } from "~/server/config.server";
import { todayQueue } from "~/server/pipeline/queue.server";
import { services } from "~/server/services.server";
import type { Route } from "./+types/queue";

export const meta: Route.MetaFunction = () => [...pageMeta(copy.meta), { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  // The list used to live here: an old bookmark or notice link with its query goes on to the list.
  const { search } = new URL(request.url);
  if (search && search !== "?") throw redirect(`${applicationsListPath}${search}`);
  const { database } = await services();
  return todayQueue(database.db, { now: new Date(), timeZone: config().timeZone });
}

/** The admin's home page: what needs someone today, each group oldest first (decision 0085). */
export default function AdminQueue({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{copy.title}</h1>
      <p className="mt-2 text-slate-700">{queueWords.intro}</p>
      <AwaitingReply awaiting={loaderData.awaiting} />
      {/*
        DECISIONS INSIDE THEIR UNDO WINDOW go here: a group of its own (its component and server
        function are built apart, and wired in at this place), between the replies and the shortlists.
      */}
      <ShortlistsWaiting shortlists={loaderData.shortlists} />
      <CallsSoon calls={loaderData.calls} />
    </Container>
  );
}
