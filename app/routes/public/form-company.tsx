import { LeadFormSection } from "~/components/lead-form-section";
import { pageMeta } from "~/components/page-meta";
import { RegistrationPage } from "~/components/registration-page";
import { useLocale, useWords, wordsAt } from "~/components/use-words";
import { pathsIn } from "~/domain/locale";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { leadFormActions, leadFormPage } from "~/server/leads/form-posts.server";
import { readFormFields } from "~/server/http/form-body.server";
import { formPostOf, requestInfoOf } from "~/server/http/route-args.server";
import type { Route } from "./+types/form-company";

export { noStoreHeaders as headers } from "~/server/http/no-store.server";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(wordsAt(location).contact.companyFormMeta, location);

export const loader = (args: Route.LoaderArgs) => leadFormPage(args.request, requestInfoOf(args));

export const action = (args: Route.ActionArgs) => leadFormActions.company(formPostOf(args, readFormFields));

export default function CompanyForm({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const words = useWords();
  const { companyFormPage } = words.contact;
  return (
    <>
      <RegistrationPage copy={companyFormPage} />
      <LeadFormSection
        fields={leadFormsIn(words).company.fields}
        more={leadFormsIn(words).company.more}
        type="Company"
        action={pathsIn(locale).companyForm}
        submitted={loaderData.submitted && !actionData}
        form={actionData ?? loaderData.form}
        replier={loaderData.replier}
        bookCall={loaderData.bookCall}
      />
    </>
  );
}
