import { Link, redirect } from "react-router";
import { AuthCard, AuthForm } from "~/components/auth-form";
import { pageMeta } from "~/components/page-meta";
import type { RouteHandle } from "~/components/route-handle";
import { changePasswordPage } from "~/content/account";
import { loginPath } from "~/domain/admin-access";
import { accountForms } from "~/domain/forms/auth-forms";
import { accountFormWords } from "~/content/forms";
import { CHANGE_PASSWORD_PATH, handleChangePassword } from "~/server/auth/account-forms.server";
import { getViewer } from "~/server/auth/admin-guard.server";
import { formPostOf } from "~/server/http/route-args.server";
import type { Route } from "./+types/account-password";

const { changePasswordForm } = accountForms(accountFormWords);

export const handle: RouteHandle = { hydrate: true };

// The page names the account and may carry a refusal's Retry-After: never cached.
export { noStoreHeaders as headers } from "~/server/http/no-store.server";

export const meta: Route.MetaFunction = () => [...pageMeta(changePasswordPage.meta), { name: "robots", content: "noindex" }];

/** Only for someone signed in; anyone else signs in first and comes back here. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) throw redirect(loginPath(CHANGE_PASSWORD_PATH));
  return {
    email: viewer.email,
    isAdmin: viewer.isAdmin,
    changed: new URL(request.url).searchParams.get("changed") === "1",
  };
}

export const action = (args: Route.ActionArgs) => handleChangePassword(formPostOf(args));

export default function AccountPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { email, isAdmin, changed } = loaderData;
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
          fields={changePasswordForm.fields}
          intent="change-password"
          values={{}}
          errors={actionData?.errors ?? {}}
          formError={actionData?.formError ?? null}
          submitLabel={changePasswordPage.submit}
          busyLabel={changePasswordPage.busy}
        />
        <p className="text-center">
          <Link to={isAdmin ? "/admin" : "/login"} className="font-semibold text-brand-700 underline">
            {isAdmin ? changePasswordPage.backToAdmin : changePasswordPage.backToAccount}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
