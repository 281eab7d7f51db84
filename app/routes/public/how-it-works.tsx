import { ButtonLink } from "~/components/button-link";
import { ClosingActions } from "~/components/buyer-actions";
import { Icon, type IconName } from "~/components/illustrations/icons";
import { pageMeta } from "~/components/page-meta";
import { Container, PageHeader } from "~/components/page-section";
import { useWords, wordsAt } from "~/components/use-words";
import type { Route } from "./+types/how-it-works";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(wordsAt(location).howItWorks.howItWorksMeta, location);

/** The columns' icons, in their order: companies, then CIOs. */
const columnIcons: IconName[] = ["building", "person"];

export default function HowItWorks() {
  const { howItWorksPage } = useWords().howItWorks;
  return (
    <>
      <PageHeader title={howItWorksPage.title} lead={howItWorksPage.lead} />
      <Container className="grid gap-8 py-12 sm:py-16 lg:grid-cols-2">
        {howItWorksPage.columns.map((column, columnIndex) => (
          <section
            key={column.title}
            aria-labelledby={`column-${columnIndex}`}
            className="flex flex-col rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8"
          >
            {/* The icon sits beside the heading's first line, so a heading still arriving cannot move it. */}
            <div className="flex items-start gap-4">
              {columnIcons[columnIndex] && <Icon name={columnIcons[columnIndex]} />}
              <h2 id={`column-${columnIndex}`} className="pt-2 text-2xl font-bold text-brand-900">
                {column.title}
              </h2>
            </div>
            <ol className="mt-6 flex-1 space-y-6">
              {column.steps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-brand-900">{step.title}</h3>
                    <p className="mt-1 text-slate-700">{step.body}</p>
                  </div>
                </li>
              ))}
            </ol>
            <div className="mt-8">
              <ButtonLink to={column.cta.to}>{column.cta.label}</ButtonLink>
            </div>
          </section>
        ))}
      </Container>
      <ClosingActions tinted />
    </>
  );
}
