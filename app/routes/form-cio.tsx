import { pageMeta } from "~/components/page-meta";
import { RegistrationPage } from "~/components/registration-page";
import type { RouteHandle } from "~/components/route-handle";
import { cioFormMeta, cioFormPage } from "~/content/contact";
import type { Route } from "./+types/form-cio";

// Served at /form and /form/cio; search engines index one of them.
export const handle: RouteHandle = { canonicalPath: "/form/cio" };

export const meta: Route.MetaFunction = () => pageMeta(cioFormMeta);

export default function CioForm() {
  return <RegistrationPage lead={cioFormPage.lead} switchLink={cioFormPage.switchLink} />;
}
