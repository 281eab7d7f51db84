import { ClosingActions } from "~/components/buyer-actions";
import { pageMeta } from "~/components/page-meta";
import { PageHeader, PageSection, PointGrid } from "~/components/page-section";
import { useWords, wordsAt } from "~/components/use-words";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(wordsAt(location).about.aboutMeta, location);

export default function About() {
  const { aboutPage } = useWords().about;
  return (
    <>
      <PageHeader title={aboutPage.title} />
      <PageSection id="mission" title={aboutPage.missionTitle}>
        <p className="max-w-3xl text-lg text-slate-700">{aboutPage.mission}</p>
      </PageSection>
      <PageSection id="values" title={aboutPage.valuesTitle} tinted>
        <PointGrid points={aboutPage.values} columns={2} icons={["partnership", "sprout", "sliders", "lock"]} />
      </PageSection>
      <PageSection id="promise" title={aboutPage.promiseTitle}>
        <p className="max-w-3xl text-lg text-slate-700">{aboutPage.promise}</p>
      </PageSection>
      <ClosingActions tinted />
    </>
  );
}
