import { pageMeta } from "~/components/page-meta";
import { RegistrationPage } from "~/components/registration-page";
import { companyFormMeta, companyFormPage } from "~/content/contact";
import type { Route } from "./+types/form-company";

export const meta: Route.MetaFunction = () => pageMeta(companyFormMeta);

export default function CompanyForm() {
  return <RegistrationPage lead={companyFormPage.lead} switchLink={companyFormPage.switchLink} />;
}
