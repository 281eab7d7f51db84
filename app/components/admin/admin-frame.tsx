import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, NavLink } from "react-router";
import { SignOutButton } from "~/components/auth-form";
import { EmailAddress } from "~/components/email-address";
import { changePasswordLink } from "~/content/account";
import { adminFrame as copy, adminNav as navCopy } from "~/content/admin";
import { navCounts } from "~/content/admin-queue";
import { adminPage } from "~/content/auth";
import { bookingAdminNav } from "~/content/admin-booking";
import { reportsPage } from "~/content/admin-reports";
import { errorPages } from "~/content/errors";
import { applicationsListPath } from "~/domain/application-filters";

/** The navigation's counts (the admin layout's loader): records awaiting a first reply, inquiries unhandled. */
export type NavCounts = { awaiting: number; inquiries: number };

const adminNav: { to: string; label: string; count?: (counts: NavCounts) => number }[] = [
  { to: "/admin", label: navCopy.queue, count: (counts) => counts.awaiting },
  { to: applicationsListPath, label: adminPage.title },
  { to: "/admin/inquiries", label: navCopy.inquiries, count: (counts) => counts.inquiries },
  { to: "/admin/outbox", label: navCopy.outbox },
  { to: "/admin/calls", label: bookingAdminNav.calls },
  { to: "/admin/availability", label: bookingAdminNav.availability },
  { to: "/admin/reports", label: reportsPage.title },
];

const barLink = "inline-flex min-h-11 items-center rounded px-2 underline-offset-4 hover:underline";

/**
 * The admin's own compact frame: one bar (name, the admin pages, who is signed in, sign out), the
 * page, and a one-line footer; none of the public site's marketing header and footer.
 */
export function AdminFrame(props: { email?: string; timeZone?: string; counts?: NavCounts; children: ReactNode }) {
  const { email, timeZone, counts, children } = props;
  return (
    <>
      <header className="bg-brand-900 text-white">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-900"
        >
          {copy.skipToContent}
        </a>
        <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1 sm:px-6">
          <div className="flex flex-wrap items-center gap-x-3">
            <span className="font-bold">
              {copy.brand} <span className="font-normal text-brand-100">· {adminPage.header}</span>
            </span>
            <nav aria-label={navCopy.label}>
              <ul className="flex flex-wrap">
                {adminNav.map((link) => {
                  // A count after the name when there is something to count: seen as "Today (3)",
                  // named "Today, 3 waiting" (the name still begins with the words on screen).
                  const n = counts && link.count ? link.count(counts) : 0;
                  return (
                    <li key={link.to}>
                      <NavLink
                        to={link.to}
                        end={link.to === "/admin"}
                        aria-label={n > 0 ? navCounts.named(link.label, n, link.to === "/admin" ? "today" : "inquiries") : undefined}
                        className={`${barLink} aria-[current=page]:underline`}
                      >
                        {link.label}
                        {n > 0 && navCounts.shown(n)}
                      </NavLink>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </div>
          <div className="flex min-w-0 flex-wrap items-center gap-x-3">
            {email && (
              <span className="min-w-0 text-sm text-brand-100">
                <span className="sr-only">{copy.signedInAs} </span>
                <EmailAddress email={email} />
              </span>
            )}
            <Link to="/account/password" className={`${barLink} underline`}>
              {changePasswordLink}
            </Link>
            <SignOutButton className="bg-white text-brand-900 hover:bg-brand-50" />
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto flex w-full max-w-7xl flex-wrap justify-between gap-x-4 px-4 py-2 text-sm text-slate-700 sm:px-6">
          {timeZone && <p>{copy.timesIn(timeZone)}</p>}
          <Link to="/" className="inline-flex min-h-11 items-center text-brand-700 underline">
            {copy.publicSite}
          </Link>
        </div>
      </footer>
    </>
  );
}

/** What an admin page shows when it fails: the site's error words, inside the admin frame, with a way back. */
export function AdminError({ error }: { error: unknown }) {
  const refused = isRouteErrorResponse(error);
  const { title, message } =
    refused && error.status === 404
      ? errorPages.notFound
      : refused
        ? { title: errorPages.refused.title(error.status, error.statusText), message: errorPages.refused.message }
        : errorPages.failed;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{message}</p>
      <Link to="/admin" className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        {copy.backToList}
      </Link>
    </div>
  );
}
