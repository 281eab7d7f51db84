import { OpportunityPage } from "~/components/opportunity-page";
import { pageMeta } from "~/components/page-meta";
import type { RouteHandle } from "~/components/route-handle";
import { wordsAt } from "~/components/use-words";
import { formPostOf } from "~/server/http/route-args.server";
import { opportunityAction, opportunityPage } from "./opportunity.server";
import { privateRouteHeaders } from "./link-page.server";
import type { Route } from "./+types/opportunity";

// A shortlisted CIO's opportunity page, from the signed link of their invitation e-mail. The token
// stays out of the canonical URL; the page is plain HTML and its form works without JavaScript.
export const handle: RouteHandle = { canonicalPath: "/opportunity" };

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta(wordsAt(location).opportunity.opportunityPage.meta, location),
  { name: "robots", content: "noindex" },
];

/** The same private headers on the page, its problem pages and its refusals, thrown ones too (see link-page.server.ts). */
export const headers: Route.HeadersFunction = privateRouteHeaders;

// A post the server cannot read (not a form, too large) is refused from here rather than from the
// root, so the refusal too gets this route's private headers; it looks like any of the site's.
export { ErrorBoundary } from "~/root";

export const loader = ({ request, params }: Route.LoaderArgs) => opportunityPage(request, params.token);

export const action = (args: Route.ActionArgs) => opportunityAction(formPostOf(args), args.params.token);

export default function Opportunity({ loaderData, actionData }: Route.ComponentProps) {
  return <OpportunityPage view={actionData ?? loaderData} />;
}
