import type { TeamSignature } from "~/server/config.server";
import type { LeadFormProps } from "./lead-form";
import { useWords } from "./use-words";

/**
 * What a visitor reads once their submission is stored: what happens next and when, who replies,
 * and for a company the call it can book now, for a CIO what screening looks like.
 */
export function ThankYou({
  type,
  replier,
  bookCall = null,
}: {
  type: LeadFormProps["type"];
  /** The person who signs the team's e-mails, or undefined for the team. */
  replier: TeamSignature;
  /** A company's "Book a call now": /book with its request's signed link. */
  bookCall?: string | null;
}) {
  const { thankYou } = useWords().forms;
  const text = "text-lg text-green-900";
  return (
    <div role="status" className="max-w-3xl rounded-xl border border-green-700 bg-green-50 p-6">
      <h2 className="text-2xl font-bold text-green-900">{thankYou.title}</h2>
      <p className={`mt-2 ${text}`}>{thankYou.next[type]}</p>
      <p className={`mt-2 ${text}`}>{replier ? thankYou.replier.person(replier.name, replier.title) : thankYou.replier.team}</p>
      {type === "Company" && bookCall && (
        <>
          <p className={`mt-4 ${text}`}>{thankYou.bookCall.lead}</p>
          <a
            href={bookCall}
            className="mt-4 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {thankYou.bookCall.link}
          </a>
        </>
      )}
      {type === "CIO" && (
        <>
          <h3 className="mt-6 text-xl font-semibold text-green-900">{thankYou.screening.title}</h3>
          <ol className={`mt-2 list-decimal space-y-2 pl-6 ${text}`}>
            {thankYou.screening.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
