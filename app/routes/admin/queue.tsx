import { Link, redirect } from "react-router";
import { Container } from "~/components/page-section";
import { pageMeta } from "~/components/page-meta";
import { queuePage as copy } from "~/content/admin";
import { applicationsListPath } from "~/domain/application-filters";
import type { Route } from "./+types/queue";

export const meta: Route.MetaFunction = () => [...pageMeta(copy.meta), { name: "robots", content: "noindex" }];

export function loader({ request }: Route.LoaderArgs) {
  // The list used to live here: an old bookmark or notice link with its query goes on to the list.
  const { search } = new URL(request.url);
  if (search && search !== "?") throw redirect(`${applicationsListPath}${search}`);
  return null;
}

export default function AdminQueue() {
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{copy.title}</h1>
      <p className="mt-4">
        <Link to={applicationsListPath} className="text-brand-700 underline">
          {copy.toApplications}
        </Link>
      </p>
    </Container>
  );
}
