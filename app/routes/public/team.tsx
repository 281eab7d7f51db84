import { TextLink } from "~/components/button-link";
import { ClosingActions } from "~/components/buyer-actions";
import { Icon, type IconName } from "~/components/illustrations/icons";
import { pageMeta } from "~/components/page-meta";
import { HowWeVet } from "~/components/how-we-vet";
import { PageHeader, PageSection } from "~/components/page-section";
import { PeopleAndProof, proofSectionCount } from "~/components/people-and-proof";
import { useWords, wordsAt } from "~/components/use-words";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(wordsAt(location).team.teamMeta, location);

/** The sections' icons, in their order: the matching team, then the CIO network. */
const sectionIcons: IconName[] = ["match", "network"];

export default function Team() {
  const { team, people, vetting } = useWords();
  const { teamPage, teamProof } = team;
  return (
    <>
      <PageHeader title={teamPage.title} lead={teamPage.lead} />
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-12 sm:px-6 sm:py-16 md:grid-cols-2 lg:px-8">
        {teamPage.sections.map((section, index) => (
          <section key={section.title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
            {sectionIcons[index] && <Icon name={sectionIcons[index]} className="mb-4 size-12" />}
            <h2 className="text-xl font-semibold text-brand-900">{section.title}</h2>
            <p className="mt-2 text-slate-700">{section.body}</p>
          </section>
        ))}
      </div>
      <PeopleAndProof content={people} labels={teamProof} />
      {/* After the proof sections, whose bands alternate from tinted, the last three bands keep alternating. */}
      <HowWeVet words={vetting.howWeVet} tinted={proofSectionCount(people) % 2 === 0} />
      <PageSection id="join" title={teamPage.joinTitle} tinted={proofSectionCount(people) % 2 === 1}>
        <ul className="space-y-4">
          {teamPage.join.map((entry) => (
            <li key={entry.link.to} className="text-lg text-slate-700">
              {entry.text} <TextLink to={entry.link.to}>{entry.link.label}</TextLink>
            </li>
          ))}
        </ul>
      </PageSection>
      <ClosingActions tinted={proofSectionCount(people) % 2 === 0} />
    </>
  );
}
