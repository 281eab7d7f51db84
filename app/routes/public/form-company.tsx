import { LeadFormSection } from "~/components/lead-form-section";
import { pageMeta } from "~/components/page-meta";
import { RegistrationPage } from "~/components/registration-page";
import { companyFormMeta, companyFormPage } from "~/content/contact";
import { companyForm } from "~/domain/forms/lead-forms";
import { leadFormAction, leadFormPage, leadFormPosts } from "~/server/leads/form-posts.server";
import type { Route } from "./+types/form-company";

export { noStoreHeaders as headers } from "~/server/http/no-store.server";

export const meta: Route.MetaFunction = () => pageMeta(companyFormMeta);

export const loader = ({ request }: Route.LoaderArgs) => leadFormPage(request);

export const action = (args: Route.ActionArgs) => leadFormAction(args, leadFormPosts.company);

export default function CompanyForm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <RegistrationPage lead={companyFormPage.lead} switchLink={companyFormPage.switchLink} />
      <LeadFormSection
        fields={companyForm.fields}
        type="Company"
        action="/form/company"
        submitted={loaderData.submitted && !actionData}
        form={actionData ?? loaderData.form}
      />
    </>
  );
}
