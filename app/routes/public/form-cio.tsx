import { LeadFormSection } from "~/components/lead-form-section";
import { pageMeta } from "~/components/page-meta";
import { RegistrationPage } from "~/components/registration-page";
import type { RouteHandle } from "~/components/route-handle";
import { useLocale, useWords, wordsAt } from "~/components/use-words";
import { pathsIn } from "~/domain/locale";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { leadFormActions, leadFormPage } from "~/server/leads/form-posts.server";
import { readFormFields } from "~/server/http/form-body.server";
import { formPostOf, requestInfoOf } from "~/server/http/route-args.server";
import type { Route } from "./+types/form-cio";

export { noStoreHeaders as headers } from "~/server/http/no-store.server";

// Served at /form and /form/cio; search engines index one of them.
export const handle: RouteHandle = { canonicalPath: "/form/cio" };

export const meta: Route.MetaFunction = ({ location }) => pageMeta(wordsAt(location).contact.cioFormMeta, location);

export const loader = (args: Route.LoaderArgs) => leadFormPage(args.request, requestInfoOf(args));

export const action = (args: Route.ActionArgs) => leadFormActions.cio(formPostOf(args, readFormFields));

export default function CioForm({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const words = useWords();
  const { cioFormPage } = words.contact;
  return (
    <>
      <RegistrationPage copy={cioFormPage} />
      <LeadFormSection
        fields={leadFormsIn(words).cio.fields}
        type="CIO"
        action={pathsIn(locale).cioForm}
        submitted={loaderData.submitted && !actionData}
        form={actionData ?? loaderData.form}
        replier={loaderData.replier}
      />
    </>
  );
}
