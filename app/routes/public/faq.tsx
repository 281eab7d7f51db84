import { TextLink } from "~/components/button-link";
import { ClosingActions } from "~/components/buyer-actions";
import { pageMeta } from "~/components/page-meta";
import { Container, PageHeader } from "~/components/page-section";
import { useWords, wordsAt } from "~/components/use-words";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(wordsAt(location).faq.faqMeta, location);

export default function Faq() {
  const { faqPage } = useWords().faq;
  return (
    <>
      <PageHeader title={faqPage.title} lead={faqPage.lead} />
      <Container className="py-12 sm:py-16">
        <div className="max-w-3xl divide-y divide-slate-200">
          {faqPage.items.map((item) => (
            <section key={item.question} className="py-6 first:pt-0">
              <h2 className="text-xl font-semibold text-brand-900">{item.question}</h2>
              <p className="mt-2 text-slate-700">{item.answer}</p>
              {item.link && (
                <p className="mt-3">
                  <TextLink to={item.link.to}>{item.link.label}</TextLink>
                </p>
              )}
            </section>
          ))}
        </div>
      </Container>
      <ClosingActions tinted />
    </>
  );
}
