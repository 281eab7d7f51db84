import { ButtonLink, TextLink } from "./button-link";
import { PageSection } from "./page-section";
import { useWords } from "./use-words";

/** A buyer's two doors, always in this order: the company request first, a consultation second. */
export function BuyerActions({ onDark = false }: { onDark?: boolean }) {
  const { request, booking } = useWords().site.buyerActions;
  return (
    <div className="flex flex-wrap gap-4">
      <ButtonLink to={request.to} variant={onDark ? "light" : "primary"}>
        {request.label}
      </ButtonLink>
      <ButtonLink to={booking.to} variant={onDark ? "outlineLight" : "secondary"}>
        {booking.label}
      </ButtonLink>
    </div>
  );
}

/** The close of each page about the service: the same two doors, and the contact form for a question. */
export function ClosingActions({ tinted = false }: { tinted?: boolean }) {
  const { closing } = useWords().site.buyerActions;
  return (
    <PageSection id="next-step" title={closing.title} tinted={tinted}>
      <p className="max-w-3xl text-lg text-slate-700">{closing.body}</p>
      <div className="mt-8">
        <BuyerActions />
      </div>
      <p className="mt-6 text-slate-700">
        {closing.question.before} <TextLink to={closing.question.link.to}>{closing.question.link.label}</TextLink>
      </p>
    </PageSection>
  );
}
