import { Link } from "react-router";
import { AuthCard, AuthForm } from "~/components/auth-form";
import type { RouteHandle } from "~/components/route-handle";
import { accountMeta, useAccountPage } from "~/components/use-account-page";
import { confirmAddressState, handleConfirmAddress } from "~/server/auth/account-recovery.server";
import { formPostOf } from "~/server/http/route-args.server";
import type { Route } from "./+types/register-confirm";

export const handle: RouteHandle = { hydrate: true };

// The page names the account and may carry a refusal's Retry-After: never cached.
export { noStoreHeaders as headers } from "~/server/http/no-store.server";

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location, (copy) => copy.confirmAddressPage.meta);

/** Opening the link changes nothing (a mail scanner may open it): only the password form does. */
export const loader = ({ request }: Route.LoaderArgs) => confirmAddressState(request);

export const action = (args: Route.ActionArgs) => handleConfirmAddress(formPostOf(args));

export default function RegisterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { state, email } = loaderData;
  const { copy, forms, paths } = useAccountPage();
  const { confirmAddressPage } = copy;
  if (state !== "pending" || !email) {
    const problem = state === "pending" ? "invalid" : state;
    return (
      <AuthCard title={confirmAddressPage.title}>
        <p role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-900">
          {confirmAddressPage[problem]}
        </p>
        <p className="mt-8 text-center">
          <Link to={paths.login} className="font-semibold text-brand-700 underline">
            {confirmAddressPage.signIn}
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={confirmAddressPage.title}>
      <div className="space-y-6">
        <p className="text-slate-800">
          {confirmAddressPage.intro} <strong className="break-all">{email}</strong>.
        </p>
        <AuthForm
          fields={forms.confirmAddressForm.fields}
          intent="confirm-address"
          values={{}}
          errors={actionData?.errors ?? {}}
          formError={actionData?.formError ?? null}
          submitLabel={confirmAddressPage.submit}
          busyLabel={confirmAddressPage.busy}
        />
        <p className="text-center text-slate-700">
          {confirmAddressPage.notYours}{" "}
          <Link to={paths.forgot} className="font-semibold text-brand-700 underline">
            {confirmAddressPage.chooseNew}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
