import { Link, NavLink, Outlet } from "react-router";
import { SignOutButton } from "~/components/auth-form";
import { Container } from "~/components/page-section";
import type { RouteHandle } from "~/components/route-handle";
import { changePasswordLink } from "~/content/account";
import { adminNav as navCopy } from "~/content/admin";
import { adminPage } from "~/content/auth";
import { adminContext, requireAdmin } from "~/server/auth/admin-guard.server";
import type { Route } from "./+types/layout";

export const handle: RouteHandle = { hydrate: true };

const adminNav = [
  { to: "/admin", label: adminPage.title },
  { to: "/admin/inquiries", label: navCopy.inquiries },
  { to: "/admin/outbox", label: navCopy.outbox },
];

// Every loader and action under /admin runs after this check, on the server.
export const middleware: Route.MiddlewareFunction[] = [requireAdmin];

export function loader({ context }: Route.LoaderArgs) {
  return { email: context.get(adminContext).email };
}

/** Admin pages hold personal data: never cached, never framed (the CSP's frame-ancestors). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="border-b border-slate-200 bg-brand-900 text-white">
        <Container className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="flex items-center gap-4">
            <span className="font-bold">{adminPage.header}</span>
            <nav aria-label={navCopy.label}>
              <ul className="flex flex-wrap gap-1">
                {adminNav.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end={link.to === "/admin"}
                      className="inline-flex min-h-11 items-center rounded px-2 underline-offset-4 hover:underline aria-[current=page]:underline"
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div className="flex items-center gap-3">
            <span className="text-sm break-all text-brand-100">{loaderData.email}</span>
            <Link to="/account/password" className="inline-flex min-h-11 items-center rounded px-2 underline underline-offset-4">
              {changePasswordLink}
            </Link>
            <SignOutButton className="bg-white text-brand-900 hover:bg-brand-50" />
          </div>
        </Container>
      </div>
      <Outlet />
    </>
  );
}
