import type { ReactNode } from "react";
import { Link } from "react-router";
import { queueWords as copy } from "~/content/admin-queue";

// One group of the queue ("Today"): a heading with its count, its items or a calm sentence when it
// has none, and the links to the pages that hold them all.

export type SeeAll = { to: string; label: string };

export function QueueGroup(props: {
  id: string;
  title: string;
  total: number;
  shown: number;
  empty: string;
  seeAll: SeeAll[];
  children: ReactNode;
}) {
  const { id, title, total, shown, empty, seeAll } = props;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title} <span className="font-semibold text-slate-700">{copy.count(total)}</span>
      </h2>
      {total === 0 ? (
        <p className="mt-3 text-slate-700">{empty}</p>
      ) : (
        <>
          <ol className="mt-4 space-y-3">{props.children}</ol>
          {shown < total && <p className="mt-3 text-sm text-slate-700">{copy.showing(shown, total)}</p>}
          {seeAll.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-x-6">
              {seeAll.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-flex min-h-11 items-center text-brand-700 underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** One item's card: what it is on the first line, its facts under it, its link at the end. */
export function QueueItem({ id, heading, children, action }: { id: string; heading: ReactNode; children: ReactNode; action: ReactNode }) {
  return (
    <li id={id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 rounded-xl p-4 ring-1 ring-slate-200">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{heading}</p>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">{children}</div>
      </div>
      {action}
    </li>
  );
}
