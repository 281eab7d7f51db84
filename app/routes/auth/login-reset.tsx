import { Link } from "react-router";
import { AuthCard, AuthForm } from "~/components/auth-form";
import type { RouteHandle } from "~/components/route-handle";
import { accountMeta, useAccountPage } from "~/components/use-account-page";
import { handleResetPassword, resetPasswordState } from "~/server/auth/account-recovery.server";
import { formPostOf } from "~/server/http/route-args.server";
import type { Route } from "./+types/login-reset";

export const handle: RouteHandle = { hydrate: true };

// The address carries a one-time token: never cached (the site's referrer policy keeps it from other sites).
export { noStoreHeaders as headers } from "~/server/http/no-store.server";

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location, (copy) => copy.resetPasswordPage.meta);

export const loader = ({ request }: Route.LoaderArgs) => resetPasswordState(request);

export const action = (args: Route.ActionArgs) => handleResetPassword(formPostOf(args));

export default function LoginReset({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, forms, paths } = useAccountPage();
  const { resetPasswordPage } = copy;
  return (
    <AuthCard title={resetPasswordPage.title}>
      <div className="space-y-6">
        {loaderData.linkWorks ? (
          <>
            <p className="text-slate-800">{resetPasswordPage.intro}</p>
            <AuthForm
              fields={forms.resetPasswordForm.fields}
              intent="reset-password"
              values={{}}
              errors={actionData?.errors ?? {}}
              formError={actionData?.formError ?? null}
              submitLabel={resetPasswordPage.submit}
              busyLabel={resetPasswordPage.busy}
            />
          </>
        ) : (
          <p role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-900">
            {resetPasswordPage.invalid}
          </p>
        )}
        <p className="text-center">
          <Link to={paths.forgot} className="font-semibold text-brand-700 underline">
            {resetPasswordPage.askAgain}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
