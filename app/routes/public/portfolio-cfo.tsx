import { pageMeta } from "~/components/page-meta";
import { Container, PageHeader, PageSection, PointGrid } from "~/components/page-section";
import { useWords, wordsAt } from "~/components/use-words";
import type { Route } from "./+types/portfolio-cfo";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(wordsAt(location).portfolioCfo.portfolioCfoMeta, location);

export default function PortfolioCfo() {
  const { portfolioCfoPage } = useWords().portfolioCfo;
  return (
    <>
      <PageHeader eyebrow={portfolioCfoPage.eyebrow} title={portfolioCfoPage.title} lead={portfolioCfoPage.lead} />
      <Container className="py-12 sm:py-16">
        {/* Read in the order it is drawn, the figure then what it counts, so nothing moves while it arrives. */}
        <ul className="grid grid-cols-2 gap-6 md:grid-cols-4">
          {portfolioCfoPage.stats.map((stat) => (
            <li key={stat.label} className="rounded-xl bg-slate-50 p-6 text-center">
              <p data-figure className="text-3xl font-bold text-brand-800">
                {stat.value}
              </p>
              <p className="mt-1 text-slate-700">{stat.label}</p>
            </li>
          ))}
        </ul>
      </Container>
      <PageSection id="portfolio-career" title={portfolioCfoPage.pointsTitle} tinted>
        <PointGrid points={portfolioCfoPage.points} icons={["network", "compass", "match"]} />
        <p className="mt-8 max-w-3xl text-slate-700">{portfolioCfoPage.closing}</p>
      </PageSection>
    </>
  );
}
