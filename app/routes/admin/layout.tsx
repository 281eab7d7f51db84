import { Outlet, useRouteLoaderData } from "react-router";
import { AdminError, AdminFrame } from "~/components/admin/admin-frame";
import type { RouteHandle } from "~/components/route-handle";
import { adminContext, requireAdmin } from "~/server/auth/admin-guard.server";
import { config } from "~/server/config.server";
import type { Route } from "./+types/layout";

// The admin pages hydrate, and draw their own compact frame instead of the public site's.
export const handle: RouteHandle = { hydrate: true, ownFrame: true };

// Every loader and action under /admin runs after this check, on the server.
export const middleware: Route.MiddlewareFunction[] = [requireAdmin];

export function loader({ context }: Route.LoaderArgs) {
  // The zone the pages write times in (TIME_ZONE); see app/components/admin/admin-time.ts.
  return { email: context.get(adminContext).email, timeZone: config().timeZone };
}

/** Admin pages hold personal data: never cached, never framed (the CSP's frame-ancestors). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame email={loaderData.email} timeZone={loaderData.timeZone}>
      <Outlet />
    </AdminFrame>
  );
}

/** A failing admin page stays in the admin frame (the root's would draw no header: the handle says ownFrame). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/admin/layout");
  return (
    <AdminFrame email={data?.email} timeZone={data?.timeZone}>
      <AdminError error={error} />
    </AdminFrame>
  );
}
