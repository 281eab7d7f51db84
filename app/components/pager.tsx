import { Link } from "react-router";
import { pagerWords } from "~/content/admin";
import { adminPage } from "~/content/auth";
import { type Page, pageNumbers } from "~/domain/pagination";

const itemClass = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-medium";

/**
 * The admin list's pager: 'Showing X to Y of N entries', Previous, numbered pages (the current one
 * highlighted) and Next, all plain links (`?page=N`), shown only when there is more than a page.
 */
export function Pager({ page, hrefFor, label }: { page: Page; hrefFor: (page: number) => string; label: string }) {
  if (!page.showPager) return null;
  const step = (to: number, text: string, enabled: boolean) =>
    enabled ? (
      <Link to={hrefFor(to)} className={`${itemClass} text-brand-700 ring-1 ring-slate-300 ring-inset hover:bg-brand-50`}>
        {text}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${itemClass} text-slate-500 ring-1 ring-slate-200 ring-inset`}>
        {text}
      </span>
    );
  return (
    <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-slate-700">{pagerWords.showing(page)}</p>
      <nav aria-label={label}>
        <ul className="flex flex-wrap items-center gap-2">
          <li>{step(page.page - 1, adminPage.previous, page.page > 1)}</li>
          {pageNumbers(page.page, page.pageCount).map((number, index) =>
            number === null ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
                …
              </li>
            ) : (
              <li key={number}>
                <Link
                  to={hrefFor(number)}
                  aria-current={number === page.page ? "page" : undefined}
                  aria-label={pagerWords.page(number)}
                  className={`${itemClass} ${
                    number === page.page ? "bg-brand-600 text-white" : "text-brand-700 ring-1 ring-slate-300 ring-inset hover:bg-brand-50"
                  }`}
                >
                  {number}
                </Link>
              </li>
            ),
          )}
          <li>{step(page.page + 1, adminPage.next, page.page < page.pageCount)}</li>
        </ul>
      </nav>
    </div>
  );
}
