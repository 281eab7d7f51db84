import { Link, redirect } from "react-router";
import { AuthCard, AuthForm } from "~/components/auth-form";
import type { RouteHandle } from "~/components/route-handle";
import { accountMeta, useAccountPage } from "~/components/use-account-page";
import { accountPaths, loginPathIn } from "~/domain/account-paths";
import { localeOfPath } from "~/domain/locale";
import { handleChangePassword } from "~/server/auth/account-forms.server";
import { getViewer } from "~/server/auth/admin-guard.server";
import { formPostOf } from "~/server/http/route-args.server";
import type { Route } from "./+types/account-password";

export const handle: RouteHandle = { hydrate: true };

// The page names the account and may carry a refusal's Retry-After: never cached.
export { noStoreHeaders as headers } from "~/server/http/no-store.server";

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location, (copy) => copy.changePasswordPage.meta);

/** Only for someone signed in; anyone else signs in first and comes back here. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) {
    const locale = localeOfPath(new URL(request.url).pathname);
    throw redirect(loginPathIn(locale, accountPaths.accountPassword[locale]));
  }
  return {
    email: viewer.email,
    isAdmin: viewer.isAdmin,
    changed: new URL(request.url).searchParams.get("changed") === "1",
  };
}

export const action = (args: Route.ActionArgs) => handleChangePassword(formPostOf(args));

export default function AccountPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { email, isAdmin, changed } = loaderData;
  const { copy, forms, paths } = useAccountPage();
  const { changePasswordPage } = copy;
  return (
    <AuthCard title={changePasswordPage.title}>
      <div className="space-y-6">
        <p className="text-center text-slate-700">
          {changePasswordPage.signedInAs} <strong className="break-all">{email}</strong>
        </p>
        {changed && !actionData && (
          <p role="status" className="rounded-lg border border-green-700 bg-green-50 p-3 text-green-900">
            {changePasswordPage.changed}
          </p>
        )}
        {/* A new form after a change, so the browser forgets what was typed. */}
        <AuthForm
          key={changed ? "changed" : "change"}
          fields={forms.changePasswordForm.fields}
          intent="change-password"
          values={{}}
          errors={actionData?.errors ?? {}}
          formError={actionData?.formError ?? null}
          submitLabel={changePasswordPage.submit}
          busyLabel={changePasswordPage.busy}
        />
        <p className="text-center">
          <Link to={isAdmin ? "/admin" : paths.login} className="font-semibold text-brand-700 underline">
            {isAdmin ? changePasswordPage.backToAdmin : changePasswordPage.backToAccount}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
