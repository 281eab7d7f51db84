import { Link, redirect } from "react-router";
import { AuthCard, AuthForm } from "~/components/auth-form";
import type { RouteHandle } from "~/components/route-handle";
import { accountMeta, useAccountPage } from "~/components/use-account-page";
import { handleRegister } from "~/server/auth/account-forms.server";
import { getViewer } from "~/server/auth/admin-guard.server";
import { formPostOf } from "~/server/http/route-args.server";
import type { Route } from "./+types/register";

export const handle: RouteHandle = { hydrate: true };

// A refused sign-in's Retry-After reaches the browser; the page (which may name the account) is never cached.
export { noStoreHeaders as headers } from "~/server/http/no-store.server";

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location, (copy) => copy.registerPage.meta);

/** Someone already signed in goes to /admin (the workspace, English only): no dead end (docs/product.md). */
export async function loader({ request }: Route.LoaderArgs) {
  if (await getViewer(request)) throw redirect("/admin");
  return null;
}

export const action = (args: Route.ActionArgs) => handleRegister(formPostOf(args));

export default function Register({ actionData }: Route.ComponentProps) {
  const { copy, forms, paths } = useAccountPage();
  const { registerPage } = copy;
  return (
    <AuthCard title={registerPage.title}>
      <div className="space-y-6">
        <AuthForm
          fields={forms.registerForm.fields}
          intent="sign-up"
          values={actionData?.values ?? {}}
          errors={actionData?.errors ?? {}}
          formError={actionData?.formError ?? null}
          submitLabel={registerPage.submit}
          busyLabel={registerPage.busy}
        />
        <p className="text-center text-slate-700">
          {registerPage.signInPrompt}{" "}
          <Link to={paths.login} className="font-semibold text-brand-700 underline">
            {registerPage.signInLink}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
