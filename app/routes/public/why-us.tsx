import { ClosingActions } from "~/components/buyer-actions";
import { HowWeVet } from "~/components/how-we-vet";
import { pageMeta } from "~/components/page-meta";
import { PageHeader, PageSection, PointGrid } from "~/components/page-section";
import { useWords, wordsAt } from "~/components/use-words";
import type { Route } from "./+types/why-us";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(wordsAt(location).whyUs.whyUsMeta, location);

export default function WhyUs() {
  const { whyUs, vetting } = useWords();
  const { whyUsPage } = whyUs;
  return (
    <>
      <PageHeader title={whyUsPage.title} lead={whyUsPage.lead} />
      <PageSection id="benefits" title={whyUsPage.benefitsTitle}>
        <PointGrid points={whyUsPage.benefits} icons={["clock", "rocket", "contract", "shield", "budget", "target"]} />
      </PageSection>
      <PageSection id="examples" title={whyUsPage.examplesTitle} tinted>
        <PointGrid points={whyUsPage.examples} icons={["factory", "clinic", "audit"]} />
      </PageSection>
      <HowWeVet words={vetting.howWeVet} />
      <ClosingActions tinted />
    </>
  );
}
