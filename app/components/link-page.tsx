import { Link } from "react-router";
import type { LinkProblem, LinkProblemState } from "~/routes/public/link-page.server";
import { pathsIn } from "~/domain/locale";
import { Container, PageHeader } from "./page-section";
import { useLocale } from "./use-words";

// What the two pages opened by a signed link show alike (the CIO's opportunity page and the
// company's shortlist page): the problem page of a link that shows nothing, the line that says how
// to reach the team, a form's error summary, and the optional reason's field. Each page passes its
// own words.

/** A page's words for its link's problems and for reaching the team. */
export type LinkProblemWords = Record<LinkProblem, { title: string; body: string | ((days: number) => string) }> & {
  contact: string;
  contactLink: string;
};

const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

export const errorId = (name: string) => `field-${name}-error`;

/** How to reach the team: the site's contact page, in the page's language. */
export function ContactLine({ problems }: { problems: LinkProblemWords }) {
  const contact = pathsIn(useLocale()).contact;
  return (
    <p className="text-lg text-slate-800">
      {problems.contact}{" "}
      <Link to={contact} className={linkClass}>
        {problems.contactLink}
      </Link>
    </p>
  );
}

/** A link that shows nothing: what happened and how to reach the team, and no data of any record. */
export function LinkProblemPage({ view, problems }: { view: LinkProblemState; problems: LinkProblemWords }) {
  const problem = problems[view.problem];
  const body = typeof problem.body === "function" ? problem.body(view.linkDays) : problem.body;
  return (
    <>
      <PageHeader title={problem.title} />
      <Container className="py-10">
        <div className="max-w-3xl space-y-4">
          <p className="text-lg text-slate-800">{body}</p>
          <ContactLine problems={problems} />
        </div>
      </Container>
    </>
  );
}

/** A refused post's errors above its form, each a link to the field it is about. */
export function ErrorSummary({ title, errors, focusOf }: { title: string; errors: [string, string][]; focusOf: (name: string) => string }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-800">
      <p className="font-semibold">{title}</p>
      <ul className="mt-2 list-disc pl-5">
        {errors.map(([name, message]) => (
          <li key={name}>
            <a href={`#${focusOf(name)}`} className="underline underline-offset-4">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The optional reason: its label, hint and error tied to the text area, which keeps what was typed. */
export function ReasonField({
  label,
  hint,
  error,
  maxLength,
  defaultValue,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  maxLength: number;
  defaultValue: string;
}) {
  return (
    <div>
      <label htmlFor="field-reason" className="block font-medium text-slate-900">
        {label}
      </label>
      <p id="field-reason-hint" className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      {error && (
        <p id={errorId("reason")} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <textarea
        id="field-reason"
        name="reason"
        rows={4}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `field-reason-hint ${errorId("reason")}` : "field-reason-hint"}
        className="mt-2 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700"
      />
    </div>
  );
}
