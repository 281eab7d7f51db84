import { Link } from "react-router";
import { AuthCard, AuthForm } from "~/components/auth-form";
import type { RouteHandle } from "~/components/route-handle";
import { accountMeta, useAccountPage } from "~/components/use-account-page";
import { handleForgotPassword } from "~/server/auth/account-recovery.server";
import { formPostOf } from "~/server/http/route-args.server";
import type { Route } from "./+types/login-forgot";

export const handle: RouteHandle = { hydrate: true };

// A refusal's Retry-After reaches the browser; the answer names an address: never cached.
export { noStoreHeaders as headers } from "~/server/http/no-store.server";

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location, (copy) => copy.forgotPasswordPage.meta);

export const action = (args: Route.ActionArgs) => handleForgotPassword(formPostOf(args));

export default function LoginForgot({ actionData }: Route.ComponentProps) {
  const sentTo = actionData && "sentTo" in actionData ? actionData.sentTo : null;
  const { copy, forms, paths } = useAccountPage();
  const { forgotPasswordPage } = copy;
  return (
    <AuthCard title={forgotPasswordPage.title}>
      <div className="space-y-6">
        {sentTo ? (
          <p role="status" className="rounded-lg border border-green-700 bg-green-50 p-3 text-green-900">
            {forgotPasswordPage.sent(sentTo)}
          </p>
        ) : (
          <>
            <p className="text-slate-800">{forgotPasswordPage.intro}</p>
            <AuthForm
              fields={forms.forgotPasswordForm.fields}
              intent="forgot-password"
              values={actionData?.values ?? {}}
              errors={actionData?.errors ?? {}}
              formError={actionData?.formError ?? null}
              submitLabel={forgotPasswordPage.submit}
              busyLabel={forgotPasswordPage.busy}
            />
          </>
        )}
        <p className="text-center">
          <Link to={paths.login} className="font-semibold text-brand-700 underline">
            {forgotPasswordPage.backToSignIn}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
