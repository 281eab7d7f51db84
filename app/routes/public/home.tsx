import { TextLink } from "~/components/button-link";
import { BuyerActions, ClosingActions } from "~/components/buyer-actions";
import { HeroIllustration } from "~/components/illustrations/hero";
import { NetworkMotif } from "~/components/illustrations/motifs";
import { pageMeta } from "~/components/page-meta";
import { HowWeVet } from "~/components/how-we-vet";
import { Container, PageSection, PointGrid } from "~/components/page-section";
import { useWords, wordsAt } from "~/components/use-words";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(wordsAt(location).home.homeMeta, location);

export default function Home() {
  const { home, vetting } = useWords();
  const { homeAudience, homeHero, homePerks, homeSteps } = home;
  return (
    <>
      <div className="focus-ring-white bg-gradient-to-b from-brand-900 to-brand-800 py-16 text-white sm:py-24">
        <Container className="grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_26rem] xl:grid-cols-[minmax(0,1fr)_30rem]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{homeHero.eyebrow}</p>
            <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl">{homeHero.title}</h1>
            <p className="mt-6 max-w-2xl text-lg text-brand-100">{homeHero.lead}</p>
            <div className="mt-8">
              <BuyerActions onDark />
            </div>
            <p className="mt-6 text-sm text-brand-100">{homeHero.note}</p>
          </div>
          <HeroIllustration label={homeHero.illustration} className="hidden w-full lg:block" />
        </Container>
      </div>

      <PageSection id="how-it-works" title={homeSteps.title} intro={homeSteps.intro}>
        <PointGrid points={homeSteps.steps} numbered icons={["message", "match", "growth"]} />
        <p className="mt-8">
          <TextLink to={homeSteps.more.to}>{homeSteps.more.label}</TextLink>
        </p>
      </PageSection>

      <PageSection id="why-us" title={homePerks.title} tinted>
        <PointGrid points={homePerks.perks} icons={["compass", "tag", "sprout"]} />
        <p className="mt-8">
          <TextLink to={homePerks.more.to}>{homePerks.more.label}</TextLink>
        </p>
      </PageSection>

      <PageSection id="who-we-serve" title={homeAudience.title}>
        <div className="grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div>
            <p className="max-w-3xl text-lg text-slate-700">{homeAudience.body}</p>
          </div>
          <NetworkMotif className="hidden w-full lg:block" />
        </div>
      </PageSection>

      <HowWeVet words={vetting.howWeVet} tinted />
      <ClosingActions />
    </>
  );
}
