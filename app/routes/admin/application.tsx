import { applicantName } from "~/domain/applicant-name";
import { AdminSection } from "~/components/admin/admin-ui";
import { ApplicationDecision } from "~/components/admin/application-decision";
import { ApplicationFields } from "~/components/admin/application-fields";
import { ApplicationHeading } from "~/components/admin/application-heading";
import { ApplicationHistory } from "~/components/admin/application-history";
import { ApplicationMatches } from "~/components/admin/application-matches";
import { ApplicationNotes } from "~/components/admin/application-notes";
import { ApplicationStage } from "~/components/admin/application-stage";
import { ConsentEvidence } from "~/components/admin/consent-evidence";
import { LeadSourceLine } from "~/components/admin/lead-source-line";
import { RecordCalls } from "~/components/admin/record-calls";
import { ApplicationOwner } from "~/components/admin/application-owner";
import { ownerSection } from "~/content/admin-owner";
import { useRouteLoaderData } from "react-router";
import { PersonalDataSection } from "~/components/admin/personal-data-section";
import { ShortlistPicker } from "~/components/admin/shortlist-form";
import { ShortlistList } from "~/components/admin/shortlist-list";
import { Container } from "~/components/page-section";
import { pageMeta } from "~/components/page-meta";
import { applicationPage as copy } from "~/content/admin";
import { stageSection } from "~/content/admin-pipeline";
import { recordCalls } from "~/content/admin-record-calls";
import { shortlistForm, shortlistList } from "~/content/admin-shortlists";
import { adminContext } from "~/server/auth/admin-guard.server";
import { applicationAction, applicationPage } from "~/routes/admin/application.server";
import type { Route } from "./+types/application";

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta({
    title: data ? applicantName(data.application) : copy.meta.fallbackTitle,
    description: copy.meta.description,
  }),
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  applicationPage(request, params.id, context.get(adminContext).email);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  applicationAction(request, params.id, context.get(adminContext).email);

export default function AdminApplication({ loaderData: data, actionData: problem }: Route.ComponentProps) {
  const { application } = data;
  const sections = copy.sections;
  // The signed-in admin, as the admin frame has them ("Assign to me").
  const me = useRouteLoaderData<{ email: string }>("routes/admin/layout")?.email ?? "";
  return (
    <Container className="py-10">
      <ApplicationHeading data={data} />
      <AdminSection title={sections.decision} id="decision">
        <ApplicationDecision application={application} problem={problem} pending={data.pendingDecision} />
      </AdminSection>
      <AdminSection title={stageSection.title} id="stage">
        <ApplicationStage application={application} problem={problem} />
      </AdminSection>
      <AdminSection title={ownerSection.title} id="owner">
        <ApplicationOwner
          owner={application.ownerEmail}
          admins={data.admins}
          me={me}
          spam={application.spamReason !== null}
          problem={problem}
        />
      </AdminSection>
      <AdminSection title={recordCalls.title} id="calls">
        <RecordCalls calls={data.calls} />
      </AdminSection>
      <AdminSection title={sections.details} id="details">
        <ApplicationFields fields={data.fields} />
        <LeadSourceLine source={application} className="mt-6" />
      </AdminSection>
      <AdminSection title={sections.consent} id="consent">
        <ConsentEvidence record={application} />
      </AdminSection>
      <AdminSection title={sections.matches[application.type]} id="matches">
        <ApplicationMatches data={data} problem={problem} />
      </AdminSection>
      {data.offer && (
        <AdminSection title={shortlistForm.section} id="shortlist-cios">
          <ShortlistPicker offer={data.offer} problem={problem} />
        </AdminSection>
      )}
      <AdminSection title={shortlistList.section} id="shortlists">
        <ShortlistList data={data} problem={problem} />
      </AdminSection>
      <AdminSection title={sections.history} id="history">
        <ApplicationHistory events={data.events} problem={problem} recordType={data.application.type} />
      </AdminSection>
      <AdminSection title={sections.notes} id="notes">
        <ApplicationNotes notes={data.notes} problem={problem} />
      </AdminSection>
      <AdminSection title={sections.personalData} id="personal-data">
        <PersonalDataSection
          applicationId={application.id}
          person={data.person}
          mentions={data.mentions}
          confirm={problem?.confirmDeletion}
          error={problem?.errors.deletionReason}
        />
      </AdminSection>
    </Container>
  );
}
