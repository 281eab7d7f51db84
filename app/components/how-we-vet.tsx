import type { Words } from "~/content/words";
import { PageSection, PointGrid } from "./page-section";

/**
 * "How we vet CIOs": the steps a CIO goes through before a company meets them, and what the team
 * looks at, from app/content/vetting.ts. The home, Why Us and Team pages show the same words, so
 * the claim a buyer reads is the same wherever they read it; `tinted` fits the page's bands.
 */
export function HowWeVet({ words, tinted = false }: { words: Words["vetting"]["howWeVet"]; tinted?: boolean }) {
  return (
    <PageSection id="how-we-vet" title={words.title} intro={words.intro} tinted={tinted}>
      <PointGrid points={words.steps} numbered icons={["message", "person", "network"]} />
      <h3 className="mt-10 text-xl font-semibold text-brand-900">{words.criteriaTitle}</h3>
      <ul className="mt-4 max-w-3xl list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-600">
        {words.criteria.map((criterion) => (
          <li key={criterion}>{criterion}</li>
        ))}
      </ul>
    </PageSection>
  );
}
