import { Link } from "react-router";
import { AuthCard, AuthForm } from "~/components/auth-form";
import { pageMeta } from "~/components/page-meta";
import type { RouteHandle } from "~/components/route-handle";
import { resetPasswordPage } from "~/content/auth";
import { accountForms } from "~/domain/forms/auth-forms";
import { accountFormWords } from "~/content/forms";
import { handleResetPassword, resetPasswordState } from "~/server/auth/account-recovery.server";
import { formPostOf } from "~/server/http/route-args.server";
import type { Route } from "./+types/login-reset";

const { resetPasswordForm } = accountForms(accountFormWords);

export const handle: RouteHandle = { hydrate: true };

// The address carries a one-time token: never cached (the site's referrer policy keeps it from other sites).
export { noStoreHeaders as headers } from "~/server/http/no-store.server";

export const meta: Route.MetaFunction = () => [...pageMeta(resetPasswordPage.meta), { name: "robots", content: "noindex" }];

export const loader = ({ request }: Route.LoaderArgs) => resetPasswordState(request);

export const action = (args: Route.ActionArgs) => handleResetPassword(formPostOf(args));

export default function LoginReset({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard title={resetPasswordPage.title}>
      <div className="space-y-6">
        {loaderData.linkWorks ? (
          <>
            <p className="text-slate-800">{resetPasswordPage.intro}</p>
            <AuthForm
              fields={resetPasswordForm.fields}
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
          <Link to="/login/forgot" className="font-semibold text-brand-700 underline">
            {resetPasswordPage.askAgain}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
