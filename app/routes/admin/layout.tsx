import { Outlet, useRouteLoaderData } from "react-router";
import { AdminError, AdminFrame } from "~/components/admin/admin-frame";
import type { RouteHandle } from "~/components/route-handle";
import { adminContext, requireAdmin } from "~/server/auth/admin-guard.server";
import { config } from "~/server/config.server";
import { queueCounts } from "~/server/pipeline/queue.server";
import { services } from "~/server/services.server";
import type { Route } from "./+types/layout";

// The admin pages hydrate, and draw their own compact frame instead of the public site's.
export const handle: RouteHandle = { hydrate: true, ownFrame: true };

// Every loader and action under /admin runs after this check, on the server.
export const middleware: Route.MiddlewareFunction[] = [requireAdmin];

export async function loader({ context }: Route.LoaderArgs) {
  const { database } = await services();
  return {
    email: context.get(adminContext).email,
    // The zone the pages write times in (TIME_ZONE); see app/components/admin/admin-time.ts.
    timeZone: config().timeZone,
    // The navigation's counts: one small statement on two partial indexes, as this runs on every admin page.
    counts: await queueCounts(database.db),
  };
}

/** Admin pages hold personal data: never cached, never framed (the CSP's frame-ancestors). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame email={loaderData.email} timeZone={loaderData.timeZone} counts={loaderData.counts}>
      <Outlet />
    </AdminFrame>
  );
}

/** A failing admin page stays in the admin frame (the root's would draw no header: the handle says ownFrame). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/admin/layout");
  return (
    <AdminFrame email={data?.email} timeZone={data?.timeZone} counts={data?.counts}>
      <AdminError error={error} />
    </AdminFrame>
  );
}
