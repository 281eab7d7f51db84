import { CompanyShortlistPage } from "~/components/company-shortlist-page";
import { pageMeta } from "~/components/page-meta";
import type { RouteHandle } from "~/components/route-handle";
import { wordsAt } from "~/components/use-words";
import { formPostOf } from "~/server/http/route-args.server";
import { companyShortlistAction, companyShortlistPage } from "./company-shortlist.server";
import { privateRouteHeaders } from "./link-page.server";
import type { Route } from "./+types/company-shortlist";

// A company's shortlist page, from the signed link of its e-mail: the interested CIOs without their
// contact details, and the company's pick. The token stays out of the canonical URL; the page is
// plain HTML and its forms work without JavaScript.
export const handle: RouteHandle = { canonicalPath: "/shortlist" };

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta(wordsAt(location).companyShortlist.companyShortlistPage.meta, location),
  { name: "robots", content: "noindex" },
];

/** The same private headers on the page, its problem pages and its refusals, thrown ones too (see link-page.server.ts). */
export const headers: Route.HeadersFunction = privateRouteHeaders;

// A post the server cannot read is refused from here rather than from the root, so the refusal too
// gets this route's private headers.
export { ErrorBoundary } from "~/root";

export const loader = ({ request, params }: Route.LoaderArgs) => companyShortlistPage(request, params.token);

export const action = (args: Route.ActionArgs) => companyShortlistAction(formPostOf(args), args.params.token);

export default function CompanyShortlist({ loaderData, actionData }: Route.ComponentProps) {
  return <CompanyShortlistPage view={actionData ?? loaderData} />;
}
